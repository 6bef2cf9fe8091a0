import {
  Stack,
  Text,
  VerificationCodeForm,
  type SentCodeMethodKind,
  type VerificationMethodKind,
  type VerificationValues,
} from '@lobby/design-system';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  loginChallengeReasons,
  type LoginValue,
  type LoginVerifyValue,
  verificationMethods,
} from '@lobby/contract';
import { errorText, isApiError } from '../../api';
import { sendLoginVerifyCode } from '../../api/security';
import { useApi, useSession } from '../../data';
import { useSendCode } from './useSendCode';

/**
 * The challenge of a login refused LOGIN_VERIFY_REQUIRED (issue 17 item 4: two-step login; the
 * new-device verification of SPEC.md section 4, issue 16 item 1, answers the same way), or null for
 * any other failure.
 */
export function verificationAsked(error: unknown): LoginVerifyValue | null {
  if (!isApiError(error) || error.errorCode !== ErrorCode.LOGIN_VERIFY_REQUIRED) return null;
  const value = error.value as Partial<LoginVerifyValue> | null | undefined;
  if (typeof value?.challengeId !== 'string' || !Array.isArray(value.methods)) return null;
  const methods = value.methods.filter((method) => (verificationMethods as readonly string[]).includes(method));
  const reason = loginChallengeReasons.find((known) => known === value.reason) ?? 'twoStep';
  return methods.length > 0
    ? { challengeId: value.challengeId, reason, methods, expiresIn: value.expiresIn ?? 0 }
    : null;
}

interface LoginVerificationProps {
  challenge: LoginVerifyValue;
  /** The code was right: the session is open. */
  onVerified: (value: LoginValue) => void;
  /** The challenge is over (expired): back to the login form, with why. */
  onRestart: (reason: string) => void;
}

/**
 * The login popup's second step: an answer of one of the challenge's methods (the authenticator app,
 * or through the switches a backup code, an SMS or e-mail code sent on demand, the bank account
 * name); a new device says why it is asked. A wrong answer and the lock say so in the catalogue's
 * words.
 */
export function LoginVerification({ challenge, onVerified, onRestart }: LoginVerificationProps) {
  const { i18n } = useTranslation();
  const { client } = useApi();
  const { verifyLoginCode } = useSession();
  const sendCode = useSendCode(
    useCallback(
      (method: SentCodeMethodKind) => sendLoginVerifyCode(client, { challengeId: challenge.challengeId, method }),
      [client, challenge.challengeId],
    ),
  );
  const [method, setMethod] = useState<VerificationMethodKind>(challenge.methods[0] ?? 'totp');
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const submit = async ({ code }: VerificationValues) => {
    setSending(true);
    setServerError(undefined);
    try {
      onVerified(await verifyLoginCode({ challengeId: challenge.challengeId, method, code }));
    } catch (error) {
      setSending(false);
      if (isApiError(error) && error.errorCode === ErrorCode.VERIFY_CHALLENGE_EXPIRED) {
        onRestart(errorText(i18n.t, error));
        return;
      }
      setServerError(errorText(i18n.t, error));
    }
  };

  const form = (
    <VerificationCodeForm
      methods={challenge.methods}
      method={method}
      onMethodChange={(next) => {
        setServerError(undefined);
        setMethod(next);
      }}
      onSubmit={(values) => void submit(values)}
      submitting={sending}
      serverError={serverError}
      submitLabel={i18n.t('ds:verifySubmit')}
      onSendCode={sendCode}
    />
  );
  if (challenge.reason !== 'newDevice') return form;
  return (
    <Stack gap="md">
      <Text>{i18n.t('errors:loginVerifyRequired')}</Text>
      {form}
    </Stack>
  );
}
