/**
 * The site's one server-render entry (ARCHITECTURE.md "Rendering"): the server (app/server/render.ts)
 * reaches the site only through this module, loaded from the build's output in production and
 * through Vite's module loader in development.
 *
 * A page is rendered for a guest (the token is in sessionStorage, SPEC.md section 3) in the language
 * and colour mode the server chose, with the operator's brand, and with the answers of the public
 * calls its first screen makes (data/firstScreen.ts).
 */
import {
  brandVariables,
  languageDirection,
  themeClassNames,
  topNavFitScript,
  type ShippedLanguage,
} from '@lobby/design-system';
import type { BrandTheme, ThemeMode } from '@lobby/tokens';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { defaultMerchant } from './config/business';
import {
  createAppApi,
  createFirstScreenCollector,
  openingCalls,
  type FirstScreenAnswers,
  type OpeningCall,
} from './data';
import { homeAliasRedirect, openingPage } from './routes/paths';
import { createSessionStore } from './data/sessionStore';
import { createAppI18n, loadLanguageResources } from './i18n';
import { openingPageSources, pageStatus } from './routes/table';
import { themeScript } from './theme/mode';
import { earlySubmissionsScript } from './shell/earlySubmissions';
import type { RenderedPage, RenderOptions, ReuseOptions, ShellOptions, SiteEntry } from './serverEntry';
import { getSystemStatus } from './api/system';
import { createSharedAnswers, serialized, type SharedAnswers } from './data/firstScreen';
import { systemStatusKey } from './data/keys';
import { googleTagOf, type SystemStatusValue } from '@lobby/contract';
import { bootstrapJson, type PageBootstrap } from './bootstrap';

import { languageOfRequest } from './i18n/language';
import { narrowScript, sideMenuOfCookie } from './shell/sideMenu';
import { themeModeOfCookie } from './theme/mode';

export { languageOfRequest, sideMenuOfCookie, themeModeOfCookie };

/** /index, /index.html and /home are home (SPEC.md section 2): the server sends the browser there. */
export function redirectOf(url: string): string | null {
  return homeAliasRedirect(url);
}

/** The origin the server-side client addresses; requests never leave the process with it. */
const internalOrigin = 'http://lobby.internal';

/**
 * The head's script, the same for every page: the colour mode, forms held until hydrated, and the
 * top navigation fitted to the screen before its first paint.
 */
const headScript = themeScript(themeClassNames) + earlySubmissionsScript + narrowScript + topNavFitScript;

