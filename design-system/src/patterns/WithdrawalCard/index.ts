export {
  WithdrawalCard,
  withdrawalCardStates,
  type WithdrawalAnswer,
  type WithdrawalCardProps,
  type WithdrawalCardState,
} from './WithdrawalCard';
