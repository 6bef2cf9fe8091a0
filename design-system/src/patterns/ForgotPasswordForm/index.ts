export {
  ForgotPasswordForm,
  type ForgotByEmailValues,
  type ForgotByMobileValues,
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
} from './ForgotPasswordForm';
