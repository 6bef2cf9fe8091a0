import {
  ForgotPasswordForm,
  Loader,
  useToast,
  type AuthFormHelpers,
  type ForgotPasswordValues,
} from '@lobby/design-system';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendRegisterSms } from '../../api/session';
import { useApi, useFeatureModules, useRegisterSettings, useSession } from '../../data';
import { defaultDialingCode, usePhoneCountries } from './countries';
import { showFailure } from './failure';
import { humanCheckRequired, useCaptcha } from './useCaptcha';
import { useSendCode } from './useSendCode';

interface ForgotPanelProps {
  /** The e-mail was sent: the popup closes (SPEC.md section 4). */
  onEmailSent: () => void;
  /** The password was reset by phone: the login with it follows (kept in memory only). */
  onReset: (account: { username: string; password: string }) => void;
}

/**
 * Forgot password (SPEC.md sections 2 and 4): by username and e-mail (a form-encoded call; a
 * confirmation, then the popup closes), or, when phone verification (REGMOBVERF3) is on, by mobile
 * number, SMS code and new password, which the login popup then logs in with. The code's
 * send asks for the captcha where the platform requires human verification for it (issue 16 item 3).
 */
export function ForgotPanel({ onEmailSent, onReset }: ForgotPanelProps) {
  const { t, i18n } = useTranslation();
  const phoneCountries = usePhoneCountries();
  const { client } = useApi();
  const { forgotByEmail, resetByPhone } = useSession();
  const modules = useFeatureModules();
  const settings = useRegisterSettings();
  const toast = useToast();
  const [serverError, setServerError] = useState<string>();
  // No username rule: accounts older than today's registration rules must still recover theirs.
  const rules = settings.data?.rules;
  const phoneVerification = modules.data?.includes('REGMOBVERF3') === true;
  const codeCaptcha = phoneVerification && humanCheckRequired(settings.data, 'sms');
  const captcha = useCaptcha(codeCaptcha, settings.data?.humanCheck);
  const { answered } = captcha;

  const sendCode = useSendCode(
    useCallback(
      (mobileNo: string, countryDialingCode: string, typed?: string) =>
        answered(typed, (answer) =>
          sendRegisterSms(client, { mobileNo, countryDialingCode, purpose: 'reset', ...answer }),
        ),
      [client, answered],
    ),
  );

  // The mobile tab depends on the modules: wait for them rather than re-mount a form being typed in.
  if (!modules.data && !modules.error) return <Loader label={t('auth.loading')} />;

  const submit = async (values: ForgotPasswordValues, helpers: AuthFormHelpers) => {
    setServerError(undefined);
    try {
      if (values.type === 'email') {
        await forgotByEmail({ username: values.username.trim(), email: values.email.trim() });
        toast.show({ tone: 'success', title: t('auth.forgotEmailSentTitle'), description: t('auth.forgotEmailSent') });
        onEmailSent();
      } else {
        const username = await resetByPhone({
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: values.countryDialingCode,
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
        });
        toast.show({ tone: 'success', title: t('auth.passwordResetTitle') });
        onReset({ username, password: values.newPassword });
      }
    } catch (error) {
      setServerError(
        showFailure(error, {
          i18n,
          helpers,
          fields: Object.keys(values).filter((field) => field !== 'type'),
          ruleOf: (field) => (field === 'newPassword' ? rules?.password : undefined),
        }),
      );
    }
  };

  return (
    <ForgotPasswordForm
      onSubmit={submit}
      phoneVerification={phoneVerification}
      emailRule={rules?.email}
      mobileRule={rules?.mobileNum}
      passwordRule={rules?.password}
      countries={phoneCountries}
      defaultDialingCode={defaultDialingCode(i18n.language)}
      onSendCode={sendCode}
      codeCaptcha={codeCaptcha ? captcha.props : undefined}
      smsExpiredMinutes={settings.data?.smsExpiredMinutes}
      serverError={serverError}
    />
  );
}
