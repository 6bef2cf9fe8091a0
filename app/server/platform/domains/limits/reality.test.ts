import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  limitsPaths,
  type LimitsValue,
  realityCheckPaths,
  type RealityCheckValue,
  type SessionSummaryValue,
} from '@lobby/contract';
import { createTestPlatform, newKey, testEpoch, type TestPlatform } from '../wallet/testing';
import { e2eRealityAccount } from './index';

const minute = 60 * 1000;
const hour = 60 * minute;

describe('reality check', () => {
  let t: TestPlatform;
  let token: string;

  beforeEach(() => {
    t = createTestPlatform({ tokenTtlMs: 30 * 24 * hour });
    // The session logs in at testEpoch (Monday 2026-11-23 08:00 UTC).
    token = t.tokenOf(e2eRealityAccount);
  });
  afterEach(() => t.platform.close());

  const setInterval = (intervalMinutes: unknown, key = newKey()) =>
    t.call<RealityCheckValue>('POST', realityCheckPaths.setRealityCheck, {
      token,
      idempotencyKey: key,
      body: { intervalMinutes },
    });
  const summary = (as = token) => t.value<SessionSummaryValue>('GET', realityCheckPaths.sessionSummary, { token: as });
  const insertBet = (round: string, stake: number, payout: number, status: string, settleAt: number | null) =>
    t.platform.ctx.db
      .prepare(
        `INSERT INTO bets (account_id, round_id, game_type, vassalage, game_name, bet_amount, valid_bet, payout,
          status, bet_time, settle_time) VALUES (?, ?, 'RNG', 'JL', 'Test', ?, ?, ?, ?, ?, ?)`,
      )
      .run(t.accountId(e2eRealityAccount), round, stake, stake, payout, status, settleAt ?? testEpoch, settleAt);

  it('is off by default, takes 15, 30 or 60 minutes or off, and refuses anything else', async () => {
    expect(await t.value<RealityCheckValue>('GET', realityCheckPaths.realityCheck, { token })).toEqual({
      intervalMinutes: 0,
    });
    for (const minutes of [15, 30, 60, 0]) {
      expect((await setInterval(minutes)).envelope.value).toEqual({ intervalMinutes: minutes });
    }
    for (const bad of [10, -15, '15m', null, undefined, 15.5]) {
      expect((await setInterval(bad)).envelope.errorCode, String(bad)).toBe('VALIDATION');
    }
    expect(
      (await t.call('POST', realityCheckPaths.setRealityCheck, { token, body: { intervalMinutes: 15 } })).envelope,
    ).toMatchObject({ success: false });
  });

  it('is stored per account, server-side: another session of the account reads the same interval', async () => {
    await setInterval(30);
    const other = t.tokenOf(e2eRealityAccount);
    expect(await t.value<RealityCheckValue>('GET', realityCheckPaths.realityCheck, { token: other })).toEqual({
      intervalMinutes: 30,
    });
    // Another account is untouched.
    const stranger = t.tokenOf('e2e_limits');
    expect(await t.value<RealityCheckValue>('GET', realityCheckPaths.realityCheck, { token: stranger })).toEqual({
      intervalMinutes: 0,
    });
  });

  it('changes once for one Idempotency-Key sent twice', async () => {
    const key = newKey();
    const first = await setInterval(15, key);
    await setInterval(60);
    const replay = await setInterval(15, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.envelope).toEqual(first.envelope);
    expect((await t.value<RealityCheckValue>('GET', realityCheckPaths.realityCheck, { token })).intervalMinutes).toBe(
      60,
    );
  });

  it("sums the caller's session since its login by the platform clock: wagered and the net result", async () => {
    await setInterval(15);
    insertBet('before', 50_000, 0, 'SETTLED', testEpoch - 1); // settled before login: not counted
    t.clock.now += 10 * minute;
    insertBet('lost', 4_000, 1_000, 'SETTLED', t.clock.now - minute); // staked 40, returned 10
    insertBet('won', 2_000, 7_500, 'SETTLED', t.clock.now); // staked 20, returned 75, settled right now
    insertBet('open', 9_000, 0, 'UNSETTLED', null); // open: nothing wagered or lost yet
    insertBet('void', 3_000, 0, 'CANCELLED', t.clock.now - minute);
    const value = await summary();
    expect(value).toEqual({
      loginTime: '2026-11-23T08:00:00.000Z',
      serverTime: '2026-11-23T08:10:00.000Z',
      intervalMinutes: 15,
      currency: expect.any(String) as string,
      currencySymbol: expect.any(String) as string,
      wagered: 60,
      netResult: 25,
    });
    // The same reader as the loss limits: a net win is no loss used.
    const limits = await t.value<LimitsValue>('GET', limitsPaths.limits, { token });
    expect(limits.limits.find((limit) => limit.kind === 'LOSS' && limit.period === 'DAY')?.used).toBe(475);

    // A session opened later counts from its own login; the first one keeps its own.
    t.clock.now += minute;
    const later = t.tokenOf(e2eRealityAccount);
    t.clock.now += 4 * minute;
    insertBet('late', 1_000, 0, 'SETTLED', t.clock.now - 1);
    expect(await summary(later)).toMatchObject({
      loginTime: '2026-11-23T08:11:00.000Z',
      serverTime: '2026-11-23T08:15:00.000Z',
      wagered: 10,
      netResult: -10,
    });
    expect(await summary()).toMatchObject({ loginTime: '2026-11-23T08:00:00.000Z', wagered: 70, netResult: 15 });
  });

  it('is for logged-in members only', async () => {
    expect((await t.call('GET', realityCheckPaths.sessionSummary)).status).toBe(401);
    const trial = t.tokenOf('demo_trial');
    expect((await t.call('GET', realityCheckPaths.sessionSummary, { token: trial })).envelope.errorCode).toBe(
      'TRIAL_FORBIDDEN',
    );
  });
});
