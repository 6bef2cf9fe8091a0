import {
  Button,
  Loader,
  RegisterForm,
  Stack,
  Text,
  type RegisterSubmitValues,
  type SendCode,
} from '@lobby/design-system';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { sendRegisterSms } from '../../api/session';
import type { RegisterRequest } from '../../api/wire/member';
import { useApi, useRegisterSettings, useSession } from '../../data';
import { defaultDialingCode, phoneCountries } from './countries';
import { useCaptcha } from './useCaptcha';

interface RegisterPanelProps {
  onDone: () => void;
  onLogin: () => void;
}

/** The query parameter referralCode is stored with the registration (SPEC.md section 2). */
function referralOfUrl(): string {
  return new URLSearchParams(window.location.search).get('referralCode') ?? '';
}

/** The fields as the platform takes them: empty optional fields are left out. */
function toRequest(values: RegisterSubmitValues, captchaId: string | undefined): RegisterRequest {
  const notFields = new Set(['tab', 'countryDialingCode']);
  const given = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !notFields.has(key) && value !== ''),
  );
  return {
    ...given,
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    ...(values.mobileNum ? { countryDialingCode: values.countryDialingCode } : {}),
    ...(captchaId ? { captchaId } : {}),
    registerMethod: 'WEB',
    login: true,
    termsAccepted: true,
  };
}

/**
 * The register flow of SPEC.md section 4, driven by GET /wps/system/setting/register: on success the
 * player is logged in (the answer carries the session) and the popup closes.
 */
export function RegisterPanel({ onDone, onLogin }: RegisterPanelProps) {
  const { t, i18n } = useTranslation();
  const settings = useRegisterSettings();
  const { client } = useApi();
  const { register } = useSession();
  const captcha = useCaptcha();
  const [referralCode] = useState(referralOfUrl);
  const [serverError, setServerError] = useState<string>();
  const wantsCaptcha = settings.data?.fields.captcha?.shown === true;
  const { show: showCaptcha } = captcha;

  // A failed send is shown by the form's warning dialog, in the catalogue's words (SPEC.md section 8).
  const sendCode = useCallback<SendCode>(
    async (mobileNo, countryDialingCode) => {
      try {
        const { expiredMinutes } = await sendRegisterSms(client, { mobileNo, countryDialingCode });
        return { ok: true, expiredMinutes };
      } catch (error) {
        return { ok: false, message: errorText(i18n.t, error) };
      }
    },
    [client, i18n],
  );

  useEffect(() => {
    if (wantsCaptcha) showCaptcha().catch(() => undefined);
  }, [wantsCaptcha, showCaptcha]);

  if (settings.error) {
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
  if (!settings.data) return <Loader label={t('auth.loading')} />;

  const submit = async (values: RegisterSubmitValues) => {
    setServerError(undefined);
    try {
      await register(toRequest(values, captcha.captchaId), values.tab);
      onDone();
    } catch (error) {
      setServerError(errorText(i18n.t, error));
      if (wantsCaptcha) await captcha.show().catch(() => undefined);
    }
  };

  return (
    <RegisterForm
      settings={settings.data}
      onSubmit={submit}
      captcha={wantsCaptcha ? captcha.props : undefined}
      countries={phoneCountries}
      defaultDialingCode={defaultDialingCode(i18n.language)}
      onSendCode={sendCode}
      referralCode={referralCode}
      serverError={serverError}
      onLogin={onLogin}
    />
  );
}
