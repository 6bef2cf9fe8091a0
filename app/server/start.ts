// `npm start`: builds the site if it has not been built, then serves it (README: scripts).
//   PORT   port to listen on (default 8080)
//   HOST   address to bind (default 127.0.0.1: reachable from this machine only)
//   BRAND  an operator's DTCG brand file, validated and compiled once, here
//   PLATFORM_URL  the operator's platform: /wps and /lgw are proxied there (the embedded one is off)
//   LOBBY_DB, LOBBY_STATUS, LOBBY_MODULES, LOBBY_SEED  the embedded platform (platform/README.md)
import { serve } from '@hono/node-server';
import type { BrandTheme } from '@lobby/tokens';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app';
import { compileBrand } from './brand';
import type { Platform } from './platform';
import { createProxy, type FetchHandler } from './proxy';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const siteDir = resolve(appDir, 'dist');

const port = readPort(process.env.PORT ?? '8080');
const host = process.env.HOST ?? '127.0.0.1';
const brand = process.env.BRAND ? await loadBrand(process.env.BRAND) : null;
const platformUrl = process.env.PLATFORM_URL?.trim() ?? '';
const embedded = platformUrl ? null : await startPlatform();
const platform: FetchHandler = embedded ? embedded.fetch : createProxy(readPlatformUrl(platformUrl));
if (!existsSync(resolve(siteDir, 'index.html'))) await buildSite();

const server = serve({ fetch: createServer({ siteDir, brand, platform }).fetch, port, hostname: host }, (info) => {
  const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`Lobby is serving http://${shownHost}:${info.port}/${brand ? ` with the brand ${brand.name}` : ''}`);
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
}

function tokensBuilt(): boolean {
  try {
    createRequire(import.meta.url).resolve('@lobby/tokens/dist/themes/dark.json');
    return true;
  } catch {
    return false;
  }
}
