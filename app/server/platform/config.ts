// The embedded platform's settings (platform-contract: system switches at start-up; README.md in this
// folder). The types every domain is written against are in domain.ts.
import {
  domainRouteTypes,
  type FieldSetting,
  isGoogleTagId,
  type HumanCheckPoint,
  humanCheckPoints,
  type HumanCheckProvider,
  humanCheckProviders,
  isWhitelabelModuleId,
  type OptionalRegisterField,
  optionalRegisterFields,
  payloadCipherSchemes,
  whitelabelModuleIds,
  type DomainRoute,
  type PayloadCipherName,
  type ThirdPartyChannel,
  thirdPartyChannels,
} from '@lobby/contract';
import { randomBytes } from 'node:crypto';
import { defaultRateLimits, type RateLimits } from '../rateLimit';

/** SPEC.md section 4: normal (0), maintenance (1), region restricted (2). */
type PlatformStatus = 'normal' | 'maintenance' | 'blocked';
const platformStatuses: readonly PlatformStatus[] = ['normal', 'maintenance', 'blocked'];

/** A line of the platform's console; errors are told as such (the server's log keeps them apart). */
export type PlatformLog = (line: string, level?: 'info' | 'warn' | 'error') => void;

export interface PlatformOptions {
  /** SQLite file, or ':memory:' (tests). Default: app/.data/platform.sqlite, resolved by start.ts. */
  db?: string;
  status?: PlatformStatus;
  /** Whitelabel modules to enable; default all of the contract's `whitelabelModuleIds`. */
  modules?: readonly string[];
  /** Seed of the generated data; fixed by default so every start shows the same site. */
  seed?: number;
  /** The clock, in epoch milliseconds (tests inject one). */
  now?: () => number;
  /** Where console lines go (SMS codes, errors). */
  log?: PlatformLog;
  /** Token lifetime without use, in milliseconds (default 2 h, sliding). */
  tokenTtlMs?: number;
  /** scrypt cost N (a power of two); tests lower it to stay fast. */
  passwordCost?: number;
  /** Accept the E calls unsealed too (debugging with curl). Off by default. */
  acceptPlainPayloads?: boolean;
  /**
   * How the E calls are sealed (LOBBY_CIPHER): 'modern' (default, RSA-OAEP-256 + AES-256-GCM) or
   * 'legacy', the operators' weak raw RSA + DES-ECB (issue 16 item 13), with a warning at start.
   */
  cipher?: PayloadCipherName;
  /**
   * Run the scheduled tasks (settlements) on timers. Default true; unit tests turn it off and call
   * `platform.runScheduled()` with their own clock.
   */
  timers?: boolean;
  /** How long the platform takes to settle a deposit or a withdrawal (LOBBY_SETTLE_MS; default 20 s). */
  settleMs?: number;
  /** How often real-time salaries are settled (LOBBY_SALARY_INTERVAL_MS; SPEC.md section 9: 5 minutes). */
  realtimeSalaryIntervalMs?: number;
  /**
   * The agents' contract-dividend feature (SPEC.md section 2: agentDividendRecordCopy2 only when it is
   * enabled): the dividend contract call, its settlement and its report (LOBBY_CONTRACT_DIVIDEND=0|1;
   * default on). A platform switch beside the whitelabel modules, whose list it leaves as it is.
   */
  contractDividend?: boolean;
  /**
   * Believe one proxy in front about the client's address (X-Forwarded-For): TRUST_PROXY, read by
   * start.ts (../clientAddress.ts). Off by default: the socket's peer is the client.
   */
  trustProxy?: boolean;
  /**
   * SPEC.md section 4: a login from an address the account has not logged in from asks for an extra
   * verification (SMS, e-mail, authenticator or bank account name; issue 16 item 1).
   * LOBBY_VERIFY_NEW_IP=0|1, default off. Accounts with no known address yet, or with no method to
   * answer with, are not asked: their login makes the address known.
   */
  verifyNewIp?: boolean;
  /** Calls per window and address on logins, registrations, SMS codes and captchas (../rateLimit.ts). */
  rateLimits?: RateLimits;
  /**
   * The operator's domains (SPEC.md section 7: /wps/system/domainRoute; issue 16 item 11), which the
   * site checks its address against ("Invalid URL" page on any other): LOBBY_DOMAINS, parsed by
   * parseDomains. Unset: no domains, and the site checks nothing (development, tests, and a site
   * whose proxy reaches this platform under an internal name).
   */
  domains?: readonly DomainRoute[];
  /**
   * The register form's optional fields (SPEC.md section 5: shown only if enabled, required only if so
   * flagged), LOBBY_REGISTER_FIELDS; default `defaultRegisterFields`. The whole list: a field left out
   * is hidden.
   */
  registerFields?: RegisterFieldSettings;
  /**
   * The operator's Google tag (SPEC.md section 3: analytics gtagId; issue 16 item 11), answered in the
   * system status; the site loads it only after the player's consent. LOBBY_GTAG_ID, checked by
   * `isGoogleTagId`. Unset: "", and the site has no analytics at all.
   */
  gtagId?: string;
  /**
   * Where human verification is required (issue 16 item 3; SPEC.md section 4): a username login,
   * an SMS code send, a registration. LOBBY_HUMAN_CHECK, parsed by parseHumanCheck; default none
   * (the captcha still comes after failed logins, and the register form's own `captcha` field).
   */
  humanCheck?: readonly HumanCheckPoint[];
  /**
   * Which challenge verifies a human (issue 16 item 3): the platform's image `captcha` (default) or an
   * operator's `hosted` one (LOBBY_HUMAN_CHECK_PROVIDER), whose service is `challenge`.
   */
  humanCheckProvider?: HumanCheckProvider;
  /**
   * The hosted challenge's service (LOBBY_CHALLENGE_SCRIPT, _API, _SITE_KEY, _SECRET, _VERIFY_URL;
   * parseHostedChallenge), Cloudflare Turnstile for instance. Unset: the stand-in of
   * domains/challenge, at /wps/challenge/ of whatever origin the site is reached on, asked in process.
   */
  challenge?: HostedChallengeService;
  /**
   * The key of the customer-service chat's staff console (domains/chat: `/wps/staff/chat?key=...`, and
   * the console's calls in `X-Staff-Key`), LOBBY_STAFF_KEY. Unset: a random one at every start, which
   * the start-up prints with the console's address.
   */
  staffKey?: string;
  /**
   * Which OpenID Connect issuer and audience (client id) each third-party channel trusts (issue 16
   * item 2): LOBBY_OIDC_<CHANNEL>_ISSUER and LOBBY_OIDC_<CHANNEL>_AUDIENCE. Unset: the stand-in
   * provider of domains/identity, at /wps/idp/<channel> of whatever origin the site is reached on,
   * and its client `oidcStandIn.clientId`.
   */
  oidc?: Partial<Record<ThirdPartyChannel, { issuer?: string; audience?: string }>>;
}

