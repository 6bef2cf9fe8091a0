import { Button, Loader, LoginForm, Stack, type AuthFormHelpers, type LoginValues } from '@lobby/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { sendLoginSms, takeThirdPartyHandoff } from '../../api/session';
import type { LoginRequest, LoginValue, LoginVerifyValue } from '@lobby/contract';
import {
  forcedPasswordChange,
  readRememberedLogin,
  rememberLogin,
  useApi,
  useFeatureModules,
  useRegisterSettings,
  useSession,
  useThirdPartyLogin,
  type ForcedPasswordChange,
} from '../../data';
import { defaultDialingCode, usePhoneCountries } from './countries';
import { useFormat } from '../shared';
import { breakEndOf, showFailure } from './failure';
import { LoginVerification, verificationAsked } from './LoginVerification';
import { asksForCaptcha, humanCheckRequired, useCaptcha } from './useCaptcha';
import { useSendCode } from './useSendCode';
import { ThirdPartySignIn } from './ThirdPartySignIn';
import { useThirdPartyReturn } from './thirdPartyReturn';

/** How a login ended: `forced` when the password must change now, with the password just used. */
export interface LoginOutcome {
  forced: ForcedPasswordChange | null;
  /** The password typed for this login, kept only in memory for the forced change. */
  password?: string;
}

interface LoginPanelProps {
  onLoggedIn: (outcome: LoginOutcome) => void;
  onRegister?: () => void;
  onForgotPassword?: () => void;
  /** Free play (FREEPLAY3) logged the player in. */
  onFreePlay?: () => void;
  /** The agent login (/agent): username only, and only agents may log in (SPEC.md section 6). */
  agent?: boolean;
  /**
   * The account whose password was just reset by phone (SPEC.md section 4): the popup logs in with
   * it at once, through the steps a typed login takes (a new device's verification); where the
   * platform asks for the captcha on every username login, or the login is refused, the form shows
   * with the username filled in. The password is kept in memory only.
   */
  handover?: { username: string; password: string };
}

/** "<dialing code> <number>" of the remembered SMS login, split. */
function rememberedMobile(remembered: string): { dialingCode?: string; mobileNum: string } {
  const [dialingCode, mobileNum] = remembered.split(' ');
  return mobileNum ? { dialingCode, mobileNum } : { mobileNum: '' };
}

/**
 * The login flow of SPEC.md section 4: by username, or by mobile number and SMS code when
 * MOBILEVERCODELOGIN3 is on; the captcha once a failure asks for it, or from the start where the
 * platform requires human verification (a username login, an SMS code's send; issue 16 item 3); the
 * platform's refusal in the catalogue's words (section 8); remember-me keeps the username or mobile
 * number, never the password.
 */
