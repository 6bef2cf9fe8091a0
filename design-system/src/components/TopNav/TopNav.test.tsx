import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopNav, type TopNavItem } from './TopNav';

const items: TopNavItem[] = [
  { key: 'home', label: 'Home', href: '/' },
  { key: 'live', label: 'Live', href: '/live', vendors: [{ code: 'EVO', name: 'Evolution' }] },
  { key: 'fish', label: 'Fish', href: '/fish', vendors: [] },
  { key: 'promo', label: 'Promo', href: '/promotions' },
];

function renderNav() {
  const onNavigate = vi.fn();
  const onVendorSelect = vi.fn();
  render(
    <TopNav items={items} activeKey="live" label="Main" onNavigate={onNavigate} onVendorSelect={onVendorSelect} />,
  );
  return { onNavigate, onVendorSelect };
}

describe('TopNav', () => {
  it('is a named landmark of real links in the given order, marking the active one', () => {
    renderNav();
    const links = screen.getAllByRole('link');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/live', '/fish', '/promotions']);
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // A category without vendors has no drop menu.
    expect(screen.getByRole('link', { name: 'Fish' })).not.toHaveAttribute('aria-expanded');
  });

  it('routes plain clicks and reports vendor choices with their category', async () => {
    const { onNavigate, onVendorSelect } = renderNav();
    await userEvent.click(screen.getByRole('link', { name: 'Promo' }));
    await userEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(onNavigate.mock.calls).toEqual([
      ['promo', '/promotions'],
      ['live', '/live'],
    ]);
    screen.getByRole('link', { name: 'Live' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Evolution' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onVendorSelect).toHaveBeenCalledWith('live', 'EVO');
  });
});
