// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '../footer';
import { at, ok, renderSite, startFrameMock, systemStatus } from '../../test/platform';
import { googleTagScript } from './googleTag';
import { SiteAnalytics } from '.';

const server = startFrameMock();

const tagScripts = () => document.querySelectorAll(`script[src^="${googleTagScript}"]`);

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  delete window.dataLayer;
  delete window.gtag;
});

function renderWithTag(gtagId: string) {
  server.use(http.get(at('/wps/system/status'), () => ok(systemStatus({ gtagId }))));
  return renderSite(
    <>
      <SiteAnalytics />
      <SiteFooter />
    </>,
  );
}

describe('SiteAnalytics', () => {
  it('asks for nothing and loads nothing without a tag (or with something that is not one)', async () => {
    for (const gtagId of ['', 'not-a-tag']) {
      const { unmount } = renderWithTag(gtagId);
      await screen.findByRole('link', { name: 'Help centre' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Cookie settings' })).toBeNull();
      unmount();
    }
    expect(tagScripts()).toHaveLength(0);
  });

  it('asks once there is a tag; accept loads it and sends the page view, and the footer shows the banner again', async () => {
    renderWithTag('G-TEST1234');
    const banner = await screen.findByRole('region', { name: 'Your privacy' });
    expect(tagScripts()).toHaveLength(0);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept analytics' }));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
    expect(localStorage.getItem('analyticsConsent')).toBe('granted');
    await waitFor(() => {
      expect(tagScripts()).toHaveLength(1);
    });
    const pageViews = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command, name]) => command === 'event' && name === 'page_view');
    expect(pageViews).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Cookie settings' }));
    const again = await screen.findByRole('region', { name: 'Your privacy' });
    expect(document.activeElement).toBe(within(again).getByRole('button', { name: 'Decline' }));
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem('analyticsConsent')).toBe('denied');
    expect(Reflect.get(window, 'ga-disable-G-TEST1234')).toBe(true);
  });

  it('loads nothing after a decline', async () => {
    renderWithTag('G-TEST1234');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
    expect(localStorage.getItem('analyticsConsent')).toBe('denied');
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});
