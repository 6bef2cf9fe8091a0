import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BalanceValue,
  type ConvertPointValue,
  type PointBalanceValue,
  type PointConfigValue,
  type PointDetailsValue,
  type PointRewardListValue,
  pointTypes,
  type RedeemListValue,
  type RedeemPointRewardValue,
} from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';
import { createPointStore } from './store';

const redeemPath = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const convertPath = '/wps/relay/passwordCheck/MCS2_convertPoint';
const address = '12 Harbour Road, Bangkok 10110';

describe('points domain', () => {
  let t: TestPlatform;
  let token: string;
  // Sealed bodies are the core's business (and tested there); these tests send them plain.
  beforeEach(() => {
    t = createTestPlatform({ acceptPlainPayloads: true });
    token = t.tokenOf('demo_member');
  });
  afterEach(() => t.platform.close());

  const points = async (as = token) =>
    (await t.value<PointBalanceValue>('GET', '/wps/relay/MCS2_getPointBalance', { token: as })).balance;
  const main = async () =>
    defined((await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance[0]).availBalance;
  const rewards = async () =>
    (await t.value<PointRewardListValue>('GET', '/wps/relay/MCS2_getPointReward?pageSize=100', { token })).list;
  const stockOf = async (rewardId: number) => defined((await rewards()).find((r) => r.rewardId === rewardId)).stock;
  const redeems = async (query = '') =>
    t.value<RedeemListValue>('GET', `/wps/relay/MCS2_getRedeemPointList?pageSize=50${query}`, { token });

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
    expect(config).toMatchObject({ exchangeRate: { points: 100, amount: 1 }, minConvertPoints: 100 });
    expect(config.maxRedeemQuantity).toBe(99);
    expect(config.ratios.map((ratio) => ratio.pointType)).toEqual([...pointTypes]);
    expect((await t.call('GET', '/wps/relay/MCS2_getPointReward?pageSize=500', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    expect((await t.call('GET', '/wps/relay/MCS2_getPointBalance')).status).toBe(401);
    expect(
      (await t.call('GET', '/wps/relay/MCS2_getPointBalance', { token: t.tokenOf('demo_trial') })).envelope.errorCode,
    ).toBe('TRIAL_FORBIDDEN');
  });

  it('writes the rules in the language asked for', async () => {
    const rulesIn = async (language: string) =>
      (await t.value<PointConfigValue>('GET', '/wps/relay/MCS2_getPointConfig', { token, headers: { language } }))
        .rules;
    expect(await rulesIn('EN')).toContain('<h3>Earning points</h3>');
    expect(await rulesIn('ES')).toContain('Cómo se ganan puntos');
    expect(await rulesIn('TH')).toContain('การสะสมคะแนน');
  });

  it('seeds every state the mall shows', async () => {
    const list = await rewards();
    expect(new Set(list.map((reward) => reward.kind))).toEqual(new Set(['CASH', 'GIFT']));
    expect(list.some((reward) => reward.stock === 0)).toBe(true);
    expect(list.some((reward) => reward.pointsRequired > 100_000)).toBe(true);
    const history = await redeems();
    expect(new Set(history.list.map((item) => item.status))).toEqual(new Set(['PROCESSING', 'APPROVED', 'REJECTED']));
    expect(history.totalCount).toBeGreaterThan(10);
    const rejected = history.list.filter((item) => item.status === 'REJECTED');
    expect(rejected.every((item) => item.remark.length > 0)).toBe(true);
    for (const pointType of pointTypes) {
      const details = await t.value<PointDetailsValue>('GET', `/wps/relay/ODSFE2_MemTransDet?pointType=${pointType}`, {
        token,
      });
      expect(details.totalCount, pointType).toBeGreaterThan(0);
    }
    expect(await points(t.tokenOf('e2e_points'))).toBe(100_000);
  });

  it('redeems a gift to an address: points and stock taken, processing, first in the history', async () => {
    const before = { points: await points(), stock: await stockOf(5), main: await main() };
    const value = await t.value<RedeemPointRewardValue>('POST', redeemPath, {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: 5, quantity: 2, password: 'Demo1234', receivingAddress: `  ${address} ` },
    });
    // No Language header: the site's default, Spanish (seed/names.ts toLang).
    expect(value.record).toMatchObject({
      rewardName: 'Taza de viaje',
      kind: 'GIFT',
      quantity: 2,
      points: 3000,
      status: 'PROCESSING',
      receivingAddress: address,
      paymentAccount: null,
      remark: '',
    });
    expect(value.balance).toBe(before.points - 3000);
    expect(await points()).toBe(before.points - 3000);
    expect(await stockOf(5)).toBe(before.stock - 2);
    expect(await main()).toBe(before.main);
    expect((await redeems()).list[0]?.redeemId).toBe(value.record.redeemId);
    const processing = await redeems('&status=PROCESSING');
    expect(processing.list.every((item) => item.status === 'PROCESSING')).toBe(true);
    expect(processing.list[0]?.redeemId).toBe(value.record.redeemId);
    expect((await t.call('GET', '/wps/relay/MCS2_getRedeemPointList?status=DONE', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
  });

  it('redeems cash to a payment account once per Idempotency-Key', async () => {
    const before = { points: await points(), stock: await stockOf(2), main: await main() };
    const key = newKey();
    const body = { rewardId: 2, quantity: 2, password: 'Demo1234', paymentAccount: 'BANK 0123456789' };
    const value = await t.value<RedeemPointRewardValue>('POST', redeemPath, { token, idempotencyKey: key, body });
    expect(value.record).toMatchObject({
      rewardName: 'Efectivo 10',
      kind: 'CASH',
      amount: 10,
      quantity: 2,
      points: 2000,
      status: 'PROCESSING',
      paymentAccount: 'BANK 0123456789',
    });
    const replay = await t.value<RedeemPointRewardValue>('POST', redeemPath, { token, idempotencyKey: key, body });
    expect(replay.record.redeemId).toBe(value.record.redeemId);
    expect(await points()).toBe(before.points - 2000);
    expect(await stockOf(2)).toBe(before.stock - 2);
    // Paid out by staff to the payment account, not to the main wallet.
    expect(await main()).toBe(before.main);
    const other = await t.call('POST', redeemPath, { token, idempotencyKey: key, body: { ...body, quantity: 1 } });
    expect(other.envelope.errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it.each([
    [{ rewardId: 5, password: 'Demo1234' }, 'VALIDATION', 'receivingAddress'],
    [{ rewardId: 5, password: 'Demo1234', receivingAddress: 'short' }, 'VALIDATION', 'receivingAddress'],
    [{ rewardId: 1, password: 'Demo1234' }, 'VALIDATION', 'paymentAccount'],
    [{ rewardId: 1, password: 'Demo1234', paymentAccount: 'acct<script>' }, 'VALIDATION', 'paymentAccount'],
    [{ rewardId: 1, password: 'wrong', paymentAccount: 'BANK 0123456789' }, 'PASSWORD_WRONG', 'password'],
    [{ rewardId: 99, password: 'Demo1234' }, 'NOT_FOUND', undefined],
    [{ rewardId: 10, password: 'Demo1234', receivingAddress: address }, 'OUT_OF_STOCK', undefined],
    [{ rewardId: 9, quantity: 4, password: 'Demo1234', receivingAddress: address }, 'OUT_OF_STOCK', undefined],
    [{ rewardId: 12, password: 'Demo1234', receivingAddress: address }, 'POINTS_INSUFFICIENT', undefined],
    [{ rewardId: 1, quantity: 0, password: 'Demo1234' }, 'VALIDATION', undefined],
    [{ rewardId: 1, quantity: 100, password: 'Demo1234' }, 'VALIDATION', undefined],
  ])('refuses redeem %j with %s and takes nothing', async (body, errorCode, field) => {
    const before = { points: await points(), rewards: await rewards(), redeems: (await redeems()).totalCount };
    const { envelope } = await t.call('POST', redeemPath, { token, idempotencyKey: newKey(), body });
    expect(envelope.errorCode).toBe(errorCode);
    expect((envelope.value as { field?: string } | undefined)?.field).toBe(field);
    expect(await points()).toBe(before.points);
    expect(await rewards()).toEqual(before.rewards);
    expect((await redeems()).totalCount).toBe(before.redeems);
  });

  it('replays a refusal for its key, and a new key tries again', async () => {
    const body = { rewardId: 1, password: 'wrong', paymentAccount: 'BANK 0123456789' };
    const key = newKey();
    const first = await t.call('POST', redeemPath, { token, idempotencyKey: key, body });
    const again = await t.call('POST', redeemPath, { token, idempotencyKey: key, body });
    expect([first.envelope.errorCode, again.envelope.errorCode]).toEqual(['PASSWORD_WRONG', 'PASSWORD_WRONG']);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const fixed = await t.call('POST', redeemPath, {
      token,
      idempotencyKey: newKey(),
      body: { ...body, password: 'Demo1234' },
    });
    expect(fixed.envelope.success).toBe(true);
    const missingKey = await t.call('POST', redeemPath, { token, body });
    expect(missingKey.envelope.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('gives the points and the stock back when staff reject a redeem, once', async () => {
    const value = await t.value<RedeemPointRewardValue>('POST', redeemPath, {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: 6, password: 'Demo1234', receivingAddress: address },
    });
    const spent = { points: await points(), stock: await stockOf(6) };
    const store = createPointStore(t.platform.ctx.db, () => t.clock.now);
    store.settle(value.record.redeemId, 'REJECTED', 'Address incomplete');
    store.settle(value.record.redeemId, 'REJECTED', 'Again');
    store.settle(value.record.redeemId, 'APPROVED', 'Too late');
    expect(await points()).toBe(spent.points + 2500);
    expect(await stockOf(6)).toBe(spent.stock + 1);
    expect((await redeems()).list[0]).toMatchObject({ status: 'REJECTED', remark: 'Address incomplete' });
  });

  it("answers the catalogue, the history and the ledger in the player's language (issue 16 item 7)", async () => {
    const value = await t.value<RedeemPointRewardValue>('POST', redeemPath, {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: 5, quantity: 3, password: 'Demo1234', receivingAddress: address },
      headers: { Language: 'TH' },
    });
    expect(value.record.rewardName).toBe('แก้วน้ำพกพา');
    const store = createPointStore(t.platform.ctx.db, () => t.clock.now);
    store.settle(
      value.record.redeemId,
      'REJECTED',
      'Address incomplete: please add the apartment number. Points returned.',
    );
    const inLanguage = async (language: string) => {
      const headers = { Language: language };
      const query = (path: string) => t.value<{ list: Record<string, unknown>[] }>('GET', path, { token, headers });
      const catalogue = (await query('/wps/relay/MCS2_getPointReward?pageSize=100')).list;
      const history = (await query('/wps/relay/MCS2_getRedeemPointList?pageSize=1')).list;
      const ledger = (await query('/wps/relay/ODSFE2_MemTransDet?pageSize=2&pointType=REDEEM')).list;
      return {
        gift: catalogue.find((reward) => reward.rewardId === 5)?.name,
        unit: catalogue.find((reward) => reward.rewardId === 5)?.unit,
        redeem: [history[0]?.rewardName, history[0]?.remark],
        ledger: ledger.map((line) => line.remark),
      };
    };
    expect(await inLanguage('EN')).toEqual({
      gift: 'Travel Mug',
      unit: 'piece',
      redeem: ['Travel Mug', 'Address incomplete: please add the apartment number. Points returned.'],
      ledger: ['Returned: Travel Mug x3', 'Redeem Travel Mug x3'],
    });
    expect(await inLanguage('ES')).toEqual({
      gift: 'Taza de viaje',
      unit: 'piece',
      redeem: ['Taza de viaje', 'Dirección incompleta: añade el número del apartamento. Puntos devueltos.'],
      ledger: ['Devuelto: Taza de viaje x3', 'Canje de Taza de viaje x3'],
    });
    expect((await inLanguage('th-TH')).ledger).toEqual(['คืนแต้ม: แก้วน้ำพกพา x3', 'แลก แก้วน้ำพกพา x3']);
    // A phrase no one translated stays as staff wrote it.
    store.settle(
      (
        await t.value<RedeemPointRewardValue>('POST', redeemPath, {
          token,
          idempotencyKey: newKey(),
          body: { rewardId: 5, password: 'Demo1234', receivingAddress: address },
        })
      ).record.redeemId,
      'APPROVED',
      'Sent by courier',
    );
    expect((await inLanguage('ES')).redeem).toEqual(['Taza de viaje', 'Sent by courier']);
  });

  it('needs a sealed body when plain payloads are not accepted', async () => {
    const strict = createTestPlatform();
    for (const [path, body] of [
      [convertPath, { points: 100, password: 'Demo1234' }],
      [redeemPath, { rewardId: 1, password: 'Demo1234', paymentAccount: 'BANK 0123456789' }],
    ] as const) {
      const { envelope } = await strict.call('POST', path, {
        token: strict.tokenOf('demo_member'),
        idempotencyKey: newKey(),
        body,
      });
      expect(envelope.errorCode).toBe('ENCRYPTION_REQUIRED');
    }
    strict.platform.close();
  });

  it('converts points into money at the published rate, once per key', async () => {
    const before = { points: await points(), main: await main() };
    const key = newKey();
    const body = { points: 1500, password: 'Demo1234' };
    const value = await t.value<ConvertPointValue>('POST', convertPath, { token, idempotencyKey: key, body });
    expect(value).toEqual({
      points: 1500,
      amount: 15,
      pointBalance: before.points - 1500,
      mainBalance: before.main + 15,
    });
    expect(await t.value<ConvertPointValue>('POST', convertPath, { token, idempotencyKey: key, body })).toEqual(value);
    for (const bad of [{ points: 150, password: 'Demo1234' }, { points: 50, password: 'Demo1234' }, { points: 100 }]) {
      const { envelope } = await t.call('POST', convertPath, { token, idempotencyKey: newKey(), body: bad });
      expect(envelope.errorCode).toBe('VALIDATION');
    }
    const wrong = await t.call('POST', convertPath, {
      token,
      idempotencyKey: newKey(),
      body: { points: 100, password: 'nope' },
    });
    expect(wrong.envelope.errorCode).toBe('PASSWORD_WRONG');
    const tooMany = await t.call('POST', convertPath, {
      token,
      idempotencyKey: newKey(),
      body: { points: 10_000_000, password: 'Demo1234' },
    });
    expect(tooMany.envelope.errorCode).toBe('POINTS_INSUFFICIENT');
    expect(await points()).toBe(before.points - 1500);
    expect(await main()).toBe(before.main + 15);
    const details = await t.value<PointDetailsValue>('GET', '/wps/relay/ODSFE2_MemTransDet?pointType=REDEEM', {
      token,
    });
    expect(details.list[0]).toMatchObject({ points: -1500, balanceAfter: before.points - 1500 });
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
