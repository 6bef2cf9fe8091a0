// System calls of SPEC.md section 7: GET /wps/system/status, GET /wps/system/whitelabel,
// GET /wps/system/domainRoute, GET /wps/system/helpCenter, GET /wps/system/setting/register,
// GET /wps/system/customerService (SPEC.md section 3 "Configuration": customerService).

import type { FieldRule, RegisterSettings } from './registration';

export const systemPaths = {
  status: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  registerSettings: '/wps/system/setting/register',
  customerService: '/wps/system/customerService',
} as const;

/** SPEC.md section 4: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatusCode = 0 | 1 | 2;

/** The site's configuration (SPEC.md section 3 "Configuration"). */
export interface SystemConfig {
  merchantCode: string;
  platform: 'WEB';
  /** "ES" (SPEC.md section 9). */
  defaultLanguage: string;
  /** Upper-case codes: ["EN", "ES", "TH"]. */
  supportedLanguages: string[];
  currency: string;
  currencySymbol: string;
  mainDomain: string;
  /**
   * The operator's Google tag (SPEC.md section 3 "Configuration": analytics gtagId), "" for none. The
   * site loads it only after the player's consent, and only when `isGoogleTagId` holds.
   */
  gtagId: string;
  /** Image and launch CDNs: the client picks one at random (SPEC.md section 7). Relative "" = this origin. */
  imageCdnList: string[];
  launchCdnList: string[];
  esportsList: string[];
  cockfightList: string[];
  prizeModes: string[];
  /** Member types that are agents (1, 2, 41, 42) and trials (4) (SPEC.md section 6). */
  agentTypes: number[];
  trialTypes: number[];
  /** Minutes east of UTC of the platform's clock (the agent centre shows it). */
  timezoneOffset: number;
  /** Socials shown in the side menu when set (SPEC.md section 2). */
  socials: { facebook: string; youtube: string };
  /**
   * Resources by type (SPEC.md section 3), among them the app downloads: IOS and ANDROID. Optional:
   * a platform that sends none has no app to download.
   */
  resources?: SystemResource[];
}

/** The app downloads' resource types (defined here; the side menu also matches on labelNameEn). */
export const appResourceTypes = { ios: 'IOS', android: 'ANDROID' } as const;

/** A configuration resource (SPEC.md section 3: by resourceType, with labelNameEn and url). */
export interface SystemResource {
  resourceType: string;
  labelNameEn: string;
  /** Absolute, or relative to the site's origin. */
  url: string;
}

/** `value` of GET /wps/system/status. */
export interface SystemStatusValue {
  info: {
    status: SystemStatusCode;
    maintenance: boolean;
    regionRestriction: boolean;
    config: SystemConfig;
  };
  location: { ip: string };
}

/** The whitelabel feature modules of SPEC.md section 6 (modId of the tree's nodes). */
export const whitelabelModuleIds = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'AGENTPOLICY3',
  // Defined here: the VIP club (vip.ts; SPEC.md section 2 "VIP if available").
  'VIPCLUB3',
  // Defined here: the third-party login buttons (session.ts thirdPartyModuleOf; issue 16 item 2).
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
] as const;
export type WhitelabelModuleId = (typeof whitelabelModuleIds)[number];

export const isWhitelabelModuleId = (value: string): value is WhitelabelModuleId =>
  (whitelabelModuleIds as readonly string[]).includes(value);

/** A node of the whitelabel module tree (SPEC.md section 6). */
export interface WhitelabelModule {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelModule[];
}

/** `value` of GET /wps/system/whitelabel: the roots of the tree. */
export type WhitelabelValue = WhitelabelModule[];

/** The kinds of the operator's domains in GET /wps/system/domainRoute. */
export const domainRouteTypes = ['main', 'agent', 'backup'] as const;

/** One of the operator's domains: a host name, with a port where one is part of the address. */
export interface DomainRoute {
  domain: string;
  type: (typeof domainRouteTypes)[number];
}

/** `value` of GET /wps/system/domainRoute: the site answers only on these (the domain check). */
export interface DomainRouteValue {
  mainDomain: string;
  routes: DomainRoute[];
}

/** GET /wps/system/helpCenter query (SPEC.md section 7: lang and device WEB). */
export interface HelpCenterQuery {
  lang: string;
  device?: string;
}

/** `value` of GET /wps/system/helpCenter: sections, each reachable by its anchor (/help#term). */
export interface HelpCenterValue {
  lang: string;
  sections: { anchor: string; title: string; /** Trusted HTML; sanitise before rendering. */ content: string }[];
}

/**
 * `value` of GET /wps/system/setting/register: the design system's RegisterSettings (its forms module
 * compiles the form from it; the platform validates with the same rules, SPEC.md section 5).
 */
export type RegisterSettingsValue = RegisterSettings;
export type { FieldRule, RegisterSettings };

/**
 * A customer-service entry (SPEC.md section 3). `path` arrives encrypted (defined here): its last 8
 * characters are the key K; the rest is base64url of the URL's UTF-8 bytes, each XORed with the
 * UTF-8 bytes of K repeated (byte i with K[i % 8]). Decrypt: K = path.slice(-8), XOR the decoded
 * bytes of path.slice(0, -8) with K again, decode UTF-8.
 */
export interface CustomerServiceEntry {
  /** "LIVECHAT", "TELEGRAM", "WHATSAPP", "LINE", "EMAIL". */
  csType: string;
  displayName: string;
  path: string;
}

/** `value` of GET /wps/system/customerService. */
export type CustomerServiceValue = CustomerServiceEntry[];
