// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletPaths } from '@lobby/contract';
import { descriptionOf, renderSite, startPlatform } from '../../test/platform';
import { TransferFund } from './TransferFund';

// A platform per test (deposits and withdrawals change the seeded accounts), on a clock the test moves.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
// Typing into forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 30_000 });
const transferCall = `POST ${walletPaths.transfer}`;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const walletRow = (name: string) =>
  within(screen.getByRole('region', { name: 'Wallets' })).getByRole('row', { name: new RegExp(`^${name}`) });

describe('transferFund', () => {
  it('moves money from the main wallet to a game wallet once, however often it is pressed', async () => {
    renderSite(<TransferFund />, { api: await harness.loginAs('demo_member') });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    expect(screen.getByText('Available in Main wallet: $10,000.00')).toBeTruthy();
    await user.type(amount, '25.50');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    expect((await screen.findByRole('status', { name: 'Transfer done' })).textContent).toContain(
      '$25.50 moved from Main wallet to AG Gaming.',
    );
    expect(harness.sentFor(transferCall)).toHaveLength(1);
    await waitFor(() => expect(walletRow('Main wallet').textContent).toContain('9,974.50'));
    expect(walletRow('AG Gaming').textContent).toContain('25.50');
    expect((amount as HTMLInputElement).value).toBe('');
  });

  it('names a missing or too large amount under the field and sends nothing', async () => {
    renderSite(<TransferFund />, { api: await harness.loginAs('demo_member') });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(descriptionOf(amount)).toContain('Enter an amount.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.type(amount, '10000.01');
    expect(descriptionOf(amount)).toContain('You have $10,000.00 available.');
    await user.click(screen.getByRole('button', { name: 'All: $10,000.00' }));
    expect((amount as HTMLInputElement).value).toBe('10000.00');
    expect(harness.sentFor(transferCall)).toHaveLength(0);
  });

  it('loses nothing when the request fails, and retries it with the same key', async () => {
    renderSite(<TransferFund />, { api: await harness.loginAs('demo_member') });
    const user = userEvent.setup();
    harness.fail(transferCall);
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '40');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const failure = await screen.findByRole('alert', { name: 'The transfer was not made' });
    expect(failure.textContent).toContain('trying again sends the same request');
    expect(walletRow('Main wallet').textContent).toContain('10,000.00');
    harness.heal();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'Transfer done' })).toBeTruthy();
    const [first, second] = harness.sentFor(transferCall);
    expect(first?.key).toBeTruthy();
    expect(second?.key).toBe(first?.key);
    await waitFor(() => expect(walletRow('Main wallet').textContent).toContain('9,960.00'));
  });

  it('explains that a single-wallet merchant has nothing to transfer', async () => {
    sessionStorage.setItem('isSingle', 'true');
    renderSite(<TransferFund />, { api: await harness.loginAs('demo_member') });
    expect(await screen.findByRole('status', { name: 'One wallet for every game' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
