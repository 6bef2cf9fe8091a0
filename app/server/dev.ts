// `npm run dev`: the site as `npm start` serves it (the same server, pages rendered on the server,
// the embedded platform at /wps and /lgw), from the sources, with hot reload (README: scripts).
//   PORT   port to listen on (default 5173)
//   HOST   address to bind (default 127.0.0.1: reachable from this machine only)
//   BRAND  an operator's DTCG brand file, validated and compiled once, here
//   SSR    1 (default) renders pages on the server; 0 serves the page for the browser to render
//   SSR_TIMEOUT_MS  how long a page waits for its first screen's data (default 300)
//   PLATFORM_CIPHER  as for `npm start` (the same as LOBBY_CIPHER here)
//   LOBBY_STATUS, LOBBY_MODULES, LOBBY_SEED  the embedded platform (platform/README.md); its
//          database is always a new one in memory (LOBBY_DB does not apply)
//   LOG_LEVEL  as for `npm start`; the lines are readable ones here, not JSON
// /metrics is open here (no METRICS_TOKEN needed); /healthz and /readyz answer as in production.
// Vite runs inside this server (middleware mode): it answers its own paths first (/@vite/client,
// /src/..., /node_modules/..., the HMR socket), and the site's server answers the rest. Each page
// loads the server entry through Vite's module loader, which drops what an edit changed, so a
// reload shows the edit without a restart. There is no page cache and no build manifest: the
// styles come from the page's scripts (vanilla-extract's CSS is injected by Vite's client), so a
// server-rendered page shows unstyled for a moment before its scripts run. That is development only;
// `npm start` links the built stylesheets in the page.
import { getRequestListener } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { createServer } from './app';
import { oidcProvidersFromEnv } from './oidc';
import { embeddedPlatformCheck } from './health';
import { createPageRenderer, type Entry, type PageRequest } from './render';
import {
  appDir,
  listen,
  loadBrand,
  readHumanCheckSources,
  readMs,
  readPort,
  readSwitch,
  serverOperations,
  startPlatform,
} from './startup';

const port = readPort(process.env.PORT ?? '5173');
const host = process.env.HOST ?? '127.0.0.1';
const brand = process.env.BRAND ? await loadBrand(process.env.BRAND) : null;
const ssr = readSwitch('SSR', process.env.SSR ?? '1');
const dataTimeoutMs = readMs('SSR_TIMEOUT_MS', process.env.SSR_TIMEOUT_MS ?? '300');
const platform = await startPlatform({ db: ':memory:' });
const operations = serverOperations(embeddedPlatformCheck(platform), { production: false });
const { stopping, ...observed } = operations;
const { log, metrics } = observed;

const httpServer = createHttpServer();
const vite = await createViteServer({
  root: appDir,
  appType: 'custom',
  // The HMR socket on this server, not on a port of its own: the page's CSP (connect-src 'self')
  // allows it, and two dev servers on one machine do not fight over Vite's default HMR port.
  server: { middlewareMode: true, hmr: { server: httpServer } },
});

/** An error's stack (pointing at the sources), then its causes' (a page that did not load: Vite's reason). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  vite.ssrFixStacktrace(error);
  const text = error.stack ?? `${error.name}: ${error.message}`;
  return error.cause === undefined ? text : `${text}\ncaused by ${describe(error.cause)}`;
}

const indexHtml = resolve(appDir, 'index.html');
const template = async (url: string) => vite.transformIndexHtml(url, await readFile(indexHtml, 'utf8'));
const renderPage = createPageRenderer({
  template,
  entry: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as Entry,
  brand,
  platform: async (request) => platform.fetch(request),
  ssr,
  dataTimeoutMs,
  cacheMs: 0,
  // Every failure with its stack and causes, every time: in development the failure is the point.
  log: { failed: (what, error) => log.error(`${what}: ${describe(error)}`) },
  onRender: metrics.rendered,
});

/**
 * The page; when the site's server entry does not load (an edit that does not compile), index.html
 * as it is instead: the browser then renders the site itself (entry-client.tsx, no bootstrap), Vite's
 * overlay shows the error there, and its client reloads the page once the edit is fixed.
 */
async function pages(request: PageRequest): Promise<Response> {
  try {
    return await renderPage(request);
  } catch (error) {
    log.error(`page ${request.url.split('?')[0] ?? ''}: ${describe(error)}`);
    return new Response(await template(request.url), {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=UTF-8' },
    });
  }
}

// Vite serves the files (index.html goes through the pages above); no build folder here.
const thirdParty = oidcProvidersFromEnv(process.env, true);
const humanCheckSources = readHumanCheckSources(process.env.HUMAN_CHECK_SOURCES ?? '', platform);
const app = createServer({
  siteDir: null,
  pages,
  platform: platform.fetch,
  thirdParty,
  humanCheckSources,
  ...observed,
});
const site = getRequestListener(app.fetch, { hostname: host });
httpServer.on('request', (request, response) => {
  vite.middlewares(request, response, () => void site(request, response));
});

listen(httpServer, {
  port,
  host,
  ready: (url) =>
    `Lobby (development) is serving ${url}${brand ? ` with the brand ${brand.name}` : ''}, ` +
    (ssr ? `pages rendered on the server (data ${dataTimeoutMs} ms), hot reload` : 'SSR=0, hot reload'),
  stopping,
  closeFirst: () => vite.close(),
  closeLast: () => platform.close(),
});
// The site's server code is loaded now rather than while the first page waits (about 7 s from cold
// here, of that page's 13); an error here is the first page's to report.
vite.ssrLoadModule('/src/entry-server.tsx').catch(() => undefined);
