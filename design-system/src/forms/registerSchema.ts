import { boolean, object, string, type AnySchema, type ObjectSchema } from 'yup';
import { compileFieldRule, englishTranslate, ruleMessage } from './rules';
import { captchaRequiredKey } from './authSchemas';
import {
  optionalRegisterFields,
  type FieldRule,
  type RegisterField,
  type RegisterSettings,
  type RegisterTab,
} from '@lobby/contract';
import { type Translate } from './types';

/** The tabs a settings object enables, username first (SPEC.md section 2). */
export function registerTabs(settings: Pick<RegisterSettings, 'tabs'>): RegisterTab[] {
  return (['username', 'mobile'] as const).filter((tab) => settings.tabs[tab]);
}

/** Whether a field is on the register form for a tab (SPEC.md section 5). */
export function isRegisterFieldShown(settings: RegisterSettings, tab: RegisterTab, field: RegisterField): boolean {
  switch (field) {
    case 'username':
      return tab === 'username';
    case 'password':
    case 'confirmPassword':
      return true;
    case 'mobileNum':
      return tab === 'mobile' || settings.fields.mobileNum?.shown === true;
    case 'verificationCode':
      return settings.smsVerification && isRegisterFieldShown(settings, tab, 'mobileNum');
    default:
      return settings.fields[field]?.shown === true;
  }
}

/** Whether a shown field must be filled in. */
export function isRegisterFieldRequired(settings: RegisterSettings, tab: RegisterTab, field: RegisterField): boolean {
  switch (field) {
    case 'username':
    case 'password':
    case 'confirmPassword':
    case 'verificationCode':
      return true;
    case 'mobileNum':
      return tab === 'mobile' || settings.fields.mobileNum?.required === true;
    default:
      return settings.fields[field]?.required === true;
  }
}

// A field without a server rule accepts any text of any length.
const anyRule: FieldRule = { acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'ANY' };

export interface RegisterSchemaOptions {
  /** The tab being filled in; default: the first enabled one. */
  tab?: RegisterTab;
  /** Translates the messages; default: English. */
  t?: Translate;
}

/**
 * The register form's yup schema: each shown field with its server rule (required only when
 * flagged), the confirmation equal to the password (SPEC.md section 5, 'inconsistent_twice', on the
 * confirmation field) and the ticked terms box.
 */
export function compileRegisterSchema(
  settings: RegisterSettings,
  { tab = registerTabs(settings)[0] ?? 'username', t = englishTranslate }: RegisterSchemaOptions = {},
): ObjectSchema<Record<string, unknown>> {
  const shape: Record<string, AnySchema> = {};
  const fields = ['username', 'password', 'mobileNum', 'verificationCode', ...optionalRegisterFields] as const;
  for (const field of new Set<RegisterField>(fields)) {
    if (!isRegisterFieldShown(settings, tab, field)) continue;
    const rule = settings.rules[field];
    const required = isRegisterFieldRequired(settings, tab, field);
    // A hosted challenge's captcha is its token, not typed (issue 16 item 3): no typing rule, and
    // asked to be completed (a token is longer than any typed field's cap).
    if (field === 'captcha' && settings.humanCheck?.provider === 'hosted') {
      shape[field] = required ? string().required(t(captchaRequiredKey.challenge)) : string();
      continue;
    }
    shape[field] = rule
      ? compileFieldRule(rule, { required, message: ruleMessage(rule, t) })
      : compileFieldRule(anyRule, { required, message: t('rulesRequired') });
  }
  shape.confirmPassword = string()
    .required(t('rulesRequired'))
    .test('inconsistent_twice', t('rulesConfirmMismatch'), function matches(value) {
      return value === (this.parent as { password?: unknown }).password;
    });
  shape.terms = boolean().oneOf([true], t('rulesTermsRequired'));
  return object(shape) as ObjectSchema<Record<string, unknown>>;
}
