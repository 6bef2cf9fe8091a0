// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletPaths } from '@lobby/contract';
import { descriptionOf, renderSite, startPlatform } from '../../test/platform';
import { WithdrawView } from './Withdraw';

// A platform per test (deposits and withdrawals change the seeded accounts), on a clock the test moves.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
// Typing into forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const mainWallet = () => screen.getByText('Main wallet').parentElement?.textContent ?? '';
const cards = () => within(screen.getByRole('region', { name: 'Your withdrawals' })).queryAllByRole('article');
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'statement.png',
    { type: 'image/png' },
  );

async function setPassword(user: ReturnType<typeof userEvent.setup>) {
  const panel = await screen.findByRole('region', { name: 'Set your withdraw password' });
  await user.type(within(panel).getByLabelText(/^Login password/), 'Demo1234');
  await user.type(within(panel).getByLabelText(/^Withdraw password \(6 digits\)/), '246810');
  await user.type(within(panel).getByLabelText(/^Repeat the withdraw password/), '246811');
  await user.click(within(panel).getByRole('button', { name: 'Save the withdraw password' }));
  expect(within(panel).getByText('The two passwords differ.')).toBeTruthy();
  await user.clear(within(panel).getByLabelText(/^Repeat the withdraw password/));
  await user.type(within(panel).getByLabelText(/^Repeat the withdraw password/), '246810');
  await user.click(within(panel).getByRole('button', { name: 'Save the withdraw password' }));
  await screen.findByRole('region', { name: 'New withdrawal' });
}

describe('withdraw', () => {
  it('sets the withdraw password, withdraws, and confirms receipt once approved', async () => {
    renderSite(<WithdrawView />, { api: await harness.loginAs('e2e_wallet') });
    const user = userEvent.setup();
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    await setPassword(user);

    const amount = screen.getByRole('textbox', { name: /Amount to withdraw/ });
    const password = screen.getByLabelText(/^Withdraw password/);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(descriptionOf(amount)).toContain('The minimum is $50.00.');
    expect(descriptionOf(password)).toContain('Enter your withdraw password.');

    await user.clear(amount);
    await user.type(amount, '120');
    await user.type(password, '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('alert', { name: 'The withdrawal was not requested' });
    expect(descriptionOf(password)).toContain('The withdraw password is wrong.');

    await user.clear(password);
    await user.type(password, '246810');
    await user.dblClick(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('status', { name: 'Withdrawal requested: $120.00' })).textContent).toContain(
      'held while it is reviewed',
    );
    expect(harness.sentFor(`POST ${walletPaths.withdraw}`)).toHaveLength(2);
    await waitFor(() => expect(mainWallet()).toContain('$1,880.00'));
    await waitFor(() => expect(cards()[0]?.textContent).toContain('Under review'));

    harness.settle(20_000);
    await waitFor(() => expect(cards()[0]?.textContent).toContain('Waiting for your confirmation'), {
      timeout: 10_000,
    });
    const card = cards()[0] as HTMLElement;
    expect(card.textContent).toContain('If you do not answer within 120 minutes, it counts as received');
    await user.click(within(card).getByRole('button', { name: 'I received it' }));
    await waitFor(() => expect(within(cards()[0] as HTMLElement).queryByRole('button')).toBeNull());
    expect(cards()[0]?.textContent).toContain('Received');
  });

  it('reports a withdrawal not received with a proof image', async () => {
    renderSite(<WithdrawView />, { api: await harness.loginAs('demo_member') });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const partial = cards().find((item) => item.textContent.includes('Paid in part')) as HTMLElement;
    expect(partial.textContent).toContain('$8,000.00');
    expect(partial.textContent).toContain('Amount received$5,000.00');
    expect(partial.textContent).toContain('Remaining, back in your main wallet$3,000.00');
    await user.click(within(partial).getByRole('button', { name: 'Not received' }));
    await user.upload(within(partial).getByLabelText(/Proof for our staff/), png());
    await user.click(within(partial).getByRole('button', { name: 'Send to staff' }));
    await waitFor(() => expect(partial.textContent).toContain('Your proof was sent.'));
    const body = harness.sentFor(`POST ${walletPaths.confirmWithdrawal}`);
    expect(body).toHaveLength(1);
  });

  it('shows every seeded withdrawal state across the pages', async () => {
    renderSite(<WithdrawView />, { api: await harness.loginAs('demo_member') });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const first = cards().map((item) => item.textContent);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    const text = [...first, ...cards().map((item) => item.textContent)].join('\n');
    for (const state of [
      'Under review',
      'Waiting for your confirmation',
      'Counted as received',
      'Received (confirmed by staff)',
      'Rejected',
      'Not received',
    ]) {
      expect(text).toContain(state);
    }
  });
});
