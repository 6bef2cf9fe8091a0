/** Strings of the design system's navigation area (namespace "ds"). Keys are unique across areas. */
export const en = {
  paginationLabel: 'Pagination',
  paginationFirst: 'First page',
  paginationPrevious: 'Previous page',
  paginationNext: 'Next page',
  paginationLast: 'Last page',
  paginationPage: 'Page {{page}}',
  sideMenuCollapse: 'Collapse menu',
  sideMenuExpand: 'Expand menu',
};

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

export const th: typeof en = {
  paginationLabel: 'การแบ่งหน้า',
  paginationFirst: 'หน้าแรก',
  paginationPrevious: 'หน้าก่อนหน้า',
  paginationNext: 'หน้าถัดไป',
  paginationLast: 'หน้าสุดท้าย',
  paginationPage: 'หน้า {{page}}',
  sideMenuCollapse: 'ย่อเมนู',
  sideMenuExpand: 'ขยายเมนู',
};
