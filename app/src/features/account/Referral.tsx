import { InviteCard, Pagination, StatCard, Stack, Table, type TableColumn } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralFriend } from '@lobby/contract';
import { useReferralFriends, useReferralStats } from '../../data';
import { CentrePanel, DataState, Figures, useFormat, useTableState } from '../shared';

const pageSize = 10;

/**
 * referral (invite friends, SPEC.md sections 1 and 2): the code and link with copy buttons and a QR
 * code, how the invited friends are doing, and the friends themselves (masked), newest first.
 */
export function Referral() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useReferralStats();
  return (
    <Stack gap="xl">
      <DataState source={stats} lines={5}>
        {(value) => (
          <Stack gap="lg">
            <InviteCard
              code={value.referralCode}
              link={new URL(value.referralPath, window.location.origin).href}
              hint={t('account.referral.hint', { reward: format.money(value.rewardPerFriend) })}
            />
            <Figures>
              <StatCard
                label={t('account.referral.invited')}
                value={format.number(value.invitedCount)}
                hint={t('account.referral.invitedHint')}
              />
              <StatCard
                label={t('account.referral.active')}
                value={format.number(value.activeCount)}
                hint={t('account.referral.activeHint')}
              />
              <StatCard
                label={t('account.referral.deposited')}
                value={format.number(value.depositedCount)}
                hint={t('account.referral.depositedHint')}
              />
              <StatCard
                label={t('account.referral.rewardTotal')}
                value={format.money(value.rewardTotal)}
                hint={t('account.referral.rewardHint', { reward: format.money(value.rewardPerFriend) })}
              />
            </Figures>
          </Stack>
        )}
      </DataState>
      <CentrePanel title={t('account.referral.friends')}>
        <Friends />
      </CentrePanel>
    </Stack>
  );
}

function Friends() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends({ pageNo: page, pageSize });
  const table = useTableState(friends);
  const columns: TableColumn<ReferralFriend>[] = [
    { key: 'account', header: t('account.referral.account') },
    { key: 'registeredAt', header: t('account.referral.registeredAt'), kind: 'date' },
    {
      key: 'state',
      header: t('account.referral.state'),
      render: (friend) => t(`account.referral.states.${friend.state}`),
    },
    {
      key: 'firstDepositAt',
      header: t('account.referral.firstDeposit'),
      render: (friend) => (friend.firstDepositAt ? format.date(friend.firstDepositAt) : '—'),
    },
    { key: 'reward', header: t('account.referral.reward'), kind: 'money' },
  ];
  return (
    <Stack gap="md">
      <Table
        caption={t('account.referral.friends')}
        hideCaption
        columns={columns}
        rows={friends.data?.list ?? []}
        rowKey={(friend) => `${friend.account}-${friend.registeredAt}`}
        offsetMinutes={format.offsetMinutes}
        {...table}
        empty={t('account.referral.empty')}
      />
      <Pagination
        page={page}
        totalPages={friends.data?.totalPages ?? 1}
        onPageChange={setPage}
        label={t('account.referral.pages')}
      />
    </Stack>
  );
}
