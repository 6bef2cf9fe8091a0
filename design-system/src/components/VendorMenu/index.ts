export { VendorMenu, type Vendor, type VendorMenuProps } from './VendorMenu';
export { routeOnPlainClick } from './plainClick';
