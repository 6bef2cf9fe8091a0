import type { DsKey } from '../i18n/resources';

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
export type RegisterTab = 'username' | 'mobile';

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
}

/** The register form's values: every field as text, the dialing code and the terms box. */
export type RegisterValues = Record<RegisterField, string> & {
  countryDialingCode: string;
  /** The 18-or-over and terms confirmation (SPEC.md section 1). */
  terms: boolean;
};

/** Translates a design-system string key, interpolating `{{name}}` options (as `useDsTranslation`). */
export type Translate = (key: DsKey, options?: Record<string, string | number>) => string;
