// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { whitelabelModuleIds } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../header';
import { SiteMenu } from '../sidemenu';
import { Vip } from './Vip';
import { renderSite, startPlatform } from '../../test/platform';

// The VIP club against the embedded platform, which computes the level from the account's deposits
// and bets: demo_member is Silver (1,850.00 credited; Gold's bets reached, not its deposits).
const harness = startPlatform();
const noClub = startPlatform({ modules: whitelabelModuleIds.filter((id) => id !== 'VIPCLUB3') });
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

describe('the VIP page', () => {
  it("shows the player's level, the way to the next with what is left, and every level's benefits", async () => {
    renderSite(<Vip />, { api: await harness.loginAs('demo_member') });
    const card = await screen.findByRole('region', { name: 'Your VIP level' });
    await waitFor(() => {
      expect(card.textContent).toContain('VIP 2 Silver');
    });
    expect(card.textContent).toContain('Next level: Gold');
    const deposits = within(card).getByRole('progressbar', { name: 'Deposits towards Gold' });
    expect(deposits.getAttribute('aria-valuenow')).toBe('1850');
    expect(deposits.getAttribute('aria-valuemax')).toBe('5000');
    expect(card.textContent).toContain('3,150.00 to go');
    expect(
      within(card).getByRole('progressbar', { name: 'Valid bets towards Gold' }).getAttribute('aria-valuenow'),
    ).toBe('25000');
    expect(card.textContent).toContain('Reached');

    const table = await screen.findByRole('table', { name: 'VIP levels and their benefits' });
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(9);
    });
    const current = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('VIP 2 SilverYour level');
  });

  it('names the levels in the player’s language', async () => {
    renderSite(<Vip />, { api: await harness.loginAs('demo_member', { language: 'es' }), language: 'es' });
    const card = await screen.findByRole('region', { name: 'Tu nivel VIP' });
    await waitFor(() => {
      expect(card.textContent).toContain('Siguiente nivel: Oro');
    });
  });

  it('says the club is not available when the operator has none', async () => {
    renderSite(<Vip />, { api: await noClub.loginAs('demo_member') });
    expect(await screen.findByText('The VIP club is not available.')).toBeTruthy();
  });
});

describe('the VIP label in the frame', () => {
  it("shows the label and rank level in the header's avatar menu", async () => {
    renderSite(<SiteHeader />, { api: await harness.loginAs('demo_member') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demo Member' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => {
      expect(menu.textContent).toContain('VIP 2 Silver');
    });
  });

  it("puts VIP first in the side menu's member list when the club is on, not otherwise", async () => {
    renderSite(<SiteMenu collapsed={false} onCollapsedChange={vi.fn()} />, {
      api: await harness.loginAs('demo_member'),
    });
    const member = await screen.findByRole('region', { name: 'Member' });
    await waitFor(() => {
      expect(within(member).getAllByRole('link')[0]?.textContent).toContain('VIP');
    });
    expect(within(member).getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/member/vip');
    cleanup();
    renderSite(<SiteMenu collapsed={false} onCollapsedChange={vi.fn()} />, {
      api: await noClub.loginAs('demo_member'),
    });
    const without = await screen.findByRole('region', { name: 'Member' });
    await waitFor(() => {
      expect(within(without).getAllByRole('link')[0]?.textContent).toContain('Betting record');
    });
    expect(within(without).queryByRole('link', { name: 'VIP' })).toBeNull();
  });
});
