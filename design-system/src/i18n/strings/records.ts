/** Strings of the design system's records area (namespace "ds"). Keys are unique across areas: prefix them with "records". */
export const en = {
  recordsFilters: 'Filters',
  recordsDates: 'Dates',
  recordsShown: 'Records {{from}}–{{to}} of {{total}}',
  recordsSummary: 'Summary',
  recordsChartEmpty: 'Nothing to show for these days.',
  recordsChartDay: 'Day',
  recordsChartSummary: '{{count}} days, {{from}} to {{to}}. Highest: {{highest}}. Lowest: {{lowest}}.',
  recordsChartKeys: 'In the chart, the arrow keys move from day to day.',
  recordsChartShare: '({{share}}%)',
};

export const es: typeof en = {
  recordsFilters: 'Filtros',
  recordsDates: 'Fechas',
  recordsShown: 'Registros {{from}}–{{to}} de {{total}}',
  recordsSummary: 'Resumen',
  recordsChartEmpty: 'No hay nada que mostrar en estas fechas.',
  recordsChartDay: 'Día',
  recordsChartSummary: '{{count}} días, del {{from}} al {{to}}. Máximo: {{highest}}. Mínimo: {{lowest}}.',
  recordsChartKeys: 'En el gráfico, las flechas pasan de un día a otro.',
  recordsChartShare: '({{share}} %)',
};

export const th: typeof en = {
  recordsFilters: 'ตัวกรอง',
  recordsDates: 'วันที่',
  recordsShown: 'รายการที่ {{from}}–{{to}} จาก {{total}}',
  recordsSummary: 'สรุป',
  recordsChartEmpty: 'ไม่มีข้อมูลในวันที่เลือก',
  recordsChartDay: 'วัน',
  recordsChartSummary: '{{count}} วัน ตั้งแต่ {{from}} ถึง {{to}} สูงสุด: {{highest}} ต่ำสุด: {{lowest}}',
  recordsChartKeys: 'ในแผนภูมิ ใช้ปุ่มลูกศรเพื่อเลื่อนไปทีละวัน',
  recordsChartShare: '({{share}}%)',
};
