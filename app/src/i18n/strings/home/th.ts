import type { HomeStrings } from './es';

export const th: HomeStrings = {
  heading: '{{site}}: ล็อบบี้เกม',
  retry: 'ลองอีกครั้ง',
  banners: {
    loading: 'กำลังโหลดโปรโมชั่น…',
    failed: 'โหลดโปรโมชั่นไม่สำเร็จ',
  },
  notices: {
    label: 'ประกาศ',
    loading: 'กำลังโหลดประกาศ…',
    failed: 'โหลดประกาศไม่สำเร็จ',
  },
  menu: {
    label: 'หมวดหมู่เกม',
    failed: 'โหลดหมวดหมู่เกมไม่สำเร็จ',
    categories: {
      hot: 'ยอดนิยม',
      favourites: 'รายการโปรด',
      rng: 'สล็อต',
      live: 'คาสิโนสด',
      fish: 'ยิงปลา',
      sports: 'กีฬา',
      esports: 'อีสปอร์ต',
      pvp: 'เกมไพ่',
      cockfight: 'ไก่ชน',
      exclusive: 'พิเศษเฉพาะ',
    },
  },
  rows: {
    hot: 'เกมยอดนิยม',
    favourites: 'เกมโปรดของฉัน',
    empty: 'ยังไม่มีเกมในหมวดนี้',
    failed: '{{title}}: โหลดเกมไม่สำเร็จ',
    noVendors: 'หมวดนี้ยังไม่มีผู้ให้บริการ',
    favouritesLogin: 'เข้าสู่ระบบเพื่อดูเกมโปรดของคุณ',
    favouritesEmpty: 'ยังไม่มีเกมโปรด: แตะรูปหัวใจบนเกมเพื่อเก็บไว้ที่นี่',
    login: 'เข้าสู่ระบบ',
  },
  search: {
    label: 'ค้นหาเกม',
    placeholder: 'ชื่อเกม',
    submit: 'ค้นหา',
    clear: 'ล้างการค้นหา',
    results: 'ผลการค้นหา “{{query}}”',
    count_one: '{{count}} เกม',
    count_other: '{{count}} เกม',
    empty: 'ไม่มีเกมที่ตรงกับ “{{query}}”',
    failed: 'ค้นหาไม่สำเร็จ',
  },
  winners: {
    failed: 'โหลดกระดานผู้ชนะไม่สำเร็จ',
  },
  announcements: {
    failed: 'โหลดประกาศไม่สำเร็จ',
  },
};
