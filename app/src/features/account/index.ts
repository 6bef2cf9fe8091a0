export { AccountBar } from './AccountBar';
