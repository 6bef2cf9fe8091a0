export { Balance, type BalanceProps } from './Balance';
