import { Button, RecordsView, Select, StatCard, Text, TextField, type TableColumn } from '@lobby/design-system';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AgentRevenueRow,
  type ContractKind,
  contractRoles,
  type Settlement,
  type TeamBet,
  type TeamProfitLossRow,
  type TeamTransaction,
  teamTransactionTypes,
} from '@lobby/contract';
import {
  useAgentInfo,
  useAgentRevenue,
  useApi,
  useContractSettlements,
  useTeamBets,
  useTeamProfitLoss,
  useTeamTransactions,
} from '../../data';
import {
  BetFilters,
  betChoices,
  useBetFigureColumns,
  useRecordFilters,
  useRecordsViewProps,
  useSteadyDays,
} from '../records';
import { useFormat } from '../shared';
import { RevenueChart, TeamBetsChart, TeamNetChart } from './charts';

/** A team account filter (part of an account name), applied when submitted. */
function AccountFilter({ onSearch }: { onSearch: (account: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} style={{ display: 'contents' }}>
      <TextField
        label={t('agent.reports.account')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('agent.reports.search')}
      </Button>
    </form>
  );
}

/**
 * A report's chart from the days of its answer (kept while a page of the table loads); none when the
 * range is invalid, the call failed or the platform sends no days (the table stays).
 */
function chartOf<D>(
  answer: { data?: unknown; error: unknown },
  days: D | undefined,
  chart: (days: D | undefined, loading: boolean) => ReactNode,
) {
  if (answer.error) return null;
  if (days === undefined && answer.data !== undefined) return null;
  return chart(days, days === undefined);
}

/** personalHistoryCopy: the bets of the team (every account below the agent), SPEC.md section 2. */
export function TeamBets() {
  const { t } = useTranslation();
  const filters = useRecordFilters(betChoices);
  const [account, setAccount] = useState('');
  const { game, status } = filters.chosen;
  const answer = useTeamBets(
    filters.query && { ...filters.query, gameType: game, status, ...(account ? { account } : {}) },
  );
  const { props, amount, signed } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  const days = useSteadyDays(
    answer.data?.days,
    [filters.range.from, filters.range.to, game, status, account].join('/'),
  );
  const figureColumns = useBetFigureColumns<TeamBet>(signed);
  const columns: TableColumn<TeamBet>[] = [
    { key: 'account', header: t('agent.reports.account') },
    { key: 'betTime', header: t('agent.reports.time'), kind: 'date' },
    { key: 'gameName', header: t('records.bets.game') },
    ...figureColumns,
  ];
  return (
    <RecordsView
      {...props}
      caption={t('centres.agent.pages.personalHistoryCopy')}
      hideCaption
      filters={
        <>
          <BetFilters game={game} status={status} onChange={filters.setFilter} />
          <AccountFilter onSearch={setAccount} />
        </>
      }
      chart={chartOf(answer, days, (shown, loading) => (
        <TeamBetsChart days={shown} loading={loading} />
      ))}
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(bet) => String(bet.betId)}
      totals={
        totals && {
          account: t('agent.reports.totalCount', { count: totals.count }),
          betAmount: amount(totals.betAmount),
          validBet: amount(totals.validBet),
          payout: amount(totals.payout),
          profit: signed(totals.profit),
        }
      }
      empty={t('agent.reports.empty')}
    />
  );
}

