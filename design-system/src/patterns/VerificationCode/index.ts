export {
  VerificationCodeForm,
  type VerificationCodeFormProps,
  type SentCodeMethodKind,
  type VerificationMethodKind,
  type VerificationValues,
} from './VerificationCodeForm';
export { VerificationCodeDialog, type VerificationCodeDialogProps } from './VerificationCodeDialog';
