// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimRaffleValue } from '@lobby/contract';
import { ActivityCentre } from './ActivityCentre';
import { renderSite, startPlatform } from '../../test/platform';

vi.setConfig({ testTimeout: 30_000 });

// A platform per test (claims change the seeded accounts), on a fixed clock.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

const renderCentre = async (username: string | null) =>
  renderSite(null, {
    path: '/activity',
    routes: [{ path: '/activity', element: <ActivityCentre /> }],
    api: await harness.apiAs(username),
  });
const envelope = async (title: string) =>
  within(await screen.findByRole('region', { name: 'Red envelopes and lucky draws' })).findByRole('article', {
    name: title,
  });

/** Claims a raffle straight on the platform (another tab of the same player). */
async function claimElsewhere(username: string, promotionId: number): Promise<number> {
  const response = await harness.platform().request('/wps/relay/MCS2_claimRafflePromotion', {
    method: 'POST',
    headers: {
      Merchant: 'LOBBY',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'another-tab-claim',
      Authorization: harness.tokenOf(username),
    },
    body: JSON.stringify({ promotionId }),
  });
  return ((await response.json()) as { value: ClaimRaffleValue }).value.prizeAmount;
}

describe('activity centre', () => {
  it('opens a red envelope once on a double click: the prize is shown and credited', async () => {
    await renderCentre('e2e_promotions');
    const before = await harness.mainBalance('e2e_promotions');
    const user = userEvent.setup();
    const rain = await envelope('Red Envelope Rain');
    await user.dblClick(within(rain).getByRole('button', { name: 'Open the envelope' }));
    const status = await waitFor(() => {
      const region = within(rain).getByRole('status');
      expect(region.textContent).toMatch(/^Congratulations! You won \$[\d,.]+\. It is in your main wallet\.$/);
      return region;
    });
    const won = Number(/\$([\d,.]+)\./.exec(status.textContent)?.[1]?.replace(/,/g, ''));
    expect(won).toBeGreaterThanOrEqual(1.88);
    expect(won).toBeLessThanOrEqual(88);
    expect(
      harness.sent
        .map((request) => request.call)
        .filter((call) => call === 'POST /wps/relay/MCS2_claimRafflePromotion'),
    ).toHaveLength(1);
    expect(await harness.mainBalance('e2e_promotions')).toBeCloseTo(before + won, 2);
    expect(within(rain).queryByRole('button', { name: 'Open the envelope' })).toBeNull();
  });

  it('takes part in a red envelope, then says clearly when it was already opened elsewhere', async () => {
    await renderCentre('e2e_promotions');
    const user = userEvent.setup();
    const weekend = await envelope('Weekend Red Envelope');
    await user.click(within(weekend).getByRole('button', { name: 'Take part' }));
    const open = await within(weekend).findByRole('button', { name: 'Open the envelope' });
    const prize = await claimElsewhere('e2e_promotions', 20);
    await user.click(open);
    expect(await within(weekend).findByRole('alert')).toHaveProperty(
      'textContent',
      `You already opened this prize: you won $${prize.toFixed(2)}.`,
    );
    await waitFor(() => {
      expect(within(weekend).getByText(`You won $${prize.toFixed(2)}`)).toBeTruthy();
    });
  });

  it('lists demo_member’s activities by what they wait for', async () => {
    await renderCentre('demo_member');
    const mine = await screen.findByRole('region', { name: 'My activities' });
    const tabs = await within(mine).findByRole('tablist', { name: 'Filter my activities' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All (8)', 'To do (2)', 'In progress (4)', 'Done (2)']);
    await userEvent.setup().click(within(tabs).getByRole('tab', { name: 'To do (2)' }));
    await waitFor(() => {
      expect(within(mine).getAllByRole('article')).toHaveLength(2);
    });
    expect(within(mine).getByRole('article', { name: 'Football Accumulator Insurance' })).toBeTruthy();
  });

  it('asks a guest to log in, and still shows the draws', async () => {
    const { site } = await renderCentre(null);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in' }));
    expect(site.requireMember).toHaveBeenCalled();
    expect(await envelope('Red Envelope Rain')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My activities' })).toBeNull();
  });
});
