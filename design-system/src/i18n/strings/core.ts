/** Strings shared by the design system's foundation (Modal, Spinner). */
export const en = {
  close: 'Close',
  loading: 'Loading…',
  dialogMove: 'Drag to move the dialog',
};

export const es: typeof en = {
  close: 'Cerrar',
  loading: 'Cargando…',
  dialogMove: 'Arrastra para mover el diálogo',
};

export const th: typeof en = {
  close: 'ปิด',
  loading: 'กำลังโหลด…',
  dialogMove: 'ลากเพื่อย้ายหน้าต่าง',
};
