import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { SideMenu, type SideMenuProps, type SideMenuSection } from './SideMenu';

function renderMenu(props: Partial<SideMenuProps> = {}) {
  const deposit = vi.fn();
  const messages = vi.fn();
  const onCollapsedChange = vi.fn();
  const sections: SideMenuSection[] = [
    { key: 'wallet', items: [{ key: 'deposit', label: 'Deposit', icon: <svg />, onSelect: deposit }] },
    {
      key: 'member',
      title: 'Member',
      items: [
        { key: 'messages', label: 'Messages', icon: <svg />, href: '/member/messages', onSelect: messages, badge: 3 },
        { key: 'account', label: 'My account', icon: <svg />, href: '/member', active: true },
      ],
    },
  ];
  render(
    <I18nextProvider i18n={createDesignSystemI18n('en')}>
      <ThemeProvider mode="dark">
        <SideMenu
          collapsed={false}
          onCollapsedChange={onCollapsedChange}
          sections={sections}
          label="Side menu"
          footer={<p>Footer slot</p>}
          {...props}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { deposit, messages, onCollapsedChange };
}

describe('SideMenu', () => {
  it('is a named landmark with titled sections, badges and the current page', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('region', { name: 'Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveTextContent('3 unread');
    expect(screen.getByText('Footer slot')).toBeInTheDocument();
  });

  it('calls items and routes plain link clicks', async () => {
    const { deposit, messages } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('link', { name: /Messages/ }));
    expect(deposit).toHaveBeenCalledOnce();
    expect(messages).toHaveBeenCalledOnce();
  });

  it('toggles with a button that tells whether the menu is expanded', async () => {
    const { onCollapsedChange } = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
  });

  it('keeps every name when collapsed and shows the label as a tooltip on focus', async () => {
    renderMenu({ collapsed: true });
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Member' })).toBeInTheDocument();
    expect(screen.queryByText('Footer slot')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus();
    expect(await screen.findAllByText('Deposit')).toHaveLength(2);
  });
});
