// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AgentInfoValue,
  AgentRevenueValue,
  TeamBetValue,
  TeamDay,
  TeamOverviewDetails,
  TeamProfitLossValue,
} from '@lobby/contract';
import { agentCentreRoute } from '../../routes/table';
import {
  agentType,
  at,
  centreHandlers,
  failingThenOk,
  ok,
  renderSite,
  startMockPlatform,
  loginValue,
} from '../../test/platform';

const server = startMockPlatform();

const team: TeamOverviewDetails = {
  teamSize: 14,
  directMembers: 4,
  subAgents: 2,
  activeMembers: 9,
  teamBalance: 60121,
  todayBetAmount: 2156,
  todayProfitLoss: 133.73,
  yesterdayBetAmount: 1800,
  yesterdayProfitLoss: -42.5,
  monthBetAmount: 30500,
  monthValidBet: 29870.25,
  monthProfitLoss: 512.1,
  newMembers: 3,
};

/** The team's last 30 days, oldest first, as the embedded platform sends them (its optional `days`). */
const teamDays: TeamDay[] = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10),
  betAmount: 1000 + index * 10,
  validBet: 900 + index * 10,
  profitLoss: index % 2 === 0 ? 50 : -25,
  newMembers: index % 7 === 0 ? 1 : 0,
}));

const revenue: AgentRevenueValue = {
  list: [],
  totals: { dailySalary: 120, hourlySalary: 30, realtimeSalary: 0, dividend: 50, rebate: 0, total: 200 },
  totalPages: 1,
  totalCount: 1,
};

/** The agent's own clock (420) differs from the platform's (480): the toolbar clock shows the agent's. */
function agentInfo(contractDividend = true): AgentInfoValue {
  return {
    customerId: 7,
    account: 'demo_agent',
    nickname: 'Demo agent',
    type: 41,
    upline: null,
    affiliateCode: 'DEMOAG',
    timezoneOffset: 420,
    platformTimezoneOffset: 480,
    realtimeSalaryIntervalMs: 300_000,
    features: { contractDividend },
  };
}

function renderCentre(path = '/agentHome') {
  return renderSite(null, {
    path,
    as: { ...loginValue, customerType: agentType },
    routes: [agentCentreRoute, { path: '/agent', element: <p>agent login</p> }],
  });
}

