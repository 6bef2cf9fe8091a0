import { ActionResult, Button, PasswordField } from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type SetWithdrawPasswordRequest, withdrawPasswordLength } from '@lobby/contract';
import { useIdempotentAction, useMoneyActions } from '../../data';
import { ActionFailure } from './ActionFailure';
import * as layout from './layout.css';

const digits = new RegExp(`^\\d{${withdrawPasswordLength}}$`);

export interface WithdrawPasswordFormProps {
  /** set: the first time, confirmed with the login password; change: with the current withdraw password. */
  mode: 'set' | 'change';
  onCancel?: () => void;
}

/** Sets the withdraw password (with the login password) or changes it (with the current one). */
export function WithdrawPasswordForm({ mode, onCancel }: WithdrawPasswordFormProps) {
  const { t } = useTranslation();
  const { setWithdrawPassword } = useMoneyActions();
  const action = useIdempotentAction((request: SetWithdrawPasswordRequest) => setWithdrawPassword(request));
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);

  const problems = {
    current:
      current === ''
        ? mode === 'set'
          ? t('wallet.withdraw.loginRequired')
          : t('wallet.withdraw.passwordRequired')
        : undefined,
    next: digits.test(next) ? undefined : t('wallet.withdraw.digits'),
    repeat: repeat === next ? undefined : t('wallet.withdraw.mismatch'),
  };
  const send = async () => {
    setChecked(true);
    if (problems.current || problems.next || problems.repeat) return;
    const request: SetWithdrawPasswordRequest =
      mode === 'set' ? { newPassword: next, loginPassword: current } : { newPassword: next, oldPassword: current };
    if ((await action.run(request))?.ok) {
      setCurrent('');
      setNext('');
      setRepeat('');
      setChecked(false);
    }
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      {mode === 'set' ? <p>{t('wallet.withdraw.setText')}</p> : null}
      <PasswordField
        label={mode === 'set' ? t('wallet.withdraw.loginPassword') : t('wallet.withdraw.oldPassword')}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        autoComplete={mode === 'set' ? 'current-password' : 'off'}
        error={checked ? problems.current : undefined}
        disabled={action.busy}
        required
      />
      <PasswordField
        label={t('wallet.withdraw.newPassword')}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={withdrawPasswordLength}
        error={checked ? problems.next : undefined}
        disabled={action.busy}
        required
      />
      <PasswordField
        label={t('wallet.withdraw.repeatPassword')}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={withdrawPasswordLength}
        error={checked ? problems.repeat : undefined}
        disabled={action.busy}
        required
      />
      <div className={layout.actions}>
        <Button type="submit" loading={action.busy}>
          {t('wallet.withdraw.savePassword')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" disabled={action.busy} onClick={onCancel}>
            {t('wallet.withdraw.changeClose')}
          </Button>
        ) : null}
      </div>
      {action.result && mode === 'change' ? <ActionResult tone="success" title={t('wallet.withdraw.saved')} /> : null}
      {action.error ? <ActionFailure title={t('wallet.withdraw.passwordFailed')} error={action.error} /> : null}
    </form>
  );
}
