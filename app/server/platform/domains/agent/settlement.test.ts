// Settlement of the contracts (SPEC.md sections 1, 3, 4 and 9) against known bets: the journeys' own
// tree (e2e_agent -> e2e_subagent), which has no bets and no contract, so every figure is ours.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  agentPaths,
  type AgentRevenueValue,
  type BalanceValue,
  type ContractActionValue,
  type ContractKind,
  contractSettledEventType,
  type ContractTerms,
  type ContractTier,
  type SettlementValue,
} from '@lobby/contract';
import type { PlatformEvent } from '../../events';
import { createBetWriter } from '../bets/seed';
import { createTestPlatform, defined, type TestPlatform } from '../wallet/testing';
import { duePeriods, periodEndAfter, periodStartOf } from './periods';
import { outcomeOf } from './settlement';

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;
/** testEpoch: Monday 2026-11-23 08:00 UTC (the platform's clock is UTC). */
const monday = Date.UTC(2026, 10, 23);

const contractPaths: Record<ContractKind, string> = {
  DIVIDEND: agentPaths.dividend,
  DAILY_SALARY: agentPaths.dailySalary,
  HOURLY_SALARY: agentPaths.hourlySalary,
  REALTIME_SALARY: agentPaths.realtimeSalary,
};

const tier = (rate: number, minBetAmount: number, extra: Partial<ContractTier> = {}): ContractTier => ({
  minBetAmount,
  minProfitLoss: 0,
  minActiveMembers: 1,
  rate,
  dailyBetAmount: 0,
  hourlyBetAmount: 0,
  ...extra,
});

describe('settlement periods', () => {
  const window = 5 * minute;
  it('cuts real-time windows, hours, days, weeks from Monday, half-months and months', () => {
    const t = monday + 8 * hour + 7 * minute;
    expect(periodEndAfter('REALTIME', t, window)).toBe(monday + 8 * hour + 10 * minute);
    expect(periodEndAfter('HOUR', t, window)).toBe(monday + 9 * hour);
    expect(periodEndAfter('DAY', t, window)).toBe(monday + day);
    expect(periodStartOf('WEEK', t + 3 * day, window)).toBe(monday);
    expect(periodEndAfter('WEEK', monday, window)).toBe(monday + 7 * day);
    expect(periodEndAfter('SEMIMONTH', Date.UTC(2026, 10, 15, 23), window)).toBe(Date.UTC(2026, 10, 16));
    expect(periodEndAfter('SEMIMONTH', Date.UTC(2026, 10, 16), window)).toBe(Date.UTC(2026, 11, 1));
    expect(periodEndAfter('MONTH', Date.UTC(2026, 11, 31, 12), window)).toBe(Date.UTC(2027, 0, 1));
  });

  it('settles only whole periods that are over, the first from the activation, the last to the end', () => {
    const start = monday + 8 * hour + 30 * minute;
    expect(duePeriods('HOUR', start, monday + 12 * hour, monday + 11 * hour + 59 * minute, window)).toEqual({
      periods: [
        { start, end: monday + 9 * hour },
        { start: monday + 9 * hour, end: monday + 10 * hour },
        { start: monday + 10 * hour, end: monday + 11 * hour },
      ],
      until: monday + 11 * hour,
    });
    // Ended at 10:15: its part of the 10:00 hour is settled once that hour is over.
    const ended = monday + 10 * hour + 15 * minute;
    expect(duePeriods('HOUR', monday + 10 * hour, ended, monday + 10 * hour + 40 * minute, window)).toEqual({
      periods: [],
      until: monday + 10 * hour,
    });
    expect(duePeriods('HOUR', monday + 10 * hour, ended, monday + 11 * hour, window)).toEqual({
      periods: [{ start: monday + 10 * hour, end: ended }],
      until: ended,
    });
  });

  it('passes over the periods before the next activity without listing them', () => {
    const start = monday + 2 * minute;
    const next = (t: number) => (t <= monday + 3 * hour + 7 * minute ? monday + 3 * hour + 7 * minute : Infinity);
    expect(duePeriods('REALTIME', start, monday + 5 * hour, monday + 5 * hour, window, next)).toEqual({
      periods: [{ start: monday + 3 * hour + 5 * minute, end: monday + 3 * hour + 10 * minute }],
      until: monday + 5 * hour,
    });
    // Still running at now: the cursor stops at the start of the running window.
    expect(duePeriods('REALTIME', start, monday + 5 * hour + minute, monday + 5 * hour + minute, window, next)).toEqual(
      {
        periods: [{ start: monday + 3 * hour + 5 * minute, end: monday + 3 * hour + 10 * minute }],
        until: monday + 5 * hour,
      },
    );
  });

  it('picks the highest applying tier and rounds down to the cent', () => {
    const tiers = [tier(1, 100), tier(1.5, 1000, { minActiveMembers: 3 }), tier(2, 5000)];
    const figures = { validBet: 333_333, profitLoss: -50_000, activeMembers: 3, dayValidBet: 0, hourValidBet: 0 };
    expect(outcomeOf('DAILY_SALARY', tiers, figures)).toEqual({ base: 333_333, rate: 150, tier: 2, amount: 4999 });
    expect(outcomeOf('DAILY_SALARY', tiers, { ...figures, activeMembers: 2 })).toMatchObject({ rate: 100, tier: 1 });
    expect(outcomeOf('DAILY_SALARY', [tier(1, 0, { dailyBetAmount: 5000 })], figures)).toEqual({
      base: 333_333,
      rate: 0,
      tier: null,
      amount: 0,
    });
    // A dividend is a share of the team's loss, and only of a loss.
    expect(outcomeOf('DIVIDEND', [tier(25, 0, { minProfitLoss: 100 })], figures)).toEqual({
      base: 50_000,
      rate: 2500,
      tier: 1,
      amount: 12_500,
    });
    expect(outcomeOf('DIVIDEND', [tier(25, 0)], { ...figures, profitLoss: 10 })).toMatchObject({ base: 0, amount: 0 });
  });
});

