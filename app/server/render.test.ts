import type { ThemeMode } from '@lobby/tokens';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderedPage, RenderOptions, ShellOptions, SiteEntry } from '../src/serverEntry';
import type { Manifest } from './assets';
import { createFailureLog, type FailureLog } from './failureLog';
import {
  analyticsTagHeader,
  createPageRenderer,
  deferEntry,
  preloadModulesAfterPaint,
  fillTemplate,
  leadingImagePreloads,
  type PageRendererOptions,
  type PageRequest,
} from './render';
import { cspNoncePlaceholder } from './security';

/** A small page with the markers of app/index.html, and the entry's own script and style as Vite writes them. */
const template = `<!doctype html>
<html lang="es" dir="ltr">
  <head>
    <meta name="description" content="The template's description." />
    <title>The template's title</title>
    <script type="module" crossorigin src="/assets/index-a1.js" nonce="${cspNoncePlaceholder}"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css" nonce="${cspNoncePlaceholder}">
    <!--lobby-head: the server writes the page's theme script, brand and preloads here (server/render.ts)-->
  </head>
  <body>
    <div id="root"><!--lobby-root-->
      <svg class="lobby-boot"></svg>
    <!--/lobby-root--></div>
    <!--lobby-page-->
    <p id="tail"></p>
  </body>
</html>`;

const modeClass: Record<ThemeMode, string> = { dark: 'mode-dark scheme-dark', light: 'mode-light scheme-light' };

/** A page as the site's entry gives it, for the options it was asked for. */
function pageFor(options: ShellOptions & { url?: string }, rendered = true): RenderedPage {
  const { language, mode, url } = options;
  return {
    status: 200,
    html: rendered ? `<main><h1>${url ?? ''} in ${language}, ${mode}</h1></main>` : '',
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    title: `Title in ${language}`,
    description: `Description in ${language}`,
    bootstrap: `{"language":"${language}","rendered":${String(rendered)}}`,
    complete: true,
    mode,
    htmlClass: modeClass[mode],
    headScript: 'document.documentElement.dataset.themed="1"',
    brandCss: options.brand ? `html.mode-dark{--brand:"${options.brand.name}"}` : '',
    sources: [],
    analyticsTag: '',
  };
}

/** The site's entry, faked: render and renderShell are spies; the language and mode read simply. */
function fakeEntry(
  render: (options: RenderOptions) => Promise<RenderedPage> = (options) => Promise.resolve(pageFor(options)),
) {
  return {
    render: vi.fn(render),
    renderShell: vi.fn((options: ShellOptions) => Promise.resolve(pageFor(options, false))),
    // The visitor's status is the cached page's (entry-server.test.tsx tests the real one).
    reuse: vi.fn((page: RenderedPage) => Promise.resolve<RenderedPage | null>(page)),
    redirectOf: (url: string) => (url.startsWith('/home') ? '/' : null),
    languageOfRequest: (cookie: string | null | undefined, accept: string | null | undefined) =>
      /lang=(\w+)/.exec(cookie ?? '')?.[1] ?? accept?.slice(0, 2) ?? 'es',
    themeModeOfCookie: (cookie: string | null | undefined): ThemeMode | null =>
      /theme=(dark|light)/.exec(cookie ?? '')?.[1] === 'light'
        ? 'light'
        : cookie?.includes('theme=dark')
          ? 'dark'
          : null,
    sideMenuOfCookie: vi.fn((cookie: string | null | undefined, { mobile = false }: { mobile?: boolean } = {}) => ({
      site: mobile || (cookie?.includes('sideMenu=collapsed') ?? false),
      member: !cookie?.includes('memberSideMenu=expanded'),
    })),
  } satisfies SiteEntry;
}

const serverPlatform = () => Promise.resolve(new Response('server platform'));

function renderer(site: SiteEntry, options: Partial<PageRendererOptions> = {}) {
  const log: FailureLog = { failed: vi.fn() };
  const pages = createPageRenderer({
    template: () => Promise.resolve(template),
    entry: () => Promise.resolve(site),
    brand: null,
    platform: serverPlatform,
    ssr: true,
    dataTimeoutMs: 300,
    cacheMs: 5000,
    log,
    ...options,
  });
  return { pages, log: options.log ?? log };
}

