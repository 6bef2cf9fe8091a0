import {
  ActionResult,
  AmountField,
  Button,
  checkAmount,
  parseAmount,
  PasswordField,
  useAmountProblemText,
} from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { ErrorCode, type WithdrawRequest, type WithdrawSettingsValue } from '@lobby/contract';
import { useIdempotentAction, useMoneyActions, useWithdrawSettings } from '../../data';
import { CentrePanel, DataState, useCurrencySymbol, useFormat } from '../shared';
import { ActionFailure } from './ActionFailure';
import { BalanceFigures, useMainBalance } from './Balances';
import * as layout from './layout.css';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawPasswordForm } from './WithdrawPasswordForm';

/**
 * withdraw (SPEC.md sections 2, 4 and 9): the withdraw password (set once, then changed), a
 * withdrawal within the limits and the balance, and the withdrawals with their confirmation.
 */
export function WithdrawView() {
  const { t } = useTranslation();
  const settings = useWithdrawSettings();
  return (
    <>
      <BalanceFigures mainOnly />
      <DataState source={settings} lines={4}>
        {(value) =>
          value.passwordSet ? (
            <WithdrawPanel settings={value} />
          ) : (
            <CentrePanel title={t('wallet.withdraw.setTitle')}>
              <WithdrawPasswordForm mode="set" />
            </CentrePanel>
          )
        }
      </DataState>
      <WithdrawalList settings={settings.data} />
    </>
  );
}

function WithdrawPanel({ settings }: { settings: WithdrawSettingsValue }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <CentrePanel title={t('wallet.withdraw.newTitle')}>
        <WithdrawForm settings={settings} />
      </CentrePanel>
      {changing ? (
        <CentrePanel title={t('wallet.withdraw.changeTitle')}>
          <WithdrawPasswordForm mode="change" onCancel={() => setChanging(false)} />
        </CentrePanel>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t('wallet.withdraw.changeOpen')}
          </Button>
        </div>
      )}
    </>
  );
}

function WithdrawForm({ settings }: { settings: WithdrawSettingsValue }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const symbol = useCurrencySymbol();
  const main = useMainBalance();
  const problemText = useAmountProblemText(symbol);
  const { withdraw } = useMoneyActions();
  const action = useIdempotentAction((request: WithdrawRequest, options) => withdraw(request, options));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const money = (value: number) => format.money(value, symbol);

  const limitReached = settings.usedToday >= settings.dailyCount;
  const problem = checkAmount(amount, { min: settings.minAmount, max: settings.maxAmount, available: main });
  const passwordProblem = password === '' ? t('wallet.withdraw.passwordRequired') : undefined;
  // A wrong password is named under its field too, where the player fixes it.
  const wrongPassword =
    isApiError(action.error) && action.error.errorCode === ErrorCode.WITHDRAW_PASSWORD_WRONG
      ? i18n.t('errors:withdrawPasswordWrong')
      : undefined;

  const send = async () => {
    setChecked(true);
    const parsed = parseAmount(amount);
    if (problem || passwordProblem || parsed === null) return;
    if ((await action.run({ amount: parsed, withdrawPassword: password }))?.ok) {
      setAmount('');
      setPassword('');
      setChecked(false);
    }
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void send();
  };

  if (limitReached && !action.result) {
    return <ActionResult tone="warning" title={t('wallet.withdraw.limitReached', { count: settings.dailyCount })} />;
  }
  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <p>
        {t('wallet.withdraw.limits', {
          used: format.number(settings.usedToday),
          count: format.number(settings.dailyCount),
          cap: money(settings.partialPayoutCap),
        })}
      </p>
      <AmountField
        label={t('wallet.withdraw.amount')}
        value={amount}
        onValueChange={setAmount}
        currencySymbol={symbol}
        min={settings.minAmount}
        max={settings.maxAmount}
        allAmount={main === undefined ? undefined : Math.min(main, settings.maxAmount)}
        hint={t('wallet.withdraw.paidTo', { account: settings.payoutAccount })}
        error={checked ? problemText(problem) : undefined}
        disabled={action.busy}
        required
      />
      <PasswordField
        label={t('wallet.withdraw.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="off"
        inputMode="numeric"
        error={(checked ? passwordProblem : undefined) ?? wrongPassword}
        disabled={action.busy}
        required
      />
      <div>
        <Button type="submit" loading={action.busy}>
          {t('wallet.withdraw.submit')}
        </Button>
      </div>
      {action.result ? (
        <ActionResult tone="info" title={t('wallet.withdraw.requested', { amount: money(action.result.amount) })}>
          <p>{t('wallet.withdraw.requestedText')}</p>
        </ActionResult>
      ) : null}
      {action.error ? (
        <ActionFailure title={t('wallet.withdraw.failed')} error={action.error} onRetry={() => void send()} />
      ) : null}
    </form>
  );
}
