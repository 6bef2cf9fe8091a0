/**
 * What the two ways of running the site share at start-up, `npm start` (start.ts) and `npm run dev`
 * (dev.ts): their settings (a bad one stops the server with a message that names it), the operator's
 * brand, the embedded platform with its demo accounts, and listening until a signal.
 */
import type { BrandTheme } from '@lobby/tokens';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBrand } from './brand';
import type { Platform, PlatformOptions } from './platform';

/** The app workspace (app/): the site's sources, its build (dist/) and the platform's data (.data/). */
export const appDir = fileURLToPath(new URL('..', import.meta.url));

export function readSwitch(name: string, value: string): boolean {
  if (value === '1' || value === '0') return value === '1';
  console.error(`${name} must be 1 or 0, not "${value}"`);
  process.exit(1);
}

export function readMs(name: string, value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0 && value.trim() !== '') return number;
  console.error(`${name} must be a whole number of milliseconds, not "${value}"`);
  process.exit(1);
}

export function readPort(value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0 && number <= 65535 && value.trim() !== '') return number;
  console.error(`PORT must be a port number (0-65535), not "${value}"`);
  process.exit(1);
}

/** An invalid brand stops the server: serving the wrong colours silently would be worse. */
export async function loadBrand(file: string): Promise<BrandTheme> {
  // INIT_CWD is where `npm start` was typed, which is what a relative BRAND path means.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const result = await compileBrand(path);
  if (result.ok) return result.brand;
  console.error(`The brand ${file} is invalid:`);
  for (const problem of result.problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}

/**
 * The embedded platform, set up by the LOBBY_* variables (a bad one stops the server), and the demo
 * accounts printed; `db` overrides LOBBY_DB (development: ':memory:').
 */
export async function startPlatform({
  db: dbOverride,
  ...network
}: { db?: string } & Pick<PlatformOptions, 'trustProxy' | 'rateLimits'> = {}): Promise<Platform> {
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
  const wanted = dbOverride ?? options.db;
  const db =
    wanted === undefined
      ? resolve(appDir, '.data/platform.sqlite')
      : wanted === ':memory:'
        ? wanted
        : resolve(process.env.INIT_CWD ?? process.cwd(), wanted);
  const started = performance.now();
  const embeddedPlatform = createPlatform({ ...options, ...network, db });
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

export interface ListenOptions {
  port: number;
  host: string;
  /** The start-up line, given the address the server listens on (`http://127.0.0.1:8080/`). */
  ready: (url: string) => string;
  /** Closed at once when the server stops: what holds connections open (Vite's HMR sockets). */
  closeFirst?: () => Promise<void>;
  /** Closed once the requests in flight have finished (the embedded platform). */
  closeLast?: () => void;
}

/** Listens on HOST:PORT and stops cleanly on SIGINT and SIGTERM; a port in use stops the process. */
export function listen(server: Server, { port, host, ready, closeFirst, closeLast }: ListenOptions): void {
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `${host}:${port} is in use (set PORT to another port)` : error.message;
    console.error(`Lobby cannot listen: ${reason}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const info = server.address() as AddressInfo;
    const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(ready(`http://${shownHost}:${info.port}/`));
  });

  // Stop accepting connections and let requests in flight finish; do not hang on idle keep-alives.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Lobby is stopping (${signal})`);
    setTimeout(() => process.exit(0), 5000).unref();
    await closeFirst?.();
    server.close(() => {
      closeLast?.();
      process.exit(0);
    });
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
