// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, startPlatform } from '../../../test/platform';
import { ActiveSessions } from './ActiveSessions';
import { LoginHistory } from './LoginHistory';
import { TwoStepLogin } from './TwoStepLogin';

const harness = startPlatform();
afterEach(cleanup);
// Each test logs in and types against the platform: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('account security (issue 17 item 4)', () => {
  it('turns two-step login on with the key and a code of the app, and shows the backup codes once', async () => {
    const user = userEvent.setup();
    renderSite(<TwoStepLogin />, { api: await harness.loginAs('e2e_twostep') });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step login' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    const secret = document.querySelector('code')?.textContent ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = screen.getByRole('textbox', { name: /6-digit code of the app/ });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeTruthy();
    await user.clear(code);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await user.type(code, totp.generate({ timestamp: harness.clock.now() }));
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const codes = await screen.findByRole('list', { name: 'Save your backup codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('You have 10 backup codes left.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Save your backup codes' })).toBeNull();
  });

  it('signs out another session after a confirmation, and lists the logins', async () => {
    const user = userEvent.setup();
    const other = await harness.loginAs('e2e_sessions');
    const api = await harness.loginAs('e2e_sessions');
    renderSite(
      <>
        <ActiveSessions />
        <LoginHistory />
      </>,
      { api },
    );
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    });
    expect(within(list).getByText('This device')).toBeTruthy();
    const signOuts = within(list).getAllByRole('button', { name: /^Sign out: / });
    await user.click(signOuts[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out this session?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session signed out.')).toBeTruthy();
    const accounts = harness.platform().ctx.accounts;
    const accountId = accounts.byUsername('e2e_sessions')?.id ?? 0;
    expect(accounts.sessionsOf(accountId)).toHaveLength(signOuts.length);
    expect(other.session.getToken()).not.toBe(api.session.getToken());
    const history = await screen.findByRole('table', { name: 'Logins of the last 30 days' });
    expect(within(history).getAllByText('Successful').length).toBeGreaterThanOrEqual(2);
  });
});
