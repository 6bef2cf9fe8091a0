// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsolidatedFundsValue, Contract, ContractKind } from '@lobby/contract';
import { AnnouncementsOnScreen } from '../../shell/announcementsOnScreen';
import { loadStringAreas } from '../../i18n/areas';
import { ContractPopupGate } from './ContractPopupGate';
import { agentType, at, centreHandlers, ok, renderSite, startMockPlatform, loginValue } from '../../test/platform';

const server = startMockPlatform();

const funds: ConsolidatedFundsValue = {
  currency: 'USD',
  currencySymbol: '$',
  totalBalance: 100,
  mainBalance: 100,
  gameBalance: 0,
  pointBalance: 0,
  dailysalreqtype: 1,
  divtypereq: 0,
  contracthoursalreqtype: 0,
  realtimesalreqtype: 0,
};

const offer: Contract = {
  contractId: 31,
  kind: 'DAILY_SALARY',
  upline: { customerId: 7, account: 'demo_agent' },
  downline: { customerId: 1, account: 'demo_subagent' },
  status: 'PENDING',
  requestType: 'NEW',
  requestedBy: 7,
  terms: {
    period: 'DAILY',
    tiers: [
      { minBetAmount: 100, minProfitLoss: 0, minActiveMembers: 1, rate: 1, dailyBetAmount: 0, hourlyBetAmount: 0 },
    ],
  },
  rate: 1,
  createdTime: '2026-11-20T00:00:00Z',
  updatedTime: '2026-11-20T00:00:00Z',
  endReason: null,
  activatedTime: null,
};

const contractPaths: Record<ContractKind, string> = {
  DIVIDEND: '/wps/relay/MCS2_processDividendReq',
  DAILY_SALARY: '/wps/relay/MCS2_processDailySalContract',
  HOURLY_SALARY: '/wps/relay/MCS2_processContractHourSalary',
  REALTIME_SALARY: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

/** The home page's announcements, as HomePopups reports them, with a way to close them. */
function AnnouncementsThenGate() {
  const [on, setOn] = useState(true);
  return (
    <AnnouncementsOnScreen value={{ on, set: setOn }}>
      {on ? (
        <button type="button" onClick={() => setOn(false)}>
          close the announcements
        </button>
      ) : null}
      <ContractPopupGate />
    </AnnouncementsOnScreen>
  );
}

let fundsAsked = 0;
let listsAsked = 0;

beforeEach(async () => {
  // The popup's chunk and strings, loaded before: without the wait, it would be on screen at once.
  await Promise.all([import('./ContractPopup'), loadStringAreas(['agent'])]);
  fundsAsked = 0;
  listsAsked = 0;
  server.use(
    ...centreHandlers(),
    http.get(at('/wps/member/info/funds/consolidated'), () => {
      fundsAsked += 1;
      return ok(funds);
    }),
    ...Object.entries(contractPaths).map(([kind, path]) =>
      http.post(at(path), () => {
        listsAsked += 1;
        return ok({
          list: kind === 'DAILY_SALARY' ? [offer] : [],
          totalPages: 1,
          totalCount: kind === 'DAILY_SALARY' ? 1 : 0,
        });
      }),
    ),
  );
});

afterEach(cleanup);

describe('the contract popup (SPEC.md section 2)', { timeout: 20_000 }, () => {
  it('opens for a pending offer once the home announcements are closed: one modal at a time', async () => {
    renderSite(null, {
      path: '/',
      as: { ...loginValue, customerType: agentType },
      routes: [{ path: '/', element: <AnnouncementsThenGate /> }],
    });
    const close = await screen.findByRole('button', { name: 'close the announcements' });
    // The flags are in (an offer waits), but the announcements are up: no second dialog.
    await waitFor(() => {
      expect(fundsAsked).toBeGreaterThan(0);
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The popup never mounted: it did not even ask for the requests.
    expect(listsAsked).toBe(0);
    await userEvent.click(close);
    const popup = await screen.findByRole('dialog', { name: 'Contract requests' }, { timeout: 10_000 });
    expect(await screen.findByRole('region', { name: /Daily salary · From demo_agent/ })).toBeTruthy();
    expect(popup).toBeTruthy();
  });
});
