import { useFormikContext } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import type { PhoneCountry } from '../../components/PhoneField';
import { Tabs } from '../../components/Tabs';
import { compileLoginSchema, type LoginTab } from '../../forms/authSchemas';
import type { FieldRule } from '@lobby/contract';
import { useDsTranslation } from '../../i18n';
import {
  AuthCaptchaField,
  captchaKind,
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
import * as styles from '../auth/AuthForm.css';

/** What a username login submits (SPEC.md section 3: the login payload), every input trimmed. */
export interface UsernameLoginValues {
  type: 'username';
  username: string;
  password: string;
  /** Present when the captcha was shown. */
  captcha?: string;
  /** Remember the username (never the password) for the next visit. */
  remember: boolean;
}

/** What an SMS-code login submits, every input trimmed. */
export interface SmsLoginValues {
  type: 'sms';
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  remember: boolean;
}

export type LoginValues = UsernameLoginValues | SmsLoginValues;

export interface LoginFormProps {
  /** Called with the trimmed values; the form stays busy until the promise settles. */
  onSubmit: (values: LoginValues, helpers: AuthFormHelpers) => Promise<void>;
  /** Verification-code login is enabled (module MOBILEVERCODELOGIN3): adds the mobile tab. */
  smsLogin?: boolean;
  /** Countries for the mobile number's dialing code (mobile tab). */
  countries?: PhoneCountry[];
  /** The dialing code chosen at first, without "+". */
  defaultDialingCode?: string;
  /** The server's mobile number rule (SPEC.md section 5). */
  mobileRule?: FieldRule;
  /** Sends the login SMS code (mobile tab). */
  onSendCode?: SendCode;
  /** The SMS code's lifetime in minutes, until a send answers with its own. */
  smsExpiredMinutes?: number;
  /**
   * Shows the captcha field on the username tab (when the platform requires it, or after a failed
   * login asked for it; SPEC.md section 4). Never on the mobile tab: an SMS login skips it.
   */
  captcha?: CaptchaProps;
  /** The SMS code's send asks for human verification: the captcha above the code (mobile tab). */
  codeCaptcha?: CaptchaProps;
  /** The remembered username, and whether remember-me starts ticked. */
  initialUsername?: string;
  initialRemember?: boolean;
  /** The remembered mobile number and its dialing code. */
  initialMobileNum?: string;
  /** The platform's answer to the last attempt, shown above the button (SPEC.md section 8). */
  serverError?: ReactNode;
  /** Busy from outside (e.g. human verification running). */
  submitting?: boolean;
  /** The tab shown first. */
  defaultTab?: LoginTab;
  /** Opens the register form. */
  onRegister?: () => void;
  /** Opens the forgot-password form. */
  onForgotPassword?: () => void;
}

const trimmed = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );

/**
 * The login form (SPEC.md sections 2, 4, 5): by username and password, or by mobile number and SMS
 * code when enabled. Presentational: it validates and calls back; the caller logs in.
 */
export function LoginForm(props: LoginFormProps) {
  const t = useDsTranslation();
  const { smsLogin = false, defaultTab = 'username' } = props;
  const username = <UsernamePanel {...props} />;
  if (!smsLogin) return username;
  return (
    <Tabs
      label={t('loginTabsLabel')}
      defaultValue={defaultTab}
      items={[
        { value: 'username', label: t('authTabUsername'), content: username },
        { value: 'mobile', label: t('authTabMobile'), content: <MobilePanel {...props} /> },
      ]}
    />
  );
}

function UsernamePanel({ onSubmit, captcha, initialUsername = '', initialRemember = false, ...rest }: LoginFormProps) {
  const t = useDsTranslation();
  const schema = useMemo(
    () => compileLoginSchema({ tab: 'username', captcha: captcha ? captchaKind(captcha) : undefined, t }),
    [captcha, t],
  );
  return (
    <AuthForm
      label={t('loginFormLabel')}
      initialValues={{ username: initialUsername, password: '', captcha: '', remember: initialRemember }}
      validationSchema={schema}
      onSubmit={(values, helpers) => {
        const clean = trimmed(values) as Omit<UsernameLoginValues, 'type'>;
        return onSubmit(
          {
            type: 'username',
            username: clean.username,
            password: clean.password,
            ...(captcha ? { captcha: clean.captcha } : {}),
            remember: clean.remember,
          },
          helpers,
        );
      }}
    >
      <AuthTextField name="username" label={t('authUsername')} required autoComplete="username" spellCheck={false} />
      <AuthPasswordField name="password" label={t('authPassword')} required autoComplete="current-password" />
      {captcha ? <AuthCaptchaField captcha={captcha} required /> : null}
      <Footer {...rest} />
    </AuthForm>
  );
}

function MobilePanel({
  onSubmit,
  countries = [],
  defaultDialingCode = '',
  mobileRule,
  onSendCode,
  smsExpiredMinutes,
  codeCaptcha,
  initialMobileNum = '',
  initialRemember = false,
  ...rest
}: LoginFormProps) {
  const t = useDsTranslation();
  const schema = useMemo(() => compileLoginSchema({ tab: 'mobile', mobileRule, t }), [mobileRule, t]);
  return (
    <AuthForm
      label={t('loginFormLabel')}
      initialValues={{
        mobileNum: initialMobileNum,
        countryDialingCode: defaultDialingCode,
        verificationCode: '',
        captcha: '',
        remember: initialRemember,
      }}
      validationSchema={schema}
      onSubmit={(values, helpers) => {
        // The captcha answered the code's send; the login itself does not take one.
        const { mobileNum, countryDialingCode, verificationCode, remember } = trimmed(values) as Omit<
          SmsLoginValues,
          'type'
        >;
        return onSubmit({ type: 'sms', mobileNum, countryDialingCode, verificationCode, remember }, helpers);
      }}
    >
      <AuthPhoneField countries={countries} required />
      <SmsCodeField onSendCode={onSendCode} expiredMinutes={smsExpiredMinutes} captcha={codeCaptcha} />
      <Footer {...rest} />
    </AuthForm>
  );
}

type FooterProps = Pick<LoginFormProps, 'serverError' | 'submitting' | 'onRegister' | 'onForgotPassword'>;

function Footer({ serverError, submitting = false, onRegister, onForgotPassword }: FooterProps) {
  const t = useDsTranslation();
  const { values, setFieldValue } = useFormikContext<{ remember: boolean }>();
  return (
    <>
      <div className={styles.row}>
        <Checkbox
          label={t('loginRemember')}
          checked={values.remember}
          onCheckedChange={(checked) => void setFieldValue('remember', checked, false)}
        />
        {onForgotPassword ? (
          <Button variant="ghost" size="sm" onClick={onForgotPassword}>
            {t('loginToForgot')}
          </Button>
        ) : null}
      </div>
      <ServerError>{serverError}</ServerError>
      <AuthSubmit submitting={submitting}>{t('loginSubmit')}</AuthSubmit>
      {onRegister ? (
        <div className={styles.links}>
          <Button variant="ghost" size="sm" onClick={onRegister}>
            {t('loginToRegister')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
