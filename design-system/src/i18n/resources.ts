/** The design system's own strings (namespace "ds"). Every shipped language is complete. */
const en = {
  close: 'Close',
  loading: 'Loading…',
  dialogMove: 'Drag to move the dialog',
};

type Strings = typeof en;

const es: Strings = {
  close: 'Cerrar',
  loading: 'Cargando…',
  dialogMove: 'Arrastra para mover el diálogo',
};

const th: Strings = {
  close: 'ปิด',
  loading: 'กำลังโหลด…',
  dialogMove: 'ลากเพื่อย้ายหน้าต่าง',
};

export const dsNamespace = 'ds';
export type DsKey = keyof Strings;
export const dsResources = { en, es, th } as const satisfies Record<string, Strings>;
