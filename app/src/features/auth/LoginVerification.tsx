import { VerificationCodeForm, type VerificationMethodKind, type VerificationValues } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type LoginValue, type LoginVerifyValue, verificationMethods } from '@lobby/contract';
import { errorText, isApiError } from '../../api';
import { useSession } from '../../data';

/**
 * The challenge of a login refused LOGIN_VERIFY_REQUIRED (issue 17 item 4: two-step login; the
 * new-device verification of issue 16 item 1 answers the same way), or null for any other failure.
 */
export function verificationAsked(error: unknown): LoginVerifyValue | null {
  if (!isApiError(error) || error.errorCode !== ErrorCode.LOGIN_VERIFY_REQUIRED) return null;
  const value = error.value as Partial<LoginVerifyValue> | null | undefined;
  if (typeof value?.challengeId !== 'string' || !Array.isArray(value.methods)) return null;
  const methods = value.methods.filter((method) => (verificationMethods as readonly string[]).includes(method));
  return methods.length > 0 ? { challengeId: value.challengeId, methods, expiresIn: value.expiresIn ?? 0 } : null;
}

interface LoginVerificationProps {
  challenge: LoginVerifyValue;
  /** The code was right: the session is open. */
  onVerified: (value: LoginValue) => void;
  /** The challenge is over (expired): back to the login form, with why. */
  onRestart: (reason: string) => void;
}

/**
 * The login popup's second step: a code of one of the account's methods (the authenticator app, or a
 * backup code through the switch); a wrong code and the lock say so in the catalogue's words.
 */
export function LoginVerification({ challenge, onVerified, onRestart }: LoginVerificationProps) {
  const { i18n } = useTranslation();
  const { verifyLoginCode } = useSession();
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

  return (
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
    />
  );
}
