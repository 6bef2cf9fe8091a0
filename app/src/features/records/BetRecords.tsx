import { RecordsView, Select, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { betGameTypes, betStatuses, type BetRecord } from '../../api/wire/records';
import { useBetRecord } from '../../data';
import { useRecordsViewProps } from './recordsView';
import { useRecordFilters } from './useRecordFilters';

const choices = {
  game: ['ALL', ...betGameTypes],
  status: ['ALL', ...betStatuses],
} as const;

/** The betting record (personalHistoryCopy, SPEC.md section 2): bets by day, product line and status. */
export function BetRecords() {
  const { t } = useTranslation();
  const filters = useRecordFilters(choices);
  const { game, status } = filters.chosen;
  const answer = useBetRecord(filters.query && { ...filters.query, gameType: game, status });
  const { props, amount, signed } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;

  const columns: TableColumn<BetRecord>[] = [
    { key: 'betTime', header: t('records.time'), kind: 'date' },
    { key: 'gameName', header: t('records.bets.game') },
    { key: 'vendorName', header: t('records.bets.vendor') },
    { key: 'gameType', header: t('records.bets.gameType'), render: (bet) => t(`games.lines.${bet.gameType}`) },
    { key: 'betAmount', header: t('records.bets.bet'), kind: 'money' },
    { key: 'validBet', header: t('records.bets.validBet'), kind: 'money' },
    { key: 'payout', header: t('records.bets.payout'), kind: 'money' },
    {
      key: 'profit',
      header: t('records.bets.profit'),
      kind: 'money',
      // Open and cancelled bets have no profit to show: their status stands in its place.
      render: (bet) => (bet.status === 'SETTLED' ? signed(bet.profit ?? 0) : t(`records.bets.statuses.${bet.status}`)),
    },
  ];

  return (
    <RecordsView
      {...props}
      caption={t('records.bets.caption')}
      hideCaption
      filters={
        <>
          <Select
            label={t('records.bets.gameType')}
            value={game}
            onValueChange={(value) => filters.setFilter('game', value as typeof game)}
            options={choices.game.map((value) => ({
              value,
              label: value === 'ALL' ? t('records.all') : t(`games.lines.${value}`),
            }))}
          />
          <Select
            label={t('records.bets.status')}
            value={status}
            onValueChange={(value) => filters.setFilter('status', value as typeof status)}
            options={choices.status.map((value) => ({
              value,
              label: value === 'ALL' ? t('records.all') : t(`records.bets.statuses.${value}`),
            }))}
          />
        </>
      }
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(bet) => String(bet.betId)}
      totals={
        totals && {
          betAmount: amount(totals.betAmount),
          validBet: amount(totals.validBet),
          payout: amount(totals.payout),
          profit: signed(totals.profit),
        }
      }
      empty={t('records.bets.empty')}
    />
  );
}
