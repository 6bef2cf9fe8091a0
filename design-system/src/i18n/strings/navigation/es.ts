import type { en } from './en';

export const es: typeof en = {
  paginationLabel: 'Paginación',
  paginationFirst: 'Primera página',
  paginationPrevious: 'Página anterior',
  paginationNext: 'Página siguiente',
  paginationLast: 'Última página',
  paginationPage: 'Página {{page}}',
  sideMenuCollapse: 'Contraer menú',
  sideMenuExpand: 'Expandir menú',
};
