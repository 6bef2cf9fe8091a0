import { ActionResult, Button, Inline, Modal, Stack, Text } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../api';
import { type Contract, type ContractKind, contractKinds } from '@lobby/contract';
import { useContractChange, useContracts, useSessionState, useWalletRefresh, type ContractChange } from '../../data';
import { useFormat } from '../shared';

interface Outcome {
  tone: 'success' | 'danger';
  text: string;
}

const answerOf = (contract: Contract, what: 'accept' | 'reject'): ContractChange => ({
  kind: contract.kind,
  request: { action: what, contractId: contract.contractId },
});

/** A request of the other party waiting for this user's answer. */
const waitsForMe = (contract: Contract, me: number | undefined) =>
  (contract.status === 'PENDING' || contract.status === 'TERMINATION_PENDING') &&
  contract.requestedBy !== null &&
  contract.requestedBy !== me;

/** The requests of one kind; the dividend call answers MODULE_DISABLED when that feature is off. */
function useWaiting(kind: ContractKind, me: number | undefined) {
  const answer = useContracts(kind, { role: 'downline', pageNo: 1, pageSize: 50 });
  const disabled = isApiError(answer.error) && answer.error.errorCode === 'MODULE_DISABLED';
  return {
    list: (answer.data?.list ?? []).filter((contract) => waitsForMe(contract, me)),
    loading: answer.isLoading,
    error: disabled ? undefined : (answer.error as unknown),
    retry: () => void answer.mutate(),
  };
}

/**
 * The members' contract popup (SPEC.md sections 2, 3 and 4): the pending offers and termination
 * requests of the user's upline, each with its terms and accept or reject; the answer's result
 * (and the contracts the higher-rate rule ended) is shown in place.
 */
export function ContractPopup({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const me = useSessionState().user?.customerId;
  const refreshWallet = useWalletRefresh();
  const change = useContractChange();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dividend = useWaiting('DIVIDEND', me);
  const daily = useWaiting('DAILY_SALARY', me);
  const hourly = useWaiting('HOURLY_SALARY', me);
  const realtime = useWaiting('REALTIME_SALARY', me);
  const all = [dividend, daily, hourly, realtime];
  const waiting = all.flatMap((kind) => kind.list);
  const loading = all.some((kind) => kind.loading);
  const failed = all.find((kind) => kind.error);

  const answer = (contract: Contract, what: 'accept' | 'reject') => {
    setOutcome(null);
    void change.run(answerOf(contract, what)).then((result) => {
      if (!result) return;
      if (result.ok) {
        const { value } = result;
        let text = t(`agent.contracts.done.${what}`, { account: value.contract.upline.account });
        if (value.autoTerminated.length > 0) {
          const ended = value.autoTerminated.map((item) => item.downline.account).join(', ');
          text = `${text} ${t('agent.contracts.autoTerminated', { accounts: ended })}`;
        }
        setOutcome({ tone: 'success', text });
        // The consolidated flags change: the gate closes the popup once nothing waits.
        void refreshWallet();
      } else setOutcome({ tone: 'danger', text: errorText(i18n.t, result.error) });
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !change.busy && onClose()}
      title={t('agent.popup.title')}
      description={t('agent.popup.intro')}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose} disabled={change.busy}>
          {t('agent.popup.later')}
        </Button>
      }
    >
      <Stack gap="md">
        {outcome ? <ActionResult tone={outcome.tone} title={outcome.text} /> : null}
        {waiting.length === 0 && loading ? <Text aria-busy="true">…</Text> : null}
        {waiting.length === 0 && !loading && failed ? (
          <Stack gap="sm" role="alert">
            <Text tone="danger">{errorText(i18n.t, failed.error)}</Text>
            <Inline>
              <Button variant="secondary" onClick={() => all.forEach((kind) => kind.retry())}>
                {t('centres.common.retry')}
              </Button>
            </Inline>
          </Stack>
        ) : null}
        {waiting.length === 0 && !loading && !failed && !outcome ? <Text>{t('agent.popup.empty')}</Text> : null}
        {contractKinds.flatMap((kind) =>
          waiting
            .filter((contract) => contract.kind === kind)
            .map((contract) => (
              <section
                key={contract.contractId}
                aria-label={`${t(`agent.kinds.${kind}`)} · ${t('agent.popup.from', { account: contract.upline.account })}`}
              >
                <Stack gap="sm">
                  <Text weight="bold">
                    {t(`agent.kinds.${kind}`)} · {t(`agent.popup.requests.${contract.requestType}`)}
                  </Text>
                  <Text tone="secondary">
                    {t('agent.popup.from', { account: contract.upline.account })} ·{' '}
                    {t(`agent.periods.${contract.terms.period}`)}
                  </Text>
                  <ul>
                    {contract.terms.tiers.map((tier, index) => (
                      <li key={index}>
                        {t('agent.offer.tier', { number: index + 1 })}: {t('agent.terms.minBetAmount')}{' '}
                        {format.money(tier.minBetAmount)} · {t('agent.terms.minActiveMembers')}{' '}
                        {format.number(tier.minActiveMembers)} · {t('agent.terms.rate')} {format.number(tier.rate)}
                      </li>
                    ))}
                  </ul>
                  <Inline gap="sm">
                    <Button
                      loading={change.isSending(answerOf(contract, 'accept'))}
                      disabled={change.busy}
                      onClick={() => answer(contract, 'accept')}
                    >
                      {t('agent.contracts.answers.accept')}
                    </Button>
                    <Button
                      variant="secondary"
                      loading={change.isSending(answerOf(contract, 'reject'))}
                      disabled={change.busy}
                      onClick={() => answer(contract, 'reject')}
                    >
                      {t('agent.contracts.answers.reject')}
                    </Button>
                  </Inline>
                </Stack>
              </section>
            )),
        )}
      </Stack>
    </Modal>
  );
}
