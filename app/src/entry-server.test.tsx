// The site's server render (entry-server.tsx) in Node, as the server runs it (no window), against
// the embedded platform in process. The page is checked as the HTML the server sends.
import type { HotGamesValue } from '@lobby/contract';
import type { ShippedLanguage } from '@lobby/design-system';
import type { ThemeMode } from '@lobby/tokens';
import { join } from 'node:path';
import { unstable_serialize } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileBrand } from '../server/brand';
import type { PageBootstrap } from './bootstrap';
import { getHotGames } from './api/games';
import { gameKeys, homeKeys, systemStatusKey } from './data/keys';
import { render, renderShell, reuse } from './entry-server';
import type { RenderOptions } from './serverEntry';
import { paths } from './routes/paths';
import { openingPageSources } from './routes/table';
import { defaultSideMenu } from './shell/sideMenu';
import { earlySubmissionsScript } from './shell/earlySubmissions';
import { startPlatform } from './test/platform';

const harness = startPlatform();

// The first render imports the code of the layout and pages (transformed by Vite, seconds on a busy
// machine): done once here, so that the tests' own time limits measure the render itself.
beforeAll(async () => {
  await render({
    url: '/',
    origin: 'https://lobby.test',
    language: 'en',
    mode: 'dark',
    sideMenu: defaultSideMenu,
    brand: null,
    platform: harness.fetch,
    dataTimeoutMs: 5000,
  });
}, 60_000);

/** Renders `url` for a guest in English, dark, against the test platform (or `platform`). */
async function renderPage(url: string, options: Partial<Parameters<typeof render>[0]> = {}) {
  const onDataFailure = vi.fn<NonNullable<RenderOptions['onDataFailure']>>();
  const onRenderError = vi.fn<NonNullable<RenderOptions['onRenderError']>>();
  const page = await render({
    url,
    origin: 'https://lobby.test',
    language: 'en',
    mode: 'dark',
    sideMenu: defaultSideMenu,
    brand: null,
    platform: harness.fetch,
    dataTimeoutMs: 1000,
    onDataFailure,
    onRenderError,
    ...options,
  });
  const bootstrap = JSON.parse(page.bootstrap) as PageBootstrap;
  return { ...page, bootstrap, onDataFailure, onRenderError };
}

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The start tag of the element a data-testid names (its role, label and data-state). */
const section = (html: string, testId: string) =>
  new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

/** What `<main>` holds. */
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

const key = {
  status: unstable_serialize(systemStatusKey),
  hot: unstable_serialize(gameKeys.hot('en')),
  vendors: unstable_serialize(gameKeys.vendors('en')),
  announcements: unstable_serialize(homeKeys.announcements('en')),
  winners: unstable_serialize(homeKeys.winners('en')),
};

const fullPageLoader =
  /^<div [^>]*data-theme="dark"[^>]*><div class="Loader[^"]*"[^>]*aria-busy="true"><span role="status" aria-label="Loading…"/;

