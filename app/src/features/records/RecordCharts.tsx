/**
 * The charts of the member's records (issue 18): profit and loss by day or by product line, over
 * the table of the chosen range, and the balance each day of the account record ended with. A chart
 * is an addition to its table: while its data is missing (a failed call, or a platform that does
 * not send the days) it is left out and the table says what there is to say.
 */
import { BreakdownChart, TrendChart, type DateRange } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { isBetGameType, maxRecordDays, type AccountDay, type ProfitLossGroup, type RecordQuery } from '@lobby/contract';
import { useProfitLoss } from '../../data';
import { useFormat } from '../shared';
import { everyDay } from './chartDays';

/** Profit and loss of the range, per day (net result) or per product line, from every row of it. */
export function ProfitLossChart({
  query,
  range,
  by,
}: {
  query: RecordQuery | null;
  range: DateRange;
  by: ProfitLossGroup;
}) {
  const { t } = useTranslation();
  const { currencySymbol } = useFormat();
  // The whole range on one page (at most 90 days, or 9 product lines), whatever page the table shows.
  const answer = useProfitLoss(query && { ...query, pageNo: 1, pageSize: maxRecordDays, groupBy: by });
  const list = answer.data?.list;
  if (answer.error || list?.length === 0) return null;
  if (by === 'GAME_TYPE') {
    return (
      <BreakdownChart
        title={t('records.charts.netByLine')}
        items={(list ?? []).map((row) => ({
          key: row.key,
          label: isBetGameType(row.key) ? t(`games.lines.${row.key}`) : row.key,
          value: row.net,
        }))}
        valueKind="money"
        currencySymbol={currencySymbol}
        signed
        loading={!list}
      />
    );
  }
  const net = new Map((list ?? []).map((row) => [row.key, row.net]));
  return (
    <TrendChart
      title={t('records.charts.netByDay')}
      valueLabel={t('records.profit.net')}
      points={list ? everyDay(range, (date) => net.get(date) ?? 0) : []}
      valueKind="money"
      currencySymbol={currencySymbol}
      signed
      loading={!list}
    />
  );
}

/** The balance each day of the range ended with (the account record's `days`), as a line. */
export function BalanceChart({ days, loading }: { days: readonly AccountDay[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { currencySymbol } = useFormat();
  if (!days && !loading) return null;
  return (
    <TrendChart
      title={t('records.charts.balance')}
      valueLabel={t('records.charts.balanceValue')}
      points={(days ?? []).map((day) => ({ date: day.date, value: day.balance }))}
      variant="line"
      valueKind="money"
      currencySymbol={currencySymbol}
      loading={loading}
    />
  );
}
