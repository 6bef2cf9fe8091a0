export { ExchangeRateTable, type ExchangeRateTableProps, type PointsEarningRate } from './ExchangeRateTable';
