import { Pagination, RewardList, StatCard, Stack, Tabs, useToast, type RewardItem } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Reward, rewardStates } from '@lobby/contract';
import { useIdempotentAction, usePromotionActions, useRewardCenter } from '../../data';
import { Figures, useCurrencySymbol, useFormat, useTableState } from '../shared';
import { actionErrorText } from './actionErrors';

const pageSize = 10;
const filters = ['ALL', ...rewardStates] as const;
type Filter = (typeof filters)[number];

const queryOf = (filter: Filter, pageNo: number) =>
  filter === 'ALL' ? { pageNo, pageSize } : { state: filter, pageNo, pageSize };

/**
 * rewardCenter (SPEC.md sections 1 and 2): how many rewards wait and for how much, and every reward
 * by state (issued, claimed, processing, expired) with a claim for the issued ones. A claim is one
 * request per click with an Idempotency-Key, its button busy meanwhile; the balance, the list and the
 * reward badge (CSP_unreadCount counts the same issued rewards) refresh after.
 */
export function RewardCentre() {
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  // The first page of every reward: the figures, and the list itself under "All".
  const summary = useRewardCenter(queryOf('ALL', 1)).data;
  return (
    <Stack gap="lg">
      {summary ? (
        <Figures>
          <StatCard label={t('promotions.rewards.unclaimed')} value={format.number(summary.unclaimedCount)} />
          <StatCard label={t('promotions.rewards.unclaimedAmount')} value={format.money(summary.unclaimedAmount)} />
          <StatCard label={t('promotions.rewards.total')} value={format.number(summary.totalCount)} />
        </Figures>
      ) : null}
      <Tabs
        label={t('promotions.rewards.filter')}
        value={filter}
        onValueChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        items={filters.map((name) => ({
          value: name,
          label: t(`promotions.rewards.states.${name}`),
          content: <RewardPanel filter={name} page={page} onPageChange={setPage} />,
        }))}
      />
    </Stack>
  );
}

function RewardPanel({
  filter,
  page,
  onPageChange,
}: {
  filter: Filter;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const currencySymbol = useCurrencySymbol();
  const rewards = useRewardCenter(queryOf(filter, page));
  const table = useTableState(rewards);
  const { claim, refresh } = usePromotionActions();
  // One claim per reward at a time; the other rewards' buttons stay live meanwhile.
  const claiming = useIdempotentAction(claim, { parallel: true });
  const list = rewards.data?.list ?? [];

  const claimReward = async (id: string) => {
    const reward = list.find((item) => String(item.rewardId) === id);
    if (!reward) return;
    const outcome = await claiming.run(reward.rewardId);
    if (outcome === null) return;
    if (outcome.ok) {
      toast.show({
        tone: 'success',
        title: t('promotions.claimed'),
        description: t('promotions.claimedText', { amount: format.money(outcome.value.amount) }),
      });
      return;
    }
    toast.show({ tone: 'danger', title: t('promotions.failed'), description: actionErrorText(i18n, outcome.error) });
    void refresh();
  };

  return (
    <Stack gap="lg">
      <RewardList
        rewards={list.map((reward) => toItem(reward, format))}
        currencySymbol={currencySymbol}
        label={t('promotions.rewards.list')}
        headingLevel={2}
        claimingIds={list
          .filter((reward) => claiming.isSending(reward.rewardId))
          .map((reward) => String(reward.rewardId))}
        onClaim={(id) => void claimReward(id)}
        loading={table.loading && rewards.data === undefined}
        error={table.error}
        onRetry={table.onRetry}
        empty={t('promotions.rewards.empty')}
      />
      {rewards.data ? (
        <Pagination page={page} totalPages={rewards.data.totalPages} onPageChange={onPageChange} />
      ) : null}
    </Stack>
  );
}

function toItem(reward: Reward, format: ReturnType<typeof useFormat>): RewardItem {
  return {
    id: String(reward.rewardId),
    title: reward.title,
    amount: reward.amount,
    state: reward.state,
    issued: format.date(reward.issuedTime, 'date'),
    expires: reward.expireTime === null ? undefined : format.date(reward.expireTime, 'date'),
    claimed: reward.claimedTime === null ? undefined : format.date(reward.claimedTime, 'date'),
  };
}
