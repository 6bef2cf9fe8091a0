import { ActionResult, Button, Inline, Pagination, Stack, Table, Text, type TableColumn } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import type { Contract, ContractActionValue, ContractKind } from '@lobby/contract';
import { useContractChange, useContracts, useSessionState, type ContractChange } from '../../data';
import { useFormat, useTableState } from '../shared';

const pageSize = 10;

export type ContractAnswer = 'accept' | 'reject' | 'terminate' | 'requestTermination';

/** What the caller may do with a contract now (SPEC.md section 4). */
export function contractAnswers(contract: Contract, me: number | undefined): ContractAnswer[] {
  const waitingForMe = contract.requestedBy !== null && contract.requestedBy !== me;
  if ((contract.status === 'PENDING' || contract.status === 'TERMINATION_PENDING') && waitingForMe) {
    return ['accept', 'reject'];
  }
  if (contract.status === 'ACTIVE') {
    return contract.upline.customerId === me ? ['requestTermination', 'terminate'] : ['requestTermination'];
  }
  return [];
}

/** The sentence for a finished action, naming the contracts the higher-rate rule ended. */
export function useResultText() {
  const { t } = useTranslation();
  return (answer: ContractAnswer, value: ContractActionValue) => {
    const done = t(`agent.contracts.done.${answer}`, { account: value.contract.downline.account });
    if (value.autoTerminated.length === 0) return done;
    const ended = value.autoTerminated.map((contract) => contract.downline.account).join(', ');
    return `${done} ${t('agent.contracts.autoTerminated', { accounts: ended })}`;
  };
}

/** The wire request of an answer to a contract. */
const contractAnswerRequest = (contract: Contract, what: ContractAnswer): ContractChange => ({
  kind: contract.kind,
  request:
    what === 'requestTermination'
      ? { action: 'request', requestType: 'TERMINATION', contractId: contract.contractId }
      : { action: what, contractId: contract.contractId },
});

/** Runs a contract answer with its own Idempotency-Key; gives the result text or the error text. */
export function useContractAnswer() {
  const { i18n } = useTranslation();
  const change = useContractChange();
  const resultText = useResultText();
  const answer = async (contract: Contract, what: ContractAnswer) => {
    const outcome = await change.run(contractAnswerRequest(contract, what));
    if (!outcome) return null;
    return outcome.ok
      ? { tone: 'success' as const, text: resultText(what, outcome.value) }
      : { tone: 'danger' as const, text: errorText(i18n.t, outcome.error) };
  };
  const answering = (contract: Contract, what: ContractAnswer) =>
    change.isSending(contractAnswerRequest(contract, what));
  return { busy: change.busy, answering, answer };
}

/**
 * The agent's contracts of one kind (SPEC.md sections 3, 4 and 6), as upline or downline: the other
 * party, the period, the top rate and the state, with what the agent may do now (accept or reject
 * a pending request, request termination, end one of its downline contracts at once).
 */
export function Contracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useSessionState().user?.customerId;
  const [page, setPage] = useState(1);
  const contracts = useContracts(kind, { pageNo: page, pageSize });
  const contractsTable = useTableState(contracts);
  const { busy, answering, answer } = useContractAnswer();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const asUpline = (contract: Contract) => contract.upline.customerId === me;

  const act = (contract: Contract, what: ContractAnswer) => {
    setResult(null);
    void answer(contract, what).then((outcome) => outcome && setResult(outcome));
  };

  const columns: TableColumn<Contract>[] = [
    {
      key: 'party',
      header: t('centres.agent.contracts.party'),
      render: (contract) => (asUpline(contract) ? contract.downline.account : contract.upline.account),
    },
    {
      key: 'role',
      header: t('centres.agent.contracts.role'),
      render: (contract) => t(`centres.agent.contracts.roles.${asUpline(contract) ? 'upline' : 'downline'}`),
    },
    {
      key: 'period',
      header: t('centres.agent.contracts.period'),
      render: (contract) => t(`centres.agent.contracts.periods.${contract.terms.period}`),
    },
    {
      key: 'tiers',
      header: t('agent.contracts.tiers'),
      render: (contract) =>
        contract.terms.tiers
          .map((tier) => `≥ ${format.money(tier.minBetAmount, '')} · ${format.number(tier.rate)} %`)
          .join(' / '),
    },
    {
      key: 'status',
      header: t('centres.agent.contracts.status'),
      render: (contract) =>
        contract.endReason === 'AUTO_HIGHER_RATE'
          ? t('agent.contracts.autoEnded')
          : t(`centres.agent.contracts.statuses.${contract.status}`),
    },
    { key: 'updatedTime', header: t('centres.agent.contracts.updated'), kind: 'date' },
    {
      key: 'actions',
      header: t('agent.contracts.actions'),
      render: (contract) => (
        <Inline gap="xs">
          {contractAnswers(contract, me).map((what) => (
            <Button
              key={what}
              size="sm"
              variant={what === 'accept' ? 'primary' : 'secondary'}
              loading={answering(contract, what)}
              disabled={busy}
              onClick={() => act(contract, what)}
            >
              {t(`agent.contracts.answers.${what}`)}
            </Button>
          ))}
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="md">
      {result ? <ActionResult tone={result.tone} title={result.text} /> : null}
      <Table
        caption={t('agent.contracts.caption', { kind: t(`agent.kinds.${kind}`) })}
        columns={columns}
        rows={contracts.data?.list ?? []}
        rowKey={(contract) => String(contract.contractId)}
        {...contractsTable}
        empty={t('centres.agent.contracts.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      {(contracts.data?.totalPages ?? 1) > 1 ? (
        <Pagination page={page} totalPages={contracts.data?.totalPages ?? 1} onPageChange={setPage} />
      ) : null}
      <Text size="sm" tone="secondary">
        {t('agent.contracts.offerHint')}
      </Text>
    </Stack>
  );
}