const request = (url = '/', more: Partial<PageRequest> = {}): PageRequest => ({
  url,
  origin: 'https://lobby.test',
  cookie: null,
  acceptLanguage: null,
  ...more,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createPageRenderer: the page', () => {
  it('fills <html> with the language, direction, mode classes and data-mode, and the title and description', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site);
    const response = await pages(request('/', { cookie: 'lang=en; theme=light' }));
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr" class="mode-light scheme-light" data-mode="light">');
    expect(html).toContain('<title>Title in en</title>');
    expect(html).toContain('<meta name="description" content="Description in en" />');
    expect(html).not.toContain("The template's");
  });

  it('escapes the title and description', async () => {
    const site = fakeEntry((options) =>
      Promise.resolve({
        ...pageFor(options),
        title: 'Tom & Jerry </title><script>x</script>',
        description: 'A "quoted" <b>bold</b> & more',
      }),
    );
    const html = await (await renderer(site).pages(request())).text();
    expect(html).toContain('<title>Tom &#38; Jerry &#60;/title&#62;&#60;script&#62;x&#60;/script&#62;</title>');
    expect(html).toContain('content="A &#34;quoted&#34; &#60;b&#62;bold&#60;/b&#62; &#38; more"');
    expect(html).not.toContain('<script>x</script>');
  });

  it('writes the theme script and the brand style in the head with the nonce placeholder, the page in the root and its bootstrap after it', async () => {
    const site = fakeEntry();
    const brand = { name: 'Aurora' } as PageRendererOptions['brand'];
    const { pages } = renderer(site, { brand });
    const html = await (await pages(request('/help', { acceptLanguage: 'th-TH,th;q=0.9' }))).text();
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain(
      `<script nonce="${cspNoncePlaceholder}">document.documentElement.dataset.themed="1"</script>` +
        `<style nonce="${cspNoncePlaceholder}">html.mode-dark{--brand:"Aurora"}</style>`,
    );
    expect(head).not.toContain('<!--lobby-head');
    expect(body).toContain('<div id="root"><main><h1>/help in th, dark</h1></main></div>');
    expect(body).not.toContain('lobby-boot');
    expect(body).toContain(
      `<script type="application/json" id="lobby-page" nonce="${cspNoncePlaceholder}">{"language":"th","rendered":true}</script>`,
    );
    expect(body.indexOf('id="lobby-page"')).toBeLessThan(body.indexOf('id="tail"'));
    expect(site.render).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/help', origin: 'https://lobby.test', language: 'th', mode: 'dark', brand }),
    );
  });

  it('writes no style element without a brand', async () => {
    const html = await (await renderer(fakeEntry()).pages(request())).text();
    expect(html).not.toContain('<style');
  });

  it('answers HTML that varies by cookie and language, with the page status (404 passes through)', async () => {
    const site = fakeEntry((options) =>
      Promise.resolve({ ...pageFor(options), status: options.url === '/no-such-page' ? 404 : 200 }),
    );
    const { pages } = renderer(site);
    const found = await pages(request('/'));
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(found.headers.get('vary')).toBe('Cookie, Accept-Language, Sec-CH-UA-Mobile');
    const missing = await pages(request('/no-such-page'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>/no-such-page in es, dark</h1>');
  });

  it('gives the entry the platform of the request when it has one, else the server’s, and the data time-out', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site, { dataTimeoutMs: 123 });
    const ownPlatform = () => Promise.resolve(new Response('request platform'));
    await pages(request('/a', { platform: ownPlatform }));
    await pages(request('/b'));
    expect(site.render.mock.calls.map(([options]) => [options.platform, options.dataTimeoutMs])).toEqual([
      [ownPlatform, 123],
      [serverPlatform, 123],
    ]);
  });

  it('with SSR=0 serves the shell: the boot mark stays in the root, the entry does not render', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site, { ssr: false });
    const response = await pages(request('/', { cookie: 'lang=en; theme=light' }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(site.render).not.toHaveBeenCalled();
    expect(site.renderShell).toHaveBeenCalledWith({
      language: 'en',
      mode: 'light',
      sideMenu: { site: false, member: true },
      brand: null,
      platform: serverPlatform,
      dataTimeoutMs: 300,
    });
    expect(html).toMatch(/<div id="root">\s*<svg class="lobby-boot"><\/svg>\s*<\/div>/);
    expect(html).toContain('<html lang="en" dir="ltr" class="mode-light scheme-light" data-mode="light">');
    expect(html).toContain('{"language":"en","rendered":false}</script>');
    expect(html).toContain(`<script nonce="${cspNoncePlaceholder}">document.documentElement`);
  });
});

