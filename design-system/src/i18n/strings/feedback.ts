/** Strings of the design system's feedback area (namespace "ds"). Keys are unique across areas. */
export const en = {
  alertDialogOk: 'OK',
  confirmDialogConfirm: 'Confirm',
  confirmDialogCancel: 'Cancel',
  toastClose: 'Dismiss notification',
  // Radix fills {hotkey} (single braces, so i18next leaves it alone).
  toastRegion: 'Notifications ({hotkey})',
  toastLabel: 'Notification',
};

export const es: typeof en = {
  alertDialogOk: 'Aceptar',
  confirmDialogConfirm: 'Confirmar',
  confirmDialogCancel: 'Cancelar',
  toastClose: 'Descartar notificación',
  toastRegion: 'Notificaciones ({hotkey})',
  toastLabel: 'Notificación',
};

export const th: typeof en = {
  alertDialogOk: 'ตกลง',
  confirmDialogConfirm: 'ยืนยัน',
  confirmDialogCancel: 'ยกเลิก',
  toastClose: 'ปิดการแจ้งเตือน',
  toastRegion: 'การแจ้งเตือน ({hotkey})',
  toastLabel: 'การแจ้งเตือน',
};
