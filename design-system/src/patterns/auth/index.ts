export {
  AuthCaptchaField,
  AuthForm,
  AuthPasswordField,
  AuthPhoneField,
  AuthTextField,
  ServerError,
  SmsCodeField,
  useAuthField,
  type AuthFormHelpers,
  type CaptchaProps,
  type SendCode,
  type SendCodeResult,
} from './AuthForm';
