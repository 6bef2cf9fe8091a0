// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatform, type Platform } from '../../../server/platform';
import type { BalanceValue } from '@lobby/contract';
import { memberHref } from '../../routes/paths';
import { createTestApi } from '../../test/api';
import { loginValue, stubResizeObserver, TestProviders } from '../../test/site';
import { AccountRecords, BetRecords, BonusRecords, ManualRebate, ProfitLoss } from '.';

// The records pages against the real embedded platform (its seeded bets, wallets and rewards).
stubResizeObserver();
// Each test renders a whole page over a real platform: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
let platform: Platform;

beforeAll(() => {
  platform = createPlatform({ db: ':memory:', passwordCost: 1024, log: () => undefined, timers: false });
});
afterAll(() => platform.close());
afterEach(cleanup);

type Fetch = (request: Request) => Promise<Response>;
const toPlatform: Fetch = (request) => Promise.resolve(platform.fetch(request));

function renderPage(page: ReactNode, path: string, username = 'demo_member', fetch: Fetch = toPlatform) {
  localStorage.setItem('lang', 'en');
  const api = createTestApi({ fetch: (input, init) => fetch(new Request(input, init)) });
  const account = platform.ctx.accounts.byUsername(username);
  if (!account) throw new Error(`no account ${username}`);
  api.session.signIn({
    ...loginValue,
    id: account.id,
    userName: username,
    token: platform.ctx.accounts.issueToken(account.id),
  });
  const router = createMemoryRouter([{ path: '/member/:page', element: page }], { initialEntries: [path] });
  render(
    <TestProviders api={api} swr={{ shouldRetryOnError: false }} toasts>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, api };
}

const shownText = () => screen.findByText(/^Records [\d,]+–[\d,]+ of [\d,]+$/);
const totalOf = async () => Number(/of ([\d,]+)$/.exec((await shownText()).textContent)?.[1]?.replace(/,/g, ''));

async function mainBalance(username: string) {
  const account = platform.ctx.accounts.byUsername(username);
  const token = platform.ctx.accounts.issueToken(account?.id ?? 0);
  const response = await platform.request('/wps/v2/wallets/balance', { headers: { Authorization: token } });
  const { value } = (await response.json()) as { value: BalanceValue };
  return value.balance.find((item) => item.accountTypeId === 1)?.availBalance ?? 0;
}

