// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBalance, useUnreadCount } from '../../data';
import { useFormat } from '../shared';
import { EventListener } from './EventListener';
import { closeStreamsAfterEach, renderSite, startPlatform, StreamSource } from '../../test/platform';

const harness = startPlatform();
closeStreamsAfterEach();
const platformOf = () => harness.platform();
afterEach(cleanup);

/** What the header shows: the balance and the message badge. */
function Probe() {
  const balance = useBalance();
  const unread = useUnreadCount();
  const format = useFormat();
  return (
    <p>
      <span data-testid="balance">{balance.data ? format.money(balance.data.sumBalance) : '…'}</span>
      <span data-testid="unread">{unread.data?.message ?? '…'}</span>
    </p>
  );
}

async function renderListener(username = 'demo_default') {
  const createSource = (url: string) => new StreamSource(url, harness.fetch);
  const view = renderSite(
    <>
      <Probe />
      <EventListener createSource={createSource} />
    </>,
    { api: await harness.loginAs(username) },
  );
  return { ...view, accountId: harness.platform().ctx.accounts.byUsername(username)?.id ?? 0 };
}

describe('EventListener', { timeout: 20_000 }, () => {
  it('shows a credited deposit as a toast and refreshes the balance and the badge', async () => {
    const platform = platformOf();
    const { accountId } = await renderListener();
    const before = (await screen.findByTestId('balance', {}, { timeout: 3000 })).textContent;
    await waitFor(() => expect(platform.ctx.events.listenerCount(accountId)).toBe(1));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).not.toBe('…'));
    const unreadBefore = Number(screen.getByTestId('unread').textContent);

    // What a settlement does: credit the main wallet, leave a message, publish the event.
    platform.ctx.db
      .prepare('UPDATE wallets SET balance = balance + 15050 WHERE account_id = ? AND account_type_id = 1')
      .run(accountId);
    platform.ctx.db
      .prepare(
        "INSERT INTO messages (account_id, kind, title, content, params, read, sent_at) VALUES (?, 'DEPOSIT_CREDITED', 't', 'c', '{\"amount\":150.5}', 0, 0)",
      )
      .run(accountId);
    platform.ctx.events.publish(accountId, { type: 'DEPOSIT_CREDITED', payload: { depositId: 9, amount: 150.5 } });

    expect(await screen.findByText('Your deposit of $150.50 has been credited to your main wallet.')).toBeTruthy();
    const toast = screen.getByText('Deposit credited').closest('[data-tone]');
    expect(toast?.getAttribute('data-tone')).toBe('success');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).not.toBe(before));
    await waitFor(() => expect(Number(screen.getByTestId('unread').textContent)).toBe(unreadBefore + 1));
  });

  it('shows a rejected withdrawal in the error tone and ignores unknown events', async () => {
    const platform = platformOf();
    const { accountId } = await renderListener('demo_subagent');
    await waitFor(() => expect(platform.ctx.events.listenerCount(accountId)).toBe(1));
    platform.ctx.events.publish(accountId, { type: 'SALARY_PAID', payload: { amount: 1 } });
    platform.ctx.events.publish(accountId, { type: 'WITHDRAWAL_REJECTED', payload: { withdrawalId: 4, amount: 20 } });
    const text = await screen.findByText(
      'Your withdrawal of $20.00 was rejected; the amount is back in your main wallet.',
    );
    expect(text.closest('[data-tone]')?.getAttribute('data-tone')).toBe('danger');
    expect(screen.getAllByText(/^(Deposit|Withdrawal) /)).toHaveLength(1);
    // A withdrawal approved in part says what was sent and what came back (SPEC.md section 4).
    platform.ctx.events.publish(accountId, {
      type: 'WITHDRAWAL_APPROVED',
      payload: { withdrawalId: 5, amount: 800, paidAmount: 500, remainingAmount: 300 },
    });
    expect(
      await screen.findByText(
        'Your withdrawal of $800.00 has been approved in part: $500.00 was sent and the remaining $300.00 is back in your main wallet.',
      ),
    ).toBeTruthy();
  });

  it('shows a contract period paid with its kind, period and amount, and refreshes the balance', async () => {
    const platform = platformOf();
    const { accountId } = await renderListener('demo_subagent');
    await waitFor(() => expect(platform.ctx.events.listenerCount(accountId)).toBe(1));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).not.toBe('…'));
    const before = screen.getByTestId('balance').textContent;
    platform.ctx.db
      .prepare('UPDATE wallets SET balance = balance + 2400 WHERE account_id = ? AND account_type_id = 1')
      .run(accountId);
    platform.ctx.events.publish(accountId, {
      type: 'CONTRACT_SETTLED',
      payload: {
        settlementId: 11,
        contractId: 2,
        kind: 'DAILY_SALARY',
        amount: 24,
        periodStart: '2026-11-24T00:00:00.000Z',
        periodEnd: '2026-11-25T00:00:00.000Z',
      },
    });
    expect(await screen.findByText('Contract settled')).toBeTruthy();
    expect(
      screen.getByText(/^Daily salary from .*2026.* to .*2026.*: \$24\.00 credited to your main wallet\.$/),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).not.toBe(before));
  });

  it('stops listening when the member logs out', async () => {
    const platform = platformOf();
    const { api, accountId } = await renderListener();
    await waitFor(() => expect(platform.ctx.events.listenerCount(accountId)).toBe(1));
    api.session.clear();
    await waitFor(() => expect(platform.ctx.events.listenerCount(accountId)).toBe(0));
  });
});