describe('contract settlement', () => {
  let t: TestPlatform;
  let agent: string;
  let sub: string;
  let subId: number;
  let memberId: number;
  let writeBet: ReturnType<typeof createBetWriter>;

  beforeEach(() => {
    t = createTestPlatform({ timers: false, tokenTtlMs: 365 * day });
    agent = t.tokenOf('e2e_agent');
    sub = t.tokenOf('e2e_subagent');
    subId = t.accountId('e2e_subagent');
    // A member below the sub-agent: its bets count for the sub-agent's team.
    memberId = t.platform.ctx.accounts.create({ username: 'teamplayer', password: 'Demo1234', parentId: subId }).id;
    writeBet = createBetWriter(t.platform.ctx.db);
  });
  afterEach(() => t.platform.close());

  /** A settled bet (amounts in major units; the player's profit = payout - stake). */
  const bet = (accountId: number, settleTime: number, stake: number, payout = 0) =>
    writeBet({
      accountId,
      roundId: `R-${String(settleTime)}-${String(stake)}`,
      gameType: 'LIVE',
      vassalage: 'EVO',
      gameName: 'Baccarat',
      betAmount: Math.round(stake * 100),
      validBet: Math.round(stake * 100),
      payout: Math.round(payout * 100),
      status: 'SETTLED',
      betTime: settleTime - minute,
      settleTime,
    });

  /** The agent offers, the sub-agent accepts at the current clock. */
  const contract = async (kind: ContractKind, terms: ContractTerms) => {
    const offered = await t.value<ContractActionValue>('POST', contractPaths[kind], {
      token: agent,
      body: { action: 'request', requestType: 'NEW', downlineId: subId, terms },
    });
    const accepted = await t.value<ContractActionValue>('POST', contractPaths[kind], {
      token: sub,
      body: { action: 'accept', contractId: offered.contract.contractId },
    });
    expect(accepted.contract.activatedTime).toBe(new Date(t.clock.now).toISOString());
    return accepted.contract;
  };

  const mainBalance = async (token: string) =>
    defined((await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance[0]).availBalance;

  const report = (token: string, kind: ContractKind, query = '', range = '&startDate=2026-11-01&endDate=2026-11-30') =>
    t.value<SettlementValue>('GET', `${agentPaths.settlements}?kind=${kind}${range}${query}`, { token });

  it('pays a daily salary from the bets of the day, once, and both sides see it', async () => {
    const before = await mainBalance(sub);
    // Accepted Monday 08:00; a bet settled before it does not count.
    bet(memberId, monday + 7 * hour, 9000);
    await contract('DAILY_SALARY', {
      period: 'DAILY',
      tiers: [tier(1, 100), tier(2, 1000, { minActiveMembers: 2, dailyBetAmount: 1000 })],
    });
    bet(subId, monday + 9 * hour, 500);
    bet(memberId, monday + 10 * hour, 700, 1400);
    bet(memberId, monday + day + hour, 150);

    t.platform.runScheduled();
    expect(await mainBalance(sub)).toBe(before);
    expect((await report(sub, 'DAILY_SALARY')).list).toEqual([]);

    const events: PlatformEvent[] = [];
    t.platform.ctx.events.subscribe(subId, (event) => events.push(event));
    t.clock.now = monday + day + 30 * minute;
    t.platform.runScheduled();
    t.platform.runScheduled();
    // 1,200.00 of valid bets by 2 players since 08:00: tier 2, 2 % = 24.00, paid once.
    expect(await mainBalance(sub)).toBeCloseTo(before + 24, 2);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: contractSettledEventType, payload: { kind: 'DAILY_SALARY', amount: 24 } });

    const asDownline = await report(sub, 'DAILY_SALARY', '&role=downline');
    expect(asDownline.list).toHaveLength(1);
    expect(asDownline.list[0]).toMatchObject({
      downline: { account: 'e2e_subagent' },
      upline: { account: 'e2e_agent' },
      periodStart: new Date(monday + 8 * hour).toISOString(),
      periodEnd: new Date(monday + day).toISOString(),
      validBet: 1200,
      profitLoss: 200,
      activeMembers: 2,
      base: 1200,
      rate: 2,
      tier: 2,
      amount: 24,
      status: 'PAID',
    });
    const asUpline = await report(agent, 'DAILY_SALARY', '&role=upline');
    expect(asUpline.list).toEqual(asDownline.list);
    expect(asUpline.totals).toEqual({ count: 1, validBet: 1200, base: 1200, amount: 24 });
    expect((await report(agent, 'DAILY_SALARY', '&role=downline')).list).toEqual([]);

    // The next day: 150.00 from one player, tier 1 (1 %).
    t.clock.now = monday + 2 * day;
    t.platform.runScheduled();
    const both = await report(sub, 'DAILY_SALARY');
    expect(both.list.map((row) => [row.validBet, row.rate, row.amount])).toEqual([
      [150, 1, 1.5],
      [1200, 2, 24],
    ]);
    expect(both.totals).toEqual({ count: 2, validBet: 1350, base: 1350, amount: 25.5 });
    expect(await mainBalance(sub)).toBeCloseTo(before + 25.5, 2);

    // The downline's income report has them by day.
    const income = await t.value<AgentRevenueValue>(
      'GET',
      `${agentPaths.revenue}?startDate=2026-11-23&endDate=2026-11-25`,
      { token: sub },
    );
    expect(income.list.map((row) => [row.date, row.dailySalary, row.total])).toEqual([
      ['2026-11-25', 1.5, 1.5],
      ['2026-11-24', 24, 24],
    ]);
    expect(income.totals).toMatchObject({ dailySalary: 25.5, total: 25.5 });
  });

  it('settles real-time salary per window and records a window that does not qualify', async () => {
    const before = await mainBalance(sub);
    await contract('REALTIME_SALARY', {
      period: 'DAILY',
      tiers: [tier(0.5, 0, { hourlyBetAmount: 100 })],
    });
    bet(subId, monday + 8 * hour + minute, 60); // hour so far 60.00: below the hourly condition
    bet(memberId, monday + 8 * hour + 6 * minute, 90.99); // hour so far 150.99
    bet(memberId, monday + 8 * hour + 12 * minute, 10); // still running at 08:14
    t.clock.now = monday + 8 * hour + 14 * minute;
    t.platform.runScheduled();
    const value = await report(sub, 'REALTIME_SALARY');
    expect(value.list.map((row) => [row.periodStart.slice(11, 16), row.validBet, row.rate, row.amount])).toEqual([
      ['08:05', 90.99, 0.5, 0.45],
      ['08:00', 60, 0, 0],
    ]);
    expect(value.list[1]?.status).toBe('NOT_QUALIFIED');
    expect(await mainBalance(sub)).toBeCloseTo(before + 0.45, 2);
    t.clock.now = monday + 8 * hour + 15 * minute;
    t.platform.runScheduled();
    expect((await report(sub, 'REALTIME_SALARY')).totals).toEqual({
      count: 3,
      validBet: 160.99,
      base: 160.99,
      amount: 0.5,
    });
  });

  it('uses the configured real-time window', async () => {
    t.platform.close();
    t = createTestPlatform({ timers: false, tokenTtlMs: 365 * day, realtimeSalaryIntervalMs: minute });
    agent = t.tokenOf('e2e_agent');
    sub = t.tokenOf('e2e_subagent');
    await contract('REALTIME_SALARY', { period: 'DAILY', tiers: [tier(1, 0)] });
    writeBet = createBetWriter(t.platform.ctx.db);
    bet(subId, monday + 8 * hour + 30 * 1000, 100);
    bet(subId, monday + 8 * hour + 90 * 1000, 200);
    t.clock.now = monday + 8 * hour + 2 * minute;
    t.platform.runScheduled();
    const value = await report(sub, 'REALTIME_SALARY');
    expect(value.list.map((row) => [row.periodStart.slice(11, 16), row.periodEnd.slice(11, 16), row.amount])).toEqual([
      ['08:01', '08:02', 2],
      ['08:00', '08:01', 1],
    ]);
  });

  it('pays an hourly salary only for hours that meet the hourly bet amount', async () => {
    await contract('HOURLY_SALARY', { period: 'DAILY', tiers: [tier(0.5, 0, { hourlyBetAmount: 200 })] });
    bet(subId, monday + 8 * hour + 10 * minute, 150);
    bet(memberId, monday + 9 * hour + 10 * minute, 150);
    bet(memberId, monday + 9 * hour + 20 * minute, 100);
    t.clock.now = monday + 10 * hour;
    t.platform.runScheduled();
    const value = await report(agent, 'HOURLY_SALARY', '&role=upline');
    expect(value.list.map((row) => [row.periodStart.slice(11, 16), row.validBet, row.amount, row.status])).toEqual([
      ['09:00', 250, 1.25, 'PAID'],
      ['08:00', 150, 0, 'NOT_QUALIFIED'],
    ]);
    expect(value.totals.amount).toBe(value.list.reduce((sum, row) => sum + row.amount, 0));
  });

  it("pays a weekly dividend on the team's loss, and nothing in a week the team won", async () => {
    const before = await mainBalance(sub);
    await contract('DIVIDEND', {
      period: 'WEEKLY',
      tiers: [tier(20, 500, { minProfitLoss: 100 }), tier(30, 500, { minProfitLoss: 1000 })],
    });
    // Week 1: the team lost 400.00 of 1,000.00 staked (payouts 600.00).
    bet(subId, monday + day, 500, 300);
    bet(memberId, monday + 2 * day, 500, 300);
    // Week 2: the team won.
    bet(memberId, monday + 8 * day, 1000, 2000);
    t.clock.now = monday + 14 * day + hour;
    t.platform.runScheduled();
    const value = await report(sub, 'DIVIDEND', '', '&startDate=2026-11-23&endDate=2026-12-31');
    expect(value.list.map((row) => [row.profitLoss, row.base, row.rate, row.amount])).toEqual([
      [1000, 0, 0, 0],
      [-400, 400, 20, 80],
    ]);
    expect(await mainBalance(sub)).toBeCloseTo(before + 80, 2);
  });

  it('settles the part of a period before the contract ended, once, and nothing after', async () => {
    const terms: ContractTerms = { period: 'DAILY', tiers: [tier(1, 0)] };
    const active = await contract('DAILY_SALARY', terms);
    bet(subId, monday + 9 * hour, 100);
    t.clock.now = monday + 12 * hour;
    await t.value('POST', agentPaths.dailySalary, {
      token: agent,
      body: { action: 'terminate', contractId: active.contractId },
    });
    bet(subId, monday + 13 * hour, 1000);
    t.platform.runScheduled();
    expect((await report(sub, 'DAILY_SALARY')).list).toEqual([]);
    t.clock.now = monday + 3 * day;
    t.platform.runScheduled();
    t.platform.runScheduled();
    const value = await report(sub, 'DAILY_SALARY');
    expect(value.list).toHaveLength(1);
    expect(value.list[0]).toMatchObject({
      validBet: 100,
      amount: 1,
      periodEnd: new Date(monday + 12 * hour).toISOString(),
    });
  });

  it('stops settling a contract ended by the higher-rate rule', async () => {
    // The sub-agent pays its own downline agent 1.5 %; then accepts 1 % from its upline.
    const level3 = t.platform.ctx.accounts.create({
      username: 'levelthree',
      password: 'Demo1234',
      type: 42,
      parentId: subId,
    });
    const level3Token = t.tokenOf('levelthree');
    const offered = await t.value<ContractActionValue>('POST', agentPaths.dailySalary, {
      token: sub,
      body: {
        action: 'request',
        requestType: 'NEW',
        downlineId: level3.id,
        terms: { period: 'DAILY', tiers: [tier(1.5, 0)] },
      },
    });
    await t.value('POST', agentPaths.dailySalary, {
      token: level3Token,
      body: { action: 'accept', contractId: offered.contract.contractId },
    });
    bet(level3.id, monday + 9 * hour, 100);
    t.clock.now = monday + 10 * hour;
    const offer = await t.value<ContractActionValue>('POST', agentPaths.dailySalary, {
      token: agent,
      body: {
        action: 'request',
        requestType: 'NEW',
        downlineId: subId,
        terms: { period: 'DAILY', tiers: [tier(1, 0)] },
      },
    });
    const accepted = await t.value<ContractActionValue>('POST', agentPaths.dailySalary, {
      token: sub,
      body: { action: 'accept', contractId: offer.contract.contractId },
    });
    expect(accepted.autoTerminated.map((item) => [item.contractId, item.endReason])).toEqual([
      [offered.contract.contractId, 'AUTO_HIGHER_RATE'],
    ]);
    bet(level3.id, monday + 11 * hour, 1000);
    t.clock.now = monday + 2 * day;
    t.platform.runScheduled();
    const level3Report = await report(level3Token, 'DAILY_SALARY', '&role=downline');
    // Only its part of Monday before 10:00 at 1.5 %.
    expect(level3Report.list.map((row) => [row.validBet, row.rate, row.amount])).toEqual([[100, 1.5, 1.5]]);
    // The sub-agent's own salary counts its whole team (level 3 included) from 10:00 at 1 %.
    const subReport = await report(sub, 'DAILY_SALARY', '&role=downline');
    expect(subReport.list.map((row) => [row.validBet, row.rate, row.amount])).toEqual([[1000, 1, 10]]);
  });

  it('refuses the dividend calls when the contract-dividend feature is off, and settles no dividend', async () => {
    t.platform.close();
    t = createTestPlatform({ timers: false, tokenTtlMs: 365 * day, contractDividend: false });
    const token = t.tokenOf('demo_subagent');
    const list = await t.call('POST', agentPaths.dividend, { token, body: { action: 'list' } });
    expect(list.envelope.errorCode).toBe('MODULE_DISABLED');
    const dividendReport = await t.call(
      'GET',
      `${agentPaths.settlements}?kind=DIVIDEND&startDate=2026-11-01&endDate=2026-11-23`,
      { token },
    );
    expect(dividendReport.envelope.errorCode).toBe('MODULE_DISABLED');
    const seeded = t.platform.ctx.db.prepare("SELECT COUNT(*) AS n FROM agent_settlements WHERE kind = 'DIVIDEND'");
    expect((seeded.get() as { n: number }).n).toBe(0);
    expect((await t.call('POST', agentPaths.dailySalary, { token, body: { action: 'list' } })).envelope.success).toBe(
      true,
    );
  });
});

