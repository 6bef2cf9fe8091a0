import { object, string, type ObjectSchema, type StringSchema } from 'yup';
import { compileFieldRule, englishTranslate, ruleMessage } from './rules';
import type { FieldRule } from '@lobby/contract';
import type { Translate } from './types';

type Shape = Record<string, StringSchema>;

function requiredText(message: string, trim = false): StringSchema {
  const schema = string().transform((value: unknown) => (typeof value === 'string' && trim ? value.trim() : value));
  return schema.required(message);
}

function ruled(rule: FieldRule | undefined, t: Translate, options: { message?: string; trim?: boolean } = {}) {
  if (!rule) return requiredText(options.message ?? t('rulesRequired'), options.trim);
  return compileFieldRule(rule, { message: options.message ?? ruleMessage(rule, t), trim: options.trim });
}

/** The two ways to log in (SPEC.md section 2). */
export type LoginTab = 'username' | 'mobile';

export interface LoginSchemaOptions {
  tab: LoginTab;
  /**
   * The human check shown (after a failure that asked for it, or required; SPEC.md section 4): the
   * platform's image (typed digits) or a hosted challenge (its token). Absent: none.
   */
  captcha?: 'image' | 'challenge';
  /** The mobile number's server rule; without one any non-empty number passes. */
  mobileRule?: FieldRule;
  t?: Translate;
}

/** What an empty human check says: type the image's digits, or complete the hosted challenge. */
export const captchaRequiredKey = { image: 'rulesCaptchaRequired', challenge: 'rulesChallengeRequired' } as const;

/** Login (SPEC.md section 5): every input trimmed; username and password, or mobile and code. */
export function compileLoginSchema({ tab, captcha, mobileRule, t = englishTranslate }: LoginSchemaOptions) {
  const shape: Shape = {};
  if (tab === 'username') {
    shape.username = requiredText(t('rulesCredentialsRequired'), true);
    shape.password = requiredText(t('rulesCredentialsRequired'), true);
    if (captcha) shape.captcha = requiredText(t(captchaRequiredKey[captcha]), true);
  } else {
    shape.mobileNum = ruled(mobileRule, t, { message: t('rulesMobileInvalid'), trim: true });
    shape.verificationCode = requiredText(t('rulesCodeInvalid'), true);
  }
  return object(shape) as ObjectSchema<Record<string, unknown>>;
}

/** The two ways to recover a password (SPEC.md section 2). */
export type ForgotPasswordTab = 'email' | 'mobile';

export interface ForgotPasswordSchemaOptions {
  tab: ForgotPasswordTab;
  usernameRule?: FieldRule;
  emailRule?: FieldRule;
  mobileRule?: FieldRule;
  passwordRule?: FieldRule;
  t?: Translate;
}

/** Forgot password (SPEC.md section 5): username and e-mail, or mobile, code and new password. */
export function compileForgotPasswordSchema(options: ForgotPasswordSchemaOptions) {
  const { tab, t = englishTranslate } = options;
  const shape: Shape =
    tab === 'email'
      ? { username: ruled(options.usernameRule, t), email: ruled(options.emailRule, t) }
      : {
          mobileNum: ruled(options.mobileRule, t, { message: t('rulesMobileInvalid') }),
          verificationCode: requiredText(t('rulesCodeInvalid')),
          newPassword: ruled(options.passwordRule, t),
        };
  return object(shape) as ObjectSchema<Record<string, unknown>>;
}

export interface ChangePasswordSchemaOptions {
  /** The old password is already known (forced change after login), so it is not asked for. */
  oldPasswordKnown?: boolean;
  passwordRule?: FieldRule;
  t?: Translate;
}

/** Change password (SPEC.md section 5): old password, new password with its rule, matching confirmation. */
export function compileChangePasswordSchema({
  oldPasswordKnown = false,
  passwordRule,
  t = englishTranslate,
}: ChangePasswordSchemaOptions = {}) {
  const shape: Shape = {};
  if (!oldPasswordKnown) shape.oldPassword = requiredText(t('rulesRequired'));
  shape.newPassword = ruled(passwordRule, t);
  shape.confirmNewPassword = requiredText(t('rulesRequired')).test(
    'inconsistent_twice',
    t('rulesConfirmMismatch'),
    function matches(value) {
      return value === (this.parent as { newPassword?: unknown }).newPassword;
    },
  );
  return object(shape) as ObjectSchema<Record<string, unknown>>;
}
