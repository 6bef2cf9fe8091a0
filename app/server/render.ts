/**
 * The site's pages (ARCHITECTURE.md "Rendering"): the built index.html as the template, with the
 * page rendered by the site's one server entry (src/entry-server.tsx) inside `<div id="root">`.
 *
 * - The language comes from the `lang` cookie, else Accept-Language, else es; the colour mode from
 *   the `theme` cookie, else the page's head script follows the system before the first paint; the
 *   side menu's state (a rail or open) from the `sideMenu` and `memberSideMenu` cookies.
 * - The page is sent whole once rendered: the first screen's calls are answered in process (or
 *   within SSR_TIMEOUT_MS), and a page that is complete is what the HTML cache can keep.
 * - A guest page whose every call answered is kept for a few seconds (an LRU per path and query,
 *   language, mode and side menu state; the brand is the server's), and served to another visitor only if the
 *   platform gives them the same system status, with their own status answer (their address, the
 *   region check) in it (entry-server.tsx: reuse). Nothing of a player's is ever rendered here: the
 *   token stays in the browser's sessionStorage (SPEC.md section 3).
 * - A home alias (/index, /home) is answered with a redirect home.
 * - SSR=0 serves the same page without the rendering (the site renders in the browser).
 * - A render that fails serves that too: never a 500 page, never a blank one.
 */
import type { BrandTheme, ThemeMode } from '@lobby/tokens';
import type { FirstScreenCalls, RenderedPage, SideMenuPreference, SiteEntry } from '../src/serverEntry';
import { laterScripts, pageAssets, type Manifest, type PageAssets } from './assets';
import { createFailureLog, type FailureLog } from './failureLog';
import { createLru } from './lru';
import { cspNoncePlaceholder } from './security';

export type Entry = SiteEntry;

export interface PageRendererOptions {
  /** The built index.html (in development: transformed by Vite for the address). */
  template: (url: string) => Promise<string>;
  /** The site's server entry: the build's output, or Vite's module loader in development. */
  entry: () => Promise<Entry>;
  brand: BrandTheme | null;
  /** Answers /wps and /lgw: the embedded platform in process, or the proxy to PLATFORM_URL. */
  platform: (request: Request) => Promise<Response>;
  /** false: SSR=0, the site renders in the browser. */
  ssr: boolean;
  /** How long the first screen's calls may take (SSR_TIMEOUT_MS, default 300). */
  dataTimeoutMs: number;
  /** How long a complete guest page is kept (SSR_CACHE_MS, default 5000; 0: never). */
  cacheMs: number;
  /** How long a public first-screen answer serves the next renders (SSR_DATA_CACHE_MS; 0: never). */
  dataCacheMs?: number;
  /** Where failures are told (once each: failureLog.ts). */
  log?: FailureLog;
  /** The build's manifest: the styles and scripts of the page's lazy parts (none in development). */
  manifest?: Manifest;
  /** Told how each page was made and how long it took (the metrics; the renderer knows none). */
  onRender?: (outcome: RenderOutcome, ms: number) => void;
}

/** How a page was made: rendered now, another visitor's reused (entry-server.tsx), or the shell only. */
export type RenderOutcome = 'rendered' | 'reused' | 'shell' | 'failed';

export interface PageRequest {
  url: string;
  /** The site's origin as the browser sees it (links that leave the page carry it). */
  origin: string;
  cookie: string | null;
  acceptLanguage: string | null;
  /** The browser says it runs on a phone (Sec-CH-UA-Mobile: ?1): the side menu starts as a rail. */
  mobile?: boolean;
  /** The platform's answers for this request (the caller's address travels with it). */
  platform?: (request: Request) => Promise<Response>;
}

const cacheEntries = 200;

/**
 * The page's answer to the site's server (app.ts), never sent on: the Google tag of the system status
 * the page was made with, whose hosts the page's CSP then allows (security.ts: analyticsPolicy).
 */
export const analyticsTagHeader = 'x-lobby-analytics-tag';

