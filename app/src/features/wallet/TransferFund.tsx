import {
  ActionResult,
  AmountField,
  Button,
  checkAmount,
  parseAmount,
  Select,
  useAmountProblemText,
} from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type BalanceValue, MAIN_WALLET_ACCOUNT_TYPE, type WalletTransferRequest } from '@lobby/contract';
import { useBalance, useIdempotentAction, useIsSingleWallet } from '../../data';
import { CentrePanel, DataState, useFormat } from '../shared';
import { ActionFailure } from './ActionFailure';
import { BalanceFigures, WalletsTable } from './Balances';
import * as layout from './layout.css';

/**
 * transferFund (SPEC.md sections 2 and 7): the balances, a transfer between the main and the game
 * wallets, and every wallet in a table. A single-wallet merchant (GCS_merchantWallet isSingle) has
 * nothing to transfer, and the page says why.
 */
export function TransferFund() {
  const { t } = useTranslation();
  const single = useIsSingleWallet();
  const balance = useBalance();
  return (
    <>
      <BalanceFigures />
      <CentrePanel title={t('wallet.transfer.title')}>
        <DataState source={single} lines={2}>
          {(isSingle) =>
            isSingle ? (
              <ActionResult tone="info" title={t('wallet.transfer.singleTitle')}>
                <p>{t('wallet.transfer.singleText')}</p>
              </ActionResult>
            ) : (
              <DataState source={balance} lines={4}>
                {(wallets) => <TransferForm wallets={wallets} />}
              </DataState>
            )
          }
        </DataState>
      </CentrePanel>
      <WalletsTable />
    </>
  );
}

function TransferForm({ wallets }: { wallets: BalanceValue }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { transfer } = useBalance();
  const problemText = useAmountProblemText(wallets.currencySymbol);
  const action = useIdempotentAction((request: WalletTransferRequest, options) => transfer(request, options));
  const firstGame = wallets.balance.find((wallet) => wallet.accountTypeId !== MAIN_WALLET_ACCOUNT_TYPE);
  const [from, setFrom] = useState(String(MAIN_WALLET_ACCOUNT_TYPE));
  const [to, setTo] = useState(String(firstGame?.accountTypeId ?? MAIN_WALLET_ACCOUNT_TYPE));
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);

  const walletOf = (id: string) => wallets.balance.find((wallet) => String(wallet.accountTypeId) === id);
  const money = (value: number) => format.money(value, wallets.currencySymbol);
  const source = walletOf(from);
  const available = source?.availBalance ?? 0;
  const options = wallets.balance.map((wallet) => ({
    value: String(wallet.accountTypeId),
    label: `${wallet.accountName} · ${money(wallet.availBalance)}`,
  }));
  const sameWallet = from === to;
  const problem = checkAmount(amount, { available });

  const request = (): WalletTransferRequest | null => {
    const value = parseAmount(amount);
    if (problem || sameWallet || value === null) return null;
    return { fromAccountTypeId: Number(from), toAccountTypeId: Number(to), amount: value };
  };
  const send = async () => {
    setChecked(true);
    const body = request();
    if (!body) return;
    if ((await action.run(body))?.ok) setAmount('');
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void send();
  };

  const done = action.result;
  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <div className={layout.walletPair}>
        <Select
          label={t('wallet.transfer.from')}
          value={from}
          onValueChange={setFrom}
          options={options}
          disabled={action.busy}
        />
        <Button
          variant="ghost"
          aria-label={t('wallet.transfer.swap')}
          disabled={action.busy}
          icon={<SwapIcon />}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        />
        <Select
          label={t('wallet.transfer.to')}
          value={to}
          onValueChange={setTo}
          options={options}
          disabled={action.busy}
          error={checked && sameWallet ? t('wallet.transfer.sameWallet') : undefined}
        />
      </div>
      <AmountField
        label={t('wallet.transfer.amount')}
        value={amount}
        onValueChange={setAmount}
        currencySymbol={wallets.currencySymbol}
        allAmount={available}
        hint={t('wallet.transfer.available', { wallet: source?.accountName ?? '', amount: money(available) })}
        error={checked ? problemText(problem) : undefined}
        disabled={action.busy}
        required
      />
      <div>
        <Button type="submit" loading={action.busy}>
          {t('wallet.transfer.submit')}
        </Button>
      </div>
      {done ? (
        <ActionResult tone="success" title={t('wallet.transfer.done')}>
          <p>
            {t('wallet.transfer.doneText', {
              amount: money(done.amount),
              from: walletOf(String(done.fromAccountTypeId))?.accountName ?? '',
              to: walletOf(String(done.toAccountTypeId))?.accountName ?? '',
            })}
          </p>
        </ActionResult>
      ) : null}
      {action.error ? (
        <ActionFailure title={t('wallet.transfer.failed')} error={action.error} onRetry={() => void send()} />
      ) : null}
    </form>
  );
}

function SwapIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h12l-3-3M16 13H4l3 3" />
    </svg>
  );
}
