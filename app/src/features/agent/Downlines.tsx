import {
  ActionResult,
  AmountField,
  Button,
  checkAmount,
  Inline,
  Modal,
  Pagination,
  parseAmount,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { type ContractKind, contractKinds, type Downline } from '@lobby/contract';
import { useAgentActions, useAgentInfo, useApi, useDownlines, useIdempotentAction, useSystemStatus } from '../../data';
import { useFormat, useTableState } from '../shared';
import { ContractOffer } from './ContractOffer';

const pageSize = 10;

/** The kinds an upline may offer: every one, or the salaries when the dividend feature is off. */
function useOfferKinds(): readonly ContractKind[] {
  const info = useAgentInfo();
  return info.data?.features.contractDividend ? contractKinds : contractKinds.filter((kind) => kind !== 'DIVIDEND');
}

interface Outcome {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * downlineManagmentView: the agent's direct downlines, members and sub-agents, searchable by account
 * and page by page; a transfer to any of them, and a contract offer to a sub-agent.
 */
export function Downlines() {
  const { t } = useTranslation();
  const format = useFormat();
  const kinds = useOfferKinds();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ pageNo: 1, pageSize, account: '' });
  const downlines = useDownlines(query.account ? query : { pageNo: query.pageNo, pageSize });
  const downlinesTable = useTableState(downlines);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const [offerTo, setOfferTo] = useState<Downline | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ pageNo: 1, pageSize, account: search.trim() });
  };
  // SPEC.md section 6: agents are the member types of the platform's configured list.
  const { session } = useApi();
  const isAgent = (downline: Downline) => session.isAgentType(downline.type);

  const columns: TableColumn<Downline>[] = [
    { key: 'account', header: t('centres.agent.downlines.account') },
    { key: 'nickname', header: t('centres.agent.downlines.nickname') },
    {
      key: 'type',
      header: t('centres.agent.downlines.type'),
      render: (downline) => t(`centres.agent.downlines.types.${isAgent(downline) ? 'agent' : 'member'}`),
    },
    { key: 'regDate', header: t('centres.agent.downlines.registered'), kind: 'date' },
    { key: 'balance', header: t('centres.agent.downlines.balance'), kind: 'money' },
    { key: 'teamSize', header: t('centres.agent.downlines.teamSize'), kind: 'number' },
    {
      key: 'actions',
      header: t('agent.contracts.actions'),
      render: (downline) => (
        <Inline gap="xs">
          <Button size="sm" variant="secondary" onClick={() => setTransferTo(downline)}>
            {t('agent.transfer.open')}
          </Button>
          {isAgent(downline) ? (
            <Button size="sm" variant="secondary" onClick={() => setOfferTo(downline)}>
              {t('agent.offer.open')}
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search">
        <Inline gap="sm" align="end">
          <TextField
            label={t('centres.agent.downlines.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            type="search"
          />
          <Button type="submit" variant="secondary">
            {t('centres.agent.downlines.searchButton')}
          </Button>
        </Inline>
      </form>
      {outcome ? <ActionResult tone={outcome.tone} title={outcome.text} /> : null}
      <Table
        caption={t('centres.agent.downlines.caption')}
        columns={columns}
        rows={downlines.data?.list ?? []}
        rowKey={(downline) => String(downline.customerId)}
        {...downlinesTable}
        empty={t('centres.agent.downlines.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      {(downlines.data?.totalPages ?? 1) > 1 ? (
        <Pagination
          page={query.pageNo}
          totalPages={downlines.data?.totalPages ?? 1}
          onPageChange={(pageNo) => setQuery((current) => ({ ...current, pageNo }))}
        />
      ) : null}
      {transferTo ? (
        <TransferDialog
          downline={transferTo}
          onClose={() => setTransferTo(null)}
          onDone={(text) => setOutcome({ tone: 'success', text })}
        />
      ) : null}
      {offerTo ? (
        <ContractOffer
          open
          onOpenChange={(open) => !open && setOfferTo(null)}
          downline={offerTo}
          kinds={kinds}
          onDone={(text) => setOutcome({ tone: 'success', text })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Transfer to a downline (main wallet to its main wallet): busy while in flight, one request per
 * action with its Idempotency-Key, the platform's result or error shown; wallets refresh after.
 */
function TransferDialog({
  downline,
  onClose,
  onDone,
}: {
  downline: Downline;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const symbol = useSystemStatus().data?.info.config.currencySymbol ?? '';
  const { transfer } = useAgentActions();
  const transferring = useIdempotentAction(transfer);
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = checkAmount(amount);
  const amountError = checked && problem ? t(`agent.transfer.errors.${problem.kind}`) : undefined;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const value = parseAmount(amount);
    if (problem || value === null) return;
    void transferring.run({ downlineId: downline.customerId, amount: value }).then((outcome) => {
      if (!outcome) return;
      if (!outcome.ok) {
        setFailure(errorText(i18n.t, outcome.error));
        return;
      }
      const result = outcome.value;
      onDone(
        t('agent.transfer.done', {
          amount: format.money(result.amount),
          account: downline.account,
          balance: format.money(result.mainBalance),
        }),
      );
      onClose();
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !transferring.busy && onClose()}
      title={t('agent.transfer.title', { account: downline.account })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AmountField
            label={t('agent.transfer.amount')}
            value={amount}
            onValueChange={setAmount}
            currencySymbol={symbol}
            error={amountError}
            required
          />
          {failure ? (
            <Text role="alert" tone="danger">
              {failure}
            </Text>
          ) : null}
          <Inline gap="sm" justify="end">
            <Button variant="secondary" onClick={onClose} disabled={transferring.busy}>
              {t('agent.cancel')}
            </Button>
            <Button type="submit" loading={transferring.busy} disabled={transferring.busy}>
              {t('agent.transfer.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Modal>
  );
}