describe('render: home', () => {
  it('renders home whole: heading, banners, the hot row’s games, the winner board, with their answers in the bootstrap', async () => {
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(true);
    expect(page.html).toMatch(/<h1[^>]*>Lobby: games lobby<\/h1>/);
    expect(page.html).toContain('alt="Welcome Bonus 100%"');
    const { list } = await getHotGames(harness.api().client);
    expect(section(page.html, 'lobby-row-hot')).toContain('data-state="ready"');
    for (const game of list.slice(0, 6)) expect(page.html).toContain(`aria-label="Play now: ${inHtml(game.gameName)}"`);
    expect(page.html).toMatch(/<h2[^>]*>Winners<\/h2><ol/);
    expect(page.html).toMatch(/data-testid="home-winners"[\s\S]*?\$[\d,]+\.\d{2}</);
    expect(Object.keys(page.bootstrap.answers)).toEqual(
      expect.arrayContaining([key.status, key.hot, key.vendors, key.announcements, key.winners]),
    );
    expect((page.bootstrap.answers[key.hot] as HotGamesValue).list).toEqual(list);
    expect(page.bootstrap).toMatchObject({ language: 'en', mode: 'dark', brand: null, rendered: true });
    expect(page.onDataFailure).not.toHaveBeenCalled();
    expect(page.onRenderError).not.toHaveBeenCalled();
  });

  it('writes the page whole, without inline scripts (the CSP allows none but the server’s own)', async () => {
    const page = await renderPage('/');
    expect(page.html).not.toMatch(/<script|<template/);
    expect(page.html).not.toContain('$RC');
  });

  it("names the language's strings to preload and the head: language, title, mode", async () => {
    const page = await renderPage('/', { mode: 'light' });
    // The browser's script loads them before it hydrates.
    expect(page.sources).toEqual(['src/i18n/languages/en.ts', '../design-system/src/i18n/languages/en.ts']);
    expect(page).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      title: 'Lobby: casino, sports and lotteries',
      description: 'Live casino, slots, sports and lotteries in one lobby.',
      mode: 'light',
      brandCss: '',
    });
    expect(page.htmlClass).not.toBe('');
    expect(page.headScript).toContain('prefers-color-scheme: light');
    expect(page.headScript).toContain(earlySubmissionsScript);
    expect(page.html).toContain('data-theme="light"');
  });

  it("lists the scripts of an opening page's layout and page for the browser to preload (PageBootstrap.modules)", async () => {
    const scriptsOf = vi.fn((sources: readonly string[]) => sources.map((source) => `/assets/${source}.js`));
    const home = await renderPage('/', { scriptsOf });
    expect(scriptsOf).toHaveBeenLastCalledWith(openingPageSources.home);
    expect(home.bootstrap.modules).toEqual(openingPageSources.home.map((source) => `/assets/${source}.js`));
    const games = await renderPage(paths.live, { scriptsOf });
    expect(games.bootstrap.modules).toEqual(openingPageSources.gameList.map((source) => `/assets/${source}.js`));
    // Not an opening page, and a render without the build's manifest (development): none.
    expect((await renderPage('/help', { scriptsOf })).bootstrap).not.toHaveProperty('modules');
    expect((await renderPage('/')).bootstrap).not.toHaveProperty('modules');
  });

  it('renders in the language asked for, its strings and its data keys', async () => {
    const page = await renderPage('/', { language: 'es' });
    expect(page.lang).toBe('es');
    expect(page.title).toBe('Lobby: casino, deportes y loterías');
    expect(page.bootstrap.language).toBe('es');
    expect(Object.keys(page.bootstrap.answers)).toContain(unstable_serialize(gameKeys.hot('es')));
  });
});

describe('render: the calls of the last render of an address (RenderOptions.calls)', () => {
  it('renders a page once when the last render of it said what it asks for, with the same page and answers', async () => {
    const learnt: Record<string, number | undefined> = {};
    for (const url of ['/', '/promotions', '/fish']) {
      const first = await renderPage(url);
      learnt[url] = first.passes;
      const again = await renderPage(url, { calls: first.calls });
      expect(again.passes, url).toBe(1);
      expect(again.html).toBe(first.html);
      // The answers of every call the first render asked for (one that answered while it rendered
      // came too late for it, and is the browser's to fetch).
      expect(Object.keys(again.bootstrap.answers)).toEqual(
        expect.arrayContaining(Object.keys(first.bootstrap.answers)),
      );
      expect(again.calls?.length).toBe(first.calls?.length);
    }
    // Without them, a page learns what to ask for by rendering: the promotions ask for the list of
    // their kinds, and with its answer for the first promotions.
    expect(learnt['/promotions']).toBeGreaterThan(1);
  });

  it("makes the calls with this request's own client: a platform that fails fails this render, not the last", async () => {
    const first = await renderPage('/winners');
    const down = vi.fn(() => Promise.reject(new Error('connection refused')));
    const page = await renderPage('/winners', { calls: first.calls, platform: down, dataTimeoutMs: 200 });
    expect(down).toHaveBeenCalled();
    expect(page.complete).toBe(false);
    expect(page.bootstrap.answers).toEqual({});
  });
});

