export { SiteFooter } from './SiteFooter';
export { useSocialLinks } from './social';
