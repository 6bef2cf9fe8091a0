export {
  LoginForm,
  type LoginFormProps,
  type LoginValues,
  type SmsLoginValues,
  type UsernameLoginValues,
} from './LoginForm';
