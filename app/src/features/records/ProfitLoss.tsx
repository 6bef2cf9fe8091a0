import { formatDateTime, RecordsView, Select, StatCard, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { isBetGameType, profitLossGroups, type ProfitLossRow } from '@lobby/contract';
import { useProfitLoss } from '../../data';
import { useFormat } from '../shared';
import { ProfitLossChart } from './charts';
import { useRecordsViewProps } from './recordsView';
import { useRecordFilters } from './useRecordFilters';

const choices = { by: profitLossGroups } as const;

const trendOf = (value: number) => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat');

/**
 * Profit and loss (personalProfit, SPEC.md section 2): settled bets, bonuses and rebates of a range,
 * per day or per product line, with the range's figures on top.
 */
export function ProfitLoss() {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useRecordFilters(choices);
  const { by } = filters.chosen;
  const answer = useProfitLoss(filters.query && { ...filters.query, groupBy: by });
  const { props, amount, signed } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  const byDay = by === 'DAY';

  const keyLabel = (key: string) =>
    isBetGameType(key)
      ? t(`games.lines.${key}`)
      : // A day of the platform's clock, shown as it is (no offset to apply).
        formatDateTime(`${key}T00:00:00Z`, { locale: format.locale, style: 'date' });

  const money = (key: keyof ProfitLossRow, header: string, sign = false): TableColumn<ProfitLossRow> => ({
    key,
    header,
    kind: 'money',
    render: (row) => {
      const value = row[key];
      if (typeof value !== 'number') return '';
      return sign ? signed(value) : amount(value);
    },
  });

  const columns: TableColumn<ProfitLossRow>[] = [
    {
      key: 'key',
      header: byDay ? t('records.profit.day') : t('records.profit.line'),
      render: (row) => keyLabel(row.key),
    },
    { key: 'betCount', header: t('records.profit.betCount'), kind: 'number' },
    money('betAmount', t('records.profit.betAmount')),
    money('profit', t('records.profit.profit'), true),
    ...(byDay ? [money('bonus', t('records.profit.bonus'))] : []),
    money('rebate', t('records.profit.rebate')),
    money('net', t('records.profit.net'), true),
  ];

  return (
    <RecordsView
      {...props}
      caption={t('records.profit.caption')}
      hideCaption
      filters={
        <Select
          label={t('records.profit.groupBy')}
          value={by}
          onValueChange={(value) => filters.setFilter('by', value as typeof by)}
          options={[
            { value: 'DAY', label: t('records.profit.byDay') },
            { value: 'GAME_TYPE', label: t('records.profit.byLine') },
          ]}
        />
      }
      summary={
        totals && (
          <>
            <StatCard label={t('records.profit.betAmount')} value={format.money(totals.betAmount)} />
            <StatCard
              label={t('records.profit.profit')}
              value={format.money(totals.profit)}
              trend={trendOf(totals.profit)}
            />
            <StatCard
              label={t('records.profit.bonus')}
              value={format.money(totals.bonus)}
              hint={byDay ? undefined : t('records.profit.bonusByDay')}
            />
            <StatCard label={t('records.profit.rebate')} value={format.money(totals.rebate)} />
            <StatCard label={t('records.profit.net')} value={format.money(totals.net)} trend={trendOf(totals.net)} />
          </>
        )
      }
      chart={<ProfitLossChart query={filters.query} range={filters.range} by={by} />}
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(row) => row.key}
      totals={
        totals && {
          betCount: format.number(totals.betCount),
          betAmount: amount(totals.betAmount),
          profit: signed(totals.profit),
          bonus: amount(totals.bonus),
          rebate: amount(totals.rebate),
          net: signed(totals.net),
        }
      }
      empty={t('records.profit.empty')}
    />
  );
}