/**
 * The client the stand-in identity provider knows (domains/identity): the site's server uses it when
 * no OIDC_<CHANNEL>_* setting names a real provider (../oidc.ts). A demo secret, no secret at all:
 * the stand-in signs in nobody real.
 */
export const oidcStandIn = { clientId: 'lobby-site', clientSecret: 'lobby-stand-in-secret' } as const;

/**
 * The hosted challenge the embedded platform serves itself (domains/challenge) when no
 * LOBBY_CHALLENGE_* names a real one: a demo site key and secret, like `oidcStandIn`, that verify
 * nobody but the stand-in's own widget.
 */
export const challengeStandIn = {
  script: '/wps/challenge/api.js',
  /** Where its frame gets a token (POST, form `sitekey`). */
  answerPath: '/wps/challenge/answer',
  api: 'lobbyChallenge',
  siteKey: 'lobby-stand-in-site-key',
  secret: 'lobby-stand-in-challenge-secret',
} as const;

/** A hosted challenge's service: the widget the site draws, and where the platform checks its tokens. */
export interface HostedChallengeService {
  /** The widget's script: https, or a same-site path. */
  script: string;
  /** The global object the script defines. */
  api: string;
  siteKey: string;
  secret: string;
  /** The siteverify endpoint (https); null: the embedded stand-in, asked in process. */
  verifyUrl: string | null;
}

