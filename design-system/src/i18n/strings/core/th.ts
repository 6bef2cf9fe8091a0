import type { en } from './en';

export const th: typeof en = {
  close: 'ปิด',
  loading: 'กำลังโหลด…',
  dialogMove: 'ลากเพื่อย้ายหน้าต่าง',
};
