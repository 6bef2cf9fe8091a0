import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { routeOnPlainClick } from './plainClick';
import { VendorMenu, type Vendor, type VendorMenuProps } from './VendorMenu';

const vendors = (count: number): Vendor[] =>
  Array.from({ length: count }, (_, index) => ({ code: `V${String(index)}`, name: `Vendor ${String(index)}` }));

function renderMenu(props: Partial<VendorMenuProps> = {}) {
  const onSelect = vi.fn();
  const onNavigate = vi.fn();
  render(
    <ThemeProvider mode="dark">
      <VendorMenu label="Live" vendors={vendors(6)} onSelect={onSelect} onNavigate={onNavigate} {...props} />
      <button type="button">After</button>
    </ThemeProvider>,
  );
  return { onSelect, onNavigate };
}

afterEach(() => {
  vi.useRealTimers();
});

// Generous timeouts: Radix moves focus a frame after opening, which a busy machine delays.
describe('VendorMenu', { timeout: 15_000 }, () => {
  it('opens by ArrowDown into a themed list of vendors and selects one', async () => {
    const { onSelect } = renderMenu({ href: '/live' });
    const trigger = screen.getByRole('link', { name: 'Live' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(list.closest('[data-theme="dark"]')).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vendor 0' })).toHaveFocus(), { timeout: 3000 });
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('V1');
    expect(screen.queryByRole('list')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('as a button, opens on Enter and closes on Escape back to the item', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Live' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vendor 0' })).toHaveFocus(), { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('returns to the item when Tab leaves the last vendor', async () => {
    renderMenu({ vendors: vendors(2) });
    screen.getByRole('button', { name: 'Live' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vendor 0' })).toHaveFocus(), { timeout: 3000 });
    await userEvent.keyboard('{Tab}{Tab}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Live' })).toHaveFocus();
  });

  it('opens on hover after a delay, keeps focus on the item, and closes when the pointer leaves', async () => {
    vi.useFakeTimers();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Live' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(screen.queryByRole('list')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('list')).toBeInTheDocument();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('switches to the large layout above 10 vendors', async () => {
    renderMenu({ vendors: vendors(11) });
    screen.getByRole('button', { name: 'Live' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('list')).toHaveAttribute('data-size', 'large');
  });

  it('hands a plain click on the link to the router', async () => {
    const { onNavigate } = renderMenu({ href: '/live', active: true });
    const link = screen.getByRole('link', { name: 'Live' });
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});

describe('routeOnPlainClick', () => {
  it.each([
    [{}, true],
    [{ ctrlKey: true }, false],
    [{ metaKey: true }, false],
    [{ shiftKey: true }, false],
    [{ button: 1 }, false],
  ])('routes %o: %s', (init, routed) => {
    const navigate = vi.fn();
    render(
      <a href="/x" onClick={(event) => routeOnPlainClick(event, navigate)}>
        x
      </a>,
    );
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    screen.getByRole('link').dispatchEvent(event);
    expect(navigate).toHaveBeenCalledTimes(routed ? 1 : 0);
    expect(event.defaultPrevented).toBe(routed);
  });
});