const challengeVariables = {
  script: 'LOBBY_CHALLENGE_SCRIPT',
  api: 'LOBBY_CHALLENGE_API',
  siteKey: 'LOBBY_CHALLENGE_SITE_KEY',
  secret: 'LOBBY_CHALLENGE_SECRET',
  verifyUrl: 'LOBBY_CHALLENGE_VERIFY_URL',
} as const;

const isHttpsUrl = (text: string): boolean => {
  try {
    return new URL(text).protocol === 'https:' && !/\s/.test(text);
  } catch {
    return false;
  }
};

/**
 * LOBBY_HUMAN_CHECK_PROVIDER (captcha when unset) and the five LOBBY_CHALLENGE_* of a hosted
 * challenge: all five, or none (the stand-in); some of them is an Error naming the missing ones. The
 * script is an https URL or a same-site path, the verify URL an https URL, the api a script name.
 */
export function parseHostedChallenge(
  env: Record<string, string | undefined>,
): Pick<PlatformOptions, 'humanCheckProvider' | 'challenge'> {
  const options: Pick<PlatformOptions, 'humanCheckProvider' | 'challenge'> = {};
  const provider = env.LOBBY_HUMAN_CHECK_PROVIDER?.trim();
  if (provider) {
    if (!(humanCheckProviders as readonly string[]).includes(provider))
      throw new Error(`LOBBY_HUMAN_CHECK_PROVIDER must be one of ${humanCheckProviders.join(', ')}, not "${provider}"`);
    options.humanCheckProvider = provider as HumanCheckProvider;
  }
  const keys = Object.keys(challengeVariables) as (keyof typeof challengeVariables)[];
  const values = Object.fromEntries(keys.map((key) => [key, env[challengeVariables[key]]?.trim() ?? '']));
  const missing = keys.filter((key) => !values[key]).map((key) => challengeVariables[key]);
  if (missing.length === keys.length) return options;
  if (missing.length) throw new Error(`${missing.join(', ')} must be set too (all five LOBBY_CHALLENGE_*, or none)`);
  const { script = '', api = '', siteKey = '', secret = '', verifyUrl = '' } = values;
  const samePath = script.startsWith('/') && !script.startsWith('//') && !/[\s\\]/.test(script);
  if (!samePath && !isHttpsUrl(script))
    throw new Error('LOBBY_CHALLENGE_SCRIPT must be an https URL or a path of this site');
  if (!isHttpsUrl(verifyUrl)) throw new Error('LOBBY_CHALLENGE_VERIFY_URL must be an https URL');
  if (!/^[A-Za-z_$][\w$]*$/.test(api)) throw new Error('LOBBY_CHALLENGE_API must be the name of a global object');
  options.challenge = { script, api, siteKey, secret, verifyUrl };
  return options;
}

/** A channel's trusted issuer (null: the stand-in) and audience. */
interface OidcTrust {
  issuer: string | null;
  audience: string;
}

/**
 * Parses LOBBY_HUMAN_CHECK: points separated by commas (`login,sms,register`); empty is none. A name
 * that is not one of them throws an Error naming it.
 */
export function parseHumanCheck(text: string, name = 'LOBBY_HUMAN_CHECK'): HumanCheckPoint[] {
  const items = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !(humanCheckPoints as readonly string[]).includes(item));
  if (bad.length) {
    throw new Error(`${name} has unknown entries: ${bad.join(', ')} (each is one of ${humanCheckPoints.join(', ')})`);
  }
  return [...new Set(items as HumanCheckPoint[])];
}

