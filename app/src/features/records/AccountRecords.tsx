import { RecordsView, Select, StatCard, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { type AccountRecord, accountRecordTypes } from '@lobby/contract';
import { useAccountRecord } from '../../data';
import { useFormat } from '../shared';
import { useSteadyDays } from './chartDays';
import { BalanceChart } from './charts';
import { useRecordsViewProps } from './recordsView';
import { useRecordFilters } from './useRecordFilters';

const choices = { type: ['ALL', ...accountRecordTypes] } as const;

/** The account record (transactionHistory, SPEC.md section 2): every movement of the player's money. */
export function AccountRecords() {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useRecordFilters(choices);
  const { type } = filters.chosen;
  const answer = useAccountRecord(filters.query && { ...filters.query, type });
  const { props, amount, signed } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  // The days do not depend on the type or the page: the chart stays while either changes.
  const days = useSteadyDays(answer.data?.days, `${filters.range.from}/${filters.range.to}`);

  /** Where the money went: between the player's wallets, in from outside or another player, or out. */
  const details = (row: AccountRecord): string => {
    if (row.counterparty !== null) {
      return t(row.direction === 'IN' ? 'records.account.fromPlayer' : 'records.account.toPlayer', {
        name: row.counterparty,
      });
    }
    if (row.fromWallet !== null && row.toWallet !== null) {
      return t('records.account.move', { from: row.fromWallet, to: row.toWallet });
    }
    if (row.toWallet !== null) {
      // Money of a withdrawal coming back (refused, or the part not paid out).
      const key = row.type === 'WITHDRAWAL' ? 'records.account.returned' : 'records.account.into';
      return t(key, { wallet: row.toWallet });
    }
    return row.fromWallet === null ? '' : t('records.account.outOf', { wallet: row.fromWallet });
  };

  const columns: TableColumn<AccountRecord>[] = [
    { key: 'time', header: t('records.time'), kind: 'date' },
    { key: 'type', header: t('records.account.type'), render: (row) => t(`records.account.types.${row.type}`) },
    { key: 'details', header: t('records.account.details'), render: details },
    {
      key: 'amount',
      header: t('records.amount'),
      kind: 'money',
      render: (row) =>
        row.direction === 'MOVE' ? amount(row.amount) : signed(row.direction === 'IN' ? row.amount : -row.amount),
    },
  ];

  return (
    <RecordsView
      {...props}
      caption={t('records.account.caption')}
      hideCaption
      filters={
        <Select
          label={t('records.account.type')}
          value={type}
          onValueChange={(value) => filters.setFilter('type', value as typeof type)}
          options={choices.type.map((value) => ({
            value,
            label: value === 'ALL' ? t('records.all') : t(`records.account.types.${value}`),
          }))}
        />
      }
      summary={
        totals && (
          <>
            <StatCard label={t('records.account.credit')} value={format.money(totals.credit)} />
            <StatCard label={t('records.account.debit')} value={format.money(totals.debit)} />
            <StatCard label={t('records.account.net')} value={format.money(totals.net)} />
          </>
        )
      }
      chart={
        filters.query && !answer.error ? (
          <BalanceChart days={days} loading={!days && answer.data === undefined} />
        ) : null
      }
      columns={columns}
      rows={answer.data?.list ?? []}
      rowKey={(row) => row.movementId}
      totals={totals && { amount: signed(totals.net) }}
      empty={t('records.account.empty')}
    />
  );
}