/** Renders the site's page for `url` in full (the server streams the template around it). */
export async function render(options: RenderOptions & { language: ShippedLanguage }): Promise<RenderedPage> {
  const { url, origin, language, mode, sideMenu, brand, platform, dataTimeoutMs, onDataFailure, onRenderError } =
    options;
  // Made by this module (the `calls` of a page it rendered), kept by the server without looking in.
  const recalled = (options.calls ?? []) as readonly OpeningCall[];
  const i18n = await i18nOf(language, brand);
  const api = serverApi({ language, platform, dataTimeoutMs });
  const collector = createFirstScreenCollector({
    timeoutMs: dataTimeoutMs,
    onFailure: onDataFailure,
    shared: sharedAnswersOf(language, options.dataCacheMs ?? 0),
  });

  // React's prerender waits for the whole page (its code and what the data allows) and writes it
  // complete: no streaming instructions (inline scripts), so it shows without JavaScript too.
  // The answers the last render used: the page carries exactly these (hydration renders the same).
  let used: FirstScreenAnswers = {};
  let passes = 0;
  const renderOnce = async () => {
    passes += 1;
    const data = collector.data();
    used = collector.answers();
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App
            brand={brand}
            api={api}
            mode={mode}
            sideMenu={sideMenu}
            data={data}
            origin={origin}
            location={url}
            hydrating
          />
        </I18nextProvider>
      </StrictMode>,
      {
        // Every boundary inline, however large: by default React writes large ones after the rest,
        // revealed by inline scripts, which the page neither needs (it is sent whole) nor allows (CSP).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          onRenderError?.(error);
        },
      },
    );
    // Node's stream, read straight into the page's text: `prerender`'s web stream, read through a
    // Response, cost the web streams' machinery on every render (Node's internals were the largest
    // share of an uncached render of home).
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of prelude) text += decoder.decode(chunk as Uint8Array, { stream: true });
    return text + decoder.decode();
  };

  // The calls known before rendering start first: the status (and home's lists), and what the last
  // render of this address asked for. The render asks for the rest of the first screen's data (and
  // loads the page's code the first time); once those calls have answered (or run out of time) the
  // page is rendered again with them, at most three times.
  const { pathname } = new URL(url, internalOrigin);
  collector.seed(
    [...openingCalls(openingPage(pathname) === 'home', language), ...recalled].map((call) => ({
      key: call.key,
      fetch: () => call.fetch(api.client),
    })),
  );
  await collector.settle();
  let html = await renderOnce();
  // Again while calls the render asked for are out, or answered after it had started (the
  // in-process platform often answers within the render): the page then shows them.
  const answeredSince = () => Object.keys(collector.answers()).some((id) => !(id in used));
  for (let round = 0; round < 3 && (collector.pending() > 0 || answeredSince()); round += 1) {
    await collector.settle();
    html = await renderOnce();
  }
  // Calls started by the last render are not waited for: they are the browser's.
  const opening = openingPage(pathname);
  const modules = opening ? (options.scriptsOf?.(openingPageSources[opening]) ?? []) : [];
  const bootstrap: PageBootstrap = {
    language,
    mode,
    sideMenu,
    brand,
    answers: used,
    rendered: true,
    ...(modules.length > 0 ? { modules } : {}),
  };
  const status = pageStatus(pathname);
  return {
    ...page(i18n, bootstrap, html, status, collector.complete()),
    sources: languageSources(language),
    analyticsTag: googleTagOf(used[serialized(systemStatusKey)] as SystemStatusValue | undefined),
    calls: collector.asked(),
    passes,
  };
}

/**
 * The public answers the renders of this thread share, one cache per language (the platform answers
 * in the Language header's language) and time to live (createSharedAnswers: all but the status).
 */
const sharedAnswers = new Map<string, SharedAnswers>();

function sharedAnswersOf(language: ShippedLanguage, ttlMs: number): SharedAnswers | undefined {
  if (ttlMs <= 0) return undefined;
  const key = `${language}|${String(ttlMs)}`;
  let shared = sharedAnswers.get(key);
  if (!shared) {
    shared = createSharedAnswers({ ttlMs, except: [systemStatusKey] });
    sharedAnswers.set(key, shared);
  }
  return shared;
}

/** The platform's client of one request: a guest's, with one attempt per call. */
function serverApi({ language, platform, dataTimeoutMs }: ReuseOptions) {
  return createAppApi({
    baseUrl: internalOrigin,
    merchant: defaultMerchant,
    getLanguage: () => language,
    session: createSessionStore(),
    // One attempt, bounded by the first screen's time-out: a late answer is the browser's to fetch.
    fetch: (input, init) => platform(new Request(input, { ...init, signal: AbortSignal.timeout(dataTimeoutMs) })),
    readRetries: 0,
  });
}

/**
 * A cached page, for another visitor (server/render.ts keeps complete guest pages a few seconds).
 * Every page depends on the system status (SPEC.md section 4: normal, maintenance, region-blocked),
 * which the platform decides for each visitor from their address, and its bootstrap carries that
 * answer, the visitor's IP included: so each request asks for its own status, and the cached page
 * serves only a visitor with the same status, with their own answer in its bootstrap.
 */