/** A function that answers one page request: the template with the page filled in. */
export function createPageRenderer(options: PageRendererOptions) {
  const { template, entry, brand, ssr, dataTimeoutMs, cacheMs } = options;
  const log = options.log ?? createFailureLog();
  const cache = createLru<{ page: RenderedPage; until: number }>(cacheEntries);
  // What each address's last render asked the platform for, by language: the next render of it
  // starts those calls before it renders, and renders once (RenderOptions.calls).
  const asked = createLru<FirstScreenCalls>(cacheEntries);
  const scriptsOf = laterScripts(options.manifest ?? {});

  function cached(key: string): RenderedPage | null {
    const hit = cache.get(key);
    if (!hit) return null;
    if (hit.until >= Date.now()) return hit.page;
    cache.delete(key);
    return null;
  }

  function keep(key: string, page: RenderedPage): void {
    if (cacheMs <= 0) return;
    cache.set(key, { page, until: Date.now() + cacheMs });
  }

  async function pageFor(
    site: Entry,
    request: PageRequest,
    language: string,
    mode: ThemeMode,
    sideMenu: SideMenuPreference,
  ): Promise<[RenderedPage, RenderOutcome]> {
    const platform = request.platform ?? options.platform;
    const shell = () => site.renderShell({ language, mode, sideMenu, brand, platform, dataTimeoutMs });
    if (!ssr) return [await shell(), 'shell'];
    const key = `${request.url}|${language}|${mode}|${JSON.stringify(sideMenu)}`;
    const hit = cached(key);
    // The page of another visitor: reused with this visitor's own status (entry-server.tsx: reuse).
    const reused = hit ? await site.reuse(hit, { language, platform, dataTimeoutMs }) : null;
    if (reused) return [reused, 'reused'];
    const callsKey = `${request.url}|${language}`;
    try {
      const page = await site.render({
        calls: asked.get(callsKey),
        url: request.url,
        origin: request.origin,
        language,
        mode,
        sideMenu,
        brand,
        platform,
        dataTimeoutMs,
        dataCacheMs: options.dataCacheMs ?? 0,
        scriptsOf,
        onDataFailure: (what, error) => log.failed(`first-screen call ${what}`, error),
        onRenderError: (error) => log.failed(`render of ${request.url.split('?')[0] ?? ''}`, error),
      });
      if (page.calls) asked.set(callsKey, page.calls);
      if (page.complete && page.status === 200) keep(key, page);
      return [page, 'rendered'];
    } catch (error) {
      log.failed(`render of ${request.url.split('?')[0] ?? ''}`, error);
      return [await shell(), 'failed'];
    }
  }

  return async function renderPage(request: PageRequest): Promise<Response> {
    const site = await entry();
    // A page that moved (a home alias) is a redirect, rendered or not (SSR=0): the browser's router
    // would replace the address anyway, after showing an empty frame.
    const moved = site.redirectOf(request.url);
    if (moved !== null) return new Response(null, { status: 308, headers: { Location: moved } });
    const language = site.languageOfRequest(request.cookie, request.acceptLanguage);
    // Without a cookie the page is rendered dark, and its head script switches to the system's light
    // before the first paint; the cookie is written when the player picks (src/theme/mode.ts).
    const mode: ThemeMode = site.themeModeOfCookie(request.cookie) ?? 'dark';
    const sideMenu = site.sideMenuOfCookie(request.cookie, { mobile: request.mobile === true });
    const started = performance.now();
    const [html, [page, outcome]] = await Promise.all([
      template(request.url),
      pageFor(site, request, language, mode, sideMenu),
    ]);
    options.onRender?.(outcome, performance.now() - started);
    const assets = pageAssets(options.manifest ?? {}, page.sources);
    return new Response(preloadModulesAfterPaint(fillTemplate(html, page, assets)), {
      status: page.status,
      headers: {
        'Content-Type': 'text/html; charset=UTF-8',
        // The page depends on these (language, colour mode, side menu): a shared cache must keep them apart.
        Vary: 'Cookie, Accept-Language, Sec-CH-UA-Mobile',
        ...(page.analyticsTag ? { [analyticsTagHeader]: page.analyticsTag } : {}),
      },
    });
  };
}

