export { toVendor, useCategoryLinks, useImageCdns, useVendorLanes } from './categories';
export { Preferences } from './Preferences';
export { SignOut, useSignOut } from './SignOut';
export { SiteHeader } from './SiteHeader';
export { useReferralShown } from './useReferralShown';