/** palStatementsAgentCopy: profit and loss per team account. */
export function TeamProfitLoss() {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useRecordFilters({});
  const [account, setAccount] = useState('');
  const answer = useTeamProfitLoss(filters.query && { ...filters.query, ...(account ? { account } : {}) });
  const { props, amount, signed } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  const days = useSteadyDays(answer.data?.days, [filters.range.from, filters.range.to, account].join('/'));
  // SPEC.md section 6: agents are the member types of the platform's configured list.
  const { session } = useApi();
  const columns: TableColumn<TeamProfitLossRow>[] = [
    { key: 'account', header: t('agent.reports.account') },
    {
      key: 'type',
      header: t('agent.reports.type'),
      render: (row) => t(`centres.agent.downlines.types.${session.isAgentType(row.type) ? 'agent' : 'member'}`),
    },
    { key: 'level', header: t('agent.reports.level'), kind: 'number' },
    { key: 'betCount', header: t('records.profit.betCount'), kind: 'number' },
    { key: 'betAmount', header: t('records.profit.betAmount'), kind: 'money' },
    { key: 'validBet', header: t('records.bets.validBet'), kind: 'money' },
    { key: 'profit', header: t('records.profit.profit'), kind: 'money', render: (row) => signed(row.profit) },
    { key: 'bonus', header: t('records.profit.bonus'), kind: 'money' },
    { key: 'rebate', header: t('records.profit.rebate'), kind: 'money' },
    { key: 'net', header: t('records.profit.net'), kind: 'money', render: (row) => signed(row.net) },
  ];
  return (
    <RecordsView
      {...props}
      caption={t('centres.agent.pages.palStatementsAgentCopy')}
      hideCaption
      filters={<AccountFilter onSearch={setAccount} />}
      summary={
        totals && (
          <>
            <StatCard label={t('records.profit.betAmount')} value={format.money(totals.betAmount)} />
            <StatCard label={t('records.profit.profit')} value={format.money(totals.profit)} />
            <StatCard label={t('records.profit.net')} value={format.money(totals.net)} />
          </>
        )
      }
      chart={chartOf(answer, days, (shown, loading) => (
        <TeamNetChart days={shown} loading={loading} />
      ))}
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(row) => String(row.customerId)}
      totals={
        totals && {
          betCount: format.number(totals.betCount),
          betAmount: amount(totals.betAmount),
          validBet: amount(totals.validBet),
          profit: signed(totals.profit),
          bonus: amount(totals.bonus),
          rebate: amount(totals.rebate),
          net: signed(totals.net),
        }
      }
      empty={t('agent.reports.empty')}
    />
  );
}

/** agentRevenueReport: the agent's own income per day. */
export function Revenue() {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useRecordFilters({});
  const answer = useAgentRevenue(filters.query);
  const { props, amount } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  const columns: TableColumn<AgentRevenueRow>[] = [
    { key: 'date', header: t('agent.reports.date') },
    { key: 'dailySalary', header: t('agent.revenue.dailySalary'), kind: 'money' },
    { key: 'hourlySalary', header: t('agent.revenue.hourlySalary'), kind: 'money' },
    { key: 'realtimeSalary', header: t('agent.revenue.realtimeSalary'), kind: 'money' },
    { key: 'dividend', header: t('agent.revenue.dividend'), kind: 'money' },
    { key: 'rebate', header: t('agent.revenue.rebate'), kind: 'money' },
    { key: 'total', header: t('agent.revenue.total'), kind: 'money' },
  ];
  return (
    <RecordsView
      {...props}
      caption={t('centres.agent.pages.agentRevenueReport')}
      hideCaption
      summary={totals && <StatCard label={t('agent.revenue.total')} value={format.money(totals.total)} />}
      chart={<RevenueChart query={filters.query} range={filters.range} />}
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(row) => row.date}
      totals={
        totals && {
          date: t('agent.reports.total'),
          dailySalary: amount(totals.dailySalary),
          hourlySalary: amount(totals.hourlySalary),
          realtimeSalary: amount(totals.realtimeSalary),
          dividend: amount(totals.dividend),
          rebate: amount(totals.rebate),
          total: amount(totals.total),
        }
      }
      empty={t('agent.reports.empty')}
    />
  );
}

const transactionChoices = { type: ['ALL', ...teamTransactionTypes] } as const;

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers. */
export function TeamTransactions() {
  const { t } = useTranslation();
  const filters = useRecordFilters(transactionChoices);
  const [account, setAccount] = useState('');
  const { type } = filters.chosen;
  const answer = useTeamTransactions(filters.query && { ...filters.query, type, ...(account ? { account } : {}) });
  const { props, amount, signed } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  const columns: TableColumn<TeamTransaction>[] = [
    { key: 'time', header: t('agent.reports.time'), kind: 'date' },
    { key: 'account', header: t('agent.reports.account') },
    { key: 'type', header: t('agent.reports.type'), render: (row) => t(`agent.transactions.types.${row.type}`) },
    { key: 'counterparty', header: t('agent.transactions.counterparty'), render: (row) => row.counterparty ?? '' },
    {
      key: 'amount',
      header: t('agent.transactions.amount'),
      kind: 'money',
      render: (row) => signed(row.direction === 'IN' ? row.amount : -row.amount),
    },
  ];
  return (
    <RecordsView
      {...props}
      caption={t('centres.agent.pages.agentDownlineTransactionDetailsCopy')}
      hideCaption
      filters={
        <>
          <Select
            label={t('agent.reports.type')}
            value={type}
            onValueChange={(value) => filters.setFilter('type', value as typeof type)}
            options={transactionChoices.type.map((value) => ({
              value,
              label: value === 'ALL' ? t('records.all') : t(`agent.transactions.types.${value}`),
            }))}
          />
          <AccountFilter onSearch={setAccount} />
        </>
      }
      summary={
        totals && (
          <>
            <StatCard label={t('agent.transactions.types.DEPOSIT')} value={amount(totals.deposit)} />
            <StatCard label={t('agent.transactions.types.WITHDRAWAL')} value={amount(totals.withdrawal)} />
            <StatCard label={t('agent.transactions.types.TRANSFER')} value={amount(totals.transfer)} />
          </>
        )
      }
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(row) => row.movementId}
      totals={totals && { time: t('agent.reports.total'), amount: signed(totals.net) }}
      empty={t('agent.reports.empty')}
    />
  );
}

