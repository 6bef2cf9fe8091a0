// The customer-service host of the layouts (the window itself opens from shell/customerService.ts).
export { CustomerServiceHost } from './CustomerServiceHost';
