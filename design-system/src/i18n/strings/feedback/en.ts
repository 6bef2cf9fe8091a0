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
