import { RecordsView, Select, StatCard, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { type BonusRecord, bonusStates } from '@lobby/contract';
import { useBonusDetails } from '../../data';
import { useFormat } from '../shared';
import { useRecordsViewProps } from './recordsView';
import { useRecordFilters } from './useRecordFilters';

const choices = { state: ['ALL', ...bonusStates] } as const;

/** Bonus details (bonusDetails, SPEC.md section 2): rewards and raffle prizes, and what was credited. */
export function BonusRecords() {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useRecordFilters(choices);
  const { state } = filters.chosen;
  const answer = useBonusDetails(filters.query && { ...filters.query, state });
  const { props, amount } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;

  const columns: TableColumn<BonusRecord>[] = [
    { key: 'time', header: t('records.time'), kind: 'date' },
    { key: 'title', header: t('records.bonus.bonus'), render: (row) => row.title ?? t('records.bonus.raffle') },
    { key: 'state', header: t('records.bonus.state'), render: (row) => t(`records.bonus.states.${row.state}`) },
    { key: 'amount', header: t('records.amount'), kind: 'money' },
  ];

  return (
    <RecordsView
      {...props}
      caption={t('records.bonus.caption')}
      hideCaption
      filters={
        <Select
          label={t('records.bonus.state')}
          value={state}
          onValueChange={(value) => filters.setFilter('state', value as typeof state)}
          options={choices.state.map((value) => ({
            value,
            label: value === 'ALL' ? t('records.all') : t(`records.bonus.states.${value}`),
          }))}
        />
      }
      summary={
        totals && (
          <>
            <StatCard label={t('records.bonus.credited')} value={format.money(totals.credited)} />
            <StatCard label={t('records.bonus.total')} value={format.money(totals.amount)} />
          </>
        )
      }
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(row) => row.bonusId}
      totals={totals && { amount: amount(totals.amount) }}
      empty={t('records.bonus.empty')}
    />
  );
}
