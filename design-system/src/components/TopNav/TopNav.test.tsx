import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopNav, topNavFitScript, type TopNavItem } from './TopNav';

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

describe('topNavFitScript', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  /** A row 900 px wide at density 0, 700 at 1, 500 at 2, in `width` px; the densities it was measured at. */
  async function fit(width: number, narrow: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: narrow && query === 'screen and (max-width: 767px)',
      media: query,
    }));
    const row = document.createElement('ul');
    row.setAttribute('data-fit', '');
    document.body.append(row);
    const measured: string[] = [];
    const widths: Record<string, number> = { 0: 900, 1: 700, 2: 500 };
    Object.defineProperty(row, 'clientWidth', { get: () => width });
    Object.defineProperty(row, 'scrollWidth', {
      get: () => {
        const density = row.dataset.density ?? '';
        measured.push(density);
        return Math.max(width, widths[density] ?? 0);
      },
    });
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's text is what the page runs
    const script = new Function(topNavFitScript) as () => void;
    script();
    await waitFor(() => expect(row.dataset.density).toBeDefined());
    return { density: row.dataset.density, measured };
  }

  it('takes the first density at which the row fits, else the tightest', async () => {
    expect(await fit(1000, false)).toEqual({ density: '0', measured: ['0'] });
    expect(await fit(800, false)).toEqual({ density: '1', measured: ['0', '1'] });
    expect(await fit(400, false)).toEqual({ density: '2', measured: ['0', '1', '2'] });
  });

  it('on a narrow screen measures the tightest first: once, for a row that does not fit at all', async () => {
    expect(await fit(400, true)).toEqual({ density: '2', measured: ['2'] });
    expect(await fit(800, true)).toEqual({ density: '1', measured: ['2', '0', '1'] });
  });
});
