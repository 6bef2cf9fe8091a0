// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MainLayout, mainContentId } from './MainLayout';
import { SeamlessLayout } from './SeamlessLayout';
import { renderSite, startFrameMock } from '../test/platform';

startFrameMock();

const sideMenu = () => screen.queryByRole('navigation', { name: 'Side menu' });

afterEach(() => {
  for (const name of ['sideMenu', 'memberSideMenu']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('MainLayout', () => {
  it('frames the page: skip link, header, side menu, main content and footer', () => {
    renderSite(<MainLayout />);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(`#${mainContentId}`);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(sideMenu()).toBeTruthy();
    expect(screen.getByRole('main').id).toBe(mainContentId);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('moves the focus to the content from the skip link', async () => {
    renderSite(<MainLayout />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it.each(['/live', '/rng', '/sports', '/lottery'])('hides the side menu on the game page %s', (path) => {
    renderSite(<MainLayout />, { path });
    expect(sideMenu()).toBeNull();
  });

  it('keeps the language and theme switchers in the side menu, or in the header when it is hidden', () => {
    renderSite(<MainLayout />);
    expect(within(sideMenu() as HTMLElement).getByRole('radiogroup', { name: 'Colour mode' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('radiogroup')).toBeNull();
    cleanup();

    renderSite(<MainLayout />, { path: '/live' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('radiogroup', { name: 'Colour mode' })).toBeTruthy();
    expect(header.getByRole('button', { name: /Language/ })).toBeTruthy();
  });

  it('keeps the side menu collapsed once the player collapses it, with the switchers moved to the header', async () => {
    renderSite(<MainLayout />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Collapse/ }));
    expect(within(screen.getByRole('banner')).getByRole('radiogroup', { name: 'Colour mode' })).toBeTruthy();
    // In the cookie the server renders the next page with (shell/sideMenu.tsx).
    expect(document.cookie).toContain('sideMenu=collapsed');
    cleanup();

    renderSite(<MainLayout />);
    expect(screen.getByRole('button', { name: /Expand/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is a rail on a member page, beside the centre’s own menu; opening it there is remembered there only', async () => {
    const { router } = renderSite(<MainLayout />, { path: '/member/withdraw' });
    const toggle = within(sideMenu() as HTMLElement).getByRole('button', { name: /Expand/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sideMenu()?.getAttribute('data-collapsed')).toBe('true');
    // Each item keeps its name, as its accessible name (and tooltip).
    expect(within(sideMenu() as HTMLElement).getByRole('button', { name: 'Deposit' })).toBeTruthy();

    await userEvent.setup().click(toggle);
    expect(sideMenu()?.getAttribute('data-collapsed')).toBe('false');
    expect(document.cookie).toContain('memberSideMenu=expanded');
    // The site's other pages keep their own state: open, as they were.
    await act(() => router.navigate('/help'));
    expect(sideMenu()?.getAttribute('data-collapsed')).toBe('false');
    cleanup();

    renderSite(<MainLayout />, { path: '/member/transferFund' });
    expect(sideMenu()?.getAttribute('data-collapsed')).toBe('false');
  });

  it('switches the language and keeps it as lang and hisLang', async () => {
    renderSite(<MainLayout />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'ไทย' }));
    expect(localStorage.getItem('lang')).toBe('th');
    expect(localStorage.getItem('hisLang')).toBe('th');
    expect(await screen.findByRole('link', { name: 'ข้ามไปยังเนื้อหา' })).toBeTruthy();
  });

  it('switches the theme', async () => {
    const { setMode } = renderSite(<MainLayout />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Light' }));
    expect(setMode).toHaveBeenCalledWith('light');
  });
});

describe('SeamlessLayout', () => {
  it('has no footer', () => {
    renderSite(<SeamlessLayout />, { path: '/seamless' });
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(sideMenu()).toBeNull();
  });
});
