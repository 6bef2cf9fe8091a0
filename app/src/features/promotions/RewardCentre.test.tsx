// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RewardCentre } from './RewardCentre';
import { renderSite, startPlatform } from '../../test/platform';

vi.setConfig({ testTimeout: 30_000 });

// A platform per test (claims change the seeded accounts), on a fixed clock.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

const renderCentre = async (username = 'e2e_promotions') =>
  renderSite(null, {
    path: '/rewards',
    routes: [{ path: '/rewards', element: <RewardCentre /> }],
    api: await harness.apiAs(username),
  });
const claims = () =>
  harness.sent.map((request) => request.call).filter((call) => call === 'POST /wps/relay/MCS2_claimReward');
const rewardRow = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

describe('reward centre', () => {
  it('shows what waits to be claimed, and every state of demo_member by filter', async () => {
    await renderCentre('demo_member');
    expect(await screen.findByText('$90.34')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Rewards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() => {
      expect(within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(screen.getByRole('heading', { name: 'Lucky Spin Prize' })).toBeTruthy();
  });

  it('claims once on a double click, and the balance and the list follow', async () => {
    await renderCentre();
    const before = await harness.mainBalance('e2e_promotions');
    const row = await rewardRow('Birthday Gift');
    await userEvent.setup().dblClick(within(row).getByRole('button', { name: /^Claim Birthday Gift/ }));
    expect(await screen.findByText('$20.00 is in your main wallet.')).toBeTruthy();
    await waitFor(async () => {
      expect(within(await rewardRow('Birthday Gift')).getByText('Claimed')).toBeTruthy();
    });
    expect(claims()).toHaveLength(1);
    expect(await harness.mainBalance('e2e_promotions')).toBeCloseTo(before + 20, 2);
    // The wallet was asked again after the claim.
    expect(
      harness.sent.map((request) => request.call).filter((call) => call === 'GET /wps/relay/MCSFE_getRewardCenter')
        .length,
    ).toBeGreaterThan(1);
  });

  it('shows a claim whose answer was lost as what the platform did: claimed, credited once', async () => {
    await renderCentre();
    const before = await harness.mainBalance('e2e_promotions');
    harness.fail('/wps/relay/MCS2_claimReward', { kind: 'status', reached: true });
    const row = await rewardRow('Welcome Gift');
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Claim Welcome Gift/ }));
    expect(await screen.findByText('The server could not answer. Please try again later.')).toBeTruthy();
    // The list is asked again after a failure: the platform had done it.
    await waitFor(async () => {
      expect(within(await rewardRow('Welcome Gift')).getByText('Claimed')).toBeTruthy();
    });
    expect(claims()).toHaveLength(1);
    expect(await harness.mainBalance('e2e_promotions')).toBeCloseTo(before + 10, 2);
  });

  it('keeps a claim that never arrived, and a retry claims it', async () => {
    await renderCentre();
    const before = await harness.mainBalance('e2e_promotions');
    const user = userEvent.setup();
    const mend = harness.fail('/wps/relay/MCS2_claimReward');
    await user.click(within(await rewardRow('Weekly Rebate Bonus')).getByRole('button', { name: /^Claim/ }));
    expect(await screen.findByText('The server could not answer. Please try again later.')).toBeTruthy();
    expect(await harness.mainBalance('e2e_promotions')).toBe(before);
    mend();
    await user.click(within(await rewardRow('Weekly Rebate Bonus')).getByRole('button', { name: /^Claim/ }));
    expect(await screen.findByText('$5.50 is in your main wallet.')).toBeTruthy();
    expect(await harness.mainBalance('e2e_promotions')).toBeCloseTo(before + 5.5, 2);
  });
});
