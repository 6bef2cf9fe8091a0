// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exclusionPaths } from '@lobby/contract';
import { TakeABreak } from './TakeABreak';
import { descriptionOf, renderSite, startPlatform } from '../../test/platform';

// A platform per test (a break cannot be undone), on a fixed clock: Monday 2026-11-23 08:00 UTC.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
vi.setConfig({ testTimeout: 30_000 });
const takeBreakCall = `POST ${exclusionPaths.takeBreak}`;

afterEach(cleanup);

describe('take a break', () => {
  it('spells out what a break means, asks for the password, shows the end and then forgets the session', async () => {
    const api = await harness.loginAs('e2e_timeout');
    renderSite(<TakeABreak />, { api });
    const user = userEvent.setup();
    const timeOut = await screen.findByRole('region', { name: 'Time-out' });
    const selfExclusion = screen.getByRole('region', { name: 'Self-exclusion' });
    expect(within(timeOut).getByRole('combobox', { name: 'Length' }).textContent).toBe('24 hours');
    expect(within(selfExclusion).getByRole('combobox', { name: 'Length' }).textContent).toBe('6 months');
    expect(timeOut.textContent).toContain('It cannot be ended early.');
    expect(timeOut.textContent).toContain('Asking again while it lasts can only make it longer, never shorter.');
    expect(selfExclusion.textContent).toContain('not even after it ends');

    await user.click(within(timeOut).getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your time-out' });
    expect(dialog.textContent).toContain('Time-out of 24 hours, starting now.');
    const password = within(dialog).getByLabelText(/Your login password/);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm and log out' });
    await user.click(confirm);
    expect(descriptionOf(password)).toContain('Enter your password to confirm.');
    expect(harness.sentFor(takeBreakCall)).toHaveLength(0);

    await user.type(password, 'Wrong1234');
    await user.click(confirm);
    await vi.waitFor(() => expect(descriptionOf(password)).toContain('The password is wrong.'));
    expect(api.session.getToken()).not.toBeNull();

    await user.clear(password);
    await user.type(password, 'Demo1234');
    await user.dblClick(confirm);
    const done = await screen.findByRole('dialog', { name: 'Your time-out has started' });
    expect(done.textContent).toContain('It ends on 11/24/2026, 08:00:00. You have been logged out on every device.');
    expect(harness.sentFor(takeBreakCall)).toHaveLength(2);
    await user.click(within(done).getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(api.session.getToken()).toBeNull());
  });
});