describe('render: the public answers shared for a moment (RenderOptions.dataCacheMs)', () => {
  /** The test platform, counting the calls of each path, with the status of a visitor at `ip`. */
  const counted = (ip: string, asked: Map<string, number>) => async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    const response = await harness.fetch(request);
    if (!path.endsWith('/system/status')) return response;
    const body = (await response.json()) as { value: { location: { ip: string } } };
    body.value.location.ip = ip;
    return Response.json(body);
  };
  const status = unstable_serialize(systemStatusKey);

  it("renders the next visitors' home with the first's public answers, but each with their own status", async () => {
    const [first, second] = [new Map<string, number>(), new Map<string, number>()];
    // Thai: no other test's render has filled this language's shared answers.
    const options = { language: 'th' as const, dataCacheMs: 60_000 };
    const one = await renderPage('/', { ...options, platform: counted('203.0.113.9', first) });
    const two = await renderPage('/', { ...options, calls: one.calls, platform: counted('198.51.100.7', second) });
    expect(two.html).toBe(one.html);
    expect(two.passes).toBe(1);
    expect(two.complete).toBe(true);
    // The second asked the platform for its status alone.
    expect([...second.keys()]).toEqual([expect.stringMatching(/\/system\/status$/)]);
    expect([...first.keys()].length).toBeGreaterThan(3);
    const { [status]: twoStatus, ...twoPublic } = two.bootstrap.answers;
    const { [status]: oneStatus, ...onePublic } = one.bootstrap.answers;
    expect(twoPublic).toEqual(onePublic);
    expect(JSON.stringify(oneStatus)).toContain('203.0.113.9');
    expect(JSON.stringify(twoStatus)).toContain('198.51.100.7');
    expect(JSON.stringify(twoStatus)).not.toContain('203.0.113.9');
  });

  it('asks the platform for every answer of every render without it (0, the default of a render)', async () => {
    const asked = new Map<string, number>();
    await renderPage('/winners', { platform: counted('203.0.113.9', asked) });
    const again = new Map<string, number>();
    await renderPage('/winners', { platform: counted('203.0.113.9', again) });
    expect([...again.keys()].sort()).toEqual([...asked.keys()].sort());
  });
});

describe('render: other addresses', () => {
  it('answers an unknown address with 404 and the not-found page', async () => {
    const page = await renderPage('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(page.complete).toBe(true);
  });

  it('renders a member page as the frame with a loader: the session is not known on the server, no redirect', async () => {
    const page = await renderPage('/member/withdraw');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Skip to content');
    expect(mainOf(page.html)).toMatch(
      /^<div class="Loader[^"]*" aria-busy="true"><span role="status" aria-label="Loading…"[^>]*><\/span><\/div>$/,
    );
    expect(page.sources).toEqual(['src/i18n/languages/en.ts', '../design-system/src/i18n/languages/en.ts']);
  });
});

describe('render: the side menu (issue 18: one navigation column)', () => {
  /** The side menu's landmark start tag and its toggle's, as the server wrote them. */
  const sideMenuOf = (html: string) => ({
    nav: /<nav aria-label="Side menu"[^>]*>/.exec(html)?.[0] ?? '',
    toggle: /<nav aria-label="Side menu"[^>]*><button[^>]*>/.exec(html)?.[0] ?? '',
  });

  it('is a rail on a member page and open elsewhere, by default', async () => {
    const member = sideMenuOf((await renderPage('/member/withdraw')).html);
    expect(member.nav).toContain('data-collapsed="true"');
    expect(member.toggle).toContain('aria-expanded="false"');
    const help = sideMenuOf((await renderPage('/help')).html);
    expect(help.nav).toContain('data-collapsed="false"');
    expect(help.toggle).toContain('aria-expanded="true"');
  });

  it("follows the player's choice for each, and carries it in the bootstrap for hydration", async () => {
    const sideMenu = { site: true, member: false };
    const member = await renderPage('/member/withdraw', { sideMenu });
    expect(sideMenuOf(member.html).nav).toContain('data-collapsed="false"');
    expect(member.bootstrap.sideMenu).toEqual(sideMenu);
    const help = await renderPage('/help', { sideMenu });
    expect(sideMenuOf(help.html).nav).toContain('data-collapsed="true"');
  });
});

