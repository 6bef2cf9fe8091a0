// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletPaths } from '@lobby/contract';
import { renderSite, startPlatform } from '../../test/platform';
import { TransferUplineView } from './TransferUpline';

// A platform per test (deposits and withdrawals change the seeded accounts), on a clock the test moves.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
// Typing into forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 30_000 });
const transferCall = `POST ${walletPaths.transferUpline}`;

afterEach(cleanup);

const agentBalance = () =>
  (
    harness
      .platform()
      .ctx.db.prepare(
        "SELECT balance FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE a.username = 'demo_agent' AND w.account_type_id = 1",
      )
      .get() as { balance: number }
  ).balance;

describe('transferUpline', () => {
  it('says why a member without an upline cannot transfer', async () => {
    renderSite(<TransferUplineView />, { api: await harness.loginAs('demo_member') });
    expect(await screen.findByRole('status', { name: 'No upline agent' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer to the upline' })).toBeNull();
  });

  it('asks before sending main-wallet money to the upline, then shows the result', async () => {
    renderSite(<TransferUplineView />, { api: await harness.loginAs('demo_subagent') });
    const user = userEvent.setup();
    expect((await screen.findByText('demo_agent')).textContent).toBe('demo_agent');
    const before = agentBalance();
    await user.type(screen.getByRole('textbox', { name: /Amount to transfer/ }), '75');
    await user.click(screen.getByRole('button', { name: 'Transfer to the upline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer $75.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(harness.sentFor(transferCall)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Transfer to the upline' }));
    const again = await screen.findByRole('alertdialog', { name: 'Transfer $75.00?' });
    expect(again.textContent).toContain('demo_agent (Demo Agent)');
    await user.dblClick(within(again).getByRole('button', { name: 'Transfer' }));
    const done = await screen.findByRole('status', { name: 'Transferred $75.00 to demo_agent (Demo Agent)' });
    expect(done.textContent).toContain('Your main wallet now holds $19,925.00.');
    expect(harness.sentFor(transferCall)).toHaveLength(1);
    expect(agentBalance()).toBe(before + 7500);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
