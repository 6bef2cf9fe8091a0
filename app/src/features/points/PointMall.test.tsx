// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ConvertPointValue,
  PointConfigValue,
  PointDetailsValue,
  PointRewardListValue,
  RedeemListValue,
  RedeemPointRewardValue,
  RedeemRecord,
} from '@lobby/contract';
import { PointMall } from './PointMall';
import {
  at,
  centreHandlers,
  failingThenOk,
  ok,
  refused,
  renderSite,
  startMockPlatform,
  loginValue,
} from '../../test/platform';

const server = startMockPlatform();
// Radix Select in jsdom: no pointer capture, no scrolling.
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.hasPointerCapture = vi.fn(() => false);
Element.prototype.releasePointerCapture = vi.fn();
const userEvent = userEventLib.setup({ delay: null });

const config: PointConfigValue = {
  exchangeRate: { points: 100, amount: 1 },
  minConvertPoints: 100,
  maxRedeemQuantity: 99,
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
      rewardId: 5,
      name: 'Travel Mug',
      imageUrl: '/wps/assets/reward/5.svg',
      kind: 'GIFT',
      pointsRequired: 1500,
      amount: 0,
      unit: 'piece',
      stock: 116,
      needsAddress: true,
    },
    {
      rewardId: 8,
      name: 'Smart Watch',
      imageUrl: '/wps/assets/reward/8.svg',
      kind: 'GIFT',
      pointsRequired: 30000,
      amount: 0,
      unit: 'piece',
      stock: 0,
      needsAddress: true,
    },
  ],
  totalPages: 1,
  totalCount: 3,
};

const record = (overrides: Partial<RedeemRecord>): RedeemRecord => ({
  redeemId: 1,
  rewardId: 5,
  rewardName: 'Travel Mug',
  quantity: 1,
  points: 1500,
  status: 'PROCESSING',
  time: '2026-11-20T10:00:00Z',
  remark: '',
  kind: 'GIFT',
  amount: 0,
  unit: 'piece',
  receivingAddress: '12 Harbour Road, Bangkok',
  paymentAccount: null,
  ...overrides,
});

/** A small points platform: the balance and the history move with each redeem or conversion. */
function pointsPlatform() {
  const state = {
    balance: 16121,
    history: [
      record({ redeemId: 2, status: 'REJECTED', remark: 'Address incomplete', rewardName: 'Sports Cap' }),
      record({ redeemId: 1, status: 'APPROVED', remark: 'Delivered' }),
    ],
    redeems: [] as { key: string | null; body: Record<string, unknown> }[],
    converts: [] as { key: string | null; body: Record<string, unknown> }[],
    historyQueries: [] as URLSearchParams[],
    detailQueries: [] as URLSearchParams[],
  };
  const opened = async (request: Request) =>
    JSON.parse(((await request.json()) as { value: string }).value) as Record<string, unknown>;
  server.use(
    ...centreHandlers(),
    http.get(at('/wps/relay/MCS2_getPointBalance'), () => ok({ balance: state.balance })),
    http.get(at('/wps/relay/MCS2_getPointConfig'), () => ok(config)),
    http.get(at('/wps/relay/MCS2_getPointReward'), () => ok(rewards)),
    http.get(at('/wps/relay/MCS2_getRedeemPointList'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.historyQueries.push(query);
      const status = query.get('status');
      const list = state.history.filter((item) => !status || item.status === status);
      return ok({ list, totalPages: 1, totalCount: list.length } satisfies RedeemListValue);
    }),
    http.get(at('/wps/relay/ODSFE2_MemTransDet'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.detailQueries.push(query);
      const value: PointDetailsValue = {
        list: [
          {
            id: 2,
            pointType: 'REDEEM',
            points: -1500,
            balanceAfter: 16121,
            time: '2026-11-21T10:00:00Z',
            remark: 'Redeem',
          },
          {
            id: 1,
            pointType: 'SLOTS',
            points: 620,
            balanceAfter: 17621,
            time: '2026-11-20T10:00:00Z',
            remark: 'Slot bets',
          },
        ],
        totalPages: 3,
        totalCount: 25,
      };
      return ok(value);
    }),
    http.post(at('/wps/relay/passwordCheck/MCS2_redeemPointReward'), async ({ request }) => {
      const body = await opened(request);
      state.redeems.push({ key: request.headers.get('Idempotency-Key'), body });
      if (body.password !== 'Demo1234')
        return refused('PASSWORD_WRONG', 'The password is wrong', { field: 'password' });
      const points = 1500 * Number(body.quantity);
      state.balance -= points;
      const created = record({ redeemId: 3, quantity: Number(body.quantity), points, time: '2026-11-23T10:00:00Z' });
      state.history.unshift(created);
      return ok({ record: created, balance: state.balance } satisfies RedeemPointRewardValue);
    }),
    http.post(at('/wps/relay/passwordCheck/MCS2_convertPoint'), async ({ request }) => {
      const body = await opened(request);
      state.converts.push({ key: request.headers.get('Idempotency-Key'), body });
      state.balance -= Number(body.points);
      const value: ConvertPointValue = {
        points: Number(body.points),
        amount: Number(body.points) / 100,
        pointBalance: state.balance,
        mainBalance: 1015,
      };
      return ok(value);
    }),
  );
  return state;
}