describe('render: a platform that fails', () => {
  it('a call whose platform request throws: its section loads in the browser, the failure is told, the page is not complete', async () => {
    harness.fail('/wps/relay/GCSGAME_hotGamesV2', { kind: 'network' });
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(false);
    expect(section(page.html, 'lobby-row-hot')).toContain('data-state="loading"');
    expect(page.html).toContain('alt="Welcome Bonus 100%"');
    expect(page.onDataFailure).toHaveBeenCalledTimes(1);
    expect(page.onDataFailure).toHaveBeenCalledWith(key.hot, expect.anything());
    expect(Object.keys(page.bootstrap.answers)).not.toContain(key.hot);
    expect(Object.keys(page.bootstrap.answers)).toContain(key.winners);
  });

  it('a call the platform answers 500: the winner board is still loading', async () => {
    harness.fail('/wps/relay/ODSFE2_getWinnerBoard', { kind: 'status', status: 500 });
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(false);
    expect(page.html).not.toMatch(/data-testid="home-winners"[\s\S]*?\$[\d,]+\.\d{2}</);
    expect(section(page.html, 'lobby-row-hot')).toContain('data-state="ready"');
    expect(page.onDataFailure).toHaveBeenCalledWith(key.winners, expect.anything());
    expect(Object.keys(page.bootstrap.answers)).not.toContain(key.winners);
  });

  it('a call answered with something other than JSON: the banners and notices are still loading', async () => {
    harness.fail('/wps/relay/MCSFE_getListAnnouncements', { kind: 'malformed' });
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(false);
    expect(section(page.html, 'home-banners')).toContain('aria-label="Loading promotions…"');
    expect(section(page.html, 'home-notices')).toContain('aria-label="Loading notices…"');
    expect(page.html).not.toContain('alt="Welcome Bonus 100%"');
    expect(page.onDataFailure).toHaveBeenCalledWith(key.announcements, expect.anything());
  });

  it('a status slower than dataTimeoutMs: the page is sent without waiting for it, as the full-page loader', async () => {
    harness.fail('/wps/system/status', { kind: 'delay', until: 1000 }, 1);
    const started = performance.now();
    const page = await renderPage('/', { dataTimeoutMs: 100 });
    expect(performance.now() - started).toBeLessThan(900);
    expect(page.status).toBe(200);
    expect(page.complete).toBe(false);
    expect(page.html).toMatch(fullPageLoader);
    expect(Object.keys(page.bootstrap.answers)).not.toContain(key.status);
  });

  it('a platform that is down: the full-page loader, every first-screen call told', async () => {
    const page = await renderPage('/', { platform: () => Promise.reject(new TypeError('fetch failed')) });
    expect(page.status).toBe(200);
    expect(page.complete).toBe(false);
    expect(page.html).toMatch(fullPageLoader);
    expect(page.bootstrap.answers).toEqual({});
    expect(page.onDataFailure.mock.calls.map(([failed]) => failed).sort()).toEqual(Object.values(key).sort());
    expect(page.onRenderError).not.toHaveBeenCalled();
  });
});

/** The test platform, its status naming the Google tag `gtagId`. */
const withTag =
  (gtagId: string) =>
  async (request: Request): Promise<Response> => {
    const response = await harness.fetch(request);
    if (!new URL(request.url).pathname.endsWith('/system/status')) return response;
    const body = (await response.json()) as { value: { info: { config: { gtagId: string } } } };
    body.value.info.config.gtagId = gtagId;
    return Response.json(body);
  };

describe('the analytics tag of a page (the CSP allows its hosts: server/security.ts)', () => {
  it("is the status answer's Google tag, else '' (none, or something that is not a tag id)", async () => {
    expect((await renderPage('/help')).analyticsTag).toBe('');
    expect((await renderPage('/help', { platform: withTag('G-TEST1234') })).analyticsTag).toBe('G-TEST1234');
    expect((await renderPage('/help', { platform: withTag("G-1' https://evil.example") })).analyticsTag).toBe('');
  });

  it("is the visitor's own status answer's when a cached page is reused, and the shell asks for it", async () => {
    const rendered = await renderPage('/help');
    const page = { ...rendered, bootstrap: JSON.stringify(rendered.bootstrap) };
    const options = { language: 'en', dataTimeoutMs: 1000 } as const;
    expect((await reuse(page, { ...options, platform: withTag('UA-123456-1') }))?.analyticsTag).toBe('UA-123456-1');
    const shell = {
      language: 'en',
      mode: 'dark',
      sideMenu: defaultSideMenu,
      brand: null,
      dataTimeoutMs: 1000,
    } as const;
    expect((await renderShell({ ...shell, platform: withTag('G-TEST1234') })).analyticsTag).toBe('G-TEST1234');
    expect((await renderShell(shell)).analyticsTag).toBe('');
    const down = () => Promise.reject(new TypeError('fetch failed'));
    expect((await renderShell({ ...shell, platform: down })).analyticsTag).toBe('');
  });
});

