import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ConvertPointValue,
  PointBalanceValue,
  PointConfigValue,
  PointDetailsValue,
  PointRewardListValue,
  RedeemListValue,
  RedeemPointRewardValue,
} from '../../../../src/api/wire/points';
import type { BalanceValue } from '../../../../src/api/wire/wallet';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';

const redeemPath = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const convertPath = '/wps/relay/passwordCheck/MCS2_convertPoint';

describe('points domain', () => {
  let t: TestPlatform;
  let token: string;
  // Sealed bodies are the core's business (and tested there); these tests send them plain.
  beforeEach(() => {
    t = createTestPlatform({ acceptPlainPayloads: true });
    token = t.tokenOf('demo_member');
  });
  afterEach(() => t.platform.close());

  const points = async () =>
    (await t.value<PointBalanceValue>('GET', '/wps/relay/MCS2_getPointBalance', { token })).balance;
  const main = async () =>
    defined((await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance[0]).availBalance;

  it('answers the balance, the gift list and the configuration', async () => {
    expect(await points()).toBeGreaterThan(10000);
    const page = await t.value<PointRewardListValue>('GET', '/wps/relay/MCS2_getPointReward?pageNo=2&pageSize=5', {
      token,
    });
    expect(page).toMatchObject({ totalCount: 12, totalPages: 3 });
    expect(page.list[0]).toMatchObject({
      imageUrl: expect.stringMatching(/^\/wps\/assets\/reward\/\d+\.svg$/) as unknown,
    });
    const config = await t.value<PointConfigValue>('GET', '/wps/relay/MCS2_getPointConfig', { token });
    expect(config.exchangeRate).toEqual({ points: 100, amount: 1 });
    expect(config.ratios.map((ratio) => ratio.pointType)).toEqual([
      'LIVE',
      'LOTTERY',
      'CARD',
      'SLOTS',
      'SPORTS',
      'REDEEM',
      'DEPOSIT',
    ]);
    expect((await t.call('GET', '/wps/relay/MCS2_getPointReward?pageSize=500', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    expect((await t.call('GET', '/wps/relay/MCS2_getPointBalance')).status).toBe(401);
    expect(
      (await t.call('GET', '/wps/relay/MCS2_getPointBalance', { token: t.tokenOf('demo_trial') })).envelope.errorCode,
    ).toBe('TRIAL_FORBIDDEN');
  });

  it('redeems cash into the main wallet once per Idempotency-Key', async () => {
    const before = { points: await points(), main: await main() };
    const key = newKey();
    const body = { rewardId: 2, quantity: 2, password: 'Demo1234' };
    const value = await t.value<RedeemPointRewardValue>('POST', redeemPath, { token, idempotencyKey: key, body });
    expect(value.record).toMatchObject({ rewardName: 'Cash 10', quantity: 2, points: 2000, status: 'APPROVED' });
    const replay = await t.value<RedeemPointRewardValue>('POST', redeemPath, { token, idempotencyKey: key, body });
    expect(replay.record.redeemId).toBe(value.record.redeemId);
    expect(await points()).toBe(before.points - 2000);
    expect(await main()).toBe(before.main + 20);
  });

  it('redeems a gift to an address, in processing', async () => {
    const value = await t.value<RedeemPointRewardValue>('POST', redeemPath, {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: 5, password: 'Demo1234', receivingAddress: '1 Demo Street' },
    });
    expect(value.record.status).toBe('PROCESSING');
    const list = await t.value<RedeemListValue>('GET', '/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=10', {
      token,
    });
    expect(list.list[0]?.redeemId).toBe(value.record.redeemId);
    expect(new Set(list.list.map((item) => item.status))).toEqual(new Set(['PROCESSING', 'APPROVED', 'REJECTED']));
  });

  it.each([
    [{ rewardId: 5, password: 'Demo1234' }, 'VALIDATION'],
    [{ rewardId: 1, password: 'wrong' }, 'PASSWORD_WRONG'],
    [{ rewardId: 99, password: 'Demo1234' }, 'NOT_FOUND'],
    [{ rewardId: 10, password: 'Demo1234', receivingAddress: 'x' }, 'OUT_OF_STOCK'],
    [{ rewardId: 12, password: 'Demo1234', receivingAddress: 'x' }, 'POINTS_INSUFFICIENT'],
    [{ rewardId: 1, quantity: 0, password: 'Demo1234' }, 'VALIDATION'],
  ])('refuses redeem %j with %s and spends nothing', async (body, errorCode) => {
    const before = await points();
    const { envelope } = await t.call('POST', redeemPath, { token, idempotencyKey: newKey(), body });
    expect(envelope.errorCode).toBe(errorCode);
    expect(await points()).toBe(before);
  });

  it('needs a sealed body when plain payloads are not accepted', async () => {
    const strict = createTestPlatform();
    const { envelope } = await strict.call('POST', convertPath, {
      token: strict.tokenOf('demo_member'),
      idempotencyKey: newKey(),
      body: { points: 100, password: 'Demo1234' },
    });
    expect(envelope.errorCode).toBe('ENCRYPTION_REQUIRED');
    strict.platform.close();
  });

  it('converts points into money at the published rate', async () => {
    const before = { points: await points(), main: await main() };
    const value = await t.value<ConvertPointValue>('POST', convertPath, {
      token,
      idempotencyKey: newKey(),
      body: { points: 1500, password: 'Demo1234' },
    });
    expect(value).toEqual({
      points: 1500,
      amount: 15,
      pointBalance: before.points - 1500,
      mainBalance: before.main + 15,
    });
    for (const body of [{ points: 150, password: 'Demo1234' }, { points: 50, password: 'Demo1234' }, { points: 100 }]) {
      expect((await t.call('POST', convertPath, { token, idempotencyKey: newKey(), body })).envelope.errorCode).toBe(
        'VALIDATION',
      );
    }
    const tooMany = await t.call('POST', convertPath, {
      token,
      idempotencyKey: newKey(),
      body: { points: 10_000_000, password: 'Demo1234' },
    });
    expect(tooMany.envelope.errorCode).toBe('POINTS_INSUFFICIENT');
    expect(await main()).toBe(before.main + 15);
  });

  it('lists point details by page and type', async () => {
    const all = await t.value<PointDetailsValue>('GET', '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=10', {
      token,
    });
    expect(all.totalCount).toBeGreaterThan(40);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 10));
    const slots = await t.value<PointDetailsValue>(
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=50&pointType=SLOTS',
      { token },
    );
    expect(slots.list.every((item) => item.pointType === 'SLOTS')).toBe(true);
    expect((await t.call('GET', '/wps/relay/ODSFE2_MemTransDet?pointType=CASINO', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
  });
});
