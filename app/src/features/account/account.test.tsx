// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Downloads } from '../download';
import { Feedback } from '../feedback';
import { Missions } from './Missions';
import { SecurityCenter } from './SecurityCenter';
import { Referral } from './Referral';
import { renderSite, startPlatform } from '../../test/platform';
import { Winners } from '../winners';

const harness = startPlatform();
afterEach(cleanup);
// Each test logs in, renders a whole page against the platform and types like a player: slower
// than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('securityCenter', () => {
  it('shows every labelled field, masked where sensitive, and the withdraw password status', async () => {
    renderSite(<SecurityCenter />, { api: await harness.loginAs('demo_member') });
    const card = await screen.findByRole('region', { name: 'Demo Member' });
    // 'Silver': demo_member's VIP level, from its deposits and bets (the platform's domains/vip).
    for (const text of ['+66 81****678', 'de***@example.com', 'D*** M*****', '@demo_member', 'Silver']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getAllByText('Not set')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'Change it on the withdraw page' }).getAttribute('href')).toBe(
      '/member/withdraw',
    );
  });

  it('saves a new nickname, and keeps a refused one under its field', async () => {
    const user = userEvent.setup();
    renderSite(<SecurityCenter />, { api: await harness.loginAs('e2e_account') });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const nickname = within(form).getByRole('textbox', { name: /Nickname/ });
    await user.clear(nickname);
    await user.type(nickname, 'x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Use 2–20 characters in the accepted format.')).toBeTruthy();
    expect((nickname as HTMLInputElement).value).toBe('x');
    await user.type(nickname, 'ander Star');
    await user.type(within(form).getByRole('textbox', { name: /Telegram/ }), '@xander');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was saved.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'xander Star' })).toBeTruthy();
    expect(screen.getByText('@xander')).toBeTruthy();
  });

  it('changes the avatar through the picker', async () => {
    const user = userEvent.setup();
    renderSite(<SecurityCenter />, { api: await harness.loginAs('e2e_account') });
    await user.click(await screen.findByRole('button', { name: 'Change avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your avatar' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Avatar 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this avatar' }));
    expect(await screen.findByText('Your avatar was changed.')).toBeTruthy();
    await waitFor(() => {
      expect(harness.platform().ctx.accounts.byUsername('e2e_account')?.iconId).toBe(4);
    });
  });

  it('opens the change-password popup', async () => {
    const { site } = renderSite(<SecurityCenter />, { api: await harness.loginAs('demo_member') });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Change password' }));
    expect(site.open).toHaveBeenCalledWith({ kind: 'changePassword', reason: 'voluntary' });
  });
});

describe('referral', () => {
  it('shows the code, the link and its QR code, the stats and the friends page by page', async () => {
    const user = userEvent.setup();
    renderSite(<Referral />, { api: await harness.loginAs('demo_member') });
    expect(await screen.findByText('R000001')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/register?referralCode=R000001`)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    expect(screen.getByText('$40.00')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Invited friends' });
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(11);
    });
    expect(within(table).getByText('ma****8')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => {
      expect(within(screen.getByRole('table', { name: 'Invited friends' })).getAllByRole('row')).toHaveLength(3);
    });
  });
});

describe('missionLeaderboard', () => {
  it('shows each mission with its progress and state, and the leaderboard with my rank', async () => {
    renderSite(<Missions />, { api: await harness.loginAs('demo_member') });
    const live = await screen.findByRole('article', { name: 'Bet 100 on live casino' });
    expect(within(live).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('64 of 100');
    expect(within(live).getByText('In progress')).toBeTruthy();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    const board = await screen.findByRole('table', { name: 'This week’s leaderboard' });
    await waitFor(() => {
      expect(within(board).getAllByRole('row')).toHaveLength(21);
    });
    expect(screen.getByText('920 points')).toBeTruthy();
  });
});

describe('feedback', () => {
  it('refuses too few words with the bounds, then sends and shows the reference', async () => {
    const user = userEvent.setup();
    renderSite(<Feedback />, { api: harness.api() });
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Complaint' }));
    const message = screen.getByRole('textbox', { name: /Message/ });
    await user.type(message, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The content must be between 5 and 300 words.')).toBeTruthy();
    expect((message as HTMLTextAreaElement).value).toBe('Too short');
    await user.type(message, ' to be read by anyone');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await screen.findByRole('status');
    expect(within(sent).getByText('Thank you for your message!')).toBeTruthy();
    expect(within(sent).getByText(/reference no\. \d+/)).toBeTruthy();
  });
});

describe('download', () => {
  it('shows both QR codes, the iOS link with the language and the token', async () => {
    const { api } = renderSite(<Downloads />, { api: await harness.loginAs('demo_member') });
    expect(await screen.findByRole('img', { name: 'QR code to download the iOS app' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code to download the Android app' })).toBeTruthy();
    const [ios, android] = screen.getAllByRole('link', { name: 'Open the download link' });
    const iosUrl = new URL(ios?.getAttribute('href') ?? '');
    expect(iosUrl.pathname).toBe('/wps/download/ios');
    expect(iosUrl.searchParams.get('lang')).toBe('en');
    expect(iosUrl.searchParams.get('token')).toBe(api.session.getToken());
    expect(new URL(android?.getAttribute('href') ?? '').search).toBe('');
    expect(screen.getAllByRole('list', { name: 'How to install' })).toHaveLength(2);
  });
});

describe('winners', () => {
  it('lists the 20 biggest wins, top 3 first, and a category of its own', async () => {
    const user = userEvent.setup();
    renderSite(<Winners />, { api: harness.api() });
    const top = await screen.findByRole('region', { name: 'Top 3' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Ranks 4 to 20' })).getAllByRole('listitem')).toHaveLength(17);
    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(await screen.findByText('No winners in this category yet.')).toBeTruthy();
  });
});