describe('renderShell', () => {
  it.each<[ShippedLanguage, ThemeMode]>([
    ['th', 'light'],
    ['es', 'dark'],
  ])('gives the page’s head and a bootstrap without rendering (%s, %s)', async (language, mode) => {
    const page = await renderShell({ language, mode, sideMenu: defaultSideMenu, brand: null });
    expect(page).toMatchObject({ status: 200, html: '', lang: language, mode, complete: true });
    expect(page.sources).toEqual([
      `src/i18n/languages/${language}.ts`,
      `../design-system/src/i18n/languages/${language}.ts`,
    ]);
    expect(JSON.parse(page.bootstrap)).toEqual({
      language,
      mode,
      sideMenu: defaultSideMenu,
      brand: null,
      answers: {},
      rendered: false,
    });
    expect(page.title).not.toBe('');
  });
});

// Last: render() gives the brand's name to the language's strings with i18next's addResource, which
// changes the bundled strings in place, so every later render of this file would show it too.
describe('render: with a brand', () => {
  it('names the site after the brand, and puts its variables for both modes on <html>, with no < in them', async () => {
    const compiled = await compileBrand(join(import.meta.dirname, '../../tokens/brands/aurora.json'));
    if (!compiled.ok) throw new Error(compiled.problems.join('\n'));
    const { brand } = compiled;
    const page = await renderPage('/', { brand });
    expect(page.html).toContain(`aria-label="${inHtml(brand.name)}, home"`);
    const [dark = '', light = ''] = page.brandCss.split('}html.');
    expect(dark).toMatch(/^html\.\S+\{--/);
    expect(light).toMatch(/^\S+\{--/);
    expect(page.brandCss).not.toContain('<');
    expect(page.bootstrap.brand).toEqual(brand);
  });
});

describe('reuse: a cached page for another visitor', () => {
  /** The test platform, with the status answer of a visitor at `ip` whose site has `status`. */
  const visitor =
    (ip: string, status = 0) =>
    async (request: Request): Promise<Response> => {
      const response = await harness.fetch(request);
      if (!new URL(request.url).pathname.endsWith('/system/status')) return response;
      const body = (await response.json()) as { value: { info: { status: number }; location: { ip: string } } };
      body.value.info.status = status;
      body.value.location.ip = ip;
      return Response.json(body);
    };

  /** Home as the first visitor (203.0.113.9) got it: the page the server keeps. */
  const firstVisitor = () =>
    render({
      url: '/',
      origin: 'https://lobby.test',
      language: 'en',
      mode: 'dark',
      sideMenu: defaultSideMenu,
      brand: null,
      platform: visitor('203.0.113.9'),
      dataTimeoutMs: 1000,
    });

  it("serves the page with this visitor's own status answer (their IP), not the first visitor's", async () => {
    const first = await firstVisitor();
    const again = await reuse(first, { language: 'en', platform: visitor('198.51.100.7'), dataTimeoutMs: 1000 });
    expect(again?.html).toBe(first.html);
    expect(again?.bootstrap).toContain('198.51.100.7');
    expect(again?.bootstrap).not.toContain('203.0.113.9');
  });

  it('renders afresh (null) for a visitor whose status differs (region-blocked), or when the status cannot be read', async () => {
    const first = await firstVisitor();
    expect(
      await reuse(first, { language: 'en', platform: visitor('198.51.100.7', 2), dataTimeoutMs: 1000 }),
    ).toBeNull();
    const down = () => Promise.reject(new TypeError('fetch failed'));
    expect(await reuse(first, { language: 'en', platform: down, dataTimeoutMs: 1000 })).toBeNull();
  });
});
