export { PaymentDetails, type PaymentDetailLine, type PaymentDetailsProps } from './PaymentDetails';