/** The template (index.html, markers in comments) with the page's parts. */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  assets: PageAssets = { styles: [], scripts: [] },
): string {
  const nonce = `nonce="${cspNoncePlaceholder}"`;
  const links =
    assets.styles
      .filter((href) => !template.includes(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}" ${nonce}>`)
      .join('') +
    assets.scripts
      .filter((href) => !template.includes(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" ${nonce}>`)
      .join('');
  const [head, afterHead] = splitAt(template, '<!--lobby-head', '-->');
  // The root holds the page and nothing else (the template's indentation would be text nodes that
  // hydration does not expect).
  const [beforeRootRaw, afterRoot] = splitAt(afterHead, '<!--lobby-root-->');
  const [bootMark, afterMarkRaw] = splitAt(afterRoot, '<!--/lobby-root-->');
  const beforeRoot = beforeRootRaw.trimEnd();
  const afterMark = afterMarkRaw.trimStart();
  const [betweenRootAndPage, tail] = splitAt(afterMark, '<!--lobby-page-->');
  const pageHead = head
    .replace(
      /<html[^>]*>/,
      `<html lang="${page.lang}" dir="${page.dir}" class="${page.htmlClass}" data-mode="${page.mode}">`,
    )
    // Replaced by functions: a `$` in the text is text, not a replacement pattern (`$&`, `$1`).
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*"/,
      (_, start: string) => `${start}${escapeHtml(page.description)}"`,
    );
  const [imagePreloads, pageHtml] = leadingImagePreloads(page.html);
  return (
    deferEntry(pageHead) +
    `<script ${nonce}>${page.headScript}</script>` +
    imagePreloads +
    (page.brandCss ? `<style ${nonce}>${page.brandCss}</style>` : '') +
    // At the end of the head: after the style sheet, the fonts and the entry, which the page needs first.
    deferEntry(beforeRoot).replace('</head>', () => `${links}</head>`) +
    (pageHtml || bootMark) +
    betweenRootAndPage +
    `<script type="application/json" id="lobby-page" ${nonce}>${page.bootstrap}</script>` +
    tail
  );
}

/**
 * React writes its preloads of the first screen's images (the banner, the first game row: images
 * with fetchPriority high) at the start of the root's HTML, which comes after every link of the head:
 * over HTTP/1.1's six connections a browser asked for the entry's modules, the style sheet and the
 * fonts (18 requests) before the largest paint's picture. In the head, before them, the picture is
 * the second request. Hydration does not look for them (React skips its hoisted links).
 */
export function leadingImagePreloads(html: string): [preloads: string, rest: string] {
  const preloads = /^(?:<link rel="preload" as="image"[^<>]*\/>)+/.exec(html)?.[0] ?? '';
  return [preloads, html.slice(preloads.length)];
}

/**
 * The built entry's module script becomes a preload of it and a nonce'd inline script that imports it
 * once the page has painted: the browser's first contentful paint (Paint Timing), at once in a hidden
 * tab (which does not paint), and after 1.5 s whatever happened (a browser without Paint Timing, a
 * page with nothing contentful). A module script runs as soon as the document is parsed and its code
 * has arrived: when that came before the first paint, the server's page was painted only after the
 * entry had been evaluated (100 ms of module evaluation here, and the hydration after it), and
 * Lighthouse's simulation then put the largest paint after the script's download too. Measured on
 * the home page, desktop preset: imported at once, LCP 1.0-1.2 s in one run of four or five; after
 * the next animation frame (stop 15 to 28), LCP over 0.9 s in 7 runs of 23 (0.64-1.11 s), the page
 * still not painted when the frame came; after the first contentful paint, 0.68-0.78 s in 16 of 16.
 * Its download and its modules' wait for that paint too (preloadModulesAfterPaint), linked a few a
 * task (modulePreloadsPerTask), the entry's first, with the import. Dev's entry (Vite
 * serves /src/...) is left as it is.
 */
export function deferEntry(html: string): string {
  return html.replace(
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)" (nonce="[^"]*")><\/script>/,
    (_, src: string, nonce: string) =>
      `<link rel="modulepreload" crossorigin href="${src}" ${nonce}>` +
      `<script ${nonce}>(function(){var done=0,run=function(){if(!done){done=1;var m=${modulesAfterPaint},i=0,` +
      `next=function(){m.slice(i,i+=${String(modulePreloadsPerTask)}).forEach(function(h){` +
      `var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
      `if(i<m.length)setTimeout(next,0)};next();` +
      `import(${JSON.stringify(src)})}};` +
      `if(document.visibilityState!=="visible")return run();` +
      `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(run,0)})` +
      `.observe({type:"paint",buffered:true})}catch(e){}` +
      `setTimeout(run,${String(entryImportFallbackMs)})})()</script>`,
  );
}

/** The longest the entry waits for the first contentful paint (deferEntry). */
const entryImportFallbackMs = 1500;

/**
 * How many module preloads the loader links a task (deferEntry): under Lighthouse's instrumentation
 * a request cost 1.4-3.8 ms, and its 9 in one task made one of 13-34 ms (x4 at the mobile preset);
 * the site links its opening page's modules 3 a task for the same reason (src/routes/modulePreloads.ts).
 */
const modulePreloadsPerTask = 3;

/** Where deferEntry's loader lists the modules it preloads when it runs (preloadModulesAfterPaint). */
const modulesAfterPaint = '[/*lobby-modules*/]';

/**
 * The head's module preloads (the entry's, its chunks', the language's: 130 kB gzip) are asked for by
 * deferEntry's loader once the page has painted, rather than as the head is parsed: over a slow link
 * they shared it with the style sheet, the fonts and the banner that the first screen waits for.
 * Lighthouse's mobile simulation counts every request that ended before the largest paint (the
 * banner, painted with the server's HTML) as needed for it. Home, mobile preset, 7 interleaved runs
 * each, medians: LCP 3.04 s with the preloads in the head, 1.87 s after the paint; FCP 2.32 s and
 * 1.12 s; TBT 614 ms and 846 ms (the same main-thread work, now after the earlier first paint).
 * Hydration starts a request later. A page without the loader (dev's entry) keeps them.
 */
export function preloadModulesAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const loader = html.indexOf(modulesAfterPaint);
  if (headEnd < 0 || loader < 0 || loader > headEnd) return html;
  const hrefs: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g, (_, href: string) => {
      hrefs.push(href);
      return '';
    });
  return head.replace(modulesAfterPaint, () => JSON.stringify(hrefs)) + html.slice(headEnd);
}

/** The text before `marker` and after it (after `end` too, when the marker's comment runs on). */
function splitAt(text: string, marker: string, end = ''): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`index.html has no ${marker} marker`);
  const after = end ? text.indexOf(end, at) + end.length : at + marker.length;
  return [text.slice(0, at), text.slice(after)];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