const settlementChoices = { role: ['ALL', ...contractRoles] } as const;

/**
 * The salary and dividend reports (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
 * agentDividendRecordCopy2): settled periods of one contract kind, with the wording rules of SPEC.md
 * section 1 (real-time salary every 5 minutes; the platform's final interpretation).
 */
export function Settlements({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const info = useAgentInfo();
  const filters = useRecordFilters(settlementChoices);
  const [account, setAccount] = useState('');
  const { role } = filters.chosen;
  const answer = useContractSettlements(
    filters.query && {
      ...filters.query,
      kind,
      ...(role === 'ALL' ? {} : { role }),
      ...(account ? { account } : {}),
    },
  );
  const { props, amount } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  // SPEC.md sections 1 and 9: "settled and distributed every 5 minutes" (a test platform may settle
  // every few seconds, said in seconds then).
  const windowSeconds = Math.round((info.data?.realtimeSalaryIntervalMs ?? 300_000) / 1000);
  const realtimeNote =
    windowSeconds % 60 === 0
      ? t('agent.settlements.realtimeNote', { minutes: windowSeconds / 60 })
      : t('agent.settlements.realtimeNoteSeconds', { seconds: windowSeconds });
  const columns: TableColumn<Settlement>[] = [
    { key: 'periodStart', header: t('agent.settlements.periodStart'), kind: 'date' },
    { key: 'periodEnd', header: t('agent.settlements.periodEnd'), kind: 'date' },
    { key: 'downline', header: t('agent.settlements.downline'), render: (row) => row.downline.account },
    { key: 'upline', header: t('agent.settlements.upline'), render: (row) => row.upline.account },
    { key: 'validBet', header: t('records.bets.validBet'), kind: 'money' },
    { key: 'activeMembers', header: t('agent.settlements.activeMembers'), kind: 'number' },
    { key: 'rate', header: t('agent.terms.rate'), align: 'end', render: (row) => `${format.number(row.rate)} %` },
    { key: 'amount', header: t('agent.settlements.amount'), kind: 'money' },
    {
      key: 'status',
      header: t('agent.settlements.status'),
      render: (row) => t(`agent.settlements.statuses.${row.status}`),
    },
  ];
  return (
    <>
      {kind === 'REALTIME_SALARY' ? <Text>{realtimeNote}</Text> : null}
      <RecordsView
        {...props}
        caption={t(`agent.kinds.${kind}`)}
        hideCaption
        filters={
          <>
            <Select
              label={t('agent.settlements.role')}
              value={role}
              onValueChange={(value) => filters.setFilter('role', value as typeof role)}
              options={settlementChoices.role.map((value) => ({ value, label: t(`agent.settlements.roles.${value}`) }))}
            />
            <AccountFilter onSearch={setAccount} />
          </>
        }
        summary={totals && <StatCard label={t('agent.settlements.amount')} value={format.money(totals.amount)} />}
        columns={columns}
        rows={answer.data?.list ?? []}
        rowKey={(row) => String(row.settlementId)}
        totals={
          totals && {
            periodStart: t('agent.reports.totalCount', { count: totals.count }),
            validBet: amount(totals.validBet),
            amount: amount(totals.amount),
          }
        }
        empty={t('agent.reports.empty')}
      />
      {/* SPEC.md section 1: the platform keeps the final interpretation and modification rights. */}
      <Text size="sm" tone="secondary">
        {t('agent.rights')}
      </Text>
    </>
  );
}
