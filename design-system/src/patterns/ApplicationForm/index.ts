export { ApplicationForm, type ApplicationFormProps, type ApplicationProgress } from './ApplicationForm';
