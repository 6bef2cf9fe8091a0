import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BalanceValue,
  type Deposit,
  type DepositListValue,
  limitsPaths,
  type LimitsValue,
  type SetLimitRequest,
  walletPaths,
} from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';
import { e2eLimitsAccount } from './index';

const hour = 60 * 60 * 1000;
const launchPath = '/wps/game/launchGame';

describe('player limits', () => {
  let t: TestPlatform;
  let token: string;

  beforeEach(() => {
    // Tokens outlive the days the clock is moved by.
    t = createTestPlatform({ tokenTtlMs: 30 * 24 * hour });
    token = t.tokenOf(e2eLimitsAccount);
  });
  afterEach(() => t.platform.close());

  const setLimit = (body: SetLimitRequest | Record<string, unknown>, key = newKey()) =>
    t.call<LimitsValue>('POST', limitsPaths.setLimit, { token, idempotencyKey: key, body });
  const limits = () => t.value<LimitsValue>('GET', limitsPaths.limits, { token });
  const limitOf = (value: LimitsValue, kind: string, period: string) =>
    defined(value.limits.find((limit) => limit.kind === kind && limit.period === period));
  const deposit = (amount: number) =>
    t.call<Deposit>('POST', walletPaths.deposit, {
      token,
      idempotencyKey: newKey(),
      body: { methodId: 'BANK', amount },
    });

  it('answers six limits, none set, with the end of each window', async () => {
    const value = await limits();
    expect(value.limits.map((limit) => `${limit.kind}:${limit.period}`)).toEqual([
      'DEPOSIT:DAY',
      'DEPOSIT:WEEK',
      'DEPOSIT:MONTH',
      'LOSS:DAY',
      'LOSS:WEEK',
      'LOSS:MONTH',
    ]);
    expect(value.depositAllowance).toBeNull();
    expect(value.lossLimitReached).toBe(false);
    // testEpoch is Monday 2026-11-23 08:00 UTC.
    expect(limitOf(value, 'DEPOSIT', 'DAY').windowEnd).toBe('2026-11-24T00:00:00.000Z');
    expect(limitOf(value, 'DEPOSIT', 'WEEK').windowEnd).toBe('2026-11-30T00:00:00.000Z');
    expect(limitOf(value, 'LOSS', 'MONTH').windowEnd).toBe('2026-12-01T00:00:00.000Z');
  });

  it('refuses a zero, a negative, an absurd or a missing amount', async () => {
    for (const amount of [0, -5, 'abc', 10_000_001, 1.234, undefined]) {
      const { envelope } = await setLimit({ kind: 'DEPOSIT', period: 'DAY', amount });
      expect(envelope.errorCode, String(amount)).toBe('VALIDATION');
    }
    expect((await setLimit({ kind: 'BET', period: 'DAY', amount: 10 })).envelope.errorCode).toBe('VALIDATION');
  });

  it('refuses a deposit over the remaining allowance with its own code; failed deposits give it back', async () => {
    await setLimit({ kind: 'DEPOSIT', period: 'DAY', amount: 500 });
    await setLimit({ kind: 'DEPOSIT', period: 'WEEK', amount: 800 });
    expect((await deposit(300)).envelope.success).toBe(true);
    const over = await deposit(200.01);
    expect(over.envelope).toMatchObject({
      success: false,
      errorCode: 'DEPOSIT_LIMIT_EXCEEDED',
      value: { remaining: 200 },
    });
    expect((await deposit(200)).envelope.success).toBe(true);
    expect((await limits()).depositAllowance).toBe(0);
    // The next day the daily window is new, the weekly one still holds 500 of 800.
    t.clock.now += 16 * hour;
    expect((await limits()).depositAllowance).toBe(300);
    expect((await deposit(300.01)).envelope.errorCode).toBe('DEPOSIT_LIMIT_EXCEEDED');
    // A failed deposit (.99, the demo's rule) no longer counts once it has failed.
    expect((await deposit(100.99)).envelope.success).toBe(true);
    t.clock.now += 60_000;
    t.platform.runScheduled();
    expect((await limits()).depositAllowance).toBe(300);
  });

  it('lets twenty concurrent deposits together take no more than the limit', async () => {
    await setLimit({ kind: 'DEPOSIT', period: 'DAY', amount: 1_050 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(100)));
    const accepted = answers.filter((answer) => answer.envelope.success);
    const refused = answers.filter((answer) => answer.envelope.errorCode === 'DEPOSIT_LIMIT_EXCEEDED');
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(10);
    const list = await t.value<DepositListValue>('GET', `${walletPaths.deposits}?pageSize=50`, { token });
    expect(list.list.reduce((sum, item) => sum + item.amount, 0)).toBe(1_000);
    expect(limitOf(await limits(), 'DEPOSIT', 'DAY')).toMatchObject({ used: 1_000, remaining: 50 });
  });

  it('lowers at once and raises or removes only after 24 hours by the platform clock', async () => {
    await setLimit({ kind: 'DEPOSIT', period: 'WEEK', amount: 1_000 });
    const raised = defined((await setLimit({ kind: 'DEPOSIT', period: 'WEEK', amount: 5_000 })).envelope.value);
    expect(limitOf(raised, 'DEPOSIT', 'WEEK')).toMatchObject({
      amount: 1_000,
      pending: { amount: 5_000, effectiveTime: '2026-11-24T08:00:00.000Z' },
    });
    t.clock.now += 24 * hour - 1;
    expect(limitOf(await limits(), 'DEPOSIT', 'WEEK').amount).toBe(1_000);
    t.clock.now += 1;
    expect(limitOf(await limits(), 'DEPOSIT', 'WEEK')).toMatchObject({ amount: 5_000, pending: null });

    const removing = defined((await setLimit({ kind: 'DEPOSIT', period: 'WEEK', amount: null })).envelope.value);
    expect(limitOf(removing, 'DEPOSIT', 'WEEK')).toMatchObject({ amount: 5_000, pending: { amount: null } });
    t.clock.now += 24 * hour;
    expect(limitOf(await limits(), 'DEPOSIT', 'WEEK')).toMatchObject({ amount: null, remaining: null, pending: null });
  });

  it('counts a deposit in its window to the last millisecond and not one after, at the week and month edges', async () => {
    await setLimit({ kind: 'DEPOSIT', period: 'WEEK', amount: 1_000 });
    await setLimit({ kind: 'DEPOSIT', period: 'MONTH', amount: 3_000 });
    // Sunday 2026-11-29, the week's last millisecond.
    t.clock.now = Date.parse('2026-11-29T23:59:59.999Z');
    expect((await deposit(400)).envelope.success).toBe(true);
    let value = await limits();
    expect(limitOf(value, 'DEPOSIT', 'WEEK')).toMatchObject({ used: 400, remaining: 600 });
    expect(limitOf(value, 'DEPOSIT', 'MONTH')).toMatchObject({ used: 400, remaining: 2_600 });
    // Monday 00:00: a new week, the same month.
    t.clock.now += 1;
    value = await limits();
    expect(limitOf(value, 'DEPOSIT', 'WEEK')).toMatchObject({
      used: 0,
      remaining: 1_000,
      windowEnd: '2026-12-07T00:00:00.000Z',
    });
    expect(limitOf(value, 'DEPOSIT', 'MONTH')).toMatchObject({ used: 400, remaining: 2_600 });
    // The month's last millisecond, then December.
    t.clock.now = Date.parse('2026-11-30T23:59:59.999Z');
    expect((await deposit(500)).envelope.success).toBe(true);
    expect(limitOf(await limits(), 'DEPOSIT', 'MONTH')).toMatchObject({ used: 900, remaining: 2_100 });
    t.clock.now += 1;
    value = await limits();
    expect(limitOf(value, 'DEPOSIT', 'MONTH')).toMatchObject({
      used: 0,
      remaining: 3_000,
      windowEnd: '2027-01-01T00:00:00.000Z',
    });
    // Monday's deposit stays in this week's window.
    expect(limitOf(value, 'DEPOSIT', 'WEEK')).toMatchObject({ used: 500, remaining: 500 });
  });

  it('changes a limit once for one Idempotency-Key sent twice', async () => {
    await setLimit({ kind: 'LOSS', period: 'DAY', amount: 100 });
    const key = newKey();
    const first = await setLimit({ kind: 'LOSS', period: 'DAY', amount: 300 }, key);
    t.clock.now += hour;
    const second = await setLimit({ kind: 'LOSS', period: 'DAY', amount: 300 }, key);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.envelope).toEqual(first.envelope);
    // The cooling-off still ends 24 hours after the first request, not the replay.
    expect(limitOf(await limits(), 'LOSS', 'DAY').pending?.effectiveTime).toBe('2026-11-24T08:00:00.000Z');
    const other = await setLimit({ kind: 'LOSS', period: 'DAY', amount: 400 }, key);
    expect(other.envelope.errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('after a loss limit is reached, refuses real-money launches and transfers into games, not free play', async () => {
    const accountId = t.accountId(e2eLimitsAccount);
    await setLimit({ kind: 'LOSS', period: 'DAY', amount: 50 });
    const insert = t.platform.ctx.db.prepare(`INSERT INTO bets (account_id, round_id, game_type, vassalage, game_name,
      bet_amount, valid_bet, payout, status, bet_time, settle_time) VALUES (?, ?, 'RNG', 'JL', 'Test', ?, ?, ?, ?, ?, ?)`);
    const now = t.clock.now;
    insert.run(accountId, 'r1', 4_000, 4_000, 1_000, 'SETTLED', now - hour, now - hour); // lost 30
    insert.run(accountId, 'r2', 9_000, 0, 0, 'UNSETTLED', now - hour, null); // open: not a loss yet
    expect(limitOf(await limits(), 'LOSS', 'DAY')).toMatchObject({ used: 30, remaining: 20 });
    const launch = (accountType: number) =>
      t.call('POST', launchPath, { token, idempotencyKey: newKey(), body: { nodeId: 10001, accountType } });
    expect((await launch(1)).envelope.success).toBe(true);
    await t.call('DELETE', launchPath, { token });

    insert.run(accountId, 'r3', 2_000, 2_000, 0, 'SETTLED', now - 1, now - 1); // lost 20 more: 50 of 50
    const value = await limits();
    expect(value.lossLimitReached).toBe(true);
    expect((await launch(1)).envelope.errorCode).toBe('LOSS_LIMIT_REACHED');
    const balance = await t.value<BalanceValue>('GET', walletPaths.balance, { token });
    const game = defined(balance.balance.find((wallet) => wallet.accountTypeId !== 1)).accountTypeId;
    const transfer = (from: number, to: number) =>
      t.call('POST', walletPaths.transfer, {
        token,
        idempotencyKey: newKey(),
        body: { fromAccountTypeId: from, toAccountTypeId: to, amount: 1 },
      });
    expect((await transfer(1, game)).envelope.errorCode).toBe('LOSS_LIMIT_REACHED');
    // The next day's window starts from nothing.
    t.clock.now = Date.parse('2026-11-24T00:00:00Z');
    expect((await limits()).lossLimitReached).toBe(false);
    expect((await transfer(1, game)).envelope.success).toBe(true);
    expect((await transfer(game, 1)).envelope.success).toBe(true);
  });
});
