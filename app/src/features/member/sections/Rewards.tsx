import { Table, type TableColumn } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reward } from '@lobby/contract';
import { useRewardCenter } from '../../../data';
import { useFormat, useTableState } from '../../shared';

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
