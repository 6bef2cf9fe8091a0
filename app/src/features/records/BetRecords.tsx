import { RecordsView, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@lobby/contract';
import { useBetRecord } from '../../data';
import { BetFilters, betChoices, useBetFigureColumns } from './betParts';
import { useRecordsViewProps } from './recordsView';
import { useRecordFilters } from './useRecordFilters';

/** The betting record (personalHistoryCopy, SPEC.md section 2): bets by day, product line and status. */
export function BetRecords() {
  const { t } = useTranslation();
  const filters = useRecordFilters(betChoices);
  const { game, status } = filters.chosen;
  const answer = useBetRecord(filters.query && { ...filters.query, gameType: game, status });
  const { props, amount, signed } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;

  const figureColumns = useBetFigureColumns<BetRecord>(signed);
  const columns: TableColumn<BetRecord>[] = [
    { key: 'betTime', header: t('records.time'), kind: 'date' },
    { key: 'gameName', header: t('records.bets.game') },
    { key: 'vendorName', header: t('records.bets.vendor') },
    ...figureColumns,
  ];

  return (
    <RecordsView
      {...props}
      caption={t('records.bets.caption')}
      hideCaption
      filters={<BetFilters game={game} status={status} onChange={filters.setFilter} />}
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
