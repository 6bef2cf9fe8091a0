import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ApplyPromotionValue,
  ClaimRewardValue,
  Promotion,
  PromotionListValue,
  ReferralInfoValue,
  RewardCenterValue,
} from '../../../../src/api/wire/promotions';
import type { BalanceValue } from '../../../../src/api/wire/wallet';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';

const png = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;

describe('promotions domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeEach(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterEach(() => t.platform.close());

  const all = async (auth?: string) =>
    (await t.value<PromotionListValue>('GET', '/wps/relay/MCSFE_getPromotionList?pageSize=100', { token: auth })).list;
  const stateOf = async (promotionId: number) =>
    (await all(token)).find((item) => item.promotionId === promotionId)?.state;

  it('shows a player every activity state (SPEC.md section 4)', async () => {
    const states = new Set((await all(token)).map((item) => item.state));
    expect([...states].sort()).toEqual(
      ['APPLYING', 'CLAIMED', 'CLOSED', 'COMING_SOON', 'ISSUED', 'JOIN', 'JOINED', 'PROCESSING', 'REJECTED'].sort(),
    );
  });

  it('shows guests only join, coming soon and closed, and pages by type', async () => {
    const guest = await all();
    expect(new Set(guest.map((item) => item.state))).toEqual(new Set(['JOIN', 'COMING_SOON', 'CLOSED']));
    const slots = await t.value<PromotionListValue>(
      'GET',
      '/wps/relay/MCSFE_getPromotionList?promotionType=SLOTS&pageNo=1&pageSize=1',
    );
    expect(slots).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(slots.list[0]?.promotionType).toBe('SLOTS');
    expect((await t.call('GET', '/wps/relay/MCSFE_getPromotionList?promotionType=POKER')).envelope.errorCode).toBe(
      'VALIDATION',
    );
    const detail = await t.value<Promotion>('GET', '/wps/relay/MCSFE_getPromotionDetail?promotionId=4');
    expect(detail).toMatchObject({ promotionId: 4, bannerUrl: '/wps/assets/promo/4.svg', state: 'JOIN' });
    expect((await t.call('GET', '/wps/relay/MCSFE_getPromotionDetail?promotionId=404')).envelope.errorCode).toBe(
      'NOT_FOUND',
    );
  });

  it('joins, or applies with a remark and images, only from JOIN', async () => {
    const joined = await t.value<ApplyPromotionValue>('POST', '/wps/relay/MCS2_applyPromotion', {
      token,
      body: { promotionId: 4 },
    });
    expect(joined.state).toBe('JOINED');
    const again = await t.call('POST', '/wps/relay/MCS2_applyPromotion', { token, body: { promotionId: 4 } });
    expect(again.envelope.errorCode).toBe('STATE_CONFLICT');
    const applied = await t.value<ApplyPromotionValue>('POST', '/wps/relay/MCS2_applyPromotion', {
      token: t.tokenOf('demo_default'),
      body: { promotionId: 2, remark: 'Deposit receipt attached', images: [png, png] },
    });
    expect(applied.state).toBe('APPLYING');
    expect(
      (await t.call('POST', '/wps/relay/MCS2_applyPromotion', { token, body: { promotionId: 7 } })).envelope.errorCode,
    ).toBe('STATE_CONFLICT');
  });

  it.each([
    [{ promotionId: 5, images: [png, png, png, png] }, 'images'],
    [{ promotionId: 5, images: ['data:image/gif;base64,R0lGOD=='] }, 'images[0]'],
    [{ promotionId: 5, remark: 'x'.repeat(141) }, 'remark'],
    [{ promotionId: 'five' }, 'promotionId'],
  ])('refuses application %j naming %s', async (body, field) => {
    const { envelope } = await t.call('POST', '/wps/relay/MCS2_applyPromotion', { token, body });
    expect(envelope.errorCode).toBe('VALIDATION');
    expect(envelope.message).toContain(field);
  });

  it('claims an issued reward into the main wallet, once', async () => {
    const center = await t.value<RewardCenterValue>('GET', '/wps/relay/MCSFE_getRewardCenter?pageNo=1&pageSize=20', {
      token,
    });
    expect(center.unclaimedCount).toBe(3);
    const issued = defined(center.list.find((item) => item.state === 'ISSUED'));
    const before = defined(
      (await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance[0],
    ).availBalance;
    const claim = await t.value<ClaimRewardValue>('POST', '/wps/relay/MCS2_claimReward', {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: issued.rewardId },
    });
    expect(claim).toEqual({ rewardId: issued.rewardId, amount: issued.amount, state: 'CLAIMED' });
    const twice = await t.call('POST', '/wps/relay/MCS2_claimReward', {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: issued.rewardId },
    });
    expect(twice.envelope.errorCode).toBe('STATE_CONFLICT');
    const after = defined(
      (await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance[0],
    ).availBalance;
    expect(after).toBeCloseTo(before + issued.amount, 2);
    const other = await t.call('POST', '/wps/relay/MCS2_claimReward', {
      token: t.tokenOf('demo_agent'),
      idempotencyKey: newKey(),
      body: { rewardId: issued.rewardId },
    });
    expect(other.envelope.errorCode).toBe('NOT_FOUND');
  });

  it('answers the referral information', async () => {
    const value = await t.value<ReferralInfoValue>('GET', '/wps/relay/MCSFE_getReferralInfo', {
      token: t.tokenOf('demo_agent'),
    });
    expect(value).toMatchObject({
      referralCode: 'DEMOAG',
      referralPath: '/register?referralCode=DEMOAG',
      invitedCount: 5,
    });
    expect((await t.call('GET', '/wps/relay/MCSFE_getReferralInfo')).status).toBe(401);
  });

  it('keeps a raffle ISSUED until claimed (home claims it)', async () => {
    expect(await stateOf(11)).toBe('ISSUED');
  });
});
