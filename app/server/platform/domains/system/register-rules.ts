// The registration rules the platform publishes (GET /wps/system/setting/register) and enforces with
// the same patterns (SPEC.md section 5; platform-contract: register rules). The patterns come from the
// design system's catalogue, so client and server cannot drift apart.
import { ErrorCode, type FieldRule, type PatternId, referencePatterns, type RegisterSettings } from '@lobby/contract';
import type { PlatformConfig } from '../../config';
import { PlatformError } from '../../http';
import { humanCheckSetting } from '../../humanCheck';

const rule = (patternId: PatternId, minLength: number, maxLength: number): FieldRule => ({
  acceptedPattern: referencePatterns[patternId],
  minLength,
  maxLength,
  patternId,
});

/** The rule of every field that has one. */
export const registerRules = {
  username: rule('LETTER_FIRST_ALNUM', 4, 16),
  password: rule('ID_ALNUM', 6, 20),
  payeeName: rule('LETTERS_SPACES', 2, 50),
  email: rule('EMAIL', 6, 64),
  qqNum: rule('DIGITS', 5, 12),
  mobileNum: rule('DIGITS', 6, 15),
  recommenderId: rule('ID_ALNUM', 4, 16),
  captcha: rule('DIGITS', 4, 4),
  verificationCode: rule('DIGITS', 6, 6),
  affiliateCode: rule('ID_ALNUM', 4, 16),
  paymentPassword: rule('DIGITS', 6, 6),
  line: rule('NO_SPACES', 1, 50),
  whatsapp: rule('DIGITS', 6, 15),
  facebook: rule('NO_SPACES', 1, 50),
  wechat: rule('NO_SPACES', 1, 50),
  idNumber: rule('ID_ALNUM', 6, 20),
  referralCode: rule('ID_ALNUM', 4, 16),
} satisfies Record<string, FieldRule>;

/**
 * With a hosted challenge (issue 16 item 3) the register form's `captcha` field holds the widget's
 * token, sent as `challengeToken`: any text up to 4,096 characters, not the image's four digits.
 */
const challengeTokenRule = rule('ANY', 1, 4096);

/**
 * What the register form shows: the optional fields of LOBBY_REGISTER_FIELDS (config.ts), the mobile
 * number required besides when SMS verification is on, the captcha shown and required when
 * LOBBY_HUMAN_CHECK names register, the tabs by the modules that are on (SPEC.md sections 5 and 6),
 * and where human verification is required (issue 16 item 3).
 */
export function registerSettings(config: PlatformConfig): RegisterSettings {
  const sms = config.modules.has('REGMOBVERF3');
  const fields = { ...config.registerFields };
  if (sms && fields.mobileNum) fields.mobileNum = { shown: true, required: true };
  if (config.humanCheck.has('register')) fields.captcha = { shown: true, required: true };
  return {
    rules: config.humanCheckProvider === 'hosted' ? { ...registerRules, captcha: challengeTokenRule } : registerRules,
    fields,
    tabs: { username: true, mobile: config.modules.has('MOBILENUMREG3') },
    smsVerification: sms,
    smsExpiredMinutes: config.smsExpiredMinutes,
    humanCheck: humanCheckSetting(config),
  };
}

const compiled = new Map<string, RegExp>();

/** The design system's matchesRule, without yup: length in code points first, then the anchored pattern. */
export function matchesRule(fieldRule: FieldRule, value: string): boolean {
  // Length in code points, counted no further than the maximum: the regex never sees a huge input.
  const length = value.slice(0, (fieldRule.maxLength + 1) * 2).match(/./gsu)?.length ?? 0;
  if (length < fieldRule.minLength || length > fieldRule.maxLength) return false;
  const pattern = fieldRule.acceptedPattern;
  if (pattern.trim() === '*' || pattern === '') return true;
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`, 'u');
    compiled.set(pattern, regex);
  }
  return regex.test(value);
}

/** Checks one field: throws VALIDATION naming it when required and empty, or when it breaks its rule. */
export function checkField(
  field: keyof typeof registerRules,
  value: unknown,
  required: boolean,
  fieldRule: FieldRule = registerRules[field],
): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new PlatformError(ErrorCode.VALIDATION, `${field} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw new PlatformError(ErrorCode.VALIDATION, `${field} must be a string`);
  // Passwords are taken as typed; other fields are trimmed (SPEC.md section 5).
  const text = field === 'password' || field === 'paymentPassword' ? value : value.trim();
  if (text === '' && required) throw new PlatformError(ErrorCode.VALIDATION, `${field} is required`);
  if (!matchesRule(fieldRule, text)) {
    throw new PlatformError(ErrorCode.VALIDATION, `${field} does not match its rule (${fieldRule.patternId})`);
  }
  return text;
}
