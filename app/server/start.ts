// `npm start`: builds the site if it has not been built, then serves it (README: scripts).
//   PORT   port to listen on (default 8080)
//   HOST   address to bind (default 127.0.0.1: reachable from this machine only)
//   BRAND  an operator's DTCG brand file, validated and compiled once, here
//   PLATFORM_URL  the operator's platform: /wps and /lgw are proxied there (the embedded one is off)
//   PLATFORM_CIPHER  modern (default) or legacy: how the browser seals the E calls; legacy is the
//          operators' weak raw RSA + DES-ECB (issue 16 item 13), warned of at start; with the embedded
//          platform it is LOBBY_CIPHER too (README: configuration)
//   SSR    1 (default) renders pages on the server; 0 serves the page for the browser to render
//   SSR_TIMEOUT_MS  how long a page waits for its first screen's data (default 300)
//   SSR_CACHE_MS    how long a complete guest page is kept (default 5000; 0 never)
//   SSR_DATA_CACHE_MS  how long a public first-screen answer serves the next renders (default 2000; 0 never)
//   LOBBY_DB, LOBBY_STATUS, LOBBY_MODULES, LOBBY_SEED  the embedded platform (platform/README.md)
//   METRICS_TOKEN  opens /metrics to `Authorization: Bearer <token>` (without it /metrics is not found)
//   LOG_LEVEL  fatal, error, warn, info (default), debug (adds the /healthz, /readyz, /metrics lines),
//          trace or silent (README: "Operating the server")
//   LOG_FORMAT  json or pretty (default: JSON lines when the output is not a terminal, else readable)
//   TRUST_PROXY  1: one proxy in front (the load balancer) is believed about the client's address
//                (the last X-Forwarded-For entry) and protocol (X-Forwarded-Proto: https sends HSTS);
//                0 (default): the socket is the client, and X-Forwarded-* from outside are ignored
//   OIDC_<CHANNEL>_ISSUER, OIDC_<CHANNEL>_CLIENT_ID, OIDC_<CHANNEL>_CLIENT_SECRET  (GOOGLE, FACEBOOK)
//                the third-party login's OpenID Connect provider (oidc.ts); unset, the embedded
//                platform's stand-in at /wps/idp/<channel> (README: third-party login)
//   LOBBY_HUMAN_CHECK  where the embedded platform asks for human verification: login,sms,register
//   LOBBY_HUMAN_CHECK_PROVIDER  captcha (default: the platform's image) or hosted (a widget, issue 16
//                item 3) with LOBBY_CHALLENGE_SCRIPT, LOBBY_CHALLENGE_API, LOBBY_CHALLENGE_SITE_KEY,
//                LOBBY_CHALLENGE_SECRET, LOBBY_CHALLENGE_VERIFY_URL (all five, e.g. Cloudflare
//                Turnstile's; or none: the embedded platform's stand-in at /wps/challenge/)
//   HUMAN_CHECK_SOURCES  space-separated https origins or hosts of a hosted challenge, allowed in the
//                page's CSP (script, frame, connect, style, img); an https LOBBY_CHALLENGE_SCRIPT's
//                origin is added by itself (README: configuration)
//   RATE_LIMITS  per-address limits on logins, registrations, SMS codes and captchas, embedded or
//                proxied: `login=10/60,register=5/300,sms=5/300,captcha=30/60` (calls/seconds, those
//                are the defaults; name only the groups to change; 0 calls turns one off)
// /healthz and /readyz are for the load balancer; SIGTERM drains: readyz 503, event streams ended,
// requests in flight given 10 s (health.ts, eventStreams.ts, startup.ts listen).
// React and the site's server entry run in their production builds (a development React is several
// times slower to render, and writes error stacks into the page); `npm run dev` is the development.
process.env.NODE_ENV ??= 'production';
import { getRequestListener } from '@hono/node-server';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from './app';
import { oidcProvidersFromEnv } from './oidc';
import type { Manifest } from './assets';
import { embeddedPlatformCheck, upstreamPlatformCheck } from './health';
import { serverLog } from './logger';
import { createProxy, type FetchHandler } from './proxy';
import { createPageRenderer, type Entry } from './render';
import { createRenderPool } from './renderPool';
import { readRateLimits } from './rateLimit';
import {
  appDir,
  listen,
  loadBrand,
  readCount,
  readMs,
  readHumanCheckSources,
  readPlatformCipher,
  readPort,
  readSwitch,
  serverOperations,
  startPlatform,
} from './startup';

const siteDir = resolve(appDir, 'dist');
const serverEntry = resolve(siteDir, 'server/entry-server.js');