describe('betting record', () => {
  it('shows the previous 7 days, then 30 days with more bets, keeping the range in the link', async () => {
    const { router } = renderPage(<BetRecords />, memberHref('personalHistoryCopy'));
    const table = await screen.findByRole('table', { name: 'Bets' });
    const week = await totalOf();
    expect(week).toBeGreaterThan(10);
    expect(within(table).getByText('Total')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(async () => expect(await totalOf()).toBeGreaterThan(week));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Previous 30 days' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    expect((await shownText()).textContent).toMatch(/^Records 21–40 of/);
  });

  it('reads the product line and status from the link', async () => {
    const rowsOf = async () => {
      const table = await screen.findByRole('table', { name: 'Bets' });
      await shownText();
      return within(table).getAllByRole('row').slice(1, -1);
    };
    renderPage(<BetRecords />, `${memberHref('personalHistoryCopy')}?game=RNG`);
    for (const row of await rowsOf()) expect(within(row).getByText('Slots')).toBeTruthy();
    cleanup();
    renderPage(<BetRecords />, `${memberHref('personalHistoryCopy')}?status=UNSETTLED`);
    const open = await rowsOf();
    expect(open.length).toBeGreaterThan(0);
    // An open bet shows its status where the profit will be.
    for (const row of open) expect(within(row).getByText('Open')).toBeTruthy();
  });

  it('says so when the range is too long, and calls nothing', async () => {
    const fetch = vi.fn(toPlatform);
    renderPage(
      <BetRecords />,
      `${memberHref('personalHistoryCopy')}?from=2026-01-01&to=2026-12-31`,
      'demo_member',
      fetch,
    );
    expect(await screen.findByText('Choose at most 90 days.')).toBeTruthy();
    await screen.findByText('No bets on these days.');
    expect(fetch.mock.calls.some(([request]) => request.url.includes('ODSFE2_getBetRecord'))).toBe(false);
  });
});

describe('other records', () => {
  it('account record: movements with money in and out', async () => {
    renderPage(<AccountRecords />, `${memberHref('transactionHistory')}?type=REBATE&from=2000-01-01&to=2000-01-02`);
    expect(await screen.findByText('No movements on these days.')).toBeTruthy();
    cleanup();
    renderPage(<AccountRecords />, memberHref('transactionHistory'));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    const table = await screen.findByRole('table', { name: 'Account movements' });
    await waitFor(() => expect(within(table).getAllByText('Rebate').length).toBeGreaterThan(0));
    expect(within(table).getAllByText('To Main wallet').length).toBeGreaterThan(0);
    expect(screen.getByText('Money in')).toBeTruthy();
  });

  it('profit and loss: the range figures and a row per product line', async () => {
    renderPage(<ProfitLoss />, `${memberHref('personalProfit')}?by=GAME_TYPE`);
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    await waitFor(() => expect(within(table).getByText('Slots')).toBeTruthy());
    const summary = screen.getByRole('group', { name: 'Summary' });
    expect(within(summary).getByText('Net result')).toBeTruthy();
    expect(within(summary).getByText('Bonuses belong to no product: they count in the total only.')).toBeTruthy();
  });

  it('bonus details: rewards of the last 30 days', async () => {
    renderPage(<BonusRecords />, memberHref('bonusDetails'));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    await waitFor(() => expect(within(table).getAllByText('Credited').length).toBeGreaterThan(0));
    expect(within(screen.getByRole('group', { name: 'Summary' })).getByText('Bonuses credited')).toBeTruthy();
  });
});

describe('manual rebate', () => {
  it('claims once on a double click, credits the main wallet and shows the claim', async () => {
    const before = await mainBalance('e2e_records');
    renderPage(<ManualRebate />, memberHref('manualRebate'), 'e2e_records');
    const rates = await screen.findByRole('table', { name: 'Rates by product' });
    await waitFor(() => expect(within(rates).getByText('1.20%')).toBeTruthy());
    const claim = await screen.findByRole('button', { name: 'Claim rebate' });
    await userEvent.dblClick(claim);
    expect(await screen.findByText('Rebate credited')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Claim history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    const after = await mainBalance('e2e_records');
    const claims = platform.ctx.db
      .prepare('SELECT amount FROM rebate_claims WHERE account_id = ?')
      .all(platform.ctx.accounts.byUsername('e2e_records')?.id) as { amount: number }[];
    expect(claims).toHaveLength(1);
    expect(Math.round((after - before) * 100)).toBe(claims[0]?.amount);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Claim rebate' }).getAttribute('aria-disabled')).toBe('true'),
    );
    expect(screen.getByText('Your rebate grows with every settled valid bet.')).toBeTruthy();
  });

  it('after a 500 on a claim the platform made, a retry replays it: credited once', async () => {
    const before = await mainBalance('e2e_records2');
    const keys: (string | null)[] = [];
    let failNext = true;
    const flaky: Fetch = async (request) => {
      if (!request.url.includes('MCS2_claimRebate')) return toPlatform(request);
      keys.push(request.headers.get('Idempotency-Key'));
      const answer = await toPlatform(request);
      if (!failNext) return answer;
      failNext = false;
      return new Response('upstream error', { status: 500 });
    };
    renderPage(<ManualRebate />, memberHref('manualRebate'), 'e2e_records2', flaky);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The rebate could not be claimed');
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('Rebate credited')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const claims = platform.ctx.db
      .prepare('SELECT amount FROM rebate_claims WHERE account_id = ?')
      .all(platform.ctx.accounts.byUsername('e2e_records2')?.id) as { amount: number }[];
    expect(claims).toHaveLength(1);
    expect(Math.round(((await mainBalance('e2e_records2')) - before) * 100)).toBe(claims[0]?.amount);
  });
});
