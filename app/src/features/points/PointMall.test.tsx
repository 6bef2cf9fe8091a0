// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PointConfigValue, PointRewardListValue } from '../../api/wire/points';
import { at, ok, startMockPlatform } from '../../test/msw';
import { failingThenOk, frameHandlers, renderWithSite, stubResizeObserver } from '../../test/site';
import { PointMall } from './PointMall';

const server = startMockPlatform();
stubResizeObserver();

const config: PointConfigValue = {
  exchangeRate: { points: 100, amount: 1 },
  minConvertPoints: 100,
  ratios: [
    { pointType: 'SLOTS', amount: 20, points: 1, unit: 'USD' },
    { pointType: 'REDEEM', amount: 1, points: 1, unit: 'point' },
  ],
  rules: '<p>Gifts ship within 7 working days.</p><img src=x onerror="alert(1)">',
};

const rewards: PointRewardListValue = {
  list: [
    {
      rewardId: 1,
      name: 'Cash 5',
      imageUrl: '/wps/assets/reward/1.svg',
      kind: 'CASH',
      pointsRequired: 500,
      amount: 5,
      unit: 'USD',
      stock: 10,
      needsAddress: false,
    },
    {
      rewardId: 2,
      name: 'Smart Watch',
      imageUrl: '/wps/assets/reward/2.svg',
      kind: 'GIFT',
      pointsRequired: 30000,
      amount: 0,
      unit: 'piece',
      stock: 0,
      needsAddress: true,
    },
  ],
  totalPages: 1,
  totalCount: 2,
};

function renderMall() {
  return renderWithSite({ path: '/pointMall', routes: [{ path: '/pointMall', element: <PointMall /> }] });
}

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    ...frameHandlers(),
    http.get(at('/wps/relay/MCS2_getPointBalance'), () => ok({ balance: 16121 })),
    http.get(at('/wps/relay/MCS2_getPointConfig'), () => ok(config)),
    http.get(at('/wps/relay/MCS2_getPointReward'), () => ok(rewards)),
  );
});

afterEach(cleanup);

describe('points mall', () => {
  it('shows the balance, the rules with no expiry, the gifts and the exchange rates', async () => {
    renderMall();
    expect(await screen.findByText('16,121')).toBeTruthy();
    expect(await screen.findByText('100 points = $1.00')).toBeTruthy();
    expect(screen.getByText('Points have no expiry.')).toBeTruthy();
    expect(await screen.findByText('Gifts ship within 7 working days.')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();

    const cash = (await screen.findByRole('heading', { name: 'Cash 5' })).closest('article') as HTMLElement;
    expect(within(cash).getByText('500 points')).toBeTruthy();
    expect(within(cash).getByText('You have enough points')).toBeTruthy();
    const watch = screen.getByRole('heading', { name: 'Smart Watch' }).closest('article') as HTMLElement;
    expect(within(watch).getByText('13,879 more points needed')).toBeTruthy();
    expect(within(watch).getByText('Out of stock')).toBeTruthy();
    // Redeeming needs its own form: the mall offers no redeem action yet.
    expect(screen.queryByRole('button', { name: /redeem/i })).toBeNull();

    const rates = screen.getByRole('table', { name: 'Exchange-rate table' });
    expect(within(rates).getByRole('row', { name: /Slots.*\$20\.00.*1 point/ })).toBeTruthy();
    expect(within(rates).getByRole('row', { name: /Redeem.*1 point.*1 point/ })).toBeTruthy();
  });

  it('shows failed gifts with a retry that loads them', async () => {
    const recover = failingThenOk('/wps/relay/MCS2_getPointReward', rewards, server);
    renderMall();
    const alert = await screen.findByRole('alert');
    expect(await screen.findByText('16,121')).toBeTruthy();
    recover();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Cash 5' })).toBeTruthy();
  });
});
