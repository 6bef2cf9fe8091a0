import type { en } from './en';

export const th: typeof en = {
  alertDialogOk: 'ตกลง',
  confirmDialogConfirm: 'ยืนยัน',
  confirmDialogCancel: 'ยกเลิก',
  toastClose: 'ปิดการแจ้งเตือน',
  toastRegion: 'การแจ้งเตือน ({hotkey})',
  toastLabel: 'การแจ้งเตือน',
};
