export { footerVendorCodes, SiteFooter } from './SiteFooter';
export { useSocialLinks } from './social';
