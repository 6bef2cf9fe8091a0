import { Pagination, Select, Stack, Table, Text, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { type PointTransaction, type PointType, pointTypes } from '@lobby/contract';
import { usePointDetails } from '../../data';
import { CentrePanel, useFormat, useTableState } from '../shared';
import { useMallQuery } from './mallQuery';
import * as styles from './PointMall.css';

const rowsPerPage = 10;
const allTypes = 'ALL';

/**
 * Point details by point type (SPEC.md section 3: live, lottery, card, slots, sports, redeem,
 * deposit): every movement with points earned (+) or spent (−), the balance after and the time;
 * paged and filtered by type in the URL.
 */
export function DetailsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useMallQuery();
  const details = usePointDetails({ pageNo: query.page, pageSize: rowsPerPage, pointType: query.pointType });
  const tableState = useTableState(details);
  const columns: TableColumn<PointTransaction>[] = [
    { key: 'time', header: t('points.details.time'), render: (row) => format.date(row.time) },
    { key: 'pointType', header: t('points.details.type'), render: (row) => t(`points.types.${row.pointType}`) },
    { key: 'remark', header: t('points.details.remark') },
    {
      key: 'points',
      header: t('points.details.change'),
      align: 'end',
      render: (row) => (
        <Text as="span" weight="bold" tone={row.points < 0 ? 'danger' : 'success'}>
          {/* The sign is spelled out (never colour alone): + earned, − spent. */}
          {row.points < 0 ? `−${format.number(-row.points)}` : `+${format.number(row.points)}`}
        </Text>
      ),
    },
    {
      key: 'balanceAfter',
      header: t('points.details.balanceAfter'),
      align: 'end',
      render: (row) => format.number(row.balanceAfter),
    },
  ];
  return (
    <CentrePanel title={t('points.tabs.details')}>
      <Stack gap="md">
        <div className={styles.filter}>
          <Select
            label={t('points.details.filter')}
            value={query.pointType ?? allTypes}
            onValueChange={(value) => query.setPointType(value === allTypes ? undefined : (value as PointType))}
            options={[
              { value: allTypes, label: t('points.details.allTypes') },
              ...pointTypes.map((type) => ({ value: type, label: t(`points.types.${type}`) })),
            ]}
          />
        </div>
        <Table
          caption={t('points.tabs.details')}
          hideCaption
          columns={columns}
          rows={details.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          empty={query.pointType ? t('points.details.emptyType') : t('points.details.empty')}
          offsetMinutes={format.offsetMinutes}
          {...tableState}
        />
        <Pagination
          page={query.page}
          totalPages={details.data?.totalPages ?? 1}
          onPageChange={query.setPage}
          label={t('points.details.pages')}
        />
      </Stack>
    </CentrePanel>
  );
}
