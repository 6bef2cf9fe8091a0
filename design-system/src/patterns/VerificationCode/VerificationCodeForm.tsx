import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';
import { CountdownButton } from '../../components/CountdownButton';
import { PasswordField } from '../../components/PasswordField';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { type DsKey, useDsTranslation } from '../../i18n';
import { countdownSeconds, type SendCodeResult } from '../auth';
import { Notice, pointsStyles as styles, usePointsForm } from '../points';

/**
 * How a code is answered: the authenticator app (TOTP), a backup code; the new-device verification
 * (issue 16 item 1) adds an SMS code, an e-mail code and the bank account's name. The contract's
 * `VerificationMethod`, repeated here because the design system does not import the contract.
 */
export type VerificationMethodKind = 'totp' | 'backup' | 'sms' | 'email' | 'bankName';

/** The methods whose code is sent on demand (a "Send code" button with its countdown). */
export type SentCodeMethodKind = Extract<VerificationMethodKind, 'sms' | 'email'>;
const isSent = (method: VerificationMethodKind): method is SentCodeMethodKind => method === 'sms' || method === 'email';

export interface VerificationValues {
  method: VerificationMethodKind;
  code: string;
  /** Only when `askPassword`. */
  password?: string;
}

export interface VerificationCodeFormProps {
  /** The form's id (a dialog's submit button names it). */
  id?: string;
  /** The methods the account can answer with; the first is shown first. */
  methods: readonly VerificationMethodKind[];
  /** The method shown; the form switches between `methods` itself when omitted. */
  method: VerificationMethodKind;
  onMethodChange: (method: VerificationMethodKind) => void;
  /** Asks for the account's password too (turning two-step login off). */
  askPassword?: boolean;
  onSubmit: (values: VerificationValues) => void;
  submitting?: boolean;
  /** The platform's refusal (a wrong code with the tries left, the lock with its end), above the buttons. */
  serverError?: ReactNode;
  /** A submit button of its own (a step in a popup); a dialog gives its footer's instead. */
  submitLabel?: string;
  /**
   * Sends the code of an SMS or e-mail method: the field then has a "Send code" button that counts
   * down 60 s per minute of the code's validity (SPEC.md sections 4 and 9); a failed send shows its
   * message with the platform's refusals.
   */
  onSendCode?: (method: SentCodeMethodKind) => Promise<SendCodeResult>;
}

type Field = 'code' | 'password';

const capitalised = (method: VerificationMethodKind) =>
  (method.charAt(0).toUpperCase() + method.slice(1)) as Capitalize<VerificationMethodKind>;

/** What each method's field looks like and accepts. */
const fieldOf: Record<
  VerificationMethodKind,
  { inputMode: 'numeric' | 'text'; autoComplete: string; valid?: RegExp; invalid?: DsKey }
> = {
  totp: { inputMode: 'numeric', autoComplete: 'one-time-code', valid: /^\d{6}$/, invalid: 'verifyInvalidDigits' },
  backup: { inputMode: 'text', autoComplete: 'off', valid: /^[a-z0-9]{8}$/i, invalid: 'verifyInvalidBackup' },
  sms: { inputMode: 'numeric', autoComplete: 'one-time-code', valid: /^\d{6}$/, invalid: 'verifyInvalidDigits' },
  email: { inputMode: 'numeric', autoComplete: 'one-time-code', valid: /^\d{6}$/, invalid: 'verifyInvalidDigits' },
  bankName: { inputMode: 'text', autoComplete: 'off' },
};

/** Spaces and dashes do not count: a code is read out in groups. */
const compact = (code: string) => code.replace(/[\s-]/g, '');

/**
 * The answer to a verification (issue 17 item 4: the second step of a login, turning two-step login
 * off; issue 16 item 1: a new device): a code of one method, a switch to each other method the
 * account has ("use a backup code"), and optionally the password. Checks the code's shape before
 * sending; the platform's refusal shows above the buttons and the code typed stays.
 */
export function VerificationCodeForm({
  id,
  methods,
  method,
  onMethodChange,
  askPassword = false,
  onSubmit,
  submitting = false,
  serverError,
  submitLabel,
  onSendCode,
}: VerificationCodeFormProps) {
  const t = useDsTranslation();
  const field = fieldOf[method];
  const [sendFailure, setSendFailure] = useState<ReactNode>(null);
  /** The countdown: 60 s per minute of the sent code's validity (SPEC.md section 9), or false when not sent. */
  const send = async (): Promise<number | false> => {
    if (!onSendCode || !isSent(method)) return false;
    setSendFailure(null);
    const result = await onSendCode(method);
    if (!result.ok) {
      setSendFailure(result.message ?? t('authSendCodeFailed'));
      return false;
    }
    return countdownSeconds(result.expiredMinutes ?? 1);
  };
  const check = (name: Field, values: Record<Field, string>): string | undefined => {
    if (name === 'password') return askPassword && values.password === '' ? t('rulesRequired') : undefined;
    const code = method === 'bankName' ? values.code.trim() : compact(values.code);
    if (code === '') return t('rulesRequired');
    return field.valid && !field.valid.test(code) && field.invalid ? t(field.invalid) : undefined;
  };
  const form = usePointsForm<Field>({ initial: { code: '', password: '' }, check });
  const submit = form.onSubmit(askPassword ? ['password', 'code'] : ['code'], !submitting, () =>
    onSubmit({
      method,
      code: method === 'bankName' ? form.values.code.trim() : compact(form.values.code),
      ...(askPassword ? { password: form.values.password } : {}),
    }),
  );
  const others = methods.filter((other) => other !== method);
  const readOnly = submitting || undefined;

  return (
    <form id={id} noValidate aria-label={t('verifyFormLabel')} className={styles.form} onSubmit={submit}>
      {askPassword ? (
        <PasswordField
          label={t('verifyPassword')}
          required
          autoComplete="current-password"
          readOnly={readOnly}
          {...form.bind('password')}
        />
      ) : null}
      <TextField
        key={method}
        label={t(`verifyLabel${capitalised(method)}`)}
        hint={t(`verifyHint${capitalised(method)}`)}
        required
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        spellCheck={false}
        autoCapitalize="off"
        readOnly={readOnly}
        end={
          onSendCode && isSent(method) ? (
            <CountdownButton variant="secondary" size="sm" seconds={60} disabled={submitting} onSend={send}>
              {t('authSendCode')}
            </CountdownButton>
          ) : undefined
        }
        {...form.bind('code')}
      />
      {others.length > 0 ? (
        <Stack gap="xs" align="start">
          {others.map((other) => (
            <Button
              key={other}
              variant="ghost"
              size="sm"
              disabled={submitting}
              onClick={() => {
                form.change('code', '');
                setSendFailure(null);
                onMethodChange(other);
              }}
            >
              {t(`verifyUse${capitalised(other)}`)}
            </Button>
          ))}
        </Stack>
      ) : null}
      <Notice tone="danger">{sendFailure ?? serverError}</Notice>
      {submitLabel ? (
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      ) : null}
    </form>
  );
}
