export { WithdrawalCard, type WithdrawalAnswer, type WithdrawalCardProps } from './WithdrawalCard';
