// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NewsPage from './NewsPage';
import { Jackpot } from './Jackpot';
import { renderSite, startPlatform } from '../../test/platform';

vi.setConfig({ testTimeout: 30_000 });

// A platform per test (claims change the seeded accounts), on a fixed clock.
const harness = startPlatform({ perTest: true, startAt: Date.UTC(2026, 10, 23, 8, 0, 0) });
beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('jackpot', () => {
  it('shows the four pools and pages the winners by pool', async () => {
    renderSite(null, {
      path: '/jackpot',
      routes: [{ path: '/jackpot', element: <Jackpot /> }],
      api: harness.api(),
    });
    const pools = await screen.findByRole('region', { name: 'Jackpot pools' });
    await waitFor(() => {
      expect(within(pools).getAllByRole('listitem')).toHaveLength(4);
    });
    expect(within(pools).getByText('Grand')).toBeTruthy();
    const winners = screen.getByRole('region', { name: 'Jackpot winners' });
    await waitFor(() => {
      expect(within(winners).getAllByRole('row')).toHaveLength(11);
    });
    await userEvent.setup().click(within(winners).getByRole('tab', { name: 'Grand' }));
    await waitFor(() => {
      const rows = within(winners).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(within(row).getByText('Grand')).toBeTruthy();
    });
  });
});

describe('news and blog', () => {
  const routes = [
    { path: '/news', element: <NewsPage /> },
    { path: '/blog', element: <NewsPage /> },
  ];

  it('lists the news, opens one and goes back', async () => {
    const { router } = renderSite(null, { path: '/news', routes, api: harness.api() });
    const list = await screen.findByRole('list', { name: 'Published news' });
    await waitFor(() => {
      expect(within(list).getAllByRole('article')).toHaveLength(6);
    });
    const user = userEvent.setup();
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    expect(router.state.location.search).toMatch(/^\?id=\d+$/);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(await screen.findByText('What you need to know')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('list', { name: 'Published news' })).toBeTruthy();
  });

  it('reads the path: /blog lists the blog, paged', async () => {
    const { router } = renderSite(null, { path: '/blog', routes, api: harness.api() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Blog articles' });
    await waitFor(() => {
      expect(within(list).getAllByRole('article')).toHaveLength(6);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => {
      expect(within(screen.getByRole('list', { name: 'Blog articles' })).getAllByRole('article')).toHaveLength(5);
    });
    expect(router.state.location.search).toBe('?page=2');
  });
});
