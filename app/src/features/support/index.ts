export {
  connectCustomerService,
  customerServiceUrl,
  customerServiceWindowSize,
  onCustomerServiceFailure,
  openCustomerServiceWindow,
} from './customerService';
export { CustomerServiceHost } from './CustomerServiceHost';
