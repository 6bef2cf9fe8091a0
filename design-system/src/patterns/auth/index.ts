export {
  AuthCaptchaField,
  AuthForm,
  AuthPasswordField,
  AuthPhoneField,
  AuthSubmit,
  AuthTextField,
  ServerError,
  SmsCodeField,
  type AuthFormHelpers,
  type CaptchaProps,
  type SendCode,
  type SendCodeResult,
} from './AuthForm';
