import type { CoreStrings } from './es';

export const th: CoreStrings = {
  meta: {
    title: 'Lobby: คาสิโน กีฬา และลอตเตอรี่',
    description: 'คาสิโนสด สล็อต กีฬา และลอตเตอรี่ รวมไว้ในล็อบบี้เดียว',
  },
  siteName: 'Lobby',
  languageName: 'ไทย',
  site: {
    loading: 'กำลังโหลด…',
    registerFirstTitle: 'บัญชีทดลอง',
    registerFirst: 'โปรดสมัครบัญชีก่อน',
    ok: 'ตกลง',
    loginRequired: 'ยังไม่ได้เข้าสู่ระบบ โปรดเข้าสู่ระบบ',
    chunkFailed: 'หน้าเว็บโหลดช้า โปรดตรวจสอบการเชื่อมต่อเครือข่าย',
    agentsOnly: 'เฉพาะตัวแทนเท่านั้นที่เข้าสู่ศูนย์ตัวแทนได้',
    skipToContent: 'ข้ามไปยังเนื้อหา',
  },
};
