export { RedeemStatus, type RedeemStatusProps } from './RedeemStatus';
