export { PhoneField, type PhoneCountry, type PhoneFieldProps } from './PhoneField';
