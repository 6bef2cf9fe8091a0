import { type AuthFormHelpers, ruleMessage } from '@lobby/design-system';
import { ErrorCode, type ExclusionValue, type FieldRule } from '@lobby/contract';
import type { i18n as I18n } from 'i18next';
import { errorText, isApiError } from '../../api';
import { dsTranslate } from '../../i18n';

/** Platform codes whose refusal is about one field of the form (SPEC.md section 8: errors under fields). */
const fieldOfCode: Partial<Record<string, string>> = {
  [ErrorCode.USERNAME_TAKEN]: 'username',
  [ErrorCode.MOBILE_TAKEN]: 'mobileNum',
  [ErrorCode.MOBILE_NOT_FOUND]: 'mobileNum',
  [ErrorCode.SMS_INVALID_PHONE]: 'mobileNum',
  [ErrorCode.SMS_MISSING_PHONE]: 'mobileNum',
  [ErrorCode.SMS_CODE_INVALID]: 'verificationCode',
  [ErrorCode.SMS_CODE_EXPIRED]: 'verificationCode',
  [ErrorCode.AFFILIATE_INVALID]: 'affiliateCode',
  [ErrorCode.PASSWORD_WRONG]: 'oldPassword',
  [ErrorCode.CAPTCHA_WRONG]: 'captcha',
  [ErrorCode.CAPTCHA_REQUIRED]: 'captcha',
};

/** The form field a refusal is about (a platform business code of the list above), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'business' || error.errorCode === undefined) return undefined;
  return fieldOfCode[error.errorCode];
}

export interface FailureContext {
  i18n: I18n;
  /** The form's fields on screen: a failure about one of them is shown under it. */
  fields: readonly string[];
  helpers?: AuthFormHelpers;
  /** The server rule behind a field, for the message of a VALIDATION refusal naming it. */
  ruleOf?: (field: string) => FieldRule | undefined;
  /** Fills the placeholders of the refusal's text (a break's end `date`). */
  values?: Record<string, unknown>;
}

/** The end of the time-out or self-exclusion a login was refused for (issue 17), ISO 8601. */
export function breakEndOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.errorCode !== ErrorCode.ACCOUNT_TIMED_OUT && error.errorCode !== ErrorCode.ACCOUNT_SELF_EXCLUDED) {
    return undefined;
  }
  const { endTime } = (error.value ?? {}) as Partial<ExclusionValue>;
  return typeof endTime === 'string' ? endTime : undefined;
}

/**
 * The text of a VALIDATION refusal about one field. The platform names the field first in its
 * message ("username does not match its rule", "confirmPassword inconsistent_twice").
 */
function validationText(message: string, field: string, context: FailureContext): string {
  const { i18n, ruleOf } = context;
  if (message.includes('inconsistent_twice')) return i18n.t('ds:rulesConfirmMismatch');
  if (message.includes('must differ')) return i18n.t('auth.samePassword');
  const rule = ruleOf?.(field);
  return rule ? ruleMessage(rule, dsTranslate(i18n)) : i18n.t('errors:validation');
}

/** Which field a refusal is about, and its text; no field when it concerns the whole form. */
function describeFailure(error: unknown, context: FailureContext): { field?: string; text: string } {
  const text = errorText(context.i18n.t, error, context.values);
  if (!isApiError(error) || error.kind !== 'business') return { text };
  if (error.errorCode === ErrorCode.VALIDATION) {
    const named = /^([A-Za-z]+)\b/.exec(error.serverMessage ?? '')?.[1];
    if (named && context.fields.includes(named)) {
      return { field: named, text: validationText(error.serverMessage ?? '', named, context) };
    }
    return { text };
  }
  const field = refusedField(error);
  return field && context.fields.includes(field) ? { field, text } : { text };
}

/**
 * Shows a failed submit (SPEC.md section 8): under its field when it is about one, else returned
 * for the form's alert above the button. What the player typed stays in the form either way.
 */
export function showFailure(error: unknown, context: FailureContext): string | undefined {
  const { field, text } = describeFailure(error, context);
  if (field && context.helpers) {
    context.helpers.setFieldError(field, text);
    return undefined;
  }
  return text;
}