function renderMall(path = '/pointMall') {
  return renderSite(null, { as: loginValue, path, routes: [{ path: '/pointMall', element: <PointMall /> }] });
}

// Found also behind an open dialog (which hides the page from assistive technology).
const yourPoints = () => screen.getByRole('region', { name: 'Your points', hidden: true });
const text = (element: Element | null | undefined) => element?.textContent ?? '';
/** The accessible description: the texts its aria-describedby names, in order. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const valueOf = (element: Element) => (element as HTMLInputElement).value;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

// Whole journeys with typing, on a shared machine: more than the default five seconds each.
describe('points mall', { timeout: 20_000 }, () => {
  it('shows the points, the no-expiry rule, the rate and the gifts with their stock and reach', async () => {
    pointsPlatform();
    renderMall();
    await waitFor(() => expect(text(yourPoints())).toContain('16,121'));
    expect(text(yourPoints())).toContain('Points have no expiry.');
    expect(text(yourPoints())).toContain('100 points = $1.00');
    expect(screen.getByRole('tab', { name: 'Redeem gifts' }).getAttribute('aria-selected')).toBe('true');
    const mug = await screen.findByRole('article', { name: 'Travel Mug' });
    expect(text(mug)).toContain('1,500 points per piece');
    expect(text(mug)).toContain('116 left');
    const watch = screen.getByRole('article', { name: 'Smart Watch' });
    expect(description(within(watch).getByRole('button', { name: 'Redeem Smart Watch' }))).toBe('Out of stock');
  });

  it('opens each tab by its URL: the rules sanitised with the no-expiry rule, the rates', async () => {
    pointsPlatform();
    renderMall('/pointMall?tab=rules');
    expect(await screen.findByText('Gifts ship within 7 working days.')).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Rules' });
    expect(within(panel).getByText('Points have no expiry.')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
    cleanup();
    renderMall('/pointMall?tab=rates');
    const rates = await screen.findByRole('table', { name: 'Points earned per bet or deposit' });
    expect(within(rates).getByRole('row', { name: 'Slots $20.00 1 point' })).toBeTruthy();
    expect(within(rates).getByRole('row', { name: 'Redeem 1 point 1 point' })).toBeTruthy();
  });

  it('changes the tab in the URL, starting each from its first page', async () => {
    pointsPlatform();
    const { router } = renderMall('/pointMall?page=2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    expect(router.state.location.search).toBe('?tab=history');
    await userEvent.click(screen.getByRole('tab', { name: 'Redeem gifts' }));
    expect(router.state.location.search).toBe('');
  });

  it('redeems a gift once, even on a double click, then shows it processing and the new balance', async () => {
    const state = pointsPlatform();
    renderMall();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Travel Mug' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Travel Mug' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    await userEvent.type(within(dialog).getByLabelText(/Receiving address/), '12 Harbour Road, Bangkok');
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'Demo1234');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(text(await within(dialog).findByRole('status'))).toContain(
      'Travel Mug × 2: Processing. 3,000 points used; 13,121 left.',
    );
    expect(state.redeems).toHaveLength(1);
    expect(state.redeems[0]?.key).toMatch(/.{8,}/);
    expect(state.redeems[0]?.body).toEqual({
      rewardId: 5,
      quantity: 2,
      password: 'Demo1234',
      receivingAddress: '12 Harbour Road, Bangkok',
    });
    await waitFor(() => expect(text(yourPoints())).toContain('13,121'));
    await userEvent.click(within(dialog).getByRole('link', { name: 'See the redeem history' }));
    const history = await screen.findByRole('tabpanel', { name: 'Redeem history' });
    const rows = await within(history).findAllByRole('row');
    expect(text(rows[1])).toContain('Travel Mug × 2');
    expect(text(rows[1])).toContain('Processing');
  });

  it('puts a wrong password under its field, keeps what was typed, and tries again with a new key', async () => {
    const state = pointsPlatform();
    renderMall();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Travel Mug' }));
    const dialog = screen.getByRole('dialog');
    const address = within(dialog).getByLabelText(/Receiving address/);
    const password = within(dialog).getByLabelText(/Login password/);
    await userEvent.type(address, '12 Harbour Road, Bangkok');
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(description(password)).toBe('The password is not correct.'));
    expect(valueOf(address)).toBe('12 Harbour Road, Bangkok');
    await userEvent.clear(password);
    await userEvent.type(password, 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await within(dialog).findByRole('status');
    expect(state.redeems.map((entry) => entry.key)).toHaveLength(2);
    expect(state.redeems[1]?.key).not.toBe(state.redeems[0]?.key);
  });

  it('loses nothing when a redeem gets no answer, and the retry reuses its Idempotency-Key', async () => {
    const state = pointsPlatform();
    const keys: (string | null)[] = [];
    server.use(
      http.post(at('/wps/relay/passwordCheck/MCS2_redeemPointReward'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? new HttpResponse('upstream error', { status: 502 }) : undefined;
      }),
    );
    renderMall();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Cash 5' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Cash 5' });
    await userEvent.type(within(dialog).getByLabelText(/Payment account/), 'BANK 0123456789');
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(text(await within(dialog).findByRole('alert'))).toContain('you can safely try again');
    expect(valueOf(within(dialog).getByLabelText(/Payment account/))).toBe('BANK 0123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await within(dialog).findByRole('status');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(state.redeems).toHaveLength(1);
  });

  it('filters the redeem history by status in the URL, with the rejection remark', async () => {
    const state = pointsPlatform();
    const { router } = renderMall('/pointMall?tab=history');
    const panel = await screen.findByRole('tabpanel', { name: 'Redeem history' });
    expect(await within(panel).findByText('Address incomplete')).toBeTruthy();
    within(panel).getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history&status=APPROVED'));
    await waitFor(() => expect(within(panel).queryByText('Address incomplete')).toBeNull());
    expect(state.historyQueries.at(-1)?.get('status')).toBe('APPROVED');
  });

  it('lists point details by type with signs, and pages them', async () => {
    const state = pointsPlatform();
    const { router } = renderMall('/pointMall?tab=details&type=SLOTS');
    const panel = await screen.findByRole('tabpanel', { name: 'Point details' });
    expect(await within(panel).findByText('+620')).toBeTruthy();
    expect(within(panel).getByText('−1,500')).toBeTruthy();
    expect(state.detailQueries.at(-1)?.get('pointType')).toBe('SLOTS');
    await userEvent.click(within(panel).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=details&type=SLOTS&page=2'));
    await waitFor(() => expect(state.detailQueries.at(-1)?.get('pageNo')).toBe('2'));
  });

  it('converts points into money with a preview, then shows the result and the new balance', async () => {
    const state = pointsPlatform();
    renderMall();
    await waitFor(() => expect(text(yourPoints())).toContain('16,121'));
    await userEvent.click(screen.getByRole('button', { name: 'Convert into money' }));
    const dialog = screen.getByRole('dialog', { name: 'Convert points into money' });
    await userEvent.type(within(dialog).getByLabelText(/Points to convert/), '1500');
    expect(text(dialog)).toContain('You get$15.00');
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(text(await within(dialog).findByRole('status'))).toContain('1,500 points became $15.00');
    expect(state.converts).toEqual([
      { key: expect.stringMatching(/.{8,}/) as unknown, body: { points: 1500, password: 'Demo1234' } },
    ]);
    await waitFor(() => expect(text(yourPoints())).toContain('14,621'));
  });

  it('shows failed gifts with a retry that loads them, and the points meanwhile', async () => {
    pointsPlatform();
    const recover = failingThenOk('/wps/relay/MCS2_getPointReward', rewards, server);
    renderMall();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(text(yourPoints())).toContain('16,121'));
    recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Cash 5' })).toBeTruthy();
  });
});
