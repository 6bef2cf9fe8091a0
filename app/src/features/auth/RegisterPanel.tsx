import {
  AlertDialog,
  type AuthFormHelpers,
  Button,
  Loader,
  RegisterForm,
  type RegisterSubmitValues,
  Stack,
  Text,
  TextField,
} from '@lobby/design-system';
import {
  type HumanCheckAnswer,
  ErrorCode,
  type RegisterField,
  type RegisterRequest,
  type RegisterSettings,
  type RegisterWelcome,
} from '@lobby/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../api';
import { verifyAffiliateCode } from '../../api/member';
import { sendRegisterSms } from '../../api/session';
import { useApi, useRegisterSettings, useSession } from '../../data';
import { defaultDialingCode, usePhoneCountries } from './countries';
import { showFailure } from './failure';
import { humanCheckRequired, useCaptcha } from './useCaptcha';
import { useSendCode } from './useSendCode';
import { ThirdPartySignIn } from './ThirdPartySignIn';

interface RegisterPanelProps {
  /** Registered and logged in; with the prompt the platform answered (SPEC.md section 4), if any. */
  onDone: (welcome?: RegisterWelcome) => void;
  onLogin: () => void;
  /** Opens the terms (help centre, anchor #term). */
  onShowTerms?: () => void;
}

/** The query parameter referralCode is stored with the registration (SPEC.md section 2). */
function referralOf(search: string): string {
  return new URLSearchParams(search).get('referralCode')?.trim() ?? '';
}

/** The fields as the platform takes them: empty optional fields are left out. */
function toRequest(values: RegisterSubmitValues, answerOf: (typed: string) => HumanCheckAnswer): RegisterRequest {
  // The captcha goes as its provider's fields: the image's digits and id, or a hosted challenge's token.
  const notFields = new Set(['tab', 'countryDialingCode', 'captcha']);
  const given = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !notFields.has(key) && value !== ''),
  );
  return {
    ...given,
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    ...(values.mobileNum ? { countryDialingCode: values.countryDialingCode } : {}),
    ...(values.captcha ? answerOf(values.captcha) : {}),
    // The form refuses to submit without the 18-or-over and terms box (SPEC.md section 5).
    termsAccepted: true,
  };
}

/** A referral code from the link is kept as it came: the form shows it read-only instead of its field. */
function withoutReferralField(settings: RegisterSettings, referralCode: string): RegisterSettings {
  if (!referralCode) return settings;
  return { ...settings, fields: { ...settings.fields, referralCode: { shown: false, required: false } } };
}

/**
 * The register flow of SPEC.md section 4, driven by GET /wps/system/setting/register: terms, the
 * affiliate code checked first (an invalid one is a dialog, section 8), the SMS code when REGMOBVERF3
 * is on, the captcha when configured (and where the platform requires human verification: the
 * registration, the SMS code's send; issue 16 item 3); on success the player is logged in (the answer
 * carries the session) and the popup closes.
 */
export function RegisterPanel({ onDone, onLogin, onShowTerms }: RegisterPanelProps) {
  const { t, i18n } = useTranslation();
  const phoneCountries = usePhoneCountries();
  const settings = useRegisterSettings();
  const { client } = useApi();
  const { register } = useSession();
  const { search } = useLocation();
  const [referralCode] = useState(() => referralOf(search));
  const [serverError, setServerError] = useState<string>();
  const [affiliateRefused, setAffiliateRefused] = useState(false);
  // The platform shows the captcha field where it requires it on register (register-rules.ts).
  const wantsCaptcha = settings.data?.fields.captcha?.shown === true;
  const codeCaptcha = settings.data?.smsVerification === true && humanCheckRequired(settings.data, 'sms');
  const captcha = useCaptcha(wantsCaptcha || codeCaptcha, settings.data?.humanCheck);
  const { answered } = captcha;
  const formSettings = useMemo(
    () => (settings.data ? withoutReferralField(settings.data, referralCode) : undefined),
    [settings.data, referralCode],
  );

  const sendCode = useSendCode(
    useCallback(
      (mobileNo: string, countryDialingCode: string, typed?: string) =>
        answered(typed, (answer) => sendRegisterSms(client, { mobileNo, countryDialingCode, ...answer })),
      [client, answered],
    ),
  );

  if (settings.error && !settings.data) {
    return (
      <Stack gap="md" align="start">
        <div role="alert">
          <Text>{t('auth.settingsFailed')}</Text>
        </div>
        <Button variant="secondary" onClick={() => void settings.mutate()}>
          {t('auth.retry')}
        </Button>
      </Stack>
    );
  }
  if (!formSettings) return <Loader label={t('auth.loading')} />;
  const rules = formSettings.rules;

  /** SPEC.md section 4: the affiliate code is verified before registering. False when refused. */
  const affiliateAccepted = async (code: string | undefined): Promise<boolean> => {
    if (!code) return true;
    try {
      await verifyAffiliateCode(client, { code, domain: window.location.hostname });
      return true;
    } catch (error) {
      if (isApiError(error) && error.errorCode === ErrorCode.AFFILIATE_INVALID) {
        setAffiliateRefused(true);
        return false;
      }
      throw error;
    }
  };

  const submit = async (values: RegisterSubmitValues, helpers: AuthFormHelpers) => {
    setServerError(undefined);
    const failed = (error: unknown) =>
      showFailure(error, {
        i18n,
        helpers,
        fields: Object.keys(values),
        ruleOf: (field) => rules[field as RegisterField],
      });
    try {
      if (!(await affiliateAccepted(values.affiliateCode))) return;
      const { welcome } = await register(toRequest(values, captcha.answerOf), values.tab);
      onDone(welcome);
    } catch (error) {
      setServerError(failed(error));
      if (wantsCaptcha) {
        void helpers.setFieldValue('captcha', '', false);
        captcha.show().catch(() => undefined);
      }
    }
  };

  return (
    <Stack gap="md">
      <ThirdPartySignIn />
      {referralCode ? <TextField label={t('auth.referralCode')} value={referralCode} readOnly /> : null}
      <RegisterForm
        settings={formSettings}
        onSubmit={submit}
        captcha={wantsCaptcha ? captcha.props : undefined}
        codeCaptcha={codeCaptcha ? captcha.props : undefined}
        countries={phoneCountries}
        defaultDialingCode={defaultDialingCode(i18n.language)}
        onSendCode={sendCode}
        referralCode={referralCode}
        serverError={serverError}
        onShowTerms={onShowTerms}
        onLogin={onLogin}
      />
      <AlertDialog
        open={affiliateRefused}
        onOpenChange={setAffiliateRefused}
        title={t('auth.affiliateInvalidTitle')}
        message={i18n.t('errors:affiliateInvalid')}
      />
    </Stack>
  );
}
