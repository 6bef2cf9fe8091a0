export { toVendor, useCategoryLinks, useImageCdns, useVendorLanes } from './categories';
export { Preferences } from './Preferences';
export { SiteHeader } from './SiteHeader';
export { useReferralShown } from './useReferralShown';
