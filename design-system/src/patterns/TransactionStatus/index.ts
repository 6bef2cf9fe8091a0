export {
  TransactionStatus,
  transactionTones,
  type TransactionStatusProps,
  type TransactionTone,
} from './TransactionStatus';
