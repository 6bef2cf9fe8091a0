// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberHref } from '../../routes/paths';
import { renderSite, startPlatform } from '../../test/platform';
import { AccountRecords, BetRecords, BonusRecords, ManualRebate, ProfitLoss } from '.';

// The records pages against the real embedded platform (its seeded bets, wallets and rewards).
const harness = startPlatform();
// Each test renders a whole page over a real platform: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

async function renderPage(page: ReactNode, path: string, username = 'demo_member') {
  return renderSite(page, { path, pattern: '/member/:page', api: await harness.loginAs(username) });
}

const shownText = () => screen.findByText(/^Records [\d,]+–[\d,]+ of [\d,]+$/);
const totalOf = async () => Number(/of ([\d,]+)$/.exec((await shownText()).textContent)?.[1]?.replace(/,/g, ''));

describe('betting record', () => {
  it('shows the previous 7 days, then 30 days with more bets, keeping the range in the link', async () => {
    const { router } = await renderPage(<BetRecords />, memberHref('personalHistoryCopy'));
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
    await renderPage(<BetRecords />, `${memberHref('personalHistoryCopy')}?game=RNG`);
    for (const row of await rowsOf()) expect(within(row).getByText('Slots')).toBeTruthy();
    cleanup();
    await renderPage(<BetRecords />, `${memberHref('personalHistoryCopy')}?status=UNSETTLED`);
    const open = await rowsOf();
    expect(open.length).toBeGreaterThan(0);
    // An open bet shows its status where the profit will be.
    for (const row of open) expect(within(row).getByText('Open')).toBeTruthy();
  });

  it('says so when the range is too long, and calls nothing', async () => {
    await renderPage(<BetRecords />, `${memberHref('personalHistoryCopy')}?from=2026-01-01&to=2026-12-31`);
    expect(await screen.findByText('Choose at most 90 days.')).toBeTruthy();
    await screen.findByText('No bets on these days.');
    expect(harness.sent.some((request) => request.path.includes('ODSFE2_getBetRecord'))).toBe(false);
  });
});

describe('other records', () => {
  it('account record: movements with money in and out', async () => {
    await renderPage(
      <AccountRecords />,
      `${memberHref('transactionHistory')}?type=REBATE&from=2000-01-01&to=2000-01-02`,
    );
    expect(await screen.findByText('No movements on these days.')).toBeTruthy();
    cleanup();
    await renderPage(<AccountRecords />, memberHref('transactionHistory'));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    const table = await screen.findByRole('table', { name: 'Account movements' });
    await waitFor(() => expect(within(table).getAllByText('Rebate').length).toBeGreaterThan(0));
    expect(within(table).getAllByText('To Main wallet').length).toBeGreaterThan(0);
    expect(screen.getByText('Money in')).toBeTruthy();
  });

  it('profit and loss: the range figures and a row per product line', async () => {
    await renderPage(<ProfitLoss />, `${memberHref('personalProfit')}?by=GAME_TYPE`);
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    await waitFor(() => expect(within(table).getByText('Slots')).toBeTruthy());
    const summary = screen.getByRole('group', { name: 'Summary' });
    expect(within(summary).getByText('Net result')).toBeTruthy();
    expect(within(summary).getByText('Bonuses belong to no product: they count in the total only.')).toBeTruthy();
  });

  it('profit and loss: a chart of the net result of every day over the table, by product on the switch', async () => {
    await renderPage(<ProfitLoss />, memberHref('personalProfit'));
    const days = await screen.findByRole('table', { name: 'Net result per day' });
    // Every day of the previous 7, the days without bets too: a header and 7 rows.
    expect(within(days).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('group', { name: 'Net result per day' })).toBeTruthy();
    cleanup();
    await renderPage(<ProfitLoss />, `${memberHref('personalProfit')}?by=GAME_TYPE`);
    const lines = await screen.findByRole('list', { name: 'Net result by product' });
    await waitFor(() => expect(within(lines).getByText('Slots')).toBeTruthy());
  });

  it("account record: the balance each day ended with, today's the funds now", async () => {
    await renderPage(<AccountRecords />, memberHref('transactionHistory'));
    const funds = await harness.platform().request('/wps/v2/wallets/balance', {
      headers: { Merchant: 'LOBBY', Authorization: harness.tokenOf('demo_member') },
    });
    const { value } = (await funds.json()) as { value: { sumBalance: number } };
    const balance = await screen.findByRole('table', { name: 'Balance at the end of each day' });
    const rows = within(balance).getAllByRole('row');
    expect(rows).toHaveLength(8);
    const today = rows.at(-1)?.querySelector('td')?.textContent ?? '';
    expect(Number(today.replace(/[^\d.-]/g, ''))).toBe(value.sumBalance);
  });

  it('bonus details: rewards of the last 30 days', async () => {
    await renderPage(<BonusRecords />, memberHref('bonusDetails'));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    await waitFor(() => expect(within(table).getAllByText('Credited').length).toBeGreaterThan(0));
    expect(within(screen.getByRole('group', { name: 'Summary' })).getByText('Bonuses credited')).toBeTruthy();
  });
});

describe('manual rebate', () => {
  it('claims once on a double click, credits the main wallet and shows the claim', async () => {
    const before = await harness.mainBalance('e2e_records');
    await renderPage(<ManualRebate />, memberHref('manualRebate'), 'e2e_records');
    const rates = await screen.findByRole('table', { name: 'Rates by product' });
    await waitFor(() => expect(within(rates).getByText('1.20%')).toBeTruthy());
    const claim = await screen.findByRole('button', { name: 'Claim rebate' });
    await userEvent.dblClick(claim);
    expect(await screen.findByText('Rebate credited')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Claim history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    const after = await harness.mainBalance('e2e_records');
    const claims = harness
      .platform()
      .ctx.db.prepare('SELECT amount FROM rebate_claims WHERE account_id = ?')
      .all(harness.platform().ctx.accounts.byUsername('e2e_records')?.id) as { amount: number }[];
    expect(claims).toHaveLength(1);
    expect(Math.round((after - before) * 100)).toBe(claims[0]?.amount);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Claim rebate' }).getAttribute('aria-disabled')).toBe('true'),
    );
    expect(screen.getByText('Your rebate grows with every settled valid bet.')).toBeTruthy();
  });

  it('after a 500 on a claim the platform made, a retry replays it: credited once', async () => {
    const before = await harness.mainBalance('e2e_records2');
    harness.fail('MCS2_claimRebate', { kind: 'status', status: 500, reached: true }, 1);
    await renderPage(<ManualRebate />, memberHref('manualRebate'), 'e2e_records2');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The rebate could not be claimed');
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('Rebate credited')).toBeTruthy();
    const keys = harness.sent
      .filter((request) => request.path.includes('MCS2_claimRebate'))
      .map((request) => request.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const claims = harness
      .platform()
      .ctx.db.prepare('SELECT amount FROM rebate_claims WHERE account_id = ?')
      .all(harness.platform().ctx.accounts.byUsername('e2e_records2')?.id) as { amount: number }[];
    expect(claims).toHaveLength(1);
    expect(Math.round(((await harness.mainBalance('e2e_records2')) - before) * 100)).toBe(claims[0]?.amount);
  });
});
