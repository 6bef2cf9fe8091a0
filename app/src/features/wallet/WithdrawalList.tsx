import { Pagination, Skeleton, WithdrawalCard, type WithdrawalAnswer } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmWithdrawalRequest, Withdrawal, WithdrawSettingsValue } from '@lobby/contract';
import { useIdempotentAction, useMoneyActions, useWithdrawals } from '../../data';
import { CentrePanel, DataState, useCurrencySymbol, useFormat } from '../shared';
import { useMoneyErrorText } from './moneyErrors';
import { proofDataUri } from './proofImage';
import * as layout from './layout.css';

const pageSize = 5;

/** The member's withdrawals, newest first, each with its state and, while approved, its confirmation. */
export function WithdrawalList({ settings }: { settings: WithdrawSettingsValue | undefined }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawals({ pageNo, pageSize });
  return (
    <CentrePanel title={t('wallet.withdraw.listTitle')}>
      <DataState
        source={withdrawals}
        lines={4}
        isEmpty={(value) => value.list.length === 0}
        empty={t('wallet.withdraw.empty')}
      >
        {(value) =>
          settings ? (
            <ul className={layout.list}>
              {value.list.map((withdrawal) => (
                <li key={withdrawal.withdrawalId}>
                  <WithdrawalItem withdrawal={withdrawal} settings={settings} />
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton lines={4} />
          )
        }
      </DataState>
      <Pagination page={pageNo} totalPages={withdrawals.data?.totalPages ?? 1} onPageChange={setPageNo} />
    </CentrePanel>
  );
}

function WithdrawalItem({ withdrawal, settings }: { withdrawal: Withdrawal; settings: WithdrawSettingsValue }) {
  const { t } = useTranslation();
  const format = useFormat();
  const symbol = useCurrencySymbol();
  const errorText = useMoneyErrorText();
  const { confirmWithdrawal } = useMoneyActions();
  const action = useIdempotentAction((request: ConfirmWithdrawalRequest, options) =>
    confirmWithdrawal(request, options),
  );
  const [answer, setAnswer] = useState<WithdrawalAnswer | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [proofError, setProofError] = useState<string | null>(null);
  // The answer's own result until the list is read again, so the buttons never offer a second answer.
  const shown = action.result ?? withdrawal;

  const received = () => {
    setAnswer('received');
    setProofError(null);
    void action.run({ withdrawalId: withdrawal.withdrawalId, received: true });
  };
  const notReceived = async (file: File) => {
    setAnswer('notReceived');
    setProofError(null);
    setPreparing(true);
    let proof: string;
    try {
      proof = await proofDataUri(file);
    } catch {
      setProofError(t('wallet.common.proofUnreadable'));
      return;
    } finally {
      setPreparing(false);
    }
    await action.run({ withdrawalId: withdrawal.withdrawalId, received: false, proof });
  };

  const failure = action.error ? `${t('wallet.withdraw.answerFailed')}: ${errorText(action.error)}` : proofError;
  return (
    <WithdrawalCard
      amount={shown.amount}
      paidAmount={shown.paidAmount}
      remainingAmount={shown.remainingAmount}
      state={shown.state}
      currencySymbol={symbol}
      requestTime={<time dateTime={shown.requestTime}>{format.date(shown.requestTime)}</time>}
      payoutAccount={shown.payoutAccount}
      confirmDeadline={shown.confirmDeadline ? format.date(shown.confirmDeadline) : undefined}
      autoConfirmMinutes={settings.autoConfirmMinutes}
      proofMaxBytes={settings.proofMaxBytes}
      busy={action.busy || preparing ? answer : null}
      error={failure ?? undefined}
      onReceived={received}
      onNotReceived={(file) => void notReceived(file)}
    />
  );
}
