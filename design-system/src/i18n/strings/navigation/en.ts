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