describe("createPageRenderer: the page's analytics tag", () => {
  it('tells the server the Google tag of the status the page was made with (server/app.ts), and nothing without one', async () => {
    const tagged = fakeEntry((options) => Promise.resolve({ ...pageFor(options), analyticsTag: 'G-TEST1234' }));
    expect((await renderer(tagged).pages(request('/'))).headers.get(analyticsTagHeader)).toBe('G-TEST1234');
    expect((await renderer(fakeEntry()).pages(request('/'))).headers.has(analyticsTagHeader)).toBe(false);
  });
});

describe('createPageRenderer: failures', () => {
  it('serves the shell with status 200 when the render throws, and tells the log once, without the query', async () => {
    const error = new Error('render broke');
    const site = fakeEntry(() => Promise.reject(error));
    const { pages, log } = renderer(site);
    const response = await pages(request('/no-such-page?x=1'));
    expect(response.status).toBe(200);
    expect(site.renderShell).toHaveBeenCalledTimes(1);
    expect(await response.text()).toContain('lobby-boot');
    expect(log.failed).toHaveBeenCalledTimes(1);
    expect(log.failed).toHaveBeenCalledWith('render of /no-such-page', error);
  });

  it('writes one line for a render that keeps failing (the failure log), and never caches the shell', async () => {
    const lines: string[] = [];
    const site = fakeEntry(() => Promise.reject(new Error('render broke')));
    const { pages } = renderer(site, { log: createFailureLog({ write: (line) => lines.push(line) }) });
    for (let i = 0; i < 3; i += 1) expect((await pages(request('/'))).status).toBe(200);
    expect(site.render).toHaveBeenCalledTimes(3);
    expect(lines).toEqual(['[lobby] render of /: Error: render broke']);
  });

  it("passes the entry's first-screen and render failures to the log, named", async () => {
    const dataError = new TypeError('Failed to fetch');
    const renderError = new Error('a section broke');
    const site = fakeEntry((options) => {
      options.onDataFailure?.('@"system/status",', dataError);
      options.onRenderError?.(renderError);
      return Promise.resolve({ ...pageFor(options), complete: false });
    });
    const { pages, log } = renderer(site);
    expect((await pages(request('/games?page=2'))).status).toBe(200);
    expect(vi.mocked(log.failed).mock.calls).toEqual([
      ['first-screen call @"system/status",', dataError],
      ['render of /games', renderError],
    ]);
  });
});

