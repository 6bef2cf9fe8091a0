export {
  RedeemDialog,
  type RedeemDialogProps,
  type RedeemField,
  type RedeemRules,
  type RedeemValues,
} from './RedeemDialog';
