// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationNow, renderSite, startPlatform, type TestPlatform } from '../../test/platform';
import { homeRoutes } from './fixtures';

const harness = startPlatform();

/** Renders home at `path` as the site does, for a guest unless `api` is logged in. */
const renderHome = (home: TestPlatform, { path = '/', api = home.api() } = {}) =>
  renderSite(null, { routes: homeRoutes, path, api, siteProvider: true });

// Many game cards are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const section = (testId: string) => screen.getByTestId(testId);
// The popups' code loads on demand: the first import of a popup is slow in jsdom.
const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
  // The guest's popups were seen: these tests look at the lobby behind them.
  sessionStorage.setItem('homePopupsShown:guest', 'true');
});

afterEach(cleanup);

describe('home lobby', () => {
  it('shows the banners, the notices, the hot games and the winners of the platform', async () => {
    renderHome(harness);
    expect(screen.getByRole('heading', { level: 1, name: 'Lobby: games lobby' })).toBeTruthy();
    await waitFor(() => {
      expect(within(section('home-banners')).getByRole('img', { name: 'Welcome Bonus 100%' })).toBeTruthy();
    });
    const notices = within(section('home-notices')).getByRole('region', { name: 'Notices' });
    expect(within(notices).getByRole('button', { name: 'Customer service is open 24/7.' })).toBeTruthy();
    const hot = section('lobby-row-hot');
    await waitFor(() => {
      expect(hot.querySelectorAll('[aria-label^="Play now"]').length).toBeGreaterThan(6);
    });
    expect(within(hot).getByRole('heading', { name: 'Hot games' })).toBeTruthy();
    // The first screen's pictures load first: the first banner and the hot row's first line of icons.
    const banners = within(section('home-banners')).getAllByRole('img');
    expect(banners.map((banner) => banner.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...banners.slice(1).map(() => null),
    ]);
    const icons = [...hot.querySelectorAll('img')];
    expect(icons.map((icon) => icon.getAttribute('loading')).slice(0, 7)).toEqual([
      ...Array<string>(6).fill('eager'),
      'lazy',
    ]);
    const winners = section('home-winners');
    await waitFor(() => {
      expect(within(winners).getAllByText(/^\$[\d,]+\.\d{2}$/).length).toBeGreaterThan(3);
    });
  });

  it('opens a marquee notice in the notices popup, on that notice', async () => {
    const user = userEvent.setup();
    renderHome(harness);
    const notices = await waitFor(() => within(section('home-notices')).getByRole('region', { name: 'Notices' }));
    await user.click(within(notices).getByRole('button', { name: 'Customer service is open 24/7.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' }, slow);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Customer service is open 24/7.' })).toBeTruthy();
  });

  it('keeps the chosen category in the URL; RNG shows at most 5 vendor rows, each with More', async () => {
    const user = userEvent.setup();
    renderHome(harness);
    const menu = await screen.findByRole('group', { name: 'Game categories' });
    const categories = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(categories).toEqual([
      'Hot',
      'Favourites',
      'Slots',
      'Live casino',
      'Fishing',
      'Sports',
      'E-sports',
      'Card games',
      'Cockfight',
      'Exclusive',
    ]);
    await user.click(within(menu).getByRole('button', { name: 'Slots' }));
    expect(locationNow()).toBe('/?category=rng');
    expect(within(menu).getByRole('button', { name: 'Slots' }).getAttribute('aria-pressed')).toBe('true');
    const panel = section('home-game-menu');
    await waitFor(() => {
      expect(panel.querySelectorAll('[data-testid^="lobby-row-"][data-state="ready"]')).toHaveLength(5);
    });
    // The platform has 14 RNG vendors; the first five in the server's order.
    const rows = [...panel.querySelectorAll('[data-testid^="lobby-row-"]')].map((row) =>
      row.getAttribute('data-testid'),
    );
    expect(rows).toEqual(['lobby-row-BBIN', 'lobby-row-PG', 'lobby-row-EG2', 'lobby-row-PT', 'lobby-row-JDB']);
    // Only the first row is on the first screen: only its icons go first.
    const first = (testId: string) => section(testId).querySelector('img')?.getAttribute('loading') ?? null;
    expect(rows.map((row) => first(row ?? ''))).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    await user.click(within(section('lobby-row-PG')).getByRole('button', { name: 'More' }));
    expect(locationNow()).toBe('/rng?vassalage=PG');
  });

  it('limits e-sports to the configured vendor list (IMES) and opens a category from the URL', async () => {
    renderHome(harness, { path: '/?category=esports' });
    const row = await screen.findByTestId('lobby-row-ESPORTS');
    await waitFor(() => {
      expect(row.getAttribute('data-state')).toBe('ready');
    });
    const vendors = [...row.querySelectorAll('article')].map((card) => card.textContent);
    expect(vendors).toHaveLength(1);
    expect(vendors[0]).toContain('IM E-sports');
  });

  it('choosing favourites while logged out opens the login popup and still sets the category', async () => {
    const user = userEvent.setup();
    renderHome(harness);
    const menu = await screen.findByRole('group', { name: 'Game categories' });
    await user.click(within(menu).getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, slow)).toBeTruthy();
    expect(locationNow()).toBe('/?category=favourites');
    expect(within(section('lobby-row-favourites')).getByText('Log in to see your favourite games.')).toBeTruthy();
  });

  it('searches every game by name, in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderHome(harness);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'dragon{Enter}');
    expect(locationNow()).toBe('/?q=dragon');
    const results = await screen.findByTestId('home-search-results');
    expect(within(results).getByRole('heading', { name: 'Results for “dragon”' })).toBeTruthy();
    await waitFor(() => {
      expect(within(results).getByText(/^\d+ games$/)).toBeTruthy();
    });
    // The menu and its rows give way to the results.
    expect(screen.queryByTestId('home-game-menu')).toBeNull();

    await user.clear(box);
    await user.type(box, 'zzzqqq{Enter}');
    expect(await within(screen.getByTestId('home-search-results')).findByText('No games match “zzzqqq”.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(locationNow()).toBe('/');
    expect(await screen.findByTestId('home-game-menu')).toBeTruthy();
  });
});

describe('home lobby errors: each section says what failed and retries', () => {
  const retry = async (container: HTMLElement) => {
    const user = userEvent.setup();
    harness.heal();
    await user.click(within(container).getByRole('button', { name: 'Try again' }));
  };

  it('hot games', async () => {
    harness.fail('GCSGAME_hotGamesV2');
    renderHome(harness);
    const row = await screen.findByTestId('lobby-row-hot');
    await waitFor(() => {
      expect(row.getAttribute('data-state')).toBe('error');
    });
    expect(within(row).getByRole('alert').textContent).toContain('Hot games: the games could not be loaded.');
    await retry(row);
    await waitFor(() => {
      expect(section('lobby-row-hot').querySelectorAll('[aria-label^="Play now"]').length).toBeGreaterThan(0);
    });
  });

  it('banners and notices', async () => {
    harness.fail('MCSFE_getListAnnouncements');
    renderHome(harness);
    await waitFor(() => {
      expect(section('home-banners').getAttribute('data-state')).toBe('error');
    });
    expect(within(section('home-banners')).getByText('The promotions could not be loaded.')).toBeTruthy();
    expect(within(section('home-notices')).getByText('The notices could not be loaded.')).toBeTruthy();
    await retry(section('home-notices'));
    await waitFor(() => {
      expect(within(section('home-banners')).getByRole('img', { name: 'Welcome Bonus 100%' })).toBeTruthy();
    });
    expect(within(section('home-notices')).getByRole('region', { name: 'Notices' })).toBeTruthy();
  });

  it('winner board', async () => {
    harness.fail('ODSFE2_getWinnerBoard');
    renderHome(harness);
    await waitFor(() => {
      expect(section('home-winners').getAttribute('data-state')).toBe('error');
    });
    expect(within(section('home-winners')).getByRole('alert').textContent).toContain(
      'The winner board could not be loaded.',
    );
    await retry(section('home-winners'));
    await waitFor(() => {
      expect(within(section('home-winners')).getAllByText(/^\$[\d,]+\.\d{2}$/).length).toBeGreaterThan(3);
    });
  });

  it('game menu (the vendor lanes) and a vendor row', async () => {
    harness.fail('GCSGAME_newGameVendor');
    renderHome(harness, { path: '/?category=live' });
    const failed = await screen.findByText('The game categories could not be loaded.');
    harness.heal();
    harness.fail('GCSGAME_gameList');
    await userEvent
      .setup()
      .click(within(failed.closest('section') as HTMLElement).getByRole('button', { name: 'Try again' }));
    // The lanes came back; now the rows fail, each with its own retry.
    const menu = await screen.findByRole('group', { name: 'Game categories' });
    expect(within(menu).getByRole('button', { name: 'Live casino' }).getAttribute('aria-pressed')).toBe('true');
    const row = await screen.findByTestId('lobby-row-AG');
    await waitFor(() => {
      expect(row.getAttribute('data-state')).toBe('error');
    });
    await retry(row);
    await waitFor(() => {
      expect(section('lobby-row-AG').querySelectorAll('[aria-label^="Play now"]').length).toBeGreaterThan(0);
    });
  });

  it('search', async () => {
    harness.fail('GCSGAME_gameList');
    renderHome(harness, { path: '/?q=dragon' });
    const results = await screen.findByTestId('home-search-results');
    expect(await within(results).findByText(/The search could not be completed\./)).toBeTruthy();
    await retry(results);
    await waitFor(() => {
      expect(within(results).getByText(/^\d+ games$/)).toBeTruthy();
    });
  });
});
