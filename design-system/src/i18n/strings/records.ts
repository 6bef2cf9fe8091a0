/** Strings of the design system's records area (namespace "ds"). Keys are unique across areas: prefix them with "records". */
export const en = {
  recordsFilters: 'Filters',
  recordsDates: 'Dates',
  recordsShown: 'Records {{from}}–{{to}} of {{total}}',
  recordsSummary: 'Summary',
};

export const es: typeof en = {
  recordsFilters: 'Filtros',
  recordsDates: 'Fechas',
  recordsShown: 'Registros {{from}}–{{to}} de {{total}}',
  recordsSummary: 'Resumen',
};

export const th: typeof en = {
  recordsFilters: 'ตัวกรอง',
  recordsDates: 'วันที่',
  recordsShown: 'รายการที่ {{from}}–{{to}} จาก {{total}}',
  recordsSummary: 'สรุป',
};
