import type { en } from './en';

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
