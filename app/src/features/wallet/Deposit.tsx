import {
  ActionResult,
  AmountField,
  Button,
  checkAmount,
  Pagination,
  parseAmount,
  PaymentDetails,
  PaymentMethodPicker,
  PaymentSteps,
  Table,
  TransactionStatus,
  useAmountProblemText,
  type PaymentMethodKind,
  type TableColumn,
  type TransactionTone,
} from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Deposit,
  DepositMethod,
  DepositMethodId,
  DepositMethodsValue,
  DepositRequest,
  DepositState,
} from '@lobby/contract';
import { useDepositMethods, useDeposits, useIdempotentAction, useLimits, useMoneyActions } from '../../data';
import { CentrePanel, DataState, useFormat, useTableState } from '../shared';
import { ActionFailure } from './ActionFailure';
import { BalanceFigures } from './Balances';
import * as layout from './layout.css';

const pageSize = 10;

const methodKinds: Record<DepositMethodId, PaymentMethodKind> = {
  BANK: 'bank',
  EWALLET: 'ewallet',
  USDT: 'crypto',
  CARD: 'card',
};

const depositTones: Record<DepositState, TransactionTone> = {
  PENDING: 'pending',
  CREDITED: 'success',
  FAILED: 'danger',
};

/**
 * depositv2 (SPEC.md section 2: deposit methods, amount entry with limits, deposit tutorial): choose
 * a method, an amount within its limits, request the deposit, then pay as shown; the deposit stays
 * pending until the platform confirms it, and the list below follows its state.
 */
export function DepositView() {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  return (
    <>
      <BalanceFigures mainOnly />
      <DataState
        source={methods}
        lines={6}
        isEmpty={(value) => value.methods.length === 0}
        empty={t('wallet.deposit.noMethods')}
      >
        {(value) => <DepositForm value={value} />}
      </DataState>
      <DepositList />
    </>
  );
}

function DepositForm({ value }: { value: DepositMethodsValue }) {
  const { t } = useTranslation();
  const { deposit } = useMoneyActions();
  const action = useIdempotentAction((request: DepositRequest, options) => deposit(request, options));
  const problemText = useAmountProblemText(value.currencySymbol);
  const [methodId, setMethodId] = useState<DepositMethodId | undefined>(value.methods[0]?.methodId);
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const format = useFormat();
  // The player's deposit limits (the limits page) leave this much to deposit now; null: no limit.
  const allowance = useLimits().data?.depositAllowance ?? null;
  const method = value.methods.find((candidate) => candidate.methodId === methodId) ?? value.methods[0];
  if (!method) return null;
  const max = allowance === null ? method.maxAmount : Math.min(method.maxAmount, allowance);
  const problem = checkAmount(amount, { min: method.minAmount, max });

  const send = () => {
    setChecked(true);
    const parsed = parseAmount(amount);
    if (problem || parsed === null) return;
    void action.run({ methodId: method.methodId, amount: parsed });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    send();
  };

  const requested = action.result;
  if (requested) {
    const paidWith = value.methods.find((candidate) => candidate.methodId === requested.methodId) ?? method;
    return (
      <PendingDeposit
        deposit={requested}
        method={paidWith}
        settleSeconds={value.settleSeconds}
        currencySymbol={value.currencySymbol}
        onAnother={() => {
          action.reset();
          setAmount('');
          setChecked(false);
        }}
      />
    );
  }

  return (
    <div className={layout.split}>
      <form className={layout.form} onSubmit={submit} noValidate>
        <PaymentMethodPicker
          label={t('wallet.deposit.method')}
          methods={value.methods.map((item) => ({
            value: item.methodId,
            name: item.name,
            kind: methodKinds[item.methodId],
            min: item.minAmount,
            max: item.maxAmount,
          }))}
          value={method.methodId}
          onValueChange={(next) => setMethodId(next as DepositMethodId)}
          currencySymbol={value.currencySymbol}
          disabled={action.busy}
        />
        <AmountField
          label={t('wallet.deposit.amount')}
          value={amount}
          onValueChange={setAmount}
          currencySymbol={value.currencySymbol}
          min={method.minAmount}
          max={method.maxAmount}
          quickAmounts={method.quickAmounts}
          hint={
            allowance === null
              ? undefined
              : t('wallet.deposit.allowance', { amount: format.money(allowance, value.currencySymbol) })
          }
          error={checked ? problemText(problem) : undefined}
          disabled={action.busy}
          required
        />
        <div>
          <Button type="submit" loading={action.busy}>
            {t('wallet.deposit.submit')}
          </Button>
        </div>
        {action.error ? <ActionFailure title={t('wallet.deposit.failed')} error={action.error} onRetry={send} /> : null}
      </form>
      <PaymentSteps
        title={t('wallet.deposit.tutorial', { method: method.name })}
        steps={method.tutorial}
        note={method.processingNote}
        level={2}
      />
    </div>
  );
}

interface PendingDepositProps {
  deposit: Deposit;
  method: DepositMethod;
  settleSeconds: number;
  currencySymbol: string;
  onAnother: () => void;
}

/** The answer to a deposit request: pending, with where and how to pay, and what happens next. */
function PendingDeposit({ deposit, method, settleSeconds, currencySymbol, onAnother }: PendingDepositProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(deposit.amount, currencySymbol);
  return (
    <ActionResult
      tone="info"
      title={t('wallet.deposit.requested', { amount })}
      actions={
        <Button variant="secondary" onClick={onAnother}>
          {t('wallet.deposit.another')}
        </Button>
      }
    >
      <p>{t('wallet.deposit.requestedText', { reference: deposit.reference, seconds: settleSeconds })}</p>
      <PaymentDetails
        lines={[
          { label: t('wallet.deposit.amountToSend'), value: amount, emphasis: true },
          { label: t('wallet.deposit.reference'), value: deposit.reference, emphasis: true, copy: true },
          ...method.payTo.map((line) => ({ label: line.label, value: line.value, copy: true })),
        ]}
        qr={
          method.qrValue
            ? { value: method.qrValue, label: t('wallet.deposit.scanToPay', { method: method.name }) }
            : undefined
        }
      />
    </ActionResult>
  );
}

/** The member's deposits, newest first, followed while one is pending. */
function DepositList() {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const deposits = useDeposits({ pageNo, pageSize });
  const tableState = useTableState(deposits);
  const columns: TableColumn<Deposit>[] = [
    {
      key: 'requestTime',
      header: t('wallet.deposit.time'),
      render: (row) => <time dateTime={row.requestTime}>{format.date(row.requestTime)}</time>,
    },
    { key: 'methodName', header: t('wallet.deposit.methodColumn') },
    { key: 'reference', header: t('wallet.deposit.referenceColumn') },
    { key: 'amount', header: t('wallet.deposit.amountColumn'), kind: 'money' },
    {
      key: 'state',
      header: t('wallet.deposit.state'),
      render: (row) => (
        <TransactionStatus tone={depositTones[row.state]} label={t(`wallet.deposit.states.${row.state}`)} />
      ),
    },
  ];
  return (
    <CentrePanel title={t('wallet.deposit.listCaption')}>
      <Table
        caption={t('wallet.deposit.listTable')}
        hideCaption
        columns={columns}
        rows={deposits.data?.list ?? []}
        rowKey={(row) => String(row.depositId)}
        {...tableState}
        empty={t('wallet.deposit.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      <Pagination page={pageNo} totalPages={deposits.data?.totalPages ?? 1} onPageChange={setPageNo} />
    </CentrePanel>
  );
}