/** The optional fields that are on, and whether each must be filled (the register settings' `fields`). */
export type RegisterFieldSettings = Partial<Record<OptionalRegisterField, FieldSetting>>;

/** The fields on when LOBBY_REGISTER_FIELDS is not set (mobileNum required besides when REGMOBVERF3 is on). */
const defaultRegisterFields = 'mobileNum,email,payeeName,affiliateCode,referralCode';

/**
 * Parses LOBBY_REGISTER_FIELDS: field names separated by commas, each optionally followed by
 * `:required` (`qqNum,line:required,paymentPassword:required`); an empty value switches every optional
 * field off. A name that is not an optional register field, or another suffix, throws an Error naming it.
 */
export function parseRegisterFields(text: string, name = 'LOBBY_REGISTER_FIELDS'): RegisterFieldSettings {
  const fields: RegisterFieldSettings = {};
  const bad: string[] = [];
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [field = '', flag, ...rest] = item.split(':').map((part) => part.trim());
    const known = (optionalRegisterFields as readonly string[]).includes(field);
    if (!known || rest.length > 0 || (flag !== undefined && flag !== 'required')) {
      bad.push(item);
      continue;
    }
    fields[field as OptionalRegisterField] = { shown: true, required: flag === 'required' };
  }
  if (bad.length) {
    throw new Error(
      `${name} has unknown entries: ${bad.join(', ')} (each is one of ${optionalRegisterFields.join(', ')}, ` +
        'optionally followed by ":required")',
    );
  }
  return fields;
}

export interface PlatformConfig {
  db: string;
  status: PlatformStatus;
  modules: ReadonlySet<string>;
  seed: number;
  tokenTtlMs: number;
  passwordCost: number;
  acceptPlainPayloads: boolean;
  cipher: PayloadCipherName;
  merchantCode: string;
  currency: string;
  currencySymbol: string;
  /** Passwords older than this expire when PWDEXPFORCECHANGE3 is on (SPEC.md section 4). */
  passwordMaxAgeMs: number;
  /** SMS codes stay valid this long (SPEC.md section 3: expiredMinutes). */
  smsExpiredMinutes: number;
  timers: boolean;
  settleMs: number;
  realtimeSalaryIntervalMs: number;
  contractDividend: boolean;
  trustProxy: boolean;
  verifyNewIp: boolean;
  rateLimits: RateLimits;
  domains: readonly DomainRoute[] | null;
  registerFields: RegisterFieldSettings;
  gtagId: string;
  humanCheck: ReadonlySet<HumanCheckPoint>;
  humanCheckProvider: HumanCheckProvider;
  /** The hosted challenge's service (options: challenge; default the stand-in's). */
  challenge: HostedChallengeService;
  /** The staff console's key (options: staffKey). */
  staffKey: string;
  /** Per third-party channel, the issuer and audience its ID tokens must name (options: oidc). */
  oidc: Record<ThirdPartyChannel, OidcTrust>;
}

const defaultSeed = 20260501;
const hour = 60 * 60 * 1000;

