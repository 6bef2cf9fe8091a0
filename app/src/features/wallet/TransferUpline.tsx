import {
  ActionResult,
  AmountField,
  Button,
  checkAmount,
  ConfirmDialog,
  parseAmount,
  StatCard,
  useAmountProblemText,
} from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAIN_WALLET_ACCOUNT_TYPE,
  type TransferUplineRequest,
  type UplineAccount,
  type UplineValue,
} from '@lobby/contract';
import { useIdempotentAction, useMoneyActions, useUpline } from '../../data';
import { CentrePanel, DataState, Figures, useCurrencySymbol, useFormat } from '../shared';
import { ActionFailure } from './ActionFailure';
import { BalanceFigures, useMainBalance } from './Balances';
import * as layout from './layout.css';

/**
 * transferUpline (SPEC.md sections 2 and 6): main-wallet money to the upline agent, after a
 * confirmation; a member without an upline is told so.
 */
export function TransferUplineView() {
  const { t } = useTranslation();
  const upline = useUpline();
  return (
    <>
      <BalanceFigures mainOnly />
      <CentrePanel title={t('wallet.upline.title')}>
        <DataState source={upline} lines={3}>
          {(value) =>
            value.upline ? (
              <UplineForm value={value} upline={value.upline} />
            ) : (
              <ActionResult tone="info" title={t('wallet.upline.noneTitle')}>
                <p>{t('wallet.upline.noneText')}</p>
              </ActionResult>
            )
          }
        </DataState>
      </CentrePanel>
    </>
  );
}

function UplineForm({ value, upline }: { value: UplineValue; upline: UplineAccount }) {
  const { t } = useTranslation();
  const format = useFormat();
  const symbol = useCurrencySymbol();
  const main = useMainBalance();
  const problemText = useAmountProblemText(symbol);
  const { transferToUpline } = useMoneyActions();
  const action = useIdempotentAction((request: TransferUplineRequest, options) => transferToUpline(request, options));
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const money = (figure: number) => format.money(figure, symbol);
  const account = `${upline.account} (${upline.nickname})`;
  const problem = checkAmount(amount, { min: value.minAmount, max: value.maxAmount, available: main });

  const ask = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    const parsed = parseAmount(amount);
    if (problem || parsed === null) return;
    action.reset();
    setAsking(parsed);
  };
  const send = async (figure: number) => {
    const outcome = await action.run({ amount: figure });
    setAsking(null);
    if (outcome?.ok) {
      setAmount('');
      setChecked(false);
    }
  };

  const done = action.result;
  const mainAfter = done?.wallets.balance.find((wallet) => wallet.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE);
  return (
    <form className={layout.form} onSubmit={ask} noValidate>
      <Figures>
        <StatCard label={t('wallet.upline.to')} value={upline.account} hint={upline.nickname} />
      </Figures>
      <AmountField
        label={t('wallet.upline.amount')}
        value={amount}
        onValueChange={setAmount}
        currencySymbol={symbol}
        min={value.minAmount}
        max={value.maxAmount}
        allAmount={main}
        error={checked ? problemText(problem) : undefined}
        disabled={action.busy}
        required
      />
      <div>
        <Button type="submit" loading={action.busy}>
          {t('wallet.upline.submit')}
        </Button>
      </div>
      {done ? (
        <ActionResult tone="success" title={t('wallet.upline.done', { amount: money(done.amount), account })}>
          {mainAfter ? <p>{t('wallet.upline.doneText', { balance: money(mainAfter.availBalance) })}</p> : null}
        </ActionResult>
      ) : null}
      {action.error && asking === null ? (
        <ActionFailure
          title={t('wallet.upline.failed')}
          error={action.error}
          onRetry={() => {
            const figure = parseAmount(amount);
            if (figure !== null) void send(figure);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('wallet.upline.confirmTitle', { amount: money(asking ?? 0) })}
        message={t('wallet.upline.confirmText', { amount: money(asking ?? 0), account })}
        confirmLabel={t('wallet.upline.confirm')}
        busy={action.busy}
        onConfirm={() => {
          if (asking !== null) void send(asking);
        }}
      />
    </form>
  );
}