describe('createPageRenderer: the cache of complete pages', () => {
  it('serves a complete page from the cache within cacheMs', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site);
    const first = await (await pages(request('/'))).text();
    const second = await (await pages(request('/'))).text();
    expect(site.render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('keeps pages apart by address (query included), language, mode and side menu state', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site);
    await pages(request('/'));
    const others = [
      request('/help'),
      request('/?tab=2'),
      request('/', { cookie: 'lang=en' }),
      request('/', { acceptLanguage: 'th' }),
      request('/', { cookie: 'theme=light' }),
      request('/', { cookie: 'sideMenu=collapsed' }),
      request('/', { cookie: 'memberSideMenu=expanded' }),
    ];
    for (const other of others) await pages(other);
    expect(site.render).toHaveBeenCalledTimes(1 + others.length);
    // The same language reached another way is the same page.
    await pages(request('/', { cookie: 'lang=es; theme=dark' }));
    expect(site.render).toHaveBeenCalledTimes(1 + others.length);
    // A phone's first page has the side menu as a rail (Sec-CH-UA-Mobile): the collapsed one's page.
    await pages(request('/', { mobile: true }));
    expect(site.render).toHaveBeenCalledTimes(1 + others.length);
    expect(site.sideMenuOfCookie).toHaveBeenLastCalledWith(null, { mobile: true });
  });

  it('never serves a visitor the page kept for another language (issue 16 item 7)', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site);
    const spanish = await (await pages(request('/'))).text();
    const byCookie = await (await pages(request('/', { cookie: 'lang=th' }))).text();
    const byHeader = await (await pages(request('/', { acceptLanguage: 'th-TH,th;q=0.9' }))).text();
    expect(spanish).toContain('<h1>/ in es, dark</h1>');
    for (const thai of [byCookie, byHeader]) {
      expect(thai).toContain('<h1>/ in th, dark</h1>');
      expect(thai).toContain('<html lang="th"');
      expect(thai).not.toContain(' in es');
    }
    // The Thai page is kept too, and the Spanish one still answers Spanish visitors.
    expect(await (await pages(request('/'))).text()).toBe(spanish);
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it("gives each render the calls the last render of its address and language asked for, and nothing else's", async () => {
    const site = fakeEntry((options) =>
      Promise.resolve({ ...pageFor(options), calls: [`${options.url} in ${options.language}`] }),
    );
    const { pages } = renderer(site, { cacheMs: 0 });
    await pages(request('/promotions'));
    await pages(request('/promotions'));
    await pages(request('/promotions', { cookie: 'lang=th' }));
    await pages(request('/promotions?tab=2'));
    expect(site.render.mock.calls.map(([options]) => options.calls)).toEqual([
      undefined,
      ['/promotions in es'],
      undefined,
      undefined,
    ]);
  });

  it('caches nothing when cacheMs is 0', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site, { cacheMs: 0 });
    await pages(request('/'));
    await pages(request('/'));
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it('does not cache a page whose first-screen calls did not all answer', async () => {
    const site = fakeEntry((options) => Promise.resolve({ ...pageFor(options), complete: false }));
    const { pages } = renderer(site);
    await pages(request('/'));
    await pages(request('/'));
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it('does not cache a not-found page', async () => {
    const site = fakeEntry((options) => Promise.resolve({ ...pageFor(options), status: 404 }));
    const { pages } = renderer(site);
    await pages(request('/nothing'));
    await pages(request('/nothing'));
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it('renders again once cacheMs has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const site = fakeEntry();
    const { pages } = renderer(site, { cacheMs: 1000 });
    await pages(request('/'));
    vi.setSystemTime(1000);
    await pages(request('/'));
    expect(site.render).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1001);
    await pages(request('/'));
    expect(site.render).toHaveBeenCalledTimes(2);
    // The new rendering is kept for another cacheMs.
    vi.setSystemTime(1500);
    await pages(request('/'));
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 200 pages, dropping the one used longest ago', async () => {
    const site = fakeEntry();
    const { pages } = renderer(site);
    for (let i = 0; i < 200; i += 1) await pages(request(`/page/${String(i)}`));
    // /page/0 is used again: /page/1 is now the one used longest ago.
    await pages(request('/page/0'));
    expect(site.render).toHaveBeenCalledTimes(200);
    await pages(request('/page/200'));
    await pages(request('/page/0'));
    expect(site.render).toHaveBeenCalledTimes(201);
    await pages(request('/page/1'));
    expect(site.render).toHaveBeenCalledTimes(202);
  });
});

describe('createPageRenderer: the styles and scripts of the rendered parts', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a1.js', css: ['assets/index-a1.css'] },
    'src/layouts/MainLayout.tsx': {
      file: 'assets/MainLayout-b2.js',
      css: ['assets/MainLayout-b2.css'],
      imports: ['index.html'],
    },
    'src/features/lobby/HomePage.tsx': {
      file: 'assets/HomePage-c3.js',
      css: ['assets/HomePage-c3.css'],
      imports: ['index.html'],
    },
  };

  it("links the rendered sources' styles and preloads their scripts, with the nonce, leaving out what the template has", async () => {
    const site = fakeEntry((options) =>
      Promise.resolve({
        ...pageFor(options),
        sources: ['src/layouts/MainLayout.tsx', 'src/features/lobby/HomePage.tsx'],
      }),
    );
    const { pages } = renderer(site, { manifest });
    const html = await (await pages(request('/'))).text();
    const [head = ''] = html.split('</head>');
    const nonce = `nonce="${cspNoncePlaceholder}"`;
    const links = (head.match(/<link rel="(stylesheet|modulepreload)"[^>]*>/g) ?? []).filter(
      (link) => !link.includes('index-a1'),
    );
    expect(links).toEqual([
      `<link rel="stylesheet" crossorigin href="/assets/MainLayout-b2.css" ${nonce}>`,
      `<link rel="stylesheet" crossorigin href="/assets/HomePage-c3.css" ${nonce}>`,
    ]);
    // The template's own stylesheet is left where it was, once; the scripts are preloaded by the
    // entry's loader once the page has painted (preloadModulesAfterPaint), the entry first, each once.
    expect(html.split('/assets/index-a1.css')).toHaveLength(2);
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(head).toContain('var m=["/assets/index-a1.js","/assets/MainLayout-b2.js","/assets/HomePage-c3.js"],i=0,');
  });

  it('links nothing for a shell, nor without a manifest', async () => {
    const sources = ['src/layouts/MainLayout.tsx'];
    const site = fakeEntry((options) => Promise.resolve({ ...pageFor(options), sources }));
    const withoutManifest = await (await renderer(site).pages(request('/'))).text();
    const shell = await (await renderer(site, { manifest, ssr: false }).pages(request('/'))).text();
    for (const html of [withoutManifest, shell])
      expect(html).not.toMatch(/modulepreload" crossorigin href="\/assets\/(?!index-a1)|MainLayout/);
  });
});

