export { Table, type TableColumn, type TableProps, type TableSort } from './Table';
export type { ColumnKind } from './cellValue';