export function resolveConfig(options: PlatformOptions): PlatformConfig {
  return {
    db: options.db ?? ':memory:',
    status: options.status ?? 'normal',
    modules: new Set(options.modules ?? whitelabelModuleIds),
    seed: options.seed ?? defaultSeed,
    tokenTtlMs: options.tokenTtlMs ?? 2 * hour,
    passwordCost: options.passwordCost ?? 16384,
    acceptPlainPayloads: options.acceptPlainPayloads ?? false,
    cipher: options.cipher ?? 'modern',
    merchantCode: 'LOBBY',
    currency: 'USD',
    currencySymbol: '$',
    passwordMaxAgeMs: 90 * 24 * hour,
    smsExpiredMinutes: 5,
    timers: options.timers ?? true,
    settleMs: options.settleMs ?? 20_000,
    realtimeSalaryIntervalMs: options.realtimeSalaryIntervalMs ?? 5 * 60 * 1000,
    contractDividend: options.contractDividend ?? true,
    trustProxy: options.trustProxy ?? false,
    verifyNewIp: options.verifyNewIp ?? false,
    rateLimits: options.rateLimits ?? defaultRateLimits,
    domains: options.domains ?? null,
    registerFields: options.registerFields ?? parseRegisterFields(defaultRegisterFields),
    gtagId: options.gtagId ?? '',
    humanCheck: new Set(options.humanCheck ?? []),
    humanCheckProvider: options.humanCheckProvider ?? 'captcha',
    challenge: options.challenge ?? {
      script: challengeStandIn.script,
      api: challengeStandIn.api,
      siteKey: challengeStandIn.siteKey,
      secret: challengeStandIn.secret,
      verifyUrl: null,
    },
    staffKey: options.staffKey ?? randomBytes(24).toString('base64url'),
    oidc: Object.fromEntries(
      thirdPartyChannels.map((channel) => [
        channel,
        {
          issuer: options.oidc?.[channel]?.issuer ?? null,
          audience: options.oidc?.[channel]?.audience ?? oidcStandIn.clientId,
        },
      ]),
    ) as Record<ThirdPartyChannel, OidcTrust>,
  };
}

/** Reads LOBBY_STATUS, LOBBY_MODULES, LOBBY_DB, LOBBY_SEED and the other LOBBY_* switches; a bad value is a thrown Error naming it. */
export function optionsFromEnv(env: Record<string, string | undefined>): PlatformOptions {
  const options: PlatformOptions = {};
  const status = env.LOBBY_STATUS?.trim();
  if (status) {
    if (!platformStatuses.includes(status as PlatformStatus)) {
      throw new Error(`LOBBY_STATUS must be one of ${platformStatuses.join(', ')}, not "${status}"`);
    }
    options.status = status as PlatformStatus;
  }
  if (env.LOBBY_MODULES !== undefined) {
    const modules = env.LOBBY_MODULES.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const unknown = modules.filter((item) => !isWhitelabelModuleId(item));
    if (unknown.length) throw new Error(`LOBBY_MODULES has unknown modules: ${unknown.join(', ')}`);
    options.modules = modules;
  }
  if (env.LOBBY_DB?.trim()) options.db = env.LOBBY_DB.trim();
  if (env.LOBBY_SEED?.trim()) {
    const seed = Number(env.LOBBY_SEED);
    if (!Number.isSafeInteger(seed)) throw new Error(`LOBBY_SEED must be an integer, not "${env.LOBBY_SEED}"`);
    options.seed = seed;
  }
  if (env.LOBBY_PLAIN_PAYLOADS === '1') options.acceptPlainPayloads = true;
  const cipher = readCipherName('LOBBY_CIPHER', env.LOBBY_CIPHER);
  if (cipher) options.cipher = cipher;
  const duration = (name: string): number | undefined => {
    const text = env[name]?.trim();
    if (!text) return undefined;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`${name} must be milliseconds (>= 0), not "${text}"`);
    return value;
  };
  const settleMs = duration('LOBBY_SETTLE_MS');
  if (settleMs !== undefined) options.settleMs = settleMs;
  const salaryMs = duration('LOBBY_SALARY_INTERVAL_MS');
  if (salaryMs !== undefined) options.realtimeSalaryIntervalMs = salaryMs;
  const onOff = (name: string): boolean | undefined => {
    const text = env[name]?.trim();
    if (!text) return undefined;
    if (text !== '0' && text !== '1') throw new Error(`${name} must be 0 or 1, not "${text}"`);
    return text === '1';
  };
  const dividend = onOff('LOBBY_CONTRACT_DIVIDEND');
  if (dividend !== undefined) options.contractDividend = dividend;
  const verifyNewIp = onOff('LOBBY_VERIFY_NEW_IP');
  if (verifyNewIp !== undefined) options.verifyNewIp = verifyNewIp;
  if (env.LOBBY_DOMAINS?.trim()) options.domains = parseDomains(env.LOBBY_DOMAINS);
  if (env.LOBBY_REGISTER_FIELDS !== undefined) options.registerFields = parseRegisterFields(env.LOBBY_REGISTER_FIELDS);
  const gtagId = env.LOBBY_GTAG_ID?.trim();
  if (gtagId) {
    if (!isGoogleTagId(gtagId))
      throw new Error(`LOBBY_GTAG_ID must be a Google tag id (G-XXXXXXX, UA-XXXXXX-X, ...), not "${gtagId}"`);
    options.gtagId = gtagId;
  }
  if (env.LOBBY_HUMAN_CHECK !== undefined) options.humanCheck = parseHumanCheck(env.LOBBY_HUMAN_CHECK);
  Object.assign(options, parseHostedChallenge(env));
  const staffKey = env.LOBBY_STAFF_KEY?.trim();
  if (staffKey) {
    // It travels in an address and a header: printable ASCII without spaces, and too long to guess.
    if (!/^[\x21-\x7e]{16,256}$/.test(staffKey))
      throw new Error('LOBBY_STAFF_KEY must be 16 to 256 printable ASCII characters without spaces');
    options.staffKey = staffKey;
  }
  const oidc: PlatformOptions['oidc'] = {};
  for (const channel of thirdPartyChannels) {
    const name = `LOBBY_OIDC_${channel.toUpperCase()}`;
    const issuer = env[`${name}_ISSUER`]?.trim();
    const audience = env[`${name}_AUDIENCE`]?.trim();
    if (issuer && !/^https?:\/\/[^\s]+$/.test(issuer)) throw new Error(`${name}_ISSUER must be an http(s) URL`);
    if (issuer || audience) oidc[channel] = { ...(issuer ? { issuer } : {}), ...(audience ? { audience } : {}) };
  }
  if (Object.keys(oidc).length > 0) options.oidc = oidc;
  return options;
}

