import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountRecordValue,
  BalanceValue,
  RebateClaimsValue,
  RebateClaimValue,
  RebateSummaryValue,
} from '@lobby/contract';
import { createTestPlatform, newKey, type TestPlatform } from '../wallet/testing';
import { dayNumber, dayText } from '../../shared/days';
import { defaultRebateRates } from './rebate';
import { createBetWriter } from './seed';

const summaryPath = '/wps/relay/MCSFE_getRebateSummary';
const claimPath = '/wps/relay/MCS2_claimRebate';
const claimsPath = '/wps/relay/MCSFE_getRebateClaims';
const cents = (amount: number) => Math.round(amount * 100);

describe('manual rebate', () => {
  let t: TestPlatform;
  let token: string;
  const mainBalance = async () =>
    (await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance.find(
      (item) => item.accountTypeId === 1,
    )?.availBalance ?? 0;
  const claim = (idempotencyKey?: string) =>
    t.call<RebateClaimValue>('POST', claimPath, { token, idempotencyKey, body: {} });
  const today = () => dayNumber(t.clock.now);

  beforeEach(() => {
    t = createTestPlatform();
    token = t.tokenOf('e2e_records');
  });
  afterEach(() => t.platform.close());

  it('offers the valid bets settled so far times the rate of each line, rounded down to the cent', async () => {
    const summary = await t.value<RebateSummaryValue>('GET', summaryPath, { token });
    expect(summary.since).toBeNull();
    expect(summary.lines.map((line) => line.gameType)).toEqual(Object.keys(defaultRebateRates));
    expect(summary.lines.find((line) => line.gameType === 'RNG')?.rate).toBe(1.2);
    for (const line of summary.lines) {
      expect(cents(line.amount)).toBe(Math.floor((cents(line.validBet) * line.rate * 100) / 10_000));
    }
    expect(summary.lines.every((line) => line.validBet > 0)).toBe(true);
    expect(cents(summary.amount)).toBe(summary.lines.reduce((sum, line) => sum + cents(line.amount), 0));
    expect(summary.amount).toBeGreaterThan(0);
  });

  it('credits the main wallet once per claim: a repeat replays it, a new claim finds nothing due', async () => {
    const before = await mainBalance();
    const { amount } = await t.value<RebateSummaryValue>('GET', summaryPath, { token });
    const key = newKey();
    const first = await claim(key);
    expect(first.envelope.success).toBe(true);
    const value = first.envelope.value as RebateClaimValue;
    expect(value.amount).toBe(amount);
    expect(cents(value.mainBalance)).toBe(cents(before) + cents(amount));

    const replay = await claim(key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.envelope.value).toEqual(value);

    const again = await claim(newKey());
    expect(again.envelope).toMatchObject({ success: false, errorCode: 'REBATE_NOTHING_TO_CLAIM' });
    expect(cents(await mainBalance())).toBe(cents(before) + cents(amount));

    const summary = await t.value<RebateSummaryValue>('GET', summaryPath, { token });
    expect(summary).toMatchObject({ amount: 0, validBet: 0, since: value.claimedTime });

    const range = `startDate=${dayText(today())}&endDate=${dayText(today())}`;
    const history = await t.value<RebateClaimsValue>('GET', `${claimsPath}?${range}`, { token });
    // The history's claim is the claim's answer without the balance after it.
    expect(history.list).toEqual([{ ...value, mainBalance: undefined }]);
    expect(history.totals).toEqual({ count: 1, validBet: value.validBet, amount: value.amount });
    const record = await t.value<AccountRecordValue>('GET', `/wps/relay/ODSFE2_getAccountRecord?${range}&type=REBATE`, {
      token,
    });
    expect(record.list).toHaveLength(1);
    expect(record.list[0]).toMatchObject({ type: 'REBATE', direction: 'IN', amount: value.amount });
  });

  it('makes one claim of two sent at once with different keys', async () => {
    const before = await mainBalance();
    const answers = await Promise.all([claim(newKey()), claim(newKey())]);
    const made = answers.filter((answer) => answer.envelope.success);
    expect(made).toHaveLength(1);
    expect(answers.find((answer) => !answer.envelope.success)?.envelope.errorCode).toBe('REBATE_NOTHING_TO_CLAIM');
    const amount = (made[0]?.envelope.value as RebateClaimValue).amount;
    expect(cents(await mainBalance())).toBe(cents(before) + cents(amount));
  });

  it('counts only the bets settled after the last claim', async () => {
    await claim(newKey());
    t.clock.now += 60_000;
    const write = createBetWriter(t.platform.ctx.db);
    write({
      accountId: t.accountId('e2e_records'),
      roundId: 'late-1',
      gameType: 'LIVE',
      vassalage: 'EVO',
      gameName: 'Late table',
      betAmount: 123_456,
      validBet: 123_456,
      payout: 0,
      status: 'SETTLED',
      betTime: t.clock.now - 30_000,
      settleTime: t.clock.now - 1_000,
    });
    const summary = await t.value<RebateSummaryValue>('GET', summaryPath, { token });
    expect(summary.validBet).toBe(1234.56);
    // 0.80 % of 1,234.56 is 9.87648: rounded down to 9.87.
    expect(summary.amount).toBe(9.87);
    expect(summary.lines.filter((line) => line.validBet > 0).map((line) => line.gameType)).toEqual(['LIVE']);
  });

  it('needs an Idempotency-Key and a member', async () => {
    expect((await claim()).envelope.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const trial = await t.call('POST', claimPath, {
      token: t.tokenOf('demo_trial'),
      idempotencyKey: newKey(),
      body: {},
    });
    expect(trial.envelope.errorCode).toBe('TRIAL_FORBIDDEN');
    expect((await t.call('GET', summaryPath)).status).toBe(401);
    const { envelope } = await t.call('POST', claimPath, { token, idempotencyKey: newKey(), body: [1] });
    expect(envelope.errorCode).toBe('VALIDATION');
  });

  it('shows demo_member past claims, each crediting the account record', async () => {
    const member = t.tokenOf('demo_member');
    const range = `startDate=${dayText(today() - 59)}&endDate=${dayText(today())}`;
    const history = await t.value<RebateClaimsValue>('GET', `${claimsPath}?${range}`, { token: member });
    expect(history.totals.count).toBe(4);
    for (const item of history.list) {
      expect(cents(item.amount)).toBe(item.lines.reduce((sum, line) => sum + cents(line.amount), 0));
    }
    const summary = await t.value<RebateSummaryValue>('GET', summaryPath, { token: member });
    expect(summary.since).toBe(history.list[0]?.claimedTime);
    expect(summary.amount).toBeGreaterThan(0);
    const record = await t.value<AccountRecordValue>('GET', `/wps/relay/ODSFE2_getAccountRecord?${range}&type=REBATE`, {
      token: member,
    });
    expect(record.totals.credit).toBe(history.totals.amount);
  });
});
