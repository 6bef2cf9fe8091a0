import { serveStatic } from '@hono/node-server/serve-static';
import { isGoogleTagId } from '@lobby/contract';
import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { compress } from 'hono/compress';
import { compressPage, pageEncodingOf } from './pageCompression';
import type { EventStreams } from './eventStreams';
import { createReadiness, type Readiness } from './health';
import { createLogger, type Logger } from './logger';
import { metricsResponse, type MetricsAccess, type ServerMetrics } from './metrics';
import { oidcRoutes, type OidcProviders } from './oidc';
import type { FetchHandler } from './proxy';
import { analyticsTagHeader, type PageRequest } from './render';
import { looksLikeFile, observeRequests } from './requests';
import {
  analyticsPolicy,
  type AnalyticsVariables,
  pageSecurityHeaders,
  platformSecurityHeaders,
  strictTransportSecurity,
  withNonce,
} from './security';

export interface ServerOptions {
  /**
   * The built site: the folder holding index.html and assets/ (app/dist). null in development
   * (dev.ts): Vite's dev server answers for the files before this server is asked.
   */
  siteDir: string | null;
  /** The site's pages (render.ts): every GET of a route, rendered on the server or not (SSR=0). */
  pages: (request: PageRequest) => Promise<Response>;
  /**
   * Answers /wps and /lgw: the embedded platform's fetch, or a proxy to PLATFORM_URL (start.ts picks).
   * Without one those paths are not found.
   */
  platform?: FetchHandler | null;
  /** Where the access lines go, one per request with its id (default: nowhere). */
  log?: Logger;
  /** The server's metrics (metrics.ts); without them /metrics is not found. */
  metrics?: ServerMetrics | null;
  /** Who may read /metrics (default: no one). */
  metricsAccess?: MetricsAccess;
  /** What /readyz answers (health.ts; default: ready). */
  readiness?: Readiness;
  /** The open event streams, counted and ended when the server stops (eventStreams.ts). */
  streams?: EventStreams | null;
  /** Believe one proxy in front about the protocol, for HSTS (TRUST_PROXY: clientAddress.ts). */
  trustProxy?: boolean;
  /**
   * The third-party sign-in providers (oidc.ts: /auth/<channel>/start, callback, /auth/handoff);
   * oidcProvidersFromEnv reads them. Default: none, and /auth/* is not answered.
   */
  thirdParty?: OidcProviders | null;
  /**
   * The hosts of an operator's hosted challenge (HUMAN_CHECK_SOURCES, and the embedded platform's
   * LOBBY_CHALLENGE_SCRIPT origin): added to the page's policy (security.ts). Default none.
   */
  humanCheckSources?: readonly string[];
}

interface ServerEnv {
  Variables: SecureHeadersVariables & AnalyticsVariables;
}

/** Vite names files in /assets/ by their content hash: a changed file is a new URL. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else is revalidated, so that a new deployment shows at once. */
const revalidate = 'no-cache';

