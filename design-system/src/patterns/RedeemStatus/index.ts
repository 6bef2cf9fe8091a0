export { RedeemStatus, redeemStatuses, type RedeemStatusProps, type RedeemStatusValue } from './RedeemStatus';
