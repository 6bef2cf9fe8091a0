import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Header, type HeaderProps } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const handlers = {
    onLogin: vi.fn(),
    onRegister: vi.fn(),
    onDeposit: vi.fn(),
    onWithdraw: vi.fn(),
    onNotices: vi.fn(),
    onCustomerService: vi.fn(),
    signOut: vi.fn(),
  };
  render(
    <I18nextProvider i18n={createDesignSystemI18n('en')}>
      <ThemeProvider mode="dark">
        <Header
          loggedIn={false}
          nav={<nav aria-label="Main">nav</nav>}
          {...handlers}
          balance={{
            amount: 1234.5,
            currencySymbol: '$',
            hidden: false,
            onHiddenChange: vi.fn(),
            onRefresh: vi.fn(),
          }}
          account={{ id: '10293847', name: 'lucky_player' }}
          menuItems={[{ key: 'out', label: 'Sign out', onSelect: handlers.signOut, tone: 'danger' }]}
          {...props}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return handlers;
}

describe('Header', () => {
  it('offers login and register when logged out, and nothing of a session', async () => {
    const { onLogin, onRegister } = renderHeader();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onRegister).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('shows the session actions when logged in, with the unread count in the notices name', async () => {
    const { onDeposit, onWithdraw, onNotices, onCustomerService } = renderHeader({ loggedIn: true, unreadNotices: 3 });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: /Notices.*3/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect([onDeposit, onWithdraw, onNotices, onCustomerService].every((fn) => fn.mock.calls.length === 1)).toBe(true);
  });

  it('opens the account menu with the id to copy and the given items', async () => {
    const { signOut } = renderHeader({ loggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'lucky_player' }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(menu).toHaveTextContent('ID 10293847');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('copies the account id from the menu and reports it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onAccountIdCopied = vi.fn();
    renderHeader({ loggedIn: true, onAccountIdCopied });
    await userEvent.click(screen.getByRole('button', { name: 'lucky_player' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy ID' }));
    await waitFor(() => expect(onAccountIdCopied).toHaveBeenCalledOnce());
    expect(writeText).toHaveBeenCalledWith('10293847');
  });
});