/** The site's HTTP server: the built site with security headers, history-mode routes and the brand. */
export function createServer({
  siteDir,
  pages,
  platform = null,
  log = createLogger({ format: 'json', level: 'silent' }),
  metrics = null,
  metricsAccess = 'off',
  readiness = createReadiness(),
  streams = null,
  trustProxy = false,
  thirdParty = null,
  humanCheckSources = [],
}: ServerOptions): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use(observeRequests({ log, metrics, streams }));
  app.use(strictTransportSecurity(trustProxy));
  app.use(analyticsPolicy);
  const pageHeaders = pageSecurityHeaders(humanCheckSources);
  app.use((c, next) => (/^\/(wps|lgw)\//.test(c.req.path) ? platformSecurityHeaders(c, next) : pageHeaders(c, next)));
  app.use(compress());
  app.use(cacheFor(revalidate));

  // For the load balancer and Prometheus (health.ts, metrics.ts): never a page, never kept by a cache.
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', async (c) => {
    const reason = await readiness.check();
    c.header('Cache-Control', 'no-store');
    return reason === null ? c.json({ status: 'ready' }) : c.json({ status: 'not ready', reason }, 503);
  });
  app.get('/metrics', (c) => {
    c.header('Cache-Control', 'no-store');
    return metrics ? metricsResponse(c, metrics.registry, metricsAccess) : c.notFound();
  });

  // The platform API, before the site's files and routes (CSP connect-src 'self' covers it). The
  // node-server bindings travel along, so the platform sees the caller's address.
  // Without a platform they are still API paths, never the page.
  const api: Handler<ServerEnv> = platform ? (c) => platform(c.req.raw, c.env) : (c) => c.notFound();
  app.all('/wps/*', api);
  app.all('/lgw/*', api);

  // The OpenID Connect relying party of the third-party login (issue 16 item 2): redirects and a
  // one-time handoff, never a page.
  if (thirdParty) app.route('/auth', oidcRoutes({ providers: thirdParty, platform, log, trustProxy }));

  // The build wrote each script and stylesheet also compressed (vite.config.ts: precompressAssets):
  // sent as they are, rather than compressed again for every request.
  if (siteDir !== null) app.use('/assets/*', cacheFor(immutable), serveStatic({ root: siteDir, precompressed: true }));
  // A missing asset is a stale or mistyped URL: answer 404, never the page.
  app.get('/assets/*', (c) => c.notFound());

  // Other files of the build (Vite's public/ folder); index.html goes through the page below.
  if (siteDir !== null) {
    const serveFile: MiddlewareHandler<ServerEnv> = serveStatic({ root: siteDir });
    const serveOtherFile: MiddlewareHandler<ServerEnv> = (c, next) =>
      isIndexPath(c.req.path) ? next() : serveFile(c, next);
    app.use(serveOtherFile);
  }

  // SPEC.md section 2: history mode. Any other GET of a route (not of a file) is the page itself,
  // and the site's routes decide what it shows (on the server, and again in the browser).
  app.get('*', async (c) => {
    if (looksLikeFile(c.req.path)) return c.notFound();
    const url = new URL(c.req.url);
    // A path with empty segments ("//", "/rng//x") is the page without them: read as an address, "//x"
    // names another host ("x"), and "//" none at all (the render failed on it with a 500).
    if (url.pathname.includes('//')) return c.redirect(`${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`, 308);
    const page = await pages({
      url: `${url.pathname}${url.search}`,
      origin: url.origin,
      cookie: c.req.header('Cookie') ?? null,
      acceptLanguage: c.req.header('Accept-Language') ?? null,
      mobile: c.req.header('Sec-CH-UA-Mobile') === '?1',
      // The platform sees the player's address in its calls for the page (the region check).
      platform: platform ? async (request) => platform(request, c.env) : undefined,
    });
    // The analytics hosts join this page's policy only when its status names a tag (security.ts).
    const tag = page.headers.get(analyticsTagHeader) ?? '';
    if (isGoogleTagId(tag)) c.set('analyticsTag', tag);
    for (const [name, value] of page.headers) if (name !== analyticsTagHeader) c.header(name, value);
    const html = withNonce(await page.text(), c.get('secureHeadersNonce') ?? '');
    // Compressed here, off the request thread (pageCompression.ts); the compress middleware leaves
    // an encoded answer alone.
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = c.req.method === 'HEAD' ? null : pageEncodingOf(c.req.header('Accept-Encoding'));
    if (encoding === null) return c.body(html, page.status as 200);
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(await compressPage(html, encoding)), page.status as 200);
  });

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    log.error({ err: error }, `${c.req.method} ${c.req.path} failed`);
    return c.text('Internal server error', 500);
  });
  return app;
}

/** Sets Cache-Control on successful responses that did not set their own. */
function cacheFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', value);
  };
}

const isIndexPath = (path: string): boolean => path === '/' || path.endsWith('/index.html');
