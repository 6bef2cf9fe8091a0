import { GiftGrid, Pagination, RedeemDialog, Stack, type Gift, type RedeemValues } from '@lobby/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cdnUrl, errorText } from '../../api';
import { type PointReward, type RedeemPointRewardValue, redeemRules } from '@lobby/contract';
import {
  useIdempotentAction,
  usePointActions,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  useSystemStatus,
} from '../../data';
import { href } from '../../routes/paths';
import { CentrePanel, useCurrencySymbol, useFormat } from '../shared';
import { actionErrors } from './actionErrors';
import { useMallQuery } from './mallQuery';

const giftsPerPage = 12;
const redeemFields = ['quantity', 'password', 'receivingAddress', 'paymentAccount'] as const;

/**
 * Redeem gifts: the mall's rewards as cards (points per unit, stock, whether the member's points reach
 * them), and the redeem form for the one chosen. A redeem is sealed and carries the login password;
 * it takes the points at once and shows as processing until staff settle it (SPEC.md section 4).
 */
export function GiftsTab() {
  const { t, i18n } = useTranslation();
  const query = useMallQuery();
  const rewards = usePointRewards({ pageNo: query.page, pageSize: giftsPerPage });
  const balance = usePointBalance().data?.balance ?? null;
  const config = usePointConfig().data;
  const currencySymbol = useCurrencySymbol();
  const cdns = useSystemStatus().data?.info.config.imageCdnList;
  const gifts = useMemo(
    () =>
      (rewards.data?.list ?? []).map((reward) =>
        toGift(reward, cdns ?? [], reward.kind === 'GIFT' ? t('points.units.piece') : t('points.units.cash')),
      ),
    [rewards.data, cdns, t],
  );
  const { redeem } = usePointActions();
  const action = useIdempotentAction((values: RedeemValues & { rewardId: number }, options) => redeem(values, options));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = gifts.find((gift) => gift.id === chosenId) ?? null;
  const failure = action.state.status === 'failed' ? actionErrors(action.state.error, i18n.t, redeemFields) : {};

  const close = () => {
    setChosenId(null);
    action.reset();
  };

  return (
    <CentrePanel title={t('points.tabs.gifts')}>
      <Stack gap="lg">
        <GiftGrid
          gifts={gifts}
          balance={balance}
          currencySymbol={currencySymbol}
          loading={rewards.isLoading}
          error={rewards.error && !rewards.data ? errorText(i18n.t, rewards.error) : undefined}
          onRetry={() => void rewards.mutate()}
          empty={t('points.emptyGifts')}
          onRedeem={(gift) => {
            action.reset();
            setChosenId(gift.id);
          }}
        />
        <Pagination
          page={query.page}
          totalPages={rewards.data?.totalPages ?? 1}
          onPageChange={query.setPage}
          label={t('points.giftPages')}
        />
      </Stack>
      <RedeemDialog
        gift={chosen}
        balance={balance ?? 0}
        maxQuantity={config?.maxRedeemQuantity ?? 1}
        rules={redeemRules}
        currencySymbol={currencySymbol}
        submitting={action.state.status === 'sending'}
        serverError={failure.serverError}
        fieldErrors={failure.fieldErrors}
        done={action.state.status === 'done' ? <Redeemed value={action.state.result} onOpen={close} /> : undefined}
        onSubmit={(values) => {
          if (chosen) void action.run({ ...values, rewardId: Number(chosen.id) });
        }}
        onClose={close}
      />
    </CentrePanel>
  );
}

/** The redeem's record as the platform answered it: processing, the points taken, what is left. */
function Redeemed({ value, onOpen }: { value: RedeemPointRewardValue; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { record } = value;
  return (
    <>
      {t('points.redeemed', {
        name: record.rewardName,
        quantity: format.number(record.quantity),
        status: t(`points.statuses.${record.status}`),
        points: format.number(record.points),
        balance: format.number(value.balance),
      })}{' '}
      <Link to={href('pointMall', { tab: 'history' })} onClick={onOpen}>
        {t('points.seeHistory')}
      </Link>
    </>
  );
}

/**
 * A reward as a card shows it: the picture on an image CDN, the unit in the reader's words (a gift
 * counts in pieces; a cash reward's unit is its currency, so it counts in vouchers of its amount).
 */
function toGift(reward: PointReward, cdns: readonly string[], unit: string): Gift {
  return {
    id: String(reward.rewardId),
    name: reward.name,
    imageSrc: cdnUrl(reward.imageUrl, cdns),
    kind: reward.kind,
    pointsRequired: reward.pointsRequired,
    cashAmount: reward.kind === 'CASH' ? reward.amount : undefined,
    stock: reward.stock,
    unit,
  };
}
