import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';

function renderMenu() {
  const account = vi.fn();
  const signOut = vi.fn();
  const items: DropdownMenuItem[] = [
    { key: 'account', label: 'My account', onSelect: account, icon: <svg data-testid="icon" /> },
    { key: 'agent', label: 'Agent entry', onSelect: vi.fn(), disabled: true },
    { key: 'sep', type: 'separator' },
    { key: 'out', label: 'Sign out', onSelect: signOut, tone: 'danger' },
  ];
  render(
    <ThemeProvider mode="light">
      <DropdownMenu
        trigger={<button type="button">Account</button>}
        label="Account menu"
        header={<p>ID 12345</p>}
        items={items}
      />
    </ThemeProvider>,
  );
  return { account, signOut };
}

describe('DropdownMenu', () => {
  it('opens a named, themed menu from its trigger by keyboard', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(menu.closest('[data-theme="light"]')).not.toBeNull();
    expect(menu).toHaveTextContent('ID 12345');
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('skips disabled items with the arrow keys and selects with Enter', async () => {
    const { signOut } = renderMenu();
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and gives focus back', async () => {
    const { account } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(account).not.toHaveBeenCalled();
  });
});
