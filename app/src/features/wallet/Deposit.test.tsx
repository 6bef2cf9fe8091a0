// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletPaths } from '@lobby/contract';
import { DepositView } from './Deposit';
import { descriptionOf, renderSite, startPlatform } from '../../test/platform';

// A platform per test (deposits and withdrawals change the seeded accounts), on a clock the test moves.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
// Typing into forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 30_000 });
const depositCall = `POST ${walletPaths.deposit}`;

afterEach(cleanup);

const mainWallet = () => screen.getByText('Main wallet').parentElement?.textContent ?? '';
const depositRows = () =>
  within(screen.getByRole('region', { name: 'Deposits, newest first' }))
    .getAllByRole('row')
    .slice(1);

describe('depositv2', () => {
  it('requests a deposit within the method limits, shows how to pay, and follows it to credited', async () => {
    renderSite(<DepositView />, { api: await harness.loginAs('e2e_wallet') });
    const user = userEvent.setup();
    expect(await screen.findByRole('radiogroup', { name: 'Deposit method' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'How to deposit: Bank transfer' })).toBeTruthy();
    expect(await screen.findByText('No deposits yet')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Card/ }));
    expect(screen.getByRole('region', { name: 'How to deposit: Card' }).textContent).toContain(
      'Demo platform: an amount ending in .99 is declined.',
    );
    const amount = screen.getByRole('textbox', { name: /Amount to deposit/ });
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Request the deposit' }));
    expect(descriptionOf(amount)).toContain('The minimum is $10.00.');
    expect(harness.sentFor(depositCall)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '$50.00' }));
    await user.dblClick(screen.getByRole('button', { name: 'Request the deposit' }));
    const pending = await screen.findByRole('status', { name: 'Deposit requested: $50.00' });
    expect(pending.textContent).toContain('DP');
    expect(within(pending).getByText('LOBBY PAYMENTS')).toBeTruthy();
    expect(harness.sentFor(depositCall)).toHaveLength(1);
    await waitFor(() => expect(depositRows()[0]?.textContent).toContain('Pending'));
    expect(mainWallet()).toContain('$2,000.00');

    harness.settle(20_000);
    // The list is read again while a deposit is pending; the balance follows its credit.
    await waitFor(() => expect(depositRows()[0]?.textContent).toContain('Credited'), { timeout: 10_000 });
    await waitFor(() => expect(mainWallet()).toContain('$2,050.00'));

    await user.click(within(pending).getByRole('button', { name: 'Another deposit' }));
    expect(screen.getByRole('button', { name: 'Request the deposit' })).toBeTruthy();
  });

  it('shows a failed deposit (cents .99) without crediting it, and every seeded state', async () => {
    renderSite(<DepositView />, { api: await harness.loginAs('demo_member') });
    const user = userEvent.setup();
    await waitFor(() => expect(depositRows()).toHaveLength(7));
    const states = depositRows().map((row) => row.textContent);
    expect(states.some((text) => text.includes('Pending'))).toBe(true);
    expect(states.some((text) => text.includes('Credited'))).toBe(true);
    expect(states.some((text) => text.includes('Failed'))).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /Amount to deposit/ }), '120.99');
    await user.click(screen.getByRole('button', { name: 'Request the deposit' }));
    await screen.findByRole('status', { name: 'Deposit requested: $120.99' });
    harness.settle(20_000);
    await waitFor(() => expect(depositRows()[0]?.textContent).toContain('Failed'), { timeout: 10_000 });
    expect(mainWallet()).toContain('$10,000.00');
  });

  it('keeps the form as typed when the request fails, and says a retry is safe', async () => {
    renderSite(<DepositView />, { api: await harness.loginAs('e2e_wallet') });
    const user = userEvent.setup();
    harness.fail(depositCall);
    const amount = await screen.findByRole('textbox', { name: /Amount to deposit/ });
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Request the deposit' }));
    const failure = await screen.findByRole('alert', { name: 'The deposit was not requested' });
    expect((amount as HTMLInputElement).value).toBe('300');
    harness.heal();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('status', { name: 'Deposit requested: $300.00' });
    const [first, second] = harness.sentFor(depositCall);
    expect(second?.key).toBe(first?.key);
    await waitFor(() => expect(depositRows()).toHaveLength(1));
  });
});
