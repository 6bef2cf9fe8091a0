/** The agent centre's calls against the real embedded platform (in-memory database). */
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../test/platform';
import {
  addReferralLink,
  getAgentAnnouncements,
  getAgentInfo,
  getAgentRevenue,
  getContractSettlements,
  getDownlines,
  getReferralLinks,
  getTeamBets,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  registerDownline,
  removeReferralLink,
} from './agent';
import { newIdempotencyKey } from './client';

const harness = startPlatform();
/** The platform runs on the real clock here: a range of days before today, which the seed fills. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const range = { startDate: daysAgo(30), endDate: daysAgo(5), pageNo: 1, pageSize: 10 };

describe('agent centre calls', () => {
  it('reads the info, the overview, the announcements and the reports', async () => {
    const { client } = await harness.loginAs('demo_subagent');
    await expect(getAgentInfo(client)).resolves.toMatchObject({
      account: 'demo_subagent',
      timezoneOffset: 420,
      features: { contractDividend: true },
    });
    await expect(getTeamOverview(client)).resolves.toHaveProperty('monthBetAmount');
    const announcements = await getAgentAnnouncements(client, { pageSize: 3 });
    expect(announcements.list).toHaveLength(3);
    expect(announcements.list[0]?.title).toBe('Real-time salary: settled every 5 minutes');
    const bets = await getTeamBets(client, { ...range, gameType: 'ALL' });
    expect(bets.totals.count).toBe(bets.totalCount);
    await expect(getTeamProfitLoss(client, range)).resolves.toHaveProperty('totals.net');
    await expect(getAgentRevenue(client, range)).resolves.toHaveProperty('totals.total');
    await expect(getTeamTransactions(client, { ...range, type: 'TRANSFER' })).resolves.toHaveProperty('list');
    const salaries = await getContractSettlements(client, { ...range, kind: 'DAILY_SALARY', role: 'downline' });
    expect(salaries.list.length).toBeGreaterThan(0);
    expect(salaries.list[0]).toMatchObject({ kind: 'DAILY_SALARY', upline: { account: 'demo_agent' } });
  });

  it('registers a downline with a sealed body, once per Idempotency-Key', async () => {
    const { client } = await harness.loginAs('demo_agent');
    const idempotencyKey = newIdempotencyKey();
    const request = { username: 'clientmade1', password: 'Secret12', confirmPassword: 'Secret12', type: 41 as const };
    const first = await registerDownline(client, request, { idempotencyKey });
    const replay = await registerDownline(client, request, { idempotencyKey });
    expect(replay.customerId).toBe(first.customerId);
    expect(first.affiliateCode).not.toBeNull();
    const downlines = await getDownlines(client, { pageNo: 1, pageSize: 10, account: 'clientmade1' });
    expect(downlines.list.map((row) => row.type)).toEqual([41]);
    await expect(registerDownline(client, { ...request, confirmPassword: 'Other123' })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'VALIDATION',
    });
  });

  it('adds and removes a referral link', async () => {
    const { client } = await harness.loginAs('demo_subagent');
    const before = await getReferralLinks(client);
    const link = await addReferralLink(client, { type: 'AGENT', note: 'Partners' });
    expect(link.path).toContain(`referralCode=${link.code}`);
    expect((await getReferralLinks(client)).list).toHaveLength(before.list.length + 1);
    await expect(removeReferralLink(client, link.linkId)).resolves.toEqual({ linkId: link.linkId });
    await expect(removeReferralLink(client, link.linkId)).rejects.toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('refuses a member (NON_AGENT)', async () => {
    const { client } = await harness.loginAs('demo_member');
    await expect(getAgentInfo(client)).rejects.toMatchObject({ kind: 'business', errorCode: 'NON_AGENT' });
  });
});
