import type { en } from './en';

export const es: typeof en = {
  close: 'Cerrar',
  loading: 'Cargando…',
  dialogMove: 'Arrastra para mover el diálogo',
};
