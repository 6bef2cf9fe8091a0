// The money pages of the member centre (SPEC.md section 2: transferFund, depositv2, withdraw,
// transferUpline), their views and hooks.
export { BalanceFigures, WalletsTable } from './Balances';
export { DepositView } from './Deposit';
export { TransferFund } from './TransferFund';
export { TransferUplineView } from './TransferUpline';
export { WithdrawView } from './Withdraw';
