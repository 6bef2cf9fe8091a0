import { Pagination, RedeemStatus, Select, Stack, Table, Text, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { type RedeemRecord, type RedeemStatus as Status, redeemStatuses } from '@lobby/contract';
import { useRedeemRecords } from '../../data';
import { CentrePanel, useFormat, useTableState } from '../shared';
import { useMallQuery } from './mallQuery';
import * as styles from './PointMall.css';

const recordsPerPage = 10;
const allStatuses = 'ALL';

/**
 * Redeem history (SPEC.md section 4: processing, rejected, approved), newest first, paged and
 * filtered by status in the URL; a rejected redeem shows the platform's reason.
 */
export function HistoryTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useMallQuery();
  const records = useRedeemRecords({ pageNo: query.page, pageSize: recordsPerPage, status: query.status });
  const tableState = useTableState(records);
  const columns: TableColumn<RedeemRecord>[] = [
    { key: 'time', header: t('points.history.time'), render: (record) => format.date(record.time) },
    {
      key: 'rewardName',
      header: t('points.history.reward'),
      render: (record) => t('points.history.rewardValue', { name: record.rewardName, quantity: record.quantity }),
    },
    {
      key: 'points',
      header: t('points.history.points'),
      align: 'end',
      render: (record) => format.number(record.points),
    },
    {
      key: 'delivery',
      header: t('points.history.delivery'),
      render: (record) => record.receivingAddress ?? record.paymentAccount ?? '—',
    },
    { key: 'status', header: t('points.history.status'), render: (record) => <RedeemStatus status={record.status} /> },
    {
      key: 'remark',
      header: t('points.history.remark'),
      render: (record) =>
        record.remark ? (
          <Text as="span" size="sm" tone={record.status === 'REJECTED' ? 'danger' : 'secondary'}>
            {record.remark}
          </Text>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <CentrePanel title={t('points.tabs.history')}>
      <Stack gap="md">
        <div className={styles.filter}>
          <Select
            label={t('points.history.filter')}
            value={query.status ?? allStatuses}
            onValueChange={(value) => query.setStatus(value === allStatuses ? undefined : (value as Status))}
            options={[
              { value: allStatuses, label: t('points.history.allStatuses') },
              ...redeemStatuses.map((status) => ({ value: status, label: t(`points.statuses.${status}`) })),
            ]}
          />
        </div>
        <Table
          caption={t('points.tabs.history')}
          hideCaption
          columns={columns}
          rows={records.data?.list ?? []}
          rowKey={(record) => String(record.redeemId)}
          empty={query.status ? t('points.history.emptyStatus') : t('points.history.empty')}
          offsetMinutes={format.offsetMinutes}
          {...tableState}
        />
        <Pagination
          page={query.page}
          totalPages={records.data?.totalPages ?? 1}
          onPageChange={query.setPage}
          label={t('points.history.pages')}
        />
      </Stack>
    </CentrePanel>
  );
}
