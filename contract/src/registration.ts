/**
 * The shapes the platform publishes for registration (SPEC.md sections 3 and 5). The embedded platform
 * and the operators' platform both send these; the forms read nothing else.
 */

/** One server rule for one field: valid when the value matches the pattern and its length is in bounds. */
export interface FieldRule {
  /** A regular expression source (anchored here if it is not); `*` accepts anything. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  /** Names the rule's kind, and so its message (see `patternIds`). */
  patternId: string;
}

/** Every field of the registration payload (SPEC.md section 3). */
export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegisterField = (typeof registerFields)[number];

/** Fields the operator switches on and off, each shown and required on its own (SPEC.md section 5). */
export const optionalRegisterFields = [
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const satisfies readonly RegisterField[];
export type OptionalRegisterField = (typeof optionalRegisterFields)[number];

/** The server's rules by field; a field without a rule accepts any text (only `required` applies). */
export type RegisterRules = Partial<Record<RegisterField, FieldRule>>;

/** Whether an optional field is on the form, and whether it must be filled. */
export interface FieldSetting {
  shown: boolean;
  required: boolean;
}

/** The two ways to register (SPEC.md section 2), each on its own tab. */
export const registerTabs = ['username', 'mobile'] as const;
export type RegisterTab = (typeof registerTabs)[number];

/** Everything the register form needs to know from the site's configuration. */
export interface RegisterSettings {
  rules: RegisterRules;
  /** Optional fields; an absent field is hidden. */
  fields: Partial<Record<OptionalRegisterField, FieldSetting>>;
  /** Which tabs are enabled (module MOBILENUMREG3 turns the mobile tab on). */
  tabs: Record<RegisterTab, boolean>;
  /** An SMS code must be sent to and entered for the mobile number (module REGMOBVERF3). */
  smsVerification: boolean;
  /** The SMS code's lifetime as last published; the countdown uses the send answer's value first. */
  smsExpiredMinutes?: number;
  /**
   * Where the platform asks for human verification (defined here; SPEC.md section 4). Absent: nowhere
   * beyond the captcha after failed logins and the register form's own `captcha` field.
   */
  humanCheck?: HumanCheckSetting;
}

/**
 * The points that may ask for human verification (SPEC.md section 4): a username login (never an SMS
 * login), sending an SMS code (login, register, password reset), and registering.
 */
export const humanCheckPoints = ['login', 'sms', 'register'] as const;
export type HumanCheckPoint = (typeof humanCheckPoints)[number];

/**
 * The challenges a site knows how to show: `captcha` is the platform's image (GET /wps/captcha; its
 * answer goes as `captcha` with its `captchaId`); `hosted` is an operator's hosted challenge (a widget
 * drawn by the provider's script; its answer goes as `challengeToken`, checked by the platform with
 * the provider's siteverify call). Issue 16 item 3.
 */
export const humanCheckProviders = ['captcha', 'hosted'] as const;
export type HumanCheckProvider = (typeof humanCheckProviders)[number];

/**
 * A hosted challenge's widget, as its provider documents it: a script that defines a global object
 * with `render(container, options)`, `reset(widgetId)` and `remove(widgetId)` (Cloudflare Turnstile's
 * `turnstile` and hCaptcha's `hcaptcha` have this shape; the embedded platform's stand-in is
 * `lobbyChallenge`). The render options the site passes: `sitekey`, `theme` ('light' | 'dark'),
 * `language`, `callback(token)`, `expired-callback()`, `error-callback()`.
 */
export interface HostedChallenge {
  /** The script's URL: https, or a same-site path (the embedded platform's stand-in). */
  script: string;
  /** The name of the global object the script defines. */
  api: string;
  /** The site key the widget is drawn with (public). */
  siteKey: string;
}

/** Which challenge the platform checks, and where it is required. */
export type HumanCheckSetting =
  | { provider: 'captcha'; required: HumanCheckPoint[] }
  | { provider: 'hosted'; required: HumanCheckPoint[]; hosted: HostedChallenge };

/**
 * The catalogue of rule kinds (SPEC.md section 5), shared by the client and the embedded platform:
 * each kind has a stable id, the pattern the platform publishes for it, and its message.
 */
export const patternIds = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'ALNUM_CJK',
  'EMAIL',
  'ID_ALNUM',
  'ALNUM',
  'DIGITS',
  'ALNUM_UPPER_NO_CJK',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CJK_PUNCT',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
] as const;
export type PatternId = (typeof patternIds)[number];

// Chinese, Japanese and Korean scripts ("CJK" in the spec's wording), plus the kana length mark,
// which Unicode files under no script.
const cjk = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC`;

/** The acceptedPattern the platform publishes for each kind (compiled with the `u` flag, anchored). */
export const referencePatterns: Record<PatternId, string> = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  ALNUM_CJK: String.raw`^[0-9A-Za-z${cjk}]+$`,
  EMAIL: String.raw`^[A-Za-z0-9._%+\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$`,
  ID_ALNUM: '^[A-Za-z0-9]+$',
  ALNUM: String.raw`^[\p{L}\p{M}\p{Nd}]+$`,
  DIGITS: '^[0-9]+$',
  ALNUM_UPPER_NO_CJK: String.raw`^(?=.*\p{Lu})(?!.*[${cjk}])[\p{L}\p{M}\p{Nd}]+$`,
  LETTERS_SPACES: String.raw`^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$`,
  NO_SPACES: String.raw`^\S+$`,
  CJK_PUNCT: String.raw`^[${cjk}\p{P}\u3000]+$`,
  DATE_YMD: String.raw`^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$`,
  DATE_MDY: String.raw`^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4}$`,
  KOREAN: String.raw`^\p{Script=Hangul}+$`,
};

export function isPatternId(id: string): id is PatternId {
  return (patternIds as readonly string[]).includes(id);
}