export function LoginPanel({
  onLoggedIn,
  onRegister,
  onForgotPassword,
  onFreePlay,
  agent = false,
  handover,
}: LoginPanelProps) {
  const { t, i18n } = useTranslation();
  const phoneCountries = usePhoneCountries();
  const { client, session } = useApi();
  const { login, logout, loginFreePlay } = useSession();
  const loginThirdParty = useThirdPartyLogin();
  // Back from a third-party sign-in (issue 16 item 2): complete its login, or say why it failed.
  const thirdParty = useThirdPartyReturn();
  const modules = useFeatureModules();
  const registerSettings = useRegisterSettings();
  const format = useFormat();
  const [remembered] = useState(readRememberedLogin);
  const [serverError, setServerError] = useState<string | undefined>(() =>
    thirdParty === 'cancelled'
      ? t('auth.thirdPartyCancelled')
      : thirdParty === 'failed'
        ? t('auth.thirdPartyFailed')
        : undefined,
  );
  const [freePlaying, setFreePlaying] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  // Two-step login (issue 17 item 4): the password was right and a code is asked; the form's values wait.
  const [verification, setVerification] = useState<{
    challenge: LoginVerifyValue;
    /** The form's values; none for a third-party login. */
    values?: LoginValues;
    request: LoginRequest;
  } | null>(null);
  // Back from a third-party sign-in: its login is completed here, through the same steps as a password's.
  const [completing, setCompleting] = useState(thirdParty === 'login');
  // After a reset by phone: until its login has answered (below).
  const [handedOver, setHandedOver] = useState(false);
  const [retypedUsername, setRetypedUsername] = useState<string>();
  const mobile = rememberedMobile(remembered.mobile);
  const smsLogin = !agent && modules.data?.includes('MOBILEVERCODELOGIN3') === true;
  const freePlay = !agent && onFreePlay !== undefined && modules.data?.includes('FREEPLAY3') === true;
  // One image for both tabs (one captcha call a second, SPEC.md section 7): the username tab shows it
  // where the platform requires it or once a failure asked for it, the mobile tab for the code's send.
  const loginRequired = humanCheckRequired(registerSettings.data, 'login');
  const codeRequired = smsLogin && humanCheckRequired(registerSettings.data, 'sms');
  const [loginAsked, setLoginAsked] = useState(false);
  const captcha = useCaptcha(loginRequired || codeRequired, registerSettings.data?.humanCheck);
  const loginCaptcha = loginRequired || loginAsked ? captcha.props : undefined;
  const { answered } = captcha;
  /**
   * The username login's captcha, with a new image: a shown one was used up by the attempt (SPEC.md
   * section 4). Not awaited: the form is free at once, a spinner standing for the image until it comes.
   */
  const newLoginCaptcha = () => {
    setLoginAsked(true);
    captcha.show().catch(() => undefined);
  };

  const sendCode = useSendCode(
    useCallback(
      (mobileNum: string, countryDialingCode: string, typed?: string) =>
        answered(typed, (answer) => sendLoginSms(client, { mobileNum, countryDialingCode, ...answer })),
      [client, answered],
    ),
  );

  /** A refusal in the catalogue's words; issue 17: a time-out or self-exclusion names its end, in the page's language and date format. */
  const failureText = (
    error: unknown,
    { helpers, fields = [] }: { helpers?: AuthFormHelpers; fields?: string[] } = {},
  ) => {
    const breakEnd = breakEndOf(error);
    return showFailure(error, {
      i18n,
      helpers,
      fields,
      values: breakEnd === undefined ? undefined : { date: format.date(breakEnd) },
    });
  };

  /**
   * A session is open (after the password, a third-party sign-in, or a second step): remember-me
   * for the form's logins, then the next step.
   */
  const loggedIn = async (value: LoginValue, request: LoginRequest, values?: LoginValues) => {
    // SPEC.md section 6: non-agents cannot log in at the agent login, whatever the platform let through.
    if (agent && !session.isAgentType(value.customerType)) {
      await logout().catch(() => undefined);
      setLoggingIn(false);
      setVerification(null);
      setServerError(i18n.t('errors:nonAgent'));
      return;
    }
    if (values) {
      rememberLogin(
        values.type === 'sms'
          ? { remember: values.remember, mobile: `${values.countryDialingCode} ${values.mobileNum}` }
          : { remember: values.remember, username: values.username },
      );
    }
    const forced = forcedPasswordChange(value, request);
    if (forced) setLoggingIn(false);
    onLoggedIn(forced ? { forced, password: request.password } : { forced: null });
  };

  /**
   * Opens a session with `open`: then the next step, or the second step the platform asked for
   * (answered 'verify'); any other refusal is thrown.
   */
  const openSession = async (
    open: () => Promise<LoginValue>,
    request: LoginRequest,
    values?: LoginValues,
  ): Promise<'open' | 'verify'> => {
    let value: LoginValue;
    try {
      value = await open();
    } catch (error) {
      const challenge = verificationAsked(error);
      if (!challenge) throw error;
      setVerification({ challenge, values, request });
      return 'verify';
    }
    await loggedIn(value, request, values);
    return 'open';
  };

  // Issue 16 item 2: the ID token the site's server received is taken once and logged in with.
  // After a reset by phone, the new password is logged in with once, unless every username login
  // must answer the captcha (the form asks for it then).
  const started = useRef(false);
  const settingsKnown = registerSettings.data !== undefined || registerSettings.error !== undefined;
  useEffect(() => {
    if (started.current) return;
    if (thirdParty === 'login') {
      started.current = true;
      const complete = async () => {
        const handoff = await takeThirdPartyHandoff();
        if (handoff?.intent !== 'login') {
          setServerError(t('auth.thirdPartyFailed'));
          return;
        }
        const request: LoginRequest = { type: 'thirdParty', username: '', password: '' };
        await openSession(
          () => loginThirdParty({ firebaseChannel: handoff.channel, firebaseIdToken: handoff.idToken }),
          request,
        ).catch((error: unknown) => setServerError(failureText(error)));
      };
      void complete()
        .catch(() => setServerError(t('auth.thirdPartyFailed')))
        .finally(() => setCompleting(false));
    } else if (handover && settingsKnown) {
      started.current = true;
      if (loginRequired) return;
      const handOver = async () => {
        const request: LoginRequest = { type: 'username', ...handover };
        try {
          await openSession(() => login(request), request);
        } catch (error) {
          setServerError(failureText(error));
          if (asksForCaptcha(error)) newLoginCaptcha();
        } finally {
          setHandedOver(true);
        }
      };
      void handOver();
    }
  });
  const handingOver = handover !== undefined && !handedOver && !(settingsKnown && loginRequired);

  const submit = async (values: LoginValues, helpers: AuthFormHelpers) => {
    setServerError(undefined);
    const request: LoginRequest =
      values.type === 'sms'
        ? {
            type: 'sms',
            username: values.mobileNum,
            password: values.verificationCode,
            countryDialingCode: values.countryDialingCode,
          }
        : {
            type: 'username',
            username: values.username,
            password: values.password,
            ...(loginCaptcha ? captcha.answerOf(values.captcha ?? '') : {}),
            ...(agent ? { agentLogin: true } : {}),
          };
    setLoggingIn(true);
    try {
      // Busy until then on success: the popup closes once the next page is there.
      if ((await openSession(() => login(request), request, values)) === 'verify') setLoggingIn(false);
    } catch (error) {
      setLoggingIn(false);
      setServerError(
        failureText(error, {
          helpers,
          // A refused captcha answer shows under the captcha, when it is there.
          fields: values.type === 'sms' ? ['mobileNum', 'verificationCode'] : loginCaptcha ? ['captcha'] : [],
        }),
      );
      if (values.type === 'username' && (loginCaptcha || asksForCaptcha(error))) {
        void helpers.setFieldValue('captcha', '', false);
        newLoginCaptcha();
      }
    }
  };

  const playForFree = async () => {
    setServerError(undefined);
    setFreePlaying(true);
    try {
      await loginFreePlay();
      onFreePlay?.();
    } catch (error) {
      setServerError(errorText(i18n.t, error));
    } finally {
      setFreePlaying(false);
    }
  };

  if (verification) {
    return (
      <LoginVerification
        challenge={verification.challenge}
        onVerified={(value) => void loggedIn(value, verification.request, verification.values)}
        onRestart={(reason) => {
          // The form comes back with the username typed (never the password).
          if (verification.values?.type === 'username') setRetypedUsername(verification.values.username);
          setVerification(null);
          setServerError(reason);
        }}
      />
    );
  }

  // The tabs depend on the modules: wait for them rather than re-mount a form the player typed in.
  if (completing || handingOver || (!agent && !modules.data && !modules.error)) {
    return <Loader label={t('auth.loading')} />;
  }

  const form = (
    <LoginForm
      onSubmit={submit}
      smsLogin={smsLogin}
      countries={phoneCountries}
      defaultDialingCode={mobile.dialingCode ?? defaultDialingCode(i18n.language)}
      mobileRule={registerSettings.data?.rules.mobileNum}
      onSendCode={sendCode}
      smsExpiredMinutes={registerSettings.data?.smsExpiredMinutes}
      captcha={loginCaptcha}
      codeCaptcha={codeRequired ? captcha.props : undefined}
      serverError={serverError}
      submitting={freePlaying || loggingIn}
      initialUsername={retypedUsername ?? handover?.username ?? remembered.username}
      initialRemember={remembered.remember}
      initialMobileNum={mobile.mobileNum}
      onRegister={onRegister}
      onForgotPassword={onForgotPassword}
    />
  );
  return (
    <Stack gap="md">
      {agent ? null : <ThirdPartySignIn />}
      {form}
      {freePlay ? (
        <Button
          variant="secondary"
          fullWidth
          loading={freePlaying}
          disabled={loggingIn}
          onClick={() => void playForFree()}
        >
          {t('auth.freePlay')}
        </Button>
      ) : null}
    </Stack>
  );
}