export async function reuse(cached: RenderedPage, options: ReuseOptions): Promise<RenderedPage | null> {
  const id = serialized(systemStatusKey);
  const bootstrap = JSON.parse(cached.bootstrap) as PageBootstrap;
  const before = bootstrap.answers[id] as SystemStatusValue | undefined;
  let status: SystemStatusValue;
  try {
    status = await getSystemStatus(serverApi(options).client);
  } catch {
    return null;
  }
  if (before?.info.status !== status.info.status) return null;
  return {
    ...cached,
    bootstrap: bootstrapJson({ ...bootstrap, answers: { ...bootstrap.answers, [id]: status } }),
    analyticsTag: googleTagOf(status),
  };
}

/**
 * The page without its rendering (SSR=0, or a render that failed): the same head and bootstrap, and
 * the site renders in the browser.
 */
export async function renderShell({
  language,
  mode,
  sideMenu,
  brand,
  platform,
  dataTimeoutMs = 0,
}: ShellOptions & { language: ShippedLanguage }): Promise<RenderedPage> {
  const [i18n, analyticsTag] = await Promise.all([
    i18nOf(language, brand),
    platform
      ? getSystemStatus(serverApi({ language, platform, dataTimeoutMs }).client).then(googleTagOf, () => '')
      : '',
  ]);
  return {
    ...page(i18n, { language, mode, sideMenu, brand, answers: {}, rendered: false }, '', 200, true),
    sources: languageSources(language),
    analyticsTag,
  };
}

function page(
  i18n: I18n,
  bootstrap: PageBootstrap,
  html: string,
  status: number,
  complete: boolean,
): Omit<RenderedPage, 'sources' | 'analyticsTag'> {
  const { language, mode, brand } = bootstrap;
  return {
    status,
    html,
    lang: language,
    dir: languageDirection(language),
    title: i18n.t('meta.title'),
    description: i18n.t('meta.description'),
    bootstrap: bootstrapJson(bootstrap),
    complete,
    mode,
    htmlClass: themeClassNames[mode],
    headScript,
    brandCss: brand ? brandCss(brand) : '',
  };
}

/**
 * One i18next instance per language and brand, made once: the server never changes an instance's
 * language, and making one per request cost a millisecond of every render (and registered an
 * instance with the lazy string areas for ever).
 */
const instances = new Map<string, Promise<I18n>>();

function i18nOf(language: ShippedLanguage, brand: BrandTheme | null): Promise<I18n> {
  const key = `${language}|${brand?.id ?? ''}|${brand?.name ?? ''}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = loadLanguageResources(language).then((resources) => {
      const made = createAppI18n(language, resources);
      // The operator's name is the site's name (logo, titles, footer).
      if (brand) made.addResource(language, 'app', 'siteName', brand.name);
      return made;
    });
    instances.set(key, instance);
  }
  return instance;
}

/**
 * The modules of a language's strings (i18n/index.ts: loadLanguageResources), which the browser's
 * script loads before its first render: the page preloads them with the entry, rather than after it.
 */
function languageSources(language: ShippedLanguage): string[] {
  return [`src/i18n/languages/${language}.ts`, `../design-system/src/i18n/languages/${language}.ts`];
}

/** The brand's variables on `<html>`, in each mode (ThemeProvider `global` leaves them to this style). */
function brandCss(brand: BrandTheme): string {
  const rule = (mode: ThemeMode) => {
    const declarations = Object.entries(brandVariables(brand, mode))
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    return `html.${themeClassNames[mode].split(' ')[0] ?? ''}{${declarations}}`;
  };
  // A compiled brand holds colours, sizes and font names (checked by @lobby/tokens); `<` is never
  // one of them, and without it nothing can close the style element.
  return `${rule('dark')}${rule('light')}`.replace(/</g, '');
}

// The server's view of this module (serverEntry.ts) holds.
({
  render,
  reuse,
  renderShell,
  languageOfRequest,
  themeModeOfCookie,
  sideMenuOfCookie,
  redirectOf,
}) satisfies SiteEntry;
