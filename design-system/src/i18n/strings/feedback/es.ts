import type { en } from './en';

export const es: typeof en = {
  alertDialogOk: 'Aceptar',
  confirmDialogConfirm: 'Confirmar',
  confirmDialogCancel: 'Cancelar',
  toastClose: 'Descartar notificación',
  toastRegion: 'Notificaciones ({hotkey})',
  toastLabel: 'Notificación',
};
