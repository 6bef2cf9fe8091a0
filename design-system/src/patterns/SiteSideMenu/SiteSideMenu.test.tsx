import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { SiteSideMenu, type SiteSideMenuProps } from './SiteSideMenu';

function renderMenu(props: Partial<SiteSideMenuProps> = {}) {
  const handlers = {
    onCollapsedChange: vi.fn(),
    onDeposit: vi.fn(),
    onWithdraw: vi.fn(),
    onPromotions: vi.fn(),
    onInvite: vi.fn(),
    onRewards: vi.fn(),
    onRebate: vi.fn(),
    onCustomerService: vi.fn(),
  };
  render(
    <I18nextProvider i18n={createDesignSystemI18n('en')}>
      <ThemeProvider mode="dark">
        <SiteSideMenu
          collapsed={false}
          showInvite
          {...handlers}
          memberItems={[{ key: 'vip', label: 'VIP', href: '/member/vip' }]}
          gameItems={[{ key: 'live', label: 'Live', href: '/live' }]}
          downloads={{ ios: 'https://example.com/ios', android: 'https://example.com/android' }}
          social={[{ key: 'fb', name: 'Facebook', href: 'https://facebook.com/x', icon: <svg /> }]}
          languageSelect={<p>Language slot</p>}
          {...props}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return handlers;
}

describe('SiteSideMenu', () => {
  it.each([
    ['Deposit', 'onDeposit'],
    ['Withdraw', 'onWithdraw'],
    ['Promotions', 'onPromotions'],
    ['Invite friends', 'onInvite'],
    ['Manual rebate', 'onRebate'],
    ['Customer service', 'onCustomerService'],
  ] as const)('calls %s', async (name, handler) => {
    const handlers = renderMenu({ downloads: undefined });
    await userEvent.click(screen.getByRole('button', { name }));
    expect(handlers[handler]).toHaveBeenCalledOnce();
  });

  it('lists the member and game sections and the rewards badge', () => {
    renderMenu({ rewardsBadge: 2, downloads: undefined });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('button', { name: /Reward centre/ })).toHaveTextContent('2');
    expect(within(nav).getByRole('region', { name: 'Member' })).toHaveTextContent('VIP');
    expect(within(nav).getByRole('region', { name: 'Games' })).toHaveTextContent('Live');
  });

  it('hides invite and rebate when told to', () => {
    renderMenu({ showInvite: false, showRebate: false });
    expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manual rebate' })).toBeNull();
  });

  it('shows the download codes, language slot and social links while expanded only', () => {
    renderMenu();
    expect(screen.getByRole('region', { name: 'Download the app' })).toHaveTextContent('iOS');
    expect(screen.getByText('Language slot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the banner card at the top of the foot, alone too, and hides it in the icon rail (issue 16 item 6)', () => {
    renderMenu({ banner: <p>Banner card</p>, downloads: undefined, social: [], languageSelect: undefined });
    expect(screen.getByText('Banner card')).toBeInTheDocument();
    renderMenu({ collapsed: true, banner: <p>Rail banner</p> });
    expect(screen.queryByText('Rail banner')).toBeNull();
  });

  it('keeps only the icon items when collapsed', () => {
    renderMenu({ collapsed: true });
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByText('Language slot')).toBeNull();
  });
});
