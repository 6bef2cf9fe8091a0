// `npm start`: builds the site if it has not been built, then serves it (README: scripts).
//   PORT   port to listen on (default 8080)
//   HOST   address to bind (default 127.0.0.1: reachable from this machine only)
//   BRAND  an operator's DTCG brand file, validated and compiled once, here
//   PLATFORM_URL  the operator's platform: /wps and /lgw are proxied there (the embedded one is off)
//   SSR    1 (default) renders pages on the server; 0 serves the page for the browser to render
//   SSR_TIMEOUT_MS  how long a page waits for its first screen's data (default 300)
//   SSR_CACHE_MS    how long a complete guest page is kept (default 5000; 0 never)
//   LOBBY_DB, LOBBY_STATUS, LOBBY_MODULES, LOBBY_SEED  the embedded platform (platform/README.md)
// React and the site's server entry run in their production builds (a development React is several
// times slower to render, and writes error stacks into the page); `npm run dev` is the development.
process.env.NODE_ENV ??= 'production';
import { serve } from '@hono/node-server';
import type { BrandTheme } from '@lobby/tokens';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from './app';
import { compileBrand } from './brand';
import type { Platform } from './platform';
import { createProxy, type FetchHandler } from './proxy';
import type { Manifest } from './assets';
import { createPageRenderer, type Entry } from './render';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const siteDir = resolve(appDir, 'dist');
const serverEntry = resolve(siteDir, 'server/entry-server.js');

const port = readPort(process.env.PORT ?? '8080');
const host = process.env.HOST ?? '127.0.0.1';
const brand = process.env.BRAND ? await loadBrand(process.env.BRAND) : null;
const platformUrl = process.env.PLATFORM_URL?.trim() ?? '';
const embedded = platformUrl ? null : await startPlatform();
const platform: FetchHandler = embedded ? embedded.fetch : createProxy(readPlatformUrl(platformUrl));
const ssr = readSwitch('SSR', process.env.SSR ?? '1');
const dataTimeoutMs = readMs('SSR_TIMEOUT_MS', process.env.SSR_TIMEOUT_MS ?? '300');
const cacheMs = readMs('SSR_CACHE_MS', process.env.SSR_CACHE_MS ?? '5000');
if (!['index.html', '.vite/manifest.json', 'server/entry-server.js'].every((file) => existsSync(resolve(siteDir, file))))
  await buildSite();

// The built page and the site's server entry, read once: a new build is a new start.
const template = await readFile(resolve(siteDir, 'index.html'), 'utf8');
const entry = (await import(pathToFileURL(serverEntry).href)) as Entry;
const manifest = JSON.parse(await readFile(resolve(siteDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const pages = createPageRenderer({
  template: () => Promise.resolve(template),
  entry: () => Promise.resolve(entry),
  brand,
  platform: async (request) => platform(request),
  ssr,
  dataTimeoutMs,
  cacheMs,
  manifest,
});

const server = serve({ fetch: createServer({ siteDir, pages, platform }).fetch, port, hostname: host }, (info) => {
  const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  const rendering = ssr ? `pages rendered on the server (data ${dataTimeoutMs} ms, cache ${cacheMs} ms)` : 'SSR=0';
  console.log(
    `Lobby is serving http://${shownHost}:${info.port}/${brand ? ` with the brand ${brand.name}` : ''}, ${rendering}`,
  );
});
server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? `${host}:${port} is in use (set PORT to another port)` : error.message;
  console.error(`Lobby cannot listen: ${reason}`);
  process.exit(1);
});

// Stop accepting connections and let requests in flight finish; do not hang on idle keep-alives.
let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`Lobby is stopping (${signal})`);
  server.close(() => {
    embedded?.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function readSwitch(name: string, value: string): boolean {
  if (value === '1' || value === '0') return value === '1';
  console.error(`${name} must be 1 or 0, not "${value}"`);
  process.exit(1);
}

function readMs(name: string, value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0 && value.trim() !== '') return number;
  console.error(`${name} must be a whole number of milliseconds, not "${value}"`);
  process.exit(1);
}

function readPort(value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0 && number <= 65535 && value.trim() !== '') return number;
  console.error(`PORT must be a port number (0-65535), not "${value}"`);
  process.exit(1);
}

/** The embedded platform over its SQLite file; a bad LOBBY_* setting stops the server. */
async function startPlatform(): Promise<Platform> {
  // Loaded only when used: a start-up that stops on a bad setting, or proxies, does not pay for it.
  const [{ createPlatform }, { optionsFromEnv }, { demoAccounts }, { sqliteDriver }] = await Promise.all([
    import('./platform'),
    import('./platform/config'),
    import('./platform/seed-core'),
    import('./platform/db'),
  ]);
  let options;
  try {
    options = optionsFromEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const db =
    options.db === undefined
      ? resolve(appDir, '.data/platform.sqlite')
      : options.db === ':memory:'
        ? options.db
        : resolve(process.env.INIT_CWD ?? process.cwd(), options.db);
  const started = performance.now();
  const embeddedPlatform = createPlatform({ ...options, db });
  // The sealing key is made now rather than on the first login.
  embeddedPlatform.ctx.cipher.publicKey();
  const { config } = embeddedPlatform;
  console.log(
    `Embedded platform ready in ${Math.round(performance.now() - started)} ms: database ${db} (${sqliteDriver}), status ${config.status}, ` +
      `modules ${[...config.modules].join(',') || 'none'}`,
  );
  console.log('Demo accounts:');
  for (const account of demoAccounts)
    console.log(`  ${account.username.padEnd(14)} ${account.password.padEnd(9)} ${account.kind}`);
  return embeddedPlatform;
}

function readPlatformUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      console.log(`Proxying /wps and /lgw to ${url.origin}`);
      return value;
    }
  } catch {
    // Reported below.
  }
  console.error(`PLATFORM_URL must be an http(s) URL, not "${value}"`);
  process.exit(1);
}

/** An invalid brand stops the server: serving the wrong colours silently would be worse. */
async function loadBrand(file: string): Promise<BrandTheme> {
  // INIT_CWD is where `npm start` was typed, which is what a relative BRAND path means.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const result = await compileBrand(path);
  if (result.ok) return result.brand;
  console.error(`The brand ${file} is invalid:`);
  for (const problem of result.problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}

/** A fresh checkout has no build: compile the design tokens if they are not, then the site. */
async function buildSite(): Promise<void> {
  console.log('Lobby has not been built yet: building it ...');
  if (!tokensBuilt()) {
    const tokens = spawnSync('npm', ['run', '--silent', 'build', '-w', '@lobby/tokens'], {
      cwd: resolve(appDir, '..'),
      stdio: 'inherit',
    });
    if (tokens.status !== 0) {
      console.error('The design tokens did not build.');
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
