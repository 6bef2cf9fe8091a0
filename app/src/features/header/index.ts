export {
  toVendor,
  useCategoryLanes,
  useCategoryLinks,
  useImageCdns,
  useVendorLanes,
  type CategoryLane,
  type CategoryLink,
} from './categories';
export { Preferences, SiteLanguageSwitcher, SiteThemeSwitcher } from './Preferences';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { useReferralShown } from './useReferralShown';
