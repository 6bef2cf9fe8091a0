// `npm start`: builds the site if it has not been built, then serves it (README: scripts).
//   PORT   port to listen on (default 8080)
//   HOST   address to bind (default 127.0.0.1: reachable from this machine only)
//   BRAND  an operator's DTCG brand file, validated and compiled once, here
import { serve } from '@hono/node-server';
import type { BrandTheme } from '@lobby/tokens';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app';
import { compileBrand } from './brand';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const siteDir = resolve(appDir, 'dist');

const port = readPort(process.env.PORT ?? '8080');
const host = process.env.HOST ?? '127.0.0.1';
const brand = process.env.BRAND ? await loadBrand(process.env.BRAND) : null;
if (!existsSync(resolve(siteDir, 'index.html'))) await buildSite();

const server = serve({ fetch: createServer({ siteDir, brand }).fetch, port, hostname: host }, (info) => {
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
  server.close(() => process.exit(0));
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