// Made first, so that a bad LOG_LEVEL stops the server before anything else is done.
const log = serverLog();
const port = readPort(process.env.PORT ?? '8080');
const host = process.env.HOST ?? '127.0.0.1';
const brand = process.env.BRAND ? await loadBrand(process.env.BRAND) : null;
const platformUrl = process.env.PLATFORM_URL?.trim() ?? '';
const network = {
  trustProxy: readSwitch('TRUST_PROXY', process.env.TRUST_PROXY ?? '0'),
  rateLimits: readRateLimits(process.env.RATE_LIMITS ?? ''),
};
const embedded = platformUrl ? null : await startPlatform(network);
const upstreamUrl = embedded ? '' : readPlatformUrl(platformUrl);
const operations = serverOperations(embedded ? embeddedPlatformCheck(embedded) : upstreamPlatformCheck(upstreamUrl), {
  production: true,
});
const { stopping, ...observed } = operations;
const { metrics } = observed;
const platform: FetchHandler = embedded
  ? embedded.fetch
  : createProxy(upstreamUrl, { ...network, cipher: readPlatformCipher(), observe: metrics.proxied });
const ssr = readSwitch('SSR', process.env.SSR ?? '1');
const dataTimeoutMs = readMs('SSR_TIMEOUT_MS', process.env.SSR_TIMEOUT_MS ?? '300');
const cacheMs = readMs('SSR_CACHE_MS', process.env.SSR_CACHE_MS ?? '5000');
const dataCacheMs = readMs('SSR_DATA_CACHE_MS', process.env.SSR_DATA_CACHE_MS ?? '2000');
// React's renders on worker threads (renderPool.ts): one per core by default, at most 4; 0 renders
// in the main thread. The main thread was idle three quarters of the time beside one render thread
// (bench:home, uncached: 90 req/s in the main thread, 107-112 with one thread, 114-121 with two).
const renderWorkers = readCount('SSR_WORKERS', process.env.SSR_WORKERS ?? String(Math.min(4, availableParallelism())));
if (
  !['index.html', '.vite/manifest.json', 'server/entry-server.js'].every((file) => existsSync(resolve(siteDir, file)))
)
  await buildSite();

// The built page and the site's server entry, read once: a new build is a new start.
const template = await readFile(resolve(siteDir, 'index.html'), 'utf8');
const builtEntry = (await import(pathToFileURL(serverEntry).href)) as Entry;
const manifest = JSON.parse(await readFile(resolve(siteDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const renderPool =
  ssr && renderWorkers > 0
    ? createRenderPool({
        entryFile: serverEntry,
        manifest,
        workers: renderWorkers,
        onWorkerExit: (code) => {
          log.error(`A render thread stopped (exit code ${String(code)}); the next render starts another`);
        },
      })
    : null;
const entry = renderPool ? renderPool.entry(builtEntry) : builtEntry;
const pages = createPageRenderer({
  template: () => Promise.resolve(template),
  entry: () => Promise.resolve(entry),
  brand,
  platform: async (request) => platform(request),
  ssr,
  dataTimeoutMs,
  cacheMs,
  dataCacheMs,
  manifest,
  onRender: metrics.rendered,
});

const thirdParty = oidcProvidersFromEnv(process.env, embedded !== null);
const humanCheckSources = readHumanCheckSources(process.env.HUMAN_CHECK_SOURCES ?? '', embedded);
const app = createServer({
  siteDir,
  pages,
  platform,
  trustProxy: network.trustProxy,
  thirdParty,
  humanCheckSources,
  ...observed,
});
const site = getRequestListener(app.fetch, { hostname: host });
const server = createHttpServer((request, response) => void site(request, response));
listen(server, {
  port,
  host,
  ready: (url) => {
    const threads = renderPool ? `${String(renderWorkers)} render thread(s)` : 'rendered in the main thread';
    const rendering = ssr
      ? `pages rendered on the server (data ${dataTimeoutMs} ms, cache ${cacheMs} ms, ${threads})`
      : 'SSR=0';
    return `Lobby is serving ${url}${brand ? ` with the brand ${brand.name}` : ''}, ${rendering}`;
  },
  stopping,
  closeLast: () => {
    void renderPool?.close();
    embedded?.close();
  },
});

function readPlatformUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      log.info(`Proxying /wps and /lgw to ${url.origin}`);
      return value;
    }
  } catch {
    // Reported below.
  }
  log.fatal(`PLATFORM_URL must be an http(s) URL, not "${value}"`);
  process.exit(1);
}

/** A fresh checkout has no build: compile the design tokens if they are not, then the site. */
async function buildSite(): Promise<void> {
  log.info('Lobby has not been built yet: building it ...');
  if (!tokensBuilt()) {
    const tokens = spawnSync('npm', ['run', '--silent', 'build', '-w', '@lobby/tokens'], {
      cwd: resolve(appDir, '..'),
      stdio: 'inherit',
    });
    if (tokens.status !== 0) {
      log.fatal('The design tokens did not build.');
      process.exit(1);
    }
  }
  const { build } = await import('vite');
  await build({ root: appDir, logLevel: 'warn' });
  await build({ root: appDir, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server' } });
}

function tokensBuilt(): boolean {
  try {
    createRequire(import.meta.url).resolve('@lobby/tokens/dist/themes/dark.json');
    return true;
  } catch {
    return false;
  }
}