describe('deferEntry', () => {
  const nonce = `nonce="${cspNoncePlaceholder}"`;
  const entry = `<script type="module" crossorigin src="/assets/index-a1.js" ${nonce}></script>`;

  it('turns the built entry into its preload and an inline script that imports it, with the nonce', () => {
    const html = deferEntry(`<head>${entry}<link rel="stylesheet" href="/assets/a.css"></head>`);
    expect(html).toMatch(
      new RegExp(
        `^<head><link rel="modulepreload" crossorigin href="/assets/index-a1.js" ${nonce}>` +
          `<script ${nonce}>\\(function\\(\\)\\{.*import\\("/assets/index-a1.js"\\).*</script>` +
          `<link rel="stylesheet" href="/assets/a.css"></head>$`,
      ),
    );
    expect(html).not.toContain('type="module"');
  });

  it('leaves the development entry and other module scripts alone', () => {
    const dev = `<script type="module" src="/@vite/client"></script><script type="module" src="/src/entry-client.tsx"></script>`;
    expect(deferEntry(dev)).toBe(dev);
  });

  /**
   * The inline script as the browser runs it, with import() (not a function) handed to a spy, timers
   * and the paint observer in the test's hands.
   */
  function runEntryScript({ visibilityState = 'visible', paintTiming = true, modules = [] as string[] } = {}) {
    const script = /<script [^>]*>(.*)<\/script>/.exec(deferEntry(entry))?.[1] ?? '';
    const imported: string[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const observers: {
      callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
      options: unknown;
    }[] = [];
    class FakeObserver {
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options });
      }
    }
    const preloaded: { rel: string; crossOrigin: string; href: string }[] = [];
    const link = { rel: '', crossOrigin: '', href: '' };
    runInNewContext(script.replace('[/*lobby-modules*/]', JSON.stringify(modules)).replace('import(', 'importer('), {
      document: {
        visibilityState,
        createElement: () => ({ ...link }),
        head: { appendChild: (element: typeof link) => preloaded.push(element) },
      },
      PerformanceObserver: paintTiming ? FakeObserver : undefined,
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
      importer: (src: string) => imported.push(src),
    });
    const paint = (name: string) => {
      for (const observer of observers)
        observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    };
    const runTimers = (ms: number) => {
      const due = timers.filter((t) => t.ms <= ms);
      timers.splice(0, timers.length, ...timers.filter((t) => t.ms > ms));
      for (const timer of due) timer.callback();
    };
    return { imported, preloaded, timers, observers, paint, runTimers };
  }

  it('imports the entry once, a task after the first contentful paint', () => {
    const page = runEntryScript();
    expect(page.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.imported).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.imported).toEqual([]);
    page.runTimers(0);
    expect(page.imported).toEqual(['/assets/index-a1.js']);
    // The fallback timer, when it comes, does not import it again.
    page.paint('first-contentful-paint');
    page.runTimers(Infinity);
    expect(page.imported).toEqual(['/assets/index-a1.js']);
  });

  it('preloads the modules it is given when it imports the entry, not before', () => {
    const modules = ['/assets/index-a1.js', '/assets/i18n-b2.js'];
    const page = runEntryScript({ modules });
    expect(page.preloaded).toEqual([]);
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.preloaded).toEqual(modules.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href })));
    expect(page.imported).toEqual(['/assets/index-a1.js']);
  });

  it('links the modules 3 a task, the first with the import of the entry', () => {
    const modules = ['/assets/index-a1.js', ...Array.from({ length: 6 }, (_, i) => `/assets/m${String(i)}.js`)];
    const page = runEntryScript({ modules });
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.imported).toEqual(['/assets/index-a1.js']);
    const linkedAfterEachTask = [page.preloaded.length];
    while (page.timers.some((timer) => timer.ms === 0)) {
      page.runTimers(0);
      linkedAfterEachTask.push(page.preloaded.length);
    }
    expect(linkedAfterEachTask).toEqual([3, 6, 7]);
    expect(page.preloaded.map((link) => link.href)).toEqual(modules);
    expect(page.imported).toEqual(['/assets/index-a1.js']);
  });

  it('imports the entry after 1.5 s without a paint, without Paint Timing, and at once in a hidden tab', () => {
    const unpainted = runEntryScript();
    unpainted.runTimers(1499);
    expect(unpainted.imported).toEqual([]);
    unpainted.runTimers(1500);
    expect(unpainted.imported).toEqual(['/assets/index-a1.js']);

    const old = runEntryScript({ paintTiming: false });
    expect(old.imported).toEqual([]);
    old.runTimers(1500);
    expect(old.imported).toEqual(['/assets/index-a1.js']);

    const hidden = runEntryScript({ visibilityState: 'hidden' });
    expect(hidden.imported).toEqual(['/assets/index-a1.js']);
    expect(hidden.timers).toEqual([]);
  });
});

