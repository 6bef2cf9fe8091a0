/** Strings shared by the design system's foundation (Modal, Spinner). */
export const en = {
  close: 'Close',
  loading: 'Loading…',
  dialogMove: 'Drag to move the dialog',
};
