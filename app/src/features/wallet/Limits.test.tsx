// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitsPaths, realityCheckPaths } from '@lobby/contract';
import { DepositView } from './Deposit';
import { LimitsView } from './Limits';
import { descriptionOf, renderSite, startPlatform } from '../../test/platform';

// A platform per test (the tests set limits), on a clock the test moves: Monday 2026-11-23 08:00 UTC.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0), tokenTtlMs: 7 * 86_400_000 });
vi.setConfig({ testTimeout: 30_000 });
const setLimitCall = `POST ${limitsPaths.setLimit}`;

afterEach(cleanup);

const card = (name: string) => screen.getByRole('article', { name });
const figures = (name: string) =>
  within(card(name))
    .getAllByRole('definition')
    .map((item) => item.textContent);

describe('limits', () => {
  it('shows the six limits, refuses bad amounts in the field, lowers at once and raises after 24 hours', async () => {
    renderSite(<LimitsView />, { api: await harness.loginAs('e2e_limits') });
    const user = userEvent.setup();
    expect(await screen.findByRole('article', { name: 'Daily deposit limit' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(figures('Weekly loss limit')).toEqual(['No limit', '$0.00', 'No limit', '11/30/2026, 00:00:00']);

    const amount = screen.getByRole('textbox', { name: /New limit/ });
    const save = screen.getByRole('button', { name: 'Save the limit' });
    for (const [typed, message] of [
      ['abc', 'Enter a number with at most 2 decimals.'],
      ['0', 'A limit must be more than 0.'],
      ['-5', 'A limit must be more than 0.'],
      ['99999999', 'The maximum is $10,000,000.00.'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(save);
      expect(descriptionOf(amount), typed).toContain(message);
    }
    expect(harness.sentFor(setLimitCall)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '500');
    await user.dblClick(save);
    expect(await screen.findByText('Limit saved: it applies now.')).toBeTruthy();
    expect(harness.sentFor(setLimitCall)).toHaveLength(1);
    expect(figures('Daily deposit limit')).toEqual(['$500.00', '$0.00', '$500.00', '11/24/2026, 00:00:00']);
    expect(within(card('Daily deposit limit')).getByRole('meter')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '800');
    await user.click(save);
    expect(await screen.findByText('Change saved: it applies on 11/24/2026, 08:00:00.')).toBeTruthy();
    expect(card('Daily deposit limit').textContent).toContain('Changes to $800.00 on 11/24/2026, 08:00:00');
    expect(figures('Daily deposit limit')[0]).toBe('$500.00');

    await user.click(screen.getByRole('button', { name: 'Remove the limit' }));
    await waitFor(() => expect(card('Daily deposit limit').textContent).toContain('Removed on 11/24/2026, 08:00:00'));
    expect(harness.sentFor(setLimitCall).map((sent) => sent.key)).toHaveLength(3);
    expect(new Set(harness.sentFor(setLimitCall).map((sent) => sent.key)).size).toBe(3);
  });

  it('shows the remaining deposit allowance on the deposit page before an amount is typed', async () => {
    const api = await harness.loginAs('e2e_limits');
    const token = harness.tokenOf('e2e_limits');
    const set = await harness.fetch(
      new Request(`http://platform.test${limitsPaths.setLimit}`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json', 'Idempotency-Key': 'test-limit-key-1' },
        body: JSON.stringify({ kind: 'DEPOSIT', period: 'WEEK', amount: 300 }),
      }),
    );
    expect(((await set.json()) as { success: boolean }).success).toBe(true);
    renderSite(<DepositView />, { api });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount to deposit/ });
    await waitFor(() =>
      expect(descriptionOf(amount)).toContain('Your deposit limit lets you deposit up to $300.00 now.'),
    );
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Request the deposit' }));
    expect(descriptionOf(amount)).toContain('The maximum is $300.00.');
  });

  it('sets the reality check interval once per action, with a link to the safer-gambling page', async () => {
    renderSite(<LimitsView />, { api: await harness.loginAs('e2e_reality') });
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Safer gambling: help and self-assessment' }).getAttribute('href')).toBe(
      '/saferGambling',
    );
    const interval = await screen.findByRole('combobox', { name: 'Show the reality check' });
    expect(interval.textContent).toContain('Never (off)');
    await user.click(interval);
    await user.click(await screen.findByRole('option', { name: 'Every 15 minutes' }));
    await user.dblClick(screen.getByRole('button', { name: 'Save the reality check' }));
    expect(await screen.findByText('Saved: Every 15 minutes.')).toBeTruthy();
    const sent = harness.sentFor(`POST ${realityCheckPaths.setRealityCheck}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toBeTruthy();
  });
});