/** A host name (letters, digits, hyphens, dots), and a port where the address has one. */
const hostPattern = /^(?=.{1,253}(:|$))[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * LOBBY_DOMAINS: comma-separated domains, each `type:host` or a bare host (main), e.g.
 * `main:lobby.example,agent:agents.lobby.example,backup:lobby2.example`. Lower-cased; a type other
 * than main, agent or backup, or something that is not a host name, is a thrown Error naming it.
 */
export function parseDomains(text: string): DomainRoute[] {
  const routes = text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .map((item): DomainRoute => {
      const colon = item.indexOf(':');
      const named = colon > 0 && (domainRouteTypes as readonly string[]).includes(item.slice(0, colon));
      const [type, domain] = named ? [item.slice(0, colon), item.slice(colon + 1)] : ['main', item];
      if (colon > 0 && !named && !/^\d+$/.test(item.slice(colon + 1)))
        throw new Error(`LOBBY_DOMAINS: "${item.slice(0, colon)}" is not one of ${domainRouteTypes.join(', ')}`);
      if (!hostPattern.test(domain)) throw new Error(`LOBBY_DOMAINS: "${domain}" is not a host name`);
      return { type: type as DomainRoute['type'], domain };
    });
  if (routes.length === 0) throw new Error('LOBBY_DOMAINS names no domain');
  return routes;
}

/**
 * A payload cipher's name from a setting (LOBBY_CIPHER here, PLATFORM_CIPHER for the site's server):
 * undefined when unset, a thrown Error naming the setting when it is not one of them.
 */
export function readCipherName(name: string, value: string | undefined): PayloadCipherName | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!Object.hasOwn(payloadCipherSchemes, text)) {
    throw new Error(`${name} must be one of ${Object.keys(payloadCipherSchemes).join(', ')}, not "${text}"`);
  }
  return text as PayloadCipherName;
}

/** The start-up warning of the legacy cipher, one line, for the site's server and the platform alike. */
export const legacyCipherWarning = (who: string) =>
  `${who} seals E payloads with the legacy cipher (raw RSA and DES-ECB, 56-bit keys), which is weak: ` +
  'use it only for a platform that speaks nothing else';
