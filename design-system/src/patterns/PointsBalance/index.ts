export type { PointsRate } from '../points';
export { PointsBalance, type PointsBalanceProps } from './PointsBalance';
