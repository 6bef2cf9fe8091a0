/**
 * The agent centre's charts (issue 18), loaded with the pages that show them (./charts.tsx): the
 * team's days on the overview, and a chart over each team report's table. A chart is an addition to
 * its figures or table: without its data (a failed call, or a platform that does not send the days,
 * TeamOverviewDetails.days and the reports' `days`) it is left out.
 */
import {
  BreakdownChart,
  Card,
  recordsRange,
  Stack,
  Tiles,
  TrendChart,
  vars,
  type DateRange,
  type TrendPoint,
} from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import {
  maxRecordDays,
  type AgentRevenueFigures,
  type DayFigures,
  type RecordQuery,
  type TeamDay,
} from '@lobby/contract';
import { useAgentInfo, useAgentRevenue, useTeamOverview } from '../../data';
import { everyDay, usePlatformToday } from '../records';
import { useFormat } from '../shared';

/** The overview's two views (SPEC.md section 9: the previous 7 and 30 days). */
export type TrendPeriod = 7 | 30;

const dayCharts = [
  { figure: 'betAmount', title: 'agent.charts.betAmount', value: 'agent.charts.bets', money: true, signed: false },
  { figure: 'validBet', title: 'agent.charts.validBet', value: 'agent.charts.validBets', money: true, signed: false },
  { figure: 'profitLoss', title: 'agent.charts.profitLoss', value: 'agent.charts.profit', money: true, signed: true },
  {
    figure: 'newMembers',
    title: 'agent.charts.newMembers',
    value: 'agent.charts.members',
    money: false,
    signed: false,
  },
] as const satisfies readonly {
  figure: Exclude<keyof TeamDay, 'date'>;
  title: string;
  value: string;
  money: boolean;
  signed: boolean;
}[];

/** The team's bets, valid bets, profit and loss and new members per day, and the agent's income by kind. */
export function TeamTrends({ period }: { period: TrendPeriod }) {
  const { t } = useTranslation();
  const { currencySymbol } = useFormat();
  const overview = useTeamOverview();
  const days = overview.data?.days?.slice(-period);
  const loading = overview.data === undefined && !overview.error;
  return (
    <Stack gap="lg">
      {days || loading ? (
        <Tiles minColumnWidth={vars.size.column.wide} gap="lg">
          {dayCharts.map((chart) => (
            <Card key={chart.figure} padding="md" radius="md">
              <TrendChart
                title={t(chart.title)}
                valueLabel={t(chart.value)}
                points={(days ?? []).map((day) => ({ date: day.date, value: day[chart.figure] }))}
                valueKind={chart.money ? 'money' : 'number'}
                currencySymbol={currencySymbol}
                signed={chart.signed}
                loading={loading}
              />
            </Card>
          ))}
        </Tiles>
      ) : null}
      <Card padding="md" radius="md">
        <IncomeByKind period={period} />
      </Card>
    </Stack>
  );
}

const incomeKinds = [
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
  'dividend',
  'rebate',
] as const satisfies readonly (keyof AgentRevenueFigures)[];

/** The agent's income of the period by salary and dividend kind (the income report's totals). */
function IncomeByKind({ period }: { period: TrendPeriod }) {
  const { t } = useTranslation();
  const { currencySymbol } = useFormat();
  const info = useAgentInfo();
  const range = recordsRange(period === 7 ? 'previous7' : 'previous30', usePlatformToday());
  const answer = useAgentRevenue({ startDate: range.from, endDate: range.to, pageNo: 1, pageSize: 1 });
  const totals = answer.data?.totals;
  if (answer.error) return null;
  const dividends = info.data?.features.contractDividend ?? true;
  const kinds = incomeKinds.filter((kind) => kind !== 'dividend' || dividends);
  return (
    <BreakdownChart
      title={t('agent.charts.income')}
      items={
        totals && totals.total !== 0
          ? kinds.map((kind) => ({ key: kind, label: t(`agent.revenue.${kind}`), value: totals[kind] }))
          : []
      }
      valueKind="money"
      currencySymbol={currencySymbol}
      loading={!totals}
      empty={t('agent.charts.noIncome')}
    />
  );
}

interface ReportChartProps<T> {
  days: readonly DayFigures<T>[] | undefined;
  loading: boolean;
}

/** Team betting: the bets of each day of the range, filtered as the table is. */
export function TeamBetsChart({ days, loading }: ReportChartProps<{ betAmount: number }>) {
  const { t } = useTranslation();
  return (
    <DayChart
      title={t('agent.charts.teamBets')}
      valueLabel={t('agent.charts.bets')}
      points={days?.map((day) => ({ date: day.date, value: day.betAmount }))}
      loading={loading}
    />
  );
}

/** User profit and loss: the team's net result of each day of the range. */
export function TeamNetChart({ days, loading }: ReportChartProps<{ net: number }>) {
  const { t } = useTranslation();
  return (
    <DayChart
      title={t('agent.charts.teamNet')}
      valueLabel={t('agent.charts.net')}
      points={days?.map((day) => ({ date: day.date, value: day.net }))}
      loading={loading}
      signed
    />
  );
}

/** Income: the agent's income of each day of the range (every row of the report, on one page). */
export function RevenueChart({ query, range }: { query: RecordQuery | null; range: DateRange }) {
  const { t } = useTranslation();
  const answer = useAgentRevenue(query && { ...query, pageNo: 1, pageSize: maxRecordDays });
  const list = answer.data?.list;
  if (answer.error || list?.length === 0) return null;
  const totals = new Map((list ?? []).map((row) => [row.date, row.total]));
  return (
    <DayChart
      title={t('agent.charts.incomePerDay')}
      valueLabel={t('agent.revenue.total')}
      points={list && everyDay(range, (date) => totals.get(date) ?? 0)}
      loading={!list}
    />
  );
}

function DayChart(props: {
  title: string;
  valueLabel: string;
  points: TrendPoint[] | undefined;
  loading: boolean;
  signed?: boolean;
}) {
  const { currencySymbol } = useFormat();
  const { points, loading } = props;
  // Nothing in the range: the table below says so.
  if ((!points && !loading) || points?.every((point) => point.value === 0)) return null;
  return <TrendChart {...props} points={points ?? []} valueKind="money" currencySymbol={currencySymbol} />;
}
