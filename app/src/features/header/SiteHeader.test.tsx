// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './SiteHeader';
import {
  agentLogin,
  at,
  locationNow,
  memberLogin,
  ok,
  renderSite,
  startFrameMock,
  trialLogin,
} from '../../test/platform';

const server = startFrameMock();

async function openAccountMenu(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, menu: await screen.findByRole('menu', { name: 'Account menu' }) };
}

describe('SiteHeader', () => {
  it('offers login and register to guests, opening their popups', async () => {
    const { site } = renderSite(<SiteHeader />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(site.open).toHaveBeenCalledWith({ kind: 'login' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(site.open).toHaveBeenCalledWith({ kind: 'register' });
    expect(screen.queryByText('Balance')).toBeNull();
  });

  it('links the operator name home', () => {
    renderSite(<SiteHeader />, { path: '/promotions' });
    expect(screen.getByRole('link', { name: 'Lobby, home' }).getAttribute('href')).toBe('/');
  });

  it('lists HOME, the lines with vendors in the server order, then PROMO, rewards and share', async () => {
    renderSite(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: /Sports/ });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // FISH has no vendor; cockfight and exclusive have no route of their own.
    expect(names).toEqual(['Home', 'Sports', 'Live casino', 'Slots', 'Promo', 'Rewards', 'Share']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('hides rewards from a player whose referral promotion is off', async () => {
    server.use(
      http.get(at('/wps/relay/MCSFE_getReferralInfo'), () =>
        ok({ referralPromoEnabled: false, referralCode: 'R1', referralPath: '/register', invitedCount: 0 }),
      ),
    );
    renderSite(<SiteHeader />, { as: memberLogin });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Share' });
    await waitFor(() => {
      expect(within(nav).queryByRole('link', { name: 'Rewards' })).toBeNull();
    });
  });

  it('goes to the category filtered by a vendor chosen from its menu', async () => {
    renderSite(<SiteHeader />);
    const user = userEvent.setup();
    const live = await screen.findByRole('link', { name: /Live casino/ });
    live.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('button', { name: 'PT Live' }));
    expect(locationNow()).toBe('/live?vassalage=PT');
  });

  it('shows the balance with its currency, masks it and remembers that for the session', async () => {
    renderSite(<SiteHeader />, { as: memberLogin });
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('$1,234.50')).toBeNull();
    expect(screen.getByText('****')).toBeTruthy();
    expect(sessionStorage.getItem('lobby.balanceHidden')).toBe('true');
    cleanup();

    renderSite(<SiteHeader />, { as: memberLogin });
    await screen.findByText('****');
    expect(screen.getByRole('button', { name: 'Hide balance' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('$1,234.50')).toBeNull();
  });

  it('refreshes the balance', async () => {
    let calls = 0;
    server.use(
      http.get(at('/wps/v2/wallets/balance'), () => {
        calls += 1;
        return ok({ sumBalance: calls === 1 ? 10 : 25, currency: 'USD', currencySymbol: '$', balance: [] });
      }),
    );
    renderSite(<SiteHeader />, { as: memberLogin });
    await screen.findByText('$10.00');
    await userEvent.setup().click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('$25.00')).toBeTruthy();
  });

  it('sends deposit and withdraw to their member pages', async () => {
    renderSite(<SiteHeader />, { as: memberLogin });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(locationNow()).toBe('/member/depositv2');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(locationNow()).toBe('/member/withdraw');
  });

  it('warns a trial user instead of opening the deposit page, and never asks for unread counts', async () => {
    const unread = vi.fn();
    server.use(
      http.get(at('/wps/relay/CSP_unreadCount'), () => {
        unread();
        return ok({ total: 1, message: 1, mission: 0, reward: 0 });
      }),
    );
    const { site } = renderSite(<SiteHeader />, { as: trialLogin, path: '/promotions' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    expect(site.open).toHaveBeenCalledWith({ kind: 'registerFirst' });
    expect(locationNow()).toBe('/promotions');
    await screen.findByText('$1,234.50');
    expect(unread).not.toHaveBeenCalled();
  });

  it('shows the unread count on the notice button, which opens the notices', async () => {
    const { site } = renderSite(<SiteHeader />, { as: memberLogin });
    const notices = await screen.findByRole('button', { name: /Notices/ });
    await waitFor(() => {
      expect(notices.textContent).toContain('7');
    });
    await userEvent.setup().click(notices);
    expect(site.open).toHaveBeenCalledWith({ kind: 'notices' });
  });

  it('opens customer service from its button', async () => {
    const { site } = renderSite(<SiteHeader />, { as: memberLogin });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Customer service' }));
    expect(site.openCustomerService).toHaveBeenCalledOnce();
  });

  it('lists the avatar menu items for a member, without the agent entry', async () => {
    renderSite(<SiteHeader />, { as: memberLogin });
    const { menu } = await openAccountMenu('Ana');
    expect(menu.textContent).toContain('ID 1042');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Copy ID',
      'My account',
      'Betting record',
      expect.stringMatching(/^Platform information/),
      'Customer service',
      'Sign out',
    ]);
  });

  it('offers the agent centre to agents', async () => {
    renderSite(<SiteHeader />, { as: agentLogin });
    const { user, menu } = await openAccountMenu('Boss');
    await user.click(within(menu).getByRole('menuitem', { name: 'Agent centre' }));
    expect(locationNow()).toBe('/agentHome');
  });

  it('goes to the member pages of the avatar menu', async () => {
    renderSite(<SiteHeader />, { as: memberLogin });
    const { user, menu } = await openAccountMenu('Ana');
    await user.click(within(menu).getByRole('menuitem', { name: 'Betting record' }));
    expect(locationNow()).toBe('/member/personalHistoryCopy');
  });

  it('confirms a copied account id', async () => {
    renderSite(<SiteHeader />, { as: memberLogin });
    // user-event gives the page its own clipboard.
    const { user, menu } = await openAccountMenu('Ana');
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy ID' }));
    expect(await navigator.clipboard.readText()).toBe('1042');
    const dialog = await screen.findByRole('alertdialog', { name: 'Copied' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before signing out, then logs out and replaces the route with home', async () => {
    const logout = vi.fn();
    server.use(
      http.delete(at('/wps/session/logout'), () => {
        logout();
        return ok(null);
      }),
    );
    const { api } = renderSite(<SiteHeader />, { as: memberLogin, path: '/promotions' });
    const { user, menu } = await openAccountMenu('Ana');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(logout).not.toHaveBeenCalled();
    expect(api.session.getToken()).toBe('tok-member');

    const again = await openAccountMenu('Ana');
    await user.click(within(again.menu).getByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
    expect(logout).toHaveBeenCalledOnce();
    expect(api.session.getToken()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
