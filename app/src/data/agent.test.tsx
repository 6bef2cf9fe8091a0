// @vitest-environment jsdom
/** The agent hooks against the real embedded platform: reads, role rules and actions that refresh. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../api/client';
import {
  useAgentActions,
  useAgentAnnouncements,
  useAgentInfo,
  useAgentRevenue,
  useContractSettlements,
  useDownlines,
  useReferralLinks,
  useTeamBets,
  useTeamProfitLoss,
  useTeamTransactions,
} from './agent';
import { apiWrapper, startPlatform } from '../test/platform';

const harness = startPlatform();
beforeEach(() => sessionStorage.clear());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const range = { startDate: daysAgo(20), endDate: daysAgo(4), pageNo: 1, pageSize: 5 };

describe('agent hooks', () => {
  it('read the info, the reports, the links and the announcements of an agent', async () => {
    const api = await harness.loginAs('demo_subagent');
    const { result } = renderHook(
      () => ({
        info: useAgentInfo(),
        bets: useTeamBets({ ...range, gameType: 'ALL' }),
        profitLoss: useTeamProfitLoss(range),
        revenue: useAgentRevenue(range),
        transactions: useTeamTransactions(range),
        salaries: useContractSettlements({ ...range, kind: 'HOURLY_SALARY' }),
        links: useReferralLinks(),
        announcements: useAgentAnnouncements({ pageSize: 2 }),
      }),
      { wrapper: apiWrapper(api) },
    );
    await waitFor(() => {
      expect(result.current.announcements.data?.list).toHaveLength(2);
      expect(result.current.salaries.data).toBeDefined();
      expect(result.current.transactions.data).toBeDefined();
    });
    const current = result.current;
    expect(current.info.data).toMatchObject({ account: 'demo_subagent', timezoneOffset: 420 });
    expect(current.bets.data?.list.length).toBeGreaterThan(0);
    expect(current.profitLoss.data?.totals.betCount).toBeGreaterThan(0);
    expect(current.revenue.data?.totals.hourlySalary).toBeGreaterThan(0);
    expect(current.salaries.data?.list[0]?.kind).toBe('HOURLY_SALARY');
    expect(current.links.data?.list).toHaveLength(1);
  });

  it('wait for a range (null) and never ask for a member', async () => {
    const agent = await harness.loginAs('demo_agent');
    const waiting = renderHook(() => useTeamBets(null), { wrapper: apiWrapper(agent) });
    expect(waiting.result.current.isLoading).toBe(false);
    expect(waiting.result.current.data).toBeUndefined();

    const member = await harness.loginAs('demo_member');
    const asMember = renderHook(() => ({ info: useAgentInfo(), links: useReferralLinks() }), {
      wrapper: apiWrapper(member),
    });
    expect(asMember.result.current.info.isLoading).toBe(false);
    expect(asMember.result.current.info.data).toBeUndefined();
    expect(asMember.result.current.links.error).toBeUndefined();
  });

  it('register a downline and manage links, refreshing what the centre shows', async () => {
    const api = await harness.loginAs('demo_agent');
    const { result } = renderHook(
      () => ({
        actions: useAgentActions(),
        downlines: useDownlines({ pageNo: 1, pageSize: 50 }),
        links: useReferralLinks(),
      }),
      { wrapper: apiWrapper(api) },
    );
    await waitFor(() => {
      expect(result.current.downlines.data).toBeDefined();
      expect(result.current.links.data).toBeDefined();
    });
    const downlinesBefore = result.current.downlines.data?.totalCount ?? 0;
    const linksBefore = result.current.links.data?.list.length ?? 0;

    const idempotencyKey = newIdempotencyKey();
    await act(async () => {
      await result.current.actions.register(
        { username: 'hookmade1', password: 'Secret12', confirmPassword: 'Secret12', type: 0 },
        { idempotencyKey },
      );
    });
    await waitFor(() => {
      expect(result.current.downlines.data?.totalCount).toBe(downlinesBefore + 1);
    });

    let linkId = 0;
    await act(async () => {
      linkId = (await result.current.actions.addLink({ type: 'MEMBER', note: 'From the hook' })).linkId;
    });
    await waitFor(() => {
      expect(result.current.links.data?.list).toHaveLength(linksBefore + 1);
    });
    expect(result.current.links.data?.list[0]).toMatchObject({ linkId, note: 'From the hook' });
    await act(async () => {
      await result.current.actions.removeLink(linkId);
    });
    await waitFor(() => {
      expect(result.current.links.data?.list).toHaveLength(linksBefore);
    });
  });
});