describe('preloadModulesAfterPaint', () => {
  const nonce = `nonce="${cspNoncePlaceholder}"`;
  const entry = `<script type="module" crossorigin src="/assets/index-a1.js" ${nonce}></script>`;
  const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}" ${nonce}>`;

  it("hands the head's module preloads to the entry's loader, in their order, and leaves the body's", () => {
    const html = preloadModulesAfterPaint(
      deferEntry(`<head>${entry}${preload('/assets/i18n-b2.js')}</head>`) +
        `<body>${preload('/assets/body-c3.js')}</body>`,
    );
    const [head = '', body = ''] = html.split('</head>');
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(head).toContain('var m=["/assets/index-a1.js","/assets/i18n-b2.js"],i=0,');
    expect(body).toBe(`<body>${preload('/assets/body-c3.js')}</body>`);
  });

  it('leaves a page without the loader as it is (the development entry)', () => {
    const dev = `<head>${preload('/src/a.ts')}<script type="module" src="/src/entry-client.tsx"></script></head>`;
    expect(preloadModulesAfterPaint(dev)).toBe(dev);
  });
});

describe('fillTemplate', () => {
  it('names the marker a template lacks', () => {
    const page = pageFor({ language: 'es', mode: 'dark', sideMenu: { site: false, member: true }, brand: null });
    expect(() => fillTemplate(template.replace('<!--lobby-page-->', ''), page)).toThrow(/lobby-page/);
    expect(() => fillTemplate(template.replace('<!--lobby-root-->', ''), page)).toThrow(/lobby-root/);
  });

  it("moves React's preloads of the first screen's images from the root to the head's marker", () => {
    const preloads =
      '<link rel="preload" as="image" href="/wps/assets/banner/1.svg" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/wps/assets/game/2.svg" fetchPriority="high"/>';
    const page = {
      ...pageFor({ language: 'es', mode: 'dark', sideMenu: { site: false, member: true }, brand: null }),
      html: `${preloads}<main><img src="/wps/assets/banner/1.svg" fetchPriority="high"/></main>`,
    };
    const html = fillTemplate(template, page);
    const [head = '', body = ''] = html.split('</head>');
    // Where the template's marker is: index.html has it above the entry's script and the style sheet.
    expect(head).toContain(`${page.headScript}</script>${preloads}`);
    expect(body).not.toContain('rel="preload"');
    expect(body).toMatch(/<div id="root"><main><img src="\/wps\/assets\/banner\/1\.svg"/);
    // Only those at the start: a preload link the page shows further in is the page's own.
    expect(leadingImagePreloads('<main></main><link rel="preload" as="image" href="/a.svg"/>')).toEqual([
      '',
      '<main></main><link rel="preload" as="image" href="/a.svg"/>',
    ]);
  });

  it('writes a title and description with $ in them as they are', () => {
    const page = {
      ...pageFor({ language: 'es', mode: 'dark', sideMenu: { site: false, member: true }, brand: null }),
      title: 'Win $$100 $& more',
      description: "Prices in $1, $' and $`",
    };
    const html = fillTemplate(template, page);
    expect(html).toContain('<title>Win $$100 $&#38; more</title>');
    expect(html).toContain('<meta name="description" content="Prices in $1, $\' and $`" />');
  });
});

describe('createPageRenderer: moved pages', () => {
  it('answers a home alias with a redirect, without rendering it', async () => {
    const site = fakeEntry();
    const response = await renderer(site).pages(request('/home'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/');
    expect(site.render).not.toHaveBeenCalled();
  });
});
