export {
  PaymentMethodPicker,
  paymentMethodKinds,
  type PaymentMethodKind,
  type PaymentMethodOption,
  type PaymentMethodPickerProps,
} from './PaymentMethodPicker';
