import { Pagination, StatCard, Stack, Table, type TableColumn } from '@lobby/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reward } from '../../../api/wire/promotions';
import { useRewardCenter } from '../../../data';
import { Figures, useFormat, useTableState } from '../../shared';

const pageSize = 10;

function useRewardColumns(): TableColumn<Reward>[] {
  const { t } = useTranslation();
  return [
    { key: 'title', header: t('centres.member.rewards.reward') },
    { key: 'amount', header: t('centres.member.rewards.amount'), kind: 'money' },
    {
      key: 'state',
      header: t('centres.member.rewards.state'),
      render: (reward) => t(`centres.member.rewards.states.${reward.state}`),
    },
    { key: 'issuedTime', header: t('centres.member.rewards.issued'), kind: 'date' },
  ];
}

/** rewardCenter: how many rewards wait to be claimed, and every reward with its state, page by page. */
export function RewardCenter() {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useRewardColumns();
  const [page, setPage] = useState(1);
  const rewards = useRewardCenter({ pageNo: page, pageSize });
  const rewardsTable = useTableState(rewards);
  const { data } = rewards;
  return (
    <Stack gap="lg">
      {data ? (
        <Figures>
          <StatCard label={t('centres.member.rewards.unclaimed')} value={format.number(data.unclaimedCount)} />
          <StatCard label={t('centres.member.rewards.count')} value={format.number(data.totalCount)} />
        </Figures>
      ) : null}
      <Table
        caption={t('centres.member.rewards.caption')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(reward) => String(reward.rewardId)}
        {...rewardsTable}
        empty={t('centres.member.rewards.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      <Pagination page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} />
    </Stack>
  );
}

/** The most rewards one call lists: the bonus details read them at once to total the claimed ones. */
const allRewards = { pageNo: 1, pageSize: 100 } as const;

/** bonusDetails: the bonuses credited (claimed rewards) with their total. */
export function BonusDetails() {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useRewardColumns();
  const rewards = useRewardCenter(allRewards);
  const rewardsTable = useTableState(rewards);
  const claimed = useMemo(
    () => (rewards.data?.list ?? []).filter((reward) => reward.state === 'CLAIMED'),
    [rewards.data],
  );
  const total = claimed.reduce((sum, reward) => sum + reward.amount, 0);
  return (
    <Table
      caption={t('centres.member.rewards.bonuses')}
      columns={columns}
      rows={claimed}
      rowKey={(reward) => String(reward.rewardId)}
      {...rewardsTable}
      empty={t('centres.member.rewards.empty')}
      totals={claimed.length ? { title: t('centres.common.total'), amount: format.money(total, '') } : undefined}
      offsetMinutes={format.offsetMinutes}
    />
  );
}
