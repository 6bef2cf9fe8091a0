export { RegisterForm, type RegisterFormProps, type RegisterSubmitValues } from './RegisterForm';
