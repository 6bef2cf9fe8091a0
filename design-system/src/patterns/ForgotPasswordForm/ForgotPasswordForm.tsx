import { useMemo, type ReactNode } from 'react';
import type { PhoneCountry } from '../../components/PhoneField';
import { Tabs } from '../../components/Tabs';
import { compileForgotPasswordSchema, type ForgotPasswordTab } from '../../forms/authSchemas';
import type { FieldRule } from '@lobby/contract';
import { useDsTranslation } from '../../i18n';
import {
  AuthForm,
  AuthPasswordField,
  AuthPhoneField,
  AuthSubmit,
  AuthTextField,
  ServerError,
  SmsCodeField,
  type AuthFormHelpers,
  type CaptchaProps,
  type SendCode,
} from '../auth';

/** Forgot by e-mail (SPEC.md section 3): the platform mails the account's owner. */
export interface ForgotByEmailValues {
  type: 'email';
  username: string;
  email: string;
}

/** Forgot by phone: the new password is set at once with the SMS code. */
export interface ForgotByMobileValues {
  type: 'mobile';
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export type ForgotPasswordValues = ForgotByEmailValues | ForgotByMobileValues;

export interface ForgotPasswordFormProps {
  /** Called with the values once every rule passes; the form stays busy until the promise settles. */
  onSubmit: (values: ForgotPasswordValues, helpers: AuthFormHelpers) => Promise<void>;
  /** Phone verification is on (SPEC.md section 2): adds the mobile tab. */
  phoneVerification?: boolean;
  usernameRule?: FieldRule;
  emailRule?: FieldRule;
  mobileRule?: FieldRule;
  passwordRule?: FieldRule;
  countries?: PhoneCountry[];
  /** The dialing code chosen at first, without "+". */
  defaultDialingCode?: string;
  onSendCode?: SendCode;
  /** The SMS code's send asks for human verification: the captcha above the code (mobile tab). */
  codeCaptcha?: CaptchaProps;
  /** The SMS code's lifetime in minutes, until a send answers with its own. */
  smsExpiredMinutes?: number;
  /** The platform's answer to the last attempt, shown above the button. */
  serverError?: ReactNode;
  /** Busy from outside. */
  submitting?: boolean;
  defaultTab?: ForgotPasswordTab;
}

/** Password recovery (SPEC.md sections 2, 4, 5): by e-mail, or by mobile number when enabled. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const t = useDsTranslation();
  const email = <EmailPanel {...props} />;
  if (!props.phoneVerification) return email;
  return (
    <Tabs
      label={t('forgotTabsLabel')}
      defaultValue={props.defaultTab ?? 'email'}
      items={[
        { value: 'email', label: t('authTabEmail'), content: email },
        { value: 'mobile', label: t('authTabMobile'), content: <MobilePanel {...props} /> },
      ]}
    />
  );
}

function EmailPanel({ onSubmit, usernameRule, emailRule, serverError, submitting }: ForgotPasswordFormProps) {
  const t = useDsTranslation();
  const schema = useMemo(
    () => compileForgotPasswordSchema({ tab: 'email', usernameRule, emailRule, t }),
    [usernameRule, emailRule, t],
  );
  return (
    <AuthForm
      label={t('forgotFormLabel')}
      initialValues={{ username: '', email: '' }}
      validationSchema={schema}
      onSubmit={(values, helpers) => onSubmit({ type: 'email', ...values }, helpers)}
    >
      <AuthTextField name="username" label={t('authUsername')} required autoComplete="username" spellCheck={false} />
      <AuthTextField
        name="email"
        type="email"
        label={t('registerEmail')}
        hint={t('forgotEmailHint')}
        required
        autoComplete="email"
        spellCheck={false}
      />
      <ServerError>{serverError}</ServerError>
      <AuthSubmit submitting={submitting}>{t('forgotEmailSubmit')}</AuthSubmit>
    </AuthForm>
  );
}

function MobilePanel({
  onSubmit,
  mobileRule,
  passwordRule,
  countries = [],
  defaultDialingCode = '',
  onSendCode,
  codeCaptcha,
  smsExpiredMinutes,
  serverError,
  submitting,
}: ForgotPasswordFormProps) {
  const t = useDsTranslation();
  const schema = useMemo(
    () => compileForgotPasswordSchema({ tab: 'mobile', mobileRule, passwordRule, t }),
    [mobileRule, passwordRule, t],
  );
  return (
    <AuthForm
      label={t('forgotFormLabel')}
      initialValues={{
        mobileNum: '',
        countryDialingCode: defaultDialingCode,
        verificationCode: '',
        newPassword: '',
        captcha: '',
      }}
      validationSchema={schema}
      // The captcha answered the code's send; the reset itself does not take one.
      onSubmit={({ mobileNum, countryDialingCode, verificationCode, newPassword }, helpers) =>
        onSubmit({ type: 'mobile', mobileNum, countryDialingCode, verificationCode, newPassword }, helpers)
      }
    >
      <AuthPhoneField countries={countries} required />
      <SmsCodeField onSendCode={onSendCode} expiredMinutes={smsExpiredMinutes} captcha={codeCaptcha} />
      <AuthPasswordField name="newPassword" label={t('forgotNewPassword')} required autoComplete="new-password" />
      <ServerError>{serverError}</ServerError>
      <AuthSubmit submitting={submitting}>{t('forgotMobileSubmit')}</AuthSubmit>
    </AuthForm>
  );
}
