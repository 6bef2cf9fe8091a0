// Analytics with the player's consent (issue 16 item 11): the layouts' host, and the footer's link.
export { consentLinkKey, openConsentSettings, SiteAnalytics, useConsentLink } from './SiteAnalytics';