describe('seeded settlements', () => {
  let t: TestPlatform;
  beforeEach(() => {
    t = createTestPlatform({ timers: false, tokenTtlMs: 365 * day });
  });
  afterEach(() => t.platform.close());

  it('has paid and unqualified periods of every kind for demo_subagent, seen by demo_agent too', async () => {
    const sub = t.tokenOf('demo_subagent');
    const agent = t.tokenOf('demo_agent');
    for (const kind of ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'] as const) {
      const query = `${agentPaths.settlements}?kind=${kind}&startDate=2026-08-26&endDate=2026-11-23&pageSize=100`;
      const downline = await t.value<SettlementValue>('GET', `${query}&role=downline`, { token: sub });
      const upline = await t.value<SettlementValue>('GET', `${query}&role=upline`, { token: agent });
      expect(downline.totals.count).toBeGreaterThan(0);
      expect(downline.totals).toEqual(upline.totals);
      expect(downline.list.some((row) => row.status === 'PAID')).toBe(true);
      if (kind !== 'REALTIME_SALARY') expect(downline.list.some((row) => row.status === 'NOT_QUALIFIED')).toBe(true);
    }
  });

  it('pays a period once when two platforms share one database file', async () => {
    t.platform.close();
    const folder = mkdtempSync(join(tmpdir(), 'agent-settlement-'));
    const file = join(folder, 'platform.sqlite');
    const first = createTestPlatform({ timers: false, tokenTtlMs: 365 * day, db: file });
    const second = createTestPlatform({ timers: false, tokenTtlMs: 365 * day, db: file });
    t = first;
    try {
      const subId = first.accountId('e2e_subagent');
      const offered = await first.value<ContractActionValue>('POST', agentPaths.realtimeSalary, {
        token: first.tokenOf('e2e_agent'),
        body: {
          action: 'request',
          requestType: 'NEW',
          downlineId: subId,
          terms: { period: 'DAILY', tiers: [tier(1, 0)] },
        },
      });
      await second.value('POST', agentPaths.realtimeSalary, {
        token: second.tokenOf('e2e_subagent'),
        body: { action: 'accept', contractId: offered.contract.contractId },
      });
      createBetWriter(first.platform.ctx.db)({
        accountId: subId,
        roundId: 'R-shared',
        gameType: 'RNG',
        vassalage: 'PG',
        gameName: 'Slots',
        betAmount: 10_000,
        validBet: 10_000,
        payout: 0,
        status: 'SETTLED',
        betTime: first.clock.now + minute,
        settleTime: first.clock.now + minute,
      });
      first.clock.now += 10 * minute;
      second.clock.now += 10 * minute;
      const balance = (db: typeof first.platform.ctx.db) =>
        (
          db.prepare('SELECT balance FROM wallets WHERE account_id = ? AND account_type_id = 1').get(subId) as {
            balance: number;
          }
        ).balance;
      const before = balance(first.platform.ctx.db);
      second.platform.runScheduled();
      first.platform.runScheduled();
      second.platform.runScheduled();
      expect(balance(first.platform.ctx.db) - before).toBe(100);
      const rows = first.platform.ctx.db
        .prepare('SELECT COUNT(*) AS n FROM agent_settlements WHERE contract_id = ?')
        .get(offered.contract.contractId) as { n: number };
      expect(rows.n).toBe(1);
    } finally {
      second.platform.close();
      first.platform.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
