import { useFormikContext } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import type { PhoneCountry } from '../../components/PhoneField';
import { Tabs } from '../../components/Tabs';
import type { TextFieldProps } from '../../components/TextField';
import {
  compileRegisterSchema,
  isRegisterFieldRequired,
  isRegisterFieldShown,
  registerTabs,
} from '../../forms/registerSchema';
import { registerFields, type RegisterField, type RegisterSettings, type RegisterTab } from '@lobby/contract';
import type { DsKey } from '../../i18n/resources';
import { useDsTranslation } from '../../i18n';
import {
  AuthCaptchaField,
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

/** What a registration submits: the fields shown on its tab (and the codes passed in), as typed. */
export type RegisterSubmitValues = Partial<Record<RegisterField, string>> & {
  /** Which tab was used: the platform registers by username or by mobile number. */
  tab: RegisterTab;
  countryDialingCode: string;
};

export interface RegisterFormProps {
  /** Rules, fields, tabs and SMS verification from the site's configuration (SPEC.md section 5). */
  settings: RegisterSettings;
  /** Called with the values once every rule passes; the form stays busy until the promise settles. */
  onSubmit: (values: RegisterSubmitValues, helpers: AuthFormHelpers) => Promise<void>;
  countries?: PhoneCountry[];
  /** The dialing code chosen at first, without "+". */
  defaultDialingCode?: string;
  /** Sends the registration SMS code. */
  onSendCode?: SendCode;
  /** The captcha image and its refresh, when the captcha field is enabled. */
  captcha?: CaptchaProps;
  /**
   * The SMS code's send asks for human verification: the captcha shows above the code (one field,
   * the same one the registration takes when its settings show it) and its answer goes with the send.
   */
  codeCaptcha?: CaptchaProps;
  /** From the link the player came by (query referralCode, SPEC.md section 2): always submitted. */
  referralCode?: string;
  /** An affiliate code known in advance: always submitted. */
  affiliateCode?: string;
  /** The platform's answer to the last attempt, shown above the button. */
  serverError?: ReactNode;
  /** Busy from outside (affiliate check, human verification). */
  submitting?: boolean;
  /** Opens the terms (help centre, anchor #term). */
  onShowTerms?: () => void;
  /** Switches to the login form. */
  onLogin?: () => void;
}

// The optional text fields in the order they are shown, with their labels and input hints.
const optionalTextFields: [RegisterField, DsKey, Partial<TextFieldProps>][] = [
  ['payeeName', 'registerPayeeName', { autoComplete: 'name' }],
  ['email', 'registerEmail', { type: 'email', autoComplete: 'email', spellCheck: false }],
  ['qqNum', 'registerQqNum', { inputMode: 'numeric', autoComplete: 'off' }],
  ['line', 'registerLine', { autoComplete: 'off' }],
  ['whatsapp', 'registerWhatsapp', { inputMode: 'tel', autoComplete: 'off' }],
  ['facebook', 'registerFacebook', { autoComplete: 'off' }],
  ['wechat', 'registerWechat', { autoComplete: 'off' }],
  ['idNumber', 'registerIdNumber', { autoComplete: 'off' }],
  ['recommenderId', 'registerRecommenderId', { autoComplete: 'off' }],
];

/**
 * The registration form (SPEC.md sections 2, 3, 5): a tab per enabled way to register, each optional
 * field only when the operator shows it, required only when flagged, and the 18-or-over terms box.
 */
export function RegisterForm(props: RegisterFormProps) {
  const t = useDsTranslation();
  const tabs = registerTabs(props.settings);
  const first = tabs[0] ?? 'username';
  if (tabs.length < 2) return <RegisterPanel {...props} tab={first} />;
  return (
    <Tabs
      label={t('registerTabsLabel')}
      defaultValue={first}
      items={tabs.map((tab) => ({
        value: tab,
        label: tab === 'username' ? t('authTabUsername') : t('authTabMobile'),
        content: <RegisterPanel {...props} tab={tab} />,
      }))}
    />
  );
}

function RegisterPanel({
  settings,
  tab,
  onSubmit,
  countries = [],
  defaultDialingCode = '',
  onSendCode,
  captcha,
  codeCaptcha,
  referralCode = '',
  affiliateCode = '',
  serverError,
  submitting = false,
  onShowTerms,
  onLogin,
}: RegisterFormProps & { tab: RegisterTab }) {
  const t = useDsTranslation();
  const schema = useMemo(() => compileRegisterSchema(settings, { tab, t }), [settings, tab, t]);
  const shown = (field: RegisterField) => isRegisterFieldShown(settings, tab, field);
  const required = (field: RegisterField) => isRegisterFieldRequired(settings, tab, field);
  const initialValues = {
    ...(Object.fromEntries(registerFields.map((field) => [field, ''])) as Record<RegisterField, string>),
    referralCode,
    affiliateCode,
    countryDialingCode: defaultDialingCode,
    terms: false,
  };

  const submit = (values: typeof initialValues, helpers: AuthFormHelpers) => {
    const sent = registerFields.filter(
      (field) =>
        shown(field) || (field === 'referralCode' && referralCode) || (field === 'affiliateCode' && affiliateCode),
    );
    return onSubmit(
      {
        ...Object.fromEntries(sent.map((field) => [field, values[field]])),
        tab,
        countryDialingCode: values.countryDialingCode,
      },
      helpers,
    );
  };

  const captchaByCode = codeCaptcha !== undefined && shown('verificationCode');
  const mobile = shown('mobileNum') ? (
    <>
      <AuthPhoneField countries={countries} required={required('mobileNum')} />
      {shown('verificationCode') ? (
        <SmsCodeField
          onSendCode={onSendCode}
          expiredMinutes={settings.smsExpiredMinutes}
          captcha={captchaByCode ? codeCaptcha : undefined}
        />
      ) : null}
    </>
  ) : null;

  return (
    <AuthForm label={t('registerFormLabel')} initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {tab === 'mobile' ? mobile : null}
      {shown('username') ? (
        <AuthTextField name="username" label={t('authUsername')} required autoComplete="username" spellCheck={false} />
      ) : null}
      <AuthPasswordField name="password" label={t('authPassword')} required autoComplete="new-password" />
      <AuthPasswordField name="confirmPassword" label={t('authConfirmPassword')} required autoComplete="new-password" />
      {tab === 'username' ? mobile : null}
      {optionalTextFields.map(([field, label, inputProps]) =>
        shown(field) ? (
          <AuthTextField key={field} {...inputProps} name={field} label={t(label)} required={required(field)} />
        ) : null,
      )}
      {shown('paymentPassword') ? (
        <AuthPasswordField
          name="paymentPassword"
          label={t('registerPaymentPassword')}
          required={required('paymentPassword')}
          autoComplete="new-password"
        />
      ) : null}
      {shown('affiliateCode') ? (
        <AuthTextField
          name="affiliateCode"
          label={t('registerAffiliateCode')}
          required={required('affiliateCode')}
          autoComplete="off"
        />
      ) : null}
      {shown('referralCode') ? (
        <AuthTextField
          name="referralCode"
          label={t('registerReferralCode')}
          required={required('referralCode')}
          autoComplete="off"
        />
      ) : null}
      {shown('captcha') && !captchaByCode ? (
        <AuthCaptchaField captcha={captcha ?? { onRefresh: () => undefined }} required={required('captcha')} />
      ) : null}
      <Terms onShowTerms={onShowTerms} />
      <ServerError>{serverError}</ServerError>
      <AuthSubmit submitting={submitting}>{t('registerSubmit')}</AuthSubmit>
      {onLogin ? (
        <div className={styles.links}>
          <Button variant="ghost" size="sm" onClick={onLogin}>
            {t('registerToLogin')}
          </Button>
        </div>
      ) : null}
    </AuthForm>
  );
}

function Terms({ onShowTerms }: { onShowTerms?: () => void }) {
  const t = useDsTranslation();
  const { values, errors, touched, setFieldValue } = useFormikContext<{ terms: boolean }>();
  return (
    <div className={styles.row}>
      <Checkbox
        label={t('registerTerms')}
        required
        checked={values.terms}
        error={touched.terms ? errors.terms : undefined}
        onCheckedChange={(checked) => void setFieldValue('terms', checked, true)}
      />
      {onShowTerms ? (
        <Button variant="ghost" size="sm" onClick={onShowTerms}>
          {t('registerReadTerms')}
        </Button>
      ) : null}
    </div>
  );
}
