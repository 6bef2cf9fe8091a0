export { PaymentSteps, type PaymentStepsProps } from './PaymentSteps';
