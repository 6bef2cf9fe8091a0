import {
  Heading,
  Pagination,
  sanitizeAnnouncement,
  StatCard,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@lobby/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointRatio } from '../../api/wire/points';
import { usePointBalance, usePointConfig, usePointRewards } from '../../data';
import { CentrePanel, DataState, Figures, useFormat, useTableState } from '../shared';
import { GiftCard } from './GiftCard';
import * as styles from '../shared/CentreFrame.css';

const giftsPerPage = 12;

/**
 * /pointMall: the member's points, the gifts with the points each needs, the rules (points have no
 * expiry, SPEC.md section 1) and the exchange-rate table (SPEC.md section 2).
 */
export function PointMall() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Heading level={1} size={2}>
        {t('centres.points.title')}
      </Heading>
      <PointSummary />
      <CentrePanel title={t('centres.points.gifts')}>
        <Gifts />
      </CentrePanel>
      <CentrePanel title={t('centres.points.rules')}>
        <Rules />
      </CentrePanel>
      <RateTable />
    </div>
  );
}

function PointSummary() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = usePointBalance();
  const config = usePointConfig();
  return (
    <Figures>
      <DataState source={balance} lines={2}>
        {(value) => <StatCard label={t('centres.points.balance')} value={format.number(value.balance)} />}
      </DataState>
      <DataState source={config} lines={2}>
        {({ exchangeRate }) => (
          <StatCard
            label={t('centres.points.rate')}
            value={t('centres.points.rateValue', {
              points: format.number(exchangeRate.points),
              amount: format.money(exchangeRate.amount),
            })}
          />
        )}
      </DataState>
    </Figures>
  );
}

function Gifts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rewards = usePointRewards({ pageNo: page, pageSize: giftsPerPage });
  const balance = usePointBalance().data?.balance ?? null;
  return (
    <DataState
      source={rewards}
      lines={6}
      isEmpty={(data) => data.list.length === 0}
      empty={t('centres.points.emptyGifts')}
    >
      {(data) => (
        <Stack gap="lg">
          <ul className={styles.tiles}>
            {data.list.map((reward) => (
              <li key={reward.rewardId}>
                <GiftCard reward={reward} balance={balance} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
        </Stack>
      )}
    </DataState>
  );
}

/** The site's own rule first (SPEC.md section 1: points have no expiry), then the platform's text. */
function Rules() {
  const { t } = useTranslation();
  const config = usePointConfig();
  const rules = useMemo(() => (config.data ? sanitizeAnnouncement(config.data.rules) : ''), [config.data]);
  return (
    <Stack gap="sm">
      <Text weight="bold">{t('centres.points.noExpiry')}</Text>
      <DataState source={config} lines={3}>
        {/* Sanitised above: the platform's HTML never runs scripts here. */}
        {() => <div className={styles.richText} dangerouslySetInnerHTML={{ __html: rules }} />}
      </DataState>
    </Stack>
  );
}

/** How many points each kind of bet or deposit earns (MCS2_getPointConfig ratios). */
function RateTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const config = usePointConfig();
  const configTable = useTableState(config);
  const points = (count: number) => t('centres.points.pointsCount', { count, formatted: format.number(count) });
  const columns: TableColumn<PointRatio>[] = [
    {
      key: 'pointType',
      header: t('centres.points.pointType'),
      render: (ratio) => t(`centres.points.types.${ratio.pointType}`),
    },
    {
      key: 'amount',
      header: t('centres.points.amount'),
      align: 'end',
      // A ratio's unit is a currency code, or 'point' for points redeemed.
      render: (ratio) => (ratio.unit === 'point' ? points(ratio.amount) : format.money(ratio.amount)),
    },
    { key: 'points', header: t('centres.points.earns'), align: 'end', render: (ratio) => points(ratio.points) },
  ];
  return (
    <Table
      caption={t('centres.points.rates')}
      columns={columns}
      rows={config.data?.ratios ?? []}
      rowKey={(ratio) => ratio.pointType}
      {...configTable}
    />
  );
}
