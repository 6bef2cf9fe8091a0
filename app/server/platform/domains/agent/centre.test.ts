// The agent centre's calls (src/api/wire/agent.ts): agent info, registering a downline, the team
// reports and their totals, link management, agent announcements; agents only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AffiliateValue,
  type AgentAnnouncementValue,
  type AgentInfoValue,
  agentPaths,
  type AgentRevenueValue,
  type DownlineListValue,
  type LoginValue,
  maxReferralLinks,
  type ReferralLink,
  type ReferralLinksValue,
  type RegisterDownlineValue,
  type TeamBetValue,
  type TeamOverviewDetails,
  type TeamProfitLossValue,
  type TeamTransactionValue,
  whitelabelModuleIds,
} from '@lobby/contract';
import { call } from '../../testing';
import { createTestPlatform, newKey, type TestPlatform } from '../wallet/testing';

const day = 24 * 60 * 60 * 1000;
const range = 'startDate=2026-10-25&endDate=2026-11-23';

/** Sums a field over rows, in cents (no float drift). */
const sum = <T>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;

describe('agent centre calls', () => {
  let t: TestPlatform;
  let agent: string;
  beforeEach(() => {
    t = createTestPlatform({ timers: false, tokenTtlMs: day });
    agent = t.tokenOf('demo_agent');
  });
  afterEach(() => t.platform.close());

  it('refuses guests and non-agents on every new call', async () => {
    const member = t.tokenOf('demo_member');
    const calls: [string, string, unknown?][] = [
      ['GET', agentPaths.info],
      ['GET', `${agentPaths.teamBets}?${range}`],
      ['GET', `${agentPaths.teamProfitLoss}?${range}`],
      ['GET', `${agentPaths.revenue}?${range}`],
      ['GET', `${agentPaths.teamTransactions}?${range}`],
      ['GET', `${agentPaths.settlements}?${range}&kind=DAILY_SALARY`],
      ['GET', agentPaths.links],
      ['POST', agentPaths.addLink, { type: 'MEMBER' }],
      ['DELETE', agentPaths.removeLink, { linkId: 1 }],
      ['GET', agentPaths.announcements],
      ['POST', agentPaths.registerDownline, {}],
    ];
    for (const [method, path, body] of calls) {
      const asMember = await t.call(method, path, { token: member, body, idempotencyKey: newKey() });
      expect(asMember.envelope.errorCode, `${method} ${path}`).toBe('NON_AGENT');
      const asGuest = await t.call(method, path, { body });
      expect(asGuest.status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers the agent's info: upline, affiliate code, clock offset and features", async () => {
    const info = await t.value<AgentInfoValue>('GET', agentPaths.info, { token: t.tokenOf('demo_subagent') });
    expect(info).toMatchObject({
      account: 'demo_subagent',
      type: 41,
      upline: { account: 'demo_agent' },
      affiliateCode: 'DEMOSUB',
      timezoneOffset: 420,
      platformTimezoneOffset: 0,
      realtimeSalaryIntervalMs: 5 * 60 * 1000,
      features: { contractDividend: true },
    });
    const top = await t.value<AgentInfoValue>('GET', agentPaths.info, { token: agent });
    expect(top).toMatchObject({ upline: null, timezoneOffset: 480 });
    expect(
      (await t.value<AgentInfoValue>('GET', agentPaths.info, { token: t.tokenOf('demo_agent3') })).timezoneOffset,
    ).toBe(0);
  });

  describe('registerCenter', () => {
    const register = (body: Record<string, unknown>, key = newKey(), token = agent) =>
      call<RegisterDownlineValue>(t.platform, 'POST', agentPaths.registerDownline, {
        token,
        body,
        sealed: true,
        headers: { 'Idempotency-Key': key },
      });
    const valid = { username: 'newplayer1', password: 'Secret12', confirmPassword: 'Secret12', type: 0 };

    it('creates a member directly below the agent, once per Idempotency-Key', async () => {
      const key = newKey();
      const first = await register(valid, key);
      expect(first.envelope.value).toMatchObject({
        account: 'newplayer1',
        nickname: 'newplayer1',
        type: 0,
        balance: 0,
        teamSize: 0,
        affiliateCode: null,
      });
      const replay = await register(valid, key);
      expect(replay.envelope.value?.customerId).toBe(first.envelope.value?.customerId);
      const downlines = await t.value<DownlineListValue>('GET', `${agentPaths.downlines}?account=newplayer1`, {
        token: agent,
      });
      expect(downlines.list.map((row) => row.account)).toEqual(['newplayer1']);
      // Placed directly below the agent.
      expect(t.platform.ctx.accounts.byUsername('newplayer1')?.parentId).toBe(t.accountId('demo_agent'));
      const again = await register(valid);
      expect(again.envelope.errorCode).toBe('USERNAME_TAKEN');
    });

    it('creates a sub-agent with its own affiliate code, which registration accepts', async () => {
      const created = await register({ ...valid, username: 'newagent1', type: 41, nickname: 'Partner' });
      const value = created.envelope.value as RegisterDownlineValue;
      expect(value).toMatchObject({ account: 'newagent1', nickname: 'Partner', type: 41 });
      expect(value.affiliateCode).toMatch(/^A[A-Z0-9]{7}$/);
      const affiliate = await t.value<AffiliateValue>('GET', `/wps/agent/affiliate?code=${value.affiliateCode ?? ''}`);
      expect(affiliate).toEqual({ valid: true, agentAccount: 'newagent1' });
      // The new sub-agent is an agent: it may register its own downline.
      const below = await register({ ...valid, username: 'belowagent' }, newKey(), t.tokenOf('newagent1'));
      expect(below.envelope.success).toBe(true);
    });

    it('checks the fields with the register rules, and wants the body sealed', async () => {
      const errorOf = async (body: Record<string, unknown>) => (await register(body)).envelope;
      expect((await errorOf({ ...valid, username: '1abc' })).message).toContain('username');
      expect((await errorOf({ ...valid, username: '' })).message).toBe('username is required');
      expect((await errorOf({ ...valid, password: 'a b', confirmPassword: 'a b' })).message).toContain('password');
      expect((await errorOf({ ...valid, confirmPassword: 'Other123' })).message).toBe(
        'confirmPassword inconsistent_twice',
      );
      expect((await errorOf({ ...valid, type: 42 })).message).toContain('type');
      expect((await errorOf({ ...valid, type: 4 })).errorCode).toBe('VALIDATION');
      expect((await errorOf({ ...valid, nickname: 'x'.repeat(33) })).message).toContain('nickname');
      const unsealed = await t.call('POST', agentPaths.registerDownline, {
        token: agent,
        body: valid,
        idempotencyKey: newKey(),
      });
      expect(unsealed.envelope.errorCode).toBe('ENCRYPTION_REQUIRED');
      expect(t.platform.ctx.accounts.byUsername('newplayer1')).toBeUndefined();
    });
  });

  describe('team reports', () => {
    it('pages the team bets with totals over the whole range, and filters them', async () => {
      const all = await t.value<TeamBetValue>('GET', `${agentPaths.teamBets}?${range}&pageSize=100`, {
        token: agent,
      });
      expect(all.totalCount).toBe(all.totals.count);
      expect(all.totals.count).toBeGreaterThan(100);
      const rows = [...all.list];
      for (let pageNo = 2; pageNo <= all.totalPages; pageNo += 1) {
        const page = await t.value<TeamBetValue>(
          'GET',
          `${agentPaths.teamBets}?${range}&pageSize=100&pageNo=${pageNo}`,
          {
            token: agent,
          },
        );
        rows.push(...page.list);
      }
      expect(rows).toHaveLength(all.totals.count);
      expect(sum(rows, (row) => row.betAmount)).toBe(all.totals.betAmount);
      expect(sum(rows, (row) => row.validBet)).toBe(all.totals.validBet);
      expect(sum(rows, (row) => row.payout)).toBe(all.totals.payout);
      expect(sum(rows, (row) => row.profit ?? 0)).toBe(all.totals.profit);
      // Only the team: demo_member plays outside it; the agent's own bets are not "the team" either.
      const accounts = new Set(rows.map((row) => row.account));
      expect(accounts.has('demo_member')).toBe(false);
      expect(accounts.has('demo_agent')).toBe(false);
      expect(accounts.has('demo_subagent')).toBe(true);
      // Filters.
      const filtered = await t.value<TeamBetValue>(
        'GET',
        `${agentPaths.teamBets}?${range}&account=member_002&gameType=LIVE&status=SETTLED&pageSize=100`,
        { token: agent },
      );
      expect(filtered.list.length).toBeGreaterThan(0);
      expect(
        filtered.list.every(
          (row) => row.account === 'member_002' && row.gameType === 'LIVE' && row.status === 'SETTLED',
        ),
      ).toBe(true);
      // The sub-agent sees only its own team.
      const subTeam = await t.value<TeamBetValue>('GET', `${agentPaths.teamBets}?${range}&pageSize=100`, {
        token: t.tokenOf('demo_subagent'),
      });
      expect(subTeam.totals.count).toBeLessThan(all.totals.count);
      expect(subTeam.list.some((row) => row.account === 'demo_subagent')).toBe(false);
    });

    it('gives the totals of every day of the range (the chart of the report), filtered like the rows', async () => {
      for (const query of [range, `${range}&account=member_002&gameType=LIVE`]) {
        const value = await t.value<TeamBetValue>('GET', `${agentPaths.teamBets}?${query}`, { token: agent });
        const days = value.days ?? [];
        expect(days).toHaveLength(30);
        expect(days[0]?.date).toBe('2026-10-25');
        expect(days.at(-1)?.date).toBe('2026-11-23');
        expect(days.reduce((count, row) => count + row.count, 0)).toBe(value.totals.count);
        for (const field of ['betAmount', 'validBet', 'payout', 'profit'] as const) {
          expect(
            sum(days, (row) => row[field]),
            field,
          ).toBe(value.totals[field]);
        }
      }
      const profit = await t.value<TeamProfitLossValue>('GET', `${agentPaths.teamProfitLoss}?${range}`, {
        token: agent,
      });
      const days = profit.days ?? [];
      expect(days.map((row) => row.date).slice(0, 2)).toEqual(['2026-10-25', '2026-10-26']);
      expect(days).toHaveLength(30);
      for (const field of [
        'betCount',
        'betAmount',
        'validBet',
        'payout',
        'profit',
        'bonus',
        'rebate',
        'net',
      ] as const) {
        expect(
          sum(days, (row) => row[field]),
          field,
        ).toBe(profit.totals[field]);
      }
    });

    it('checks the range and the filters', async () => {
      const errorOf = async (query: string) =>
        (await t.call('GET', `${agentPaths.teamBets}?${query}`, { token: agent })).envelope;
      expect((await errorOf('startDate=2026-11-23')).message).toContain('endDate');
      expect((await errorOf('startDate=2026-11-23&endDate=2026-11-01')).errorCode).toBe('VALIDATION');
      expect((await errorOf('startDate=2026-01-01&endDate=2026-11-23')).message).toContain('90');
      expect((await errorOf(`${range}&gameType=CHESS`)).message).toContain('gameType');
      expect((await errorOf(`${range}&pageSize=500`)).message).toContain('pageSize');
    });

    it('gives profit and loss per team account, with totals equal to the rows', async () => {
      const value = await t.value<TeamProfitLossValue>('GET', `${agentPaths.teamProfitLoss}?${range}&pageSize=100`, {
        token: agent,
      });
      expect(value.totalCount).toBe(value.list.length);
      expect(value.list.length).toBeGreaterThan(5);
      expect(value.list.find((row) => row.account === 'demo_subagent')).toMatchObject({ level: 1, type: 41 });
      expect(value.list.find((row) => row.account === 'member_002')?.level).toBe(2);
      for (const field of [
        'betCount',
        'betAmount',
        'validBet',
        'payout',
        'profit',
        'bonus',
        'rebate',
        'net',
      ] as const) {
        expect(
          sum(value.list, (row) => row[field]),
          field,
        ).toBe(value.totals[field]);
      }
      for (const row of value.list) expect(row.profit).toBeCloseTo(row.payout - row.betAmount, 2);
      const bets = await t.value<TeamBetValue>('GET', `${agentPaths.teamBets}?${range}&status=SETTLED`, {
        token: agent,
      });
      expect(value.totals.betCount).toBe(bets.totals.count);
      expect(value.totals.validBet).toBe(bets.totals.validBet);
      const one = await t.value<TeamProfitLossValue>('GET', `${agentPaths.teamProfitLoss}?${range}&account=member_00`, {
        token: agent,
      });
      expect(one.list.every((row) => row.account.startsWith('member_00'))).toBe(true);
    });

    it("gives the agent's income by day: its salaries and dividends, totals equal to the rows", async () => {
      const value = await t.value<AgentRevenueValue>(
        'GET',
        `${agentPaths.revenue}?startDate=2026-08-26&endDate=2026-11-23&pageSize=100`,
        { token: t.tokenOf('demo_subagent') },
      );
      expect(value.list.length).toBeGreaterThan(20);
      expect(value.totalCount).toBe(value.list.length);
      for (const field of ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'rebate', 'total'] as const) {
        expect(
          sum(value.list, (row) => row[field]),
          field,
        ).toBe(value.totals[field]);
      }
      expect(value.totals.dailySalary).toBeGreaterThan(0);
      expect(value.totals.hourlySalary).toBeGreaterThan(0);
      expect(value.totals.realtimeSalary).toBeGreaterThan(0);
      expect(value.totals.dividend).toBeGreaterThan(0);
      expect(value.list.map((row) => row.date)).toEqual([...value.list.map((row) => row.date)].sort().reverse());
      // demo_agent has no upline: no salary of its own.
      const top = await t.value<AgentRevenueValue>('GET', `${agentPaths.revenue}?${range}`, { token: agent });
      expect(top.totals.dailySalary + top.totals.dividend).toBe(0);
    });

    it("lists the team's transfers, deposits and withdrawals with their totals", async () => {
      const sub = t.accountId('demo_subagent');
      const member = t.accountId('member_002');
      await t.value('POST', agentPaths.transferToDownline, {
        token: agent,
        idempotencyKey: newKey(),
        body: { downlineId: sub, amount: 12.5 },
      });
      await t.value('POST', agentPaths.transferToDownline, {
        token: t.tokenOf('demo_subagent'),
        idempotencyKey: newKey(),
        body: { downlineId: member, amount: 2.25 },
      });
      // A deposit and a withdrawal as the money pages record them.
      const movement = t.platform.ctx.db.prepare(`INSERT INTO wallet_movements
        (id, account_id, from_type, to_type, counterparty_id, amount, kind, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?)`);
      movement.run('dep-1', member, null, 1, 10_000, 'DEPOSIT', t.clock.now);
      movement.run('wd-1', member, 1, null, 3_000, 'WITHDRAW', t.clock.now);
      movement.run('own-1', member, 1, 10, 500, 'TRANSFER', t.clock.now);
      const value = await t.value<TeamTransactionValue>('GET', `${agentPaths.teamTransactions}?${range}`, {
        token: agent,
      });
      expect(value.list.map((row) => [row.account, row.type, row.direction, row.amount, row.counterparty])).toEqual(
        expect.arrayContaining([
          ['demo_subagent', 'TRANSFER', 'IN', 12.5, 'demo_agent'],
          ['demo_subagent', 'TRANSFER', 'OUT', 2.25, 'member_002'],
          ['member_002', 'DEPOSIT', 'IN', 100, null],
          ['member_002', 'WITHDRAWAL', 'OUT', 30, null],
        ]),
      );
      expect(value.list).toHaveLength(4);
      expect(value.totals).toEqual({
        count: 4,
        credit: 112.5,
        debit: 32.25,
        net: 80.25,
        deposit: 100,
        withdrawal: 30,
        transfer: 14.75,
      });
      const deposits = await t.value<TeamTransactionValue>(
        'GET',
        `${agentPaths.teamTransactions}?${range}&type=DEPOSIT&account=member_002`,
        { token: agent },
      );
      expect(deposits.totals).toMatchObject({ count: 1, deposit: 100 });
      // The sub-agent's view: only the transfer to its member is inside its team.
      const subView = await t.value<TeamTransactionValue>('GET', `${agentPaths.teamTransactions}?${range}`, {
        token: t.tokenOf('demo_subagent'),
      });
      expect(subView.list.map((row) => [row.account, row.direction, row.amount])).toEqual(
        expect.arrayContaining([['member_002', 'IN', 2.25]]),
      );
      expect(subView.list.some((row) => row.account === 'demo_subagent')).toBe(false);
    });

    it('makes the team overview from the bets', async () => {
      const overview = await t.value<TeamOverviewDetails>('GET', agentPaths.teamOverview, { token: agent });
      expect(overview).toMatchObject({ teamSize: 14, subAgents: 2, directMembers: 4, todayBetAmount: 0 });
      expect(overview.activeMembers).toBeGreaterThan(0);
      expect(overview.activeMembers).toBeLessThanOrEqual(overview.teamSize);
      expect(overview.yesterdayBetAmount).toBeGreaterThan(0);
      expect(overview.monthBetAmount).toBeGreaterThan(overview.yesterdayBetAmount);
      const november = await t.value<TeamBetValue>(
        'GET',
        `${agentPaths.teamBets}?startDate=2026-11-01&endDate=2026-11-23`,
        { token: agent },
      );
      expect(overview.monthBetAmount).toBe(november.totals.betAmount);
      expect(overview.monthValidBet).toBe(november.totals.validBet);
      // The last 30 days, today last, each counted as today's figures are (the agent centre's charts).
      const days = overview.days ?? [];
      expect(days.map((row) => row.date)).toEqual(
        Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10)),
      );
      expect(days.at(-1)).toMatchObject({ betAmount: overview.todayBetAmount, profitLoss: overview.todayProfitLoss });
      expect(days.at(-2)).toMatchObject({
        betAmount: overview.yesterdayBetAmount,
        profitLoss: overview.yesterdayProfitLoss,
      });
      const month = days.filter((row) => row.date >= '2026-11-01');
      expect(sum(month, (row) => row.validBet)).toBe(overview.monthValidBet);
      // The seeded team joined over the last 90 days: some of it in these 30.
      const joined = days.reduce((count, row) => count + row.newMembers, 0);
      expect(joined).toBeGreaterThan(0);
      expect(joined).toBeLessThanOrEqual(overview.teamSize);
    });
  });

  describe('link management', () => {
    it('lists the seeded links with their registration paths', async () => {
      const value = await t.value<ReferralLinksValue>('GET', agentPaths.links, { token: agent });
      expect(value.affiliateCode).toBe('DEMOAG');
      expect(value.list.map((link) => [link.type, link.note])).toEqual([
        ['AGENT', 'Partners'],
        ['MEMBER', 'Facebook group'],
      ]);
      for (const link of value.list) {
        expect(link.code).toMatch(/^L[A-Z0-9]{7}$/);
        expect(link.path).toBe(`/register?referralCode=${link.code}&affiliateCode=DEMOAG`);
      }
    });

    it('adds a link (idempotent), counts its registrations, removes it', async () => {
      // Registration without the SMS code, so this test can register through the link.
      t.platform.close();
      t = createTestPlatform({ timers: false, modules: whitelabelModuleIds.filter((id) => id !== 'REGMOBVERF3') });
      agent = t.tokenOf('demo_agent');
      const key = newKey();
      const added = await t.value<ReferralLink>('POST', agentPaths.addLink, {
        token: agent,
        idempotencyKey: key,
        body: { type: 'MEMBER', note: '  Summer flyer  ' },
      });
      expect(added).toMatchObject({ type: 'MEMBER', note: 'Summer flyer', registrations: 0 });
      const replay = await t.value<ReferralLink>('POST', agentPaths.addLink, {
        token: agent,
        idempotencyKey: key,
        body: { type: 'MEMBER', note: '  Summer flyer  ' },
      });
      expect(replay.linkId).toBe(added.linkId);
      // A registration through the link keeps its referralCode.
      const registered = await call(t.platform, 'PUT', '/wps/member/register', {
        sealed: true,
        body: {
          username: 'viaLink01',
          password: 'Secret12',
          confirmPassword: 'Secret12',
          referralCode: added.code,
          affiliateCode: 'DEMOAG',
          termsAccepted: true,
        },
      });
      expect(registered.envelope.success).toBe(true);
      const listed = await t.value<ReferralLinksValue>('GET', agentPaths.links, { token: agent });
      expect(listed.list[0]).toMatchObject({ linkId: added.linkId, registrations: 1 });
      // Another agent cannot remove it.
      const foreign = await t.call('DELETE', agentPaths.removeLink, {
        token: t.tokenOf('demo_subagent'),
        idempotencyKey: newKey(),
        body: { linkId: added.linkId },
      });
      expect(foreign.envelope.errorCode).toBe('NOT_FOUND');
      const removed = await t.value('DELETE', agentPaths.removeLink, {
        token: agent,
        idempotencyKey: newKey(),
        body: { linkId: added.linkId },
      });
      expect(removed).toEqual({ linkId: added.linkId });
      expect((await t.value<ReferralLinksValue>('GET', agentPaths.links, { token: agent })).list).toHaveLength(2);
    });

    it('registers a sub-agent through an AGENT link and a member through a MEMBER link, both below the agent', async () => {
      t.platform.close();
      t = createTestPlatform({ timers: false, modules: whitelabelModuleIds.filter((id) => id !== 'REGMOBVERF3') });
      agent = t.tokenOf('demo_agent');
      const addLink = (type: 'MEMBER' | 'AGENT') =>
        t.value<ReferralLink>('POST', agentPaths.addLink, {
          token: agent,
          idempotencyKey: newKey(),
          body: { type, note: type },
        });
      const registerVia = async (link: ReferralLink, username: string) => {
        const result = await call<LoginValue>(t.platform, 'PUT', '/wps/member/register', {
          sealed: true,
          // The link's own path: its code and the agent's affiliate code.
          body: {
            username,
            password: 'Secret12',
            confirmPassword: 'Secret12',
            ...Object.fromEntries(new URLSearchParams(link.path.split('?')[1])),
            termsAccepted: true,
          },
        });
        expect(result.envelope.success).toBe(true);
        return result.envelope.value as LoginValue;
      };
      const subAgent = await registerVia(await addLink('AGENT'), 'linkAgent01');
      const member = await registerVia(await addLink('MEMBER'), 'linkMember01');
      expect(subAgent.customerType).toBe(41);
      expect(member.customerType).toBe(0);
      // The new sub-agent is an agent below demo_agent, with an affiliate code of its own.
      const info = await t.value<AgentInfoValue>('GET', agentPaths.info, { token: subAgent.token });
      expect(info.upline?.account).toBe('demo_agent');
      expect(info.affiliateCode).toMatch(/^A[A-Z0-9]{7}$/);
      const downlines = await t.value<DownlineListValue>(
        'GET',
        `${agentPaths.downlines}?pageNo=1&pageSize=20&account=link`,
        {
          token: agent,
        },
      );
      expect(
        downlines.list.filter((row) => row.account.startsWith('link')).map((row) => [row.account, row.type]),
      ).toEqual(
        expect.arrayContaining([
          ['linkAgent01', 41],
          ['linkMember01', 0],
        ]),
      );
    });

    it('checks the link fields and keeps at most 20 links', async () => {
      const add = (body: unknown) =>
        t.call('POST', agentPaths.addLink, { token: agent, idempotencyKey: newKey(), body });
      expect((await add({ type: 'VIP' })).envelope.message).toContain('type');
      expect((await add({ type: 'AGENT', note: 'x'.repeat(51) })).envelope.message).toContain('note');
      expect((await add({ type: 'AGENT' })).envelope.success).toBe(true);
      for (let index = 3; index < maxReferralLinks; index += 1) await add({ type: 'MEMBER' });
      expect((await add({ type: 'MEMBER' })).envelope.errorCode).toBe('STATE_CONFLICT');
      expect(
        (await t.call('POST', agentPaths.addLink, { token: agent, body: { type: 'MEMBER' } })).envelope.errorCode,
      ).toBe('IDEMPOTENCY_KEY_REQUIRED');
    });
  });

  it('lists the agent announcements in the language asked, pinned first', async () => {
    const english = await t.value<AgentAnnouncementValue>('GET', `${agentPaths.announcements}?pageSize=4`, {
      token: agent,
      headers: { Language: 'en' },
    });
    expect(english.totalCount).toBe(6);
    expect(english.totalPages).toBe(2);
    expect(english.list[0]).toMatchObject({ pinned: true, title: 'Real-time salary: settled every 5 minutes' });
    expect(english.list[0]?.content).toContain('final interpretation');
    const times = english.list.slice(1).map((item) => item.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const thai = await t.value<AgentAnnouncementValue>('GET', `${agentPaths.announcements}?language=th`, {
      token: agent,
    });
    expect(thai.list[0]?.title).toContain('เงินเดือน');
    const spanish = await t.value<AgentAnnouncementValue>('GET', agentPaths.announcements, { token: agent });
    expect(spanish.list[0]?.title).toContain('Salario');
  });
});
