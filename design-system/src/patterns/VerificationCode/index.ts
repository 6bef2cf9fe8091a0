export {
  VerificationCodeForm,
  type VerificationCodeFormProps,
  type VerificationMethodKind,
  type VerificationValues,
} from './VerificationCodeForm';
export { VerificationCodeDialog, type VerificationCodeDialogProps } from './VerificationCodeDialog';