// The route table loads the centre's code on first render, and the charts on the first page that draws
// them (charts.tsx): both transformed here first, so that a test's first look at a page does not wait
// for a feature's compilation (under CI's load the charts' first transform took over 5 s).
beforeAll(async () => {
  await Promise.all([import('.'), import('./TeamCharts')]);
});

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    ...centreHandlers({ offset: 480 }),
    http.get(at('/wps/relay/MCSFE_getTeamOverview'), () => ok(team)),
    http.get(at('/wps/relay/MCSFE_getAgentInfo'), () => ok(agentInfo())),
    http.get(at('/wps/relay/ODSFE2_getAgentRevenue'), () => ok(revenue)),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('agent centre', { timeout: 15_000 }, () => {
  it('shows the team overview for /agentHome alone, with real figures', async () => {
    renderCentre();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
    expect(await screen.findByText('$60,121.00')).toBeTruthy();
    expect(screen.getByText('14')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Agent centre' });
    expect(within(menu).getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member/depositv2');
    expect(await within(menu).findByRole('link', { name: 'Dividends' })).toBeTruthy();
  });

  it("charts the team's last 7 days, 30 on the switch, and the income of the period by kind", async () => {
    server.use(http.get(at('/wps/relay/MCSFE_getTeamOverview'), () => ok({ ...team, days: teamDays })));
    renderCentre();
    const bets = await screen.findByRole('table', { name: 'Bets per day' }, { timeout: 5000 });
    // A header and one row a day, the latest last.
    expect(within(bets).getAllByRole('row')).toHaveLength(8);
    expect(within(bets).getAllByRole('row').at(-1)?.textContent).toBe('11/23/2026$1,290.00');
    expect(screen.getByRole('table', { name: 'New members per day' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Profit and loss per day' })).toBeTruthy();
    const income = await screen.findByRole('list', { name: 'Income by kind' });
    expect(within(income).getByText('Daily salary')).toBeTruthy();
    expect(within(income).getByText('Dividend')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Last 30 days' }));
    const month = await screen.findByRole('table', { name: 'Bets per day' });
    expect(within(month).getAllByRole('row')).toHaveLength(31);
    // By keyboard: one stop on the chart, at the latest day.
    screen.getByRole('img', { name: '11/23/2026: $1,290.00' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('11/22/2026: $1,280.00');
  });

  it('leaves the day charts out when the platform sends no days, and the figures stay', async () => {
    server.use(http.get(at('/wps/relay/MCSFE_getAgentInfo'), () => ok(agentInfo(false))));
    renderCentre();
    await screen.findByText('$60,121.00');
    const income = await screen.findByRole('list', { name: 'Income by kind' });
    // The dividend is a kind of income only where the feature is on.
    expect(within(income).queryByText('Dividend')).toBeNull();
    expect(screen.queryByRole('figure', { name: 'Bets per day' })).toBeNull();
  });

  it("charts a team report's days over its table, and leaves the chart out without them", async () => {
    const bets: TeamBetValue = {
      list: [],
      totals: { count: 3, betAmount: 300, validBet: 290, payout: 250, profit: -50 },
      days: teamDays.slice(-7).map((day) => ({
        date: day.date,
        count: 1,
        betAmount: day.betAmount,
        validBet: day.validBet,
        payout: 0,
        profit: 0,
      })),
      totalPages: 0,
      totalCount: 0,
    };
    server.use(http.get(at('/wps/relay/ODSFE2_getTeamBetRecord'), () => ok(bets)));
    renderCentre('/agentHome/personalHistoryCopy');
    const chart = await screen.findByRole('table', { name: 'Team bets per day' }, { timeout: 5000 });
    expect(within(chart).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('table', { name: 'Team betting' })).toBeTruthy();
    cleanup();
    server.use(http.get(at('/wps/relay/ODSFE2_getTeamBetRecord'), () => ok({ ...bets, days: undefined })));
    renderCentre('/agentHome/personalHistoryCopy');
    await screen.findByRole('table', { name: 'Team betting' });
    expect(screen.queryByRole('figure', { name: 'Team bets per day' })).toBeNull();
  });

  it("charts the team's net result over the profit and loss report, and the income over the income report", async () => {
    const figures = {
      betCount: 1,
      betAmount: 100,
      validBet: 100,
      payout: 80,
      profit: -20,
      bonus: 5,
      rebate: 1,
      net: -14,
    };
    const profitLoss: TeamProfitLossValue = {
      list: [],
      totals: figures,
      days: teamDays.slice(-7).map((day, index) => ({ ...figures, date: day.date, net: index - 3 })),
      totalPages: 0,
      totalCount: 0,
    };
    server.use(http.get(at('/wps/relay/ODSFE2_getTeamProfitLoss'), () => ok(profitLoss)));
    renderCentre('/agentHome/palStatementsAgentCopy');
    const net = await screen.findByRole('table', { name: 'Team net result per day' }, { timeout: 5000 });
    expect(within(net).getAllByRole('row')).toHaveLength(8);
    cleanup();

    // Income comes as the days that had some: the chart gives every day of the range its bar. The
    // report's range ends today, so today is the fixture's last day (else the row falls out of it).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${teamDays.at(-1)?.date ?? ''}T12:00:00.000Z`));
    const paid = { dailySalary: 25, hourlySalary: 0, realtimeSalary: 0, dividend: 0, rebate: 0, total: 25 };
    const revenue: AgentRevenueValue = {
      list: [{ ...paid, date: teamDays.at(-1)?.date ?? '' }],
      totals: paid,
      totalPages: 1,
      totalCount: 1,
    };
    server.use(http.get(at('/wps/relay/ODSFE2_getAgentRevenue'), () => ok(revenue)));
    renderCentre('/agentHome/agentRevenueReport');
    const income = await screen.findByRole('table', { name: 'Income per day' }, { timeout: 5000 });
    expect(within(income).getAllByRole('row')).toHaveLength(8);
  });

  it('leaves the dividend page out when the contract feature is off', async () => {
    server.use(http.get(at('/wps/relay/MCSFE_getAgentInfo'), () => ok(agentInfo(false))));
    renderCentre();
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    await screen.findByText('$60,121.00');
    expect(within(menu).queryByRole('link', { name: 'Dividends' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Daily salary' })).toBeTruthy();
  });

  it('ticks the clock every second in the agent time zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-02T03:04:05.000Z'));
    renderCentre();
    const clock = await screen.findByRole('group', { name: /clock|time/i });
    // GMT+07:00: the agent's own timezoneOffset of 420 minutes (not the platform's 480).
    await waitFor(() => {
      expect(clock.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-02T10:04:05+07:00');
    });
    expect(clock.textContent).toContain('GMT+07:00');
    act(() => {
      vi.setSystemTime(new Date('2026-01-02T03:04:06.000Z'));
    });
    await waitFor(
      () => {
        expect(clock.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-02T10:04:06+07:00');
      },
      { timeout: 2000 },
    );
  });

  it('logs out after confirmation and returns to /agent', async () => {
    let loggedOut = false;
    server.use(
      http.delete(at('/wps/session/logout'), () => {
        loggedOut = true;
        return ok(null);
      }),
    );
    const { router, api } = renderCentre('/agentHome/agentTeamOverview');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('agent login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
    expect(loggedOut).toBe(true);
    expect(api.session.getToken()).toBeNull();
  });

  it('lists the downlines, and retries a failed list', async () => {
    const recover = failingThenOk(
      '/wps/relay/MCSFE_getDownlineList',
      {
        list: [
          {
            customerId: 4,
            account: 'demo_subagent',
            nickname: 'Sub',
            type: 41,
            regDate: '2026-01-01T00:00:00Z',
            balance: 200,
            teamSize: 9,
          },
        ],
        totalPages: 1,
        totalCount: 1,
      },
      server,
    );
    renderCentre('/agentHome/downlineManagmentView');
    const alert = await screen.findByRole('alert');
    recover();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'demo_subagent' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Agent' })).toBeTruthy();
  });
  it("reads the agents' own notices in place, pinned first, and pages through them", async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(at('/wps/relay/MCSFE_getAgentAnnouncements'), ({ request }) => {
        const pageNo = new URL(request.url).searchParams.get('pageNo');
        pages.push(pageNo);
        return ok({
          list:
            pageNo === '2'
              ? [
                  {
                    id: 3,
                    title: 'Older notice',
                    content: '<p>Old.</p>',
                    pinned: false,
                    publishTime: '2026-09-01T00:00:00Z',
                  },
                ]
              : [
                  {
                    id: 1,
                    title: 'Real-time salary: settled every 5 minutes',
                    content: '<p>Settled and distributed every 5 minutes.</p><script>window.hacked = true</script>',
                    pinned: true,
                    publishTime: '2026-10-15T00:00:00Z',
                  },
                  {
                    id: 2,
                    title: 'Half-month periods',
                    content: '<p>1st to 15th.</p>',
                    pinned: false,
                    publishTime: '2026-10-25T00:00:00Z',
                  },
                ],
          totalPages: 2,
          totalCount: 3,
        });
      }),
    );
    renderCentre('/agentHome/agentAnnouncement');
    const pinned = await screen.findByRole('region', { name: 'Real-time salary: settled every 5 minutes' });
    expect(pinned.textContent).toBe('Settled and distributed every 5 minutes.');
    expect(pinned.querySelector('script')).toBeNull();
    const user = userEvent.setup();
    const second = screen.getByRole('button', { name: 'Half-month periods' });
    expect(second.getAttribute('aria-expanded')).toBe('false');
    await user.click(second);
    expect(screen.getByRole('region', { name: 'Half-month periods' }).textContent).toBe('1st to 15th.');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Older notice' })).toBeTruthy();
    expect(pages).toContain('2');
  });
});
