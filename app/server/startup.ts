/**
 * What the two ways of running the site share at start-up, `npm start` (start.ts) and `npm run dev`
 * (dev.ts): their settings (a bad one stops the server with a message that names it), the operator's
 * brand, the embedded platform with its demo accounts, and listening until a signal.
 */
import type { BrandTheme } from '@lobby/tokens';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBrand } from './brand';
import { createEventStreams } from './eventStreams';
import { createReadiness, type ReadinessCheck } from './health';
import { serverLog, type Logger } from './logger';
import { createMetrics, metricsAccessOf } from './metrics';
import { parseHumanCheckSources } from './security';
import type { Platform, PlatformOptions } from './platform';
import { legacyCipherWarning, readCipherName } from './platform/config';
import type { PayloadCipherName } from '@lobby/contract';

/** The app workspace (app/): the site's sources, its build (dist/) and the platform's data (.data/). */
export const appDir = fileURLToPath(new URL('..', import.meta.url));

export function readSwitch(name: string, value: string): boolean {
  if (value === '1' || value === '0') return value === '1';
  serverLog().fatal(`${name} must be 1 or 0, not "${value}"`);
  process.exit(1);
}

/**
 * HUMAN_CHECK_SOURCES (security.ts: the hosts of an operator's hosted challenge, added to the page's
 * policy), and, when the embedded platform runs a hosted challenge whose script is an https URL
 * (LOBBY_CHALLENGE_SCRIPT), that script's origin: the operator sets one variable, not two.
 */
export function readHumanCheckSources(value: string, platform: Pick<Platform, 'config'> | null): string[] {
  let sources: string[] = [];
  try {
    sources = parseHumanCheckSources(value);
  } catch (error) {
    serverLog().fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const script = platform?.config.humanCheckProvider === 'hosted' ? platform.config.challenge.script : '';
  if (script.startsWith('https://')) sources.push(new URL(script).origin);
  return [...new Set(sources)];
}

export function readMs(name: string, value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0 && value.trim() !== '') return number;
  serverLog().fatal(`${name} must be a whole number of milliseconds, not "${value}"`);
  process.exit(1);
}

export function readCount(name: string, value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0 && value.trim() !== '') return number;
  serverLog().fatal(`${name} must be a whole number (0 or more), not "${value}"`);
  process.exit(1);
}

export function readPort(value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0 && number <= 65535 && value.trim() !== '') return number;
  serverLog().fatal(`PORT must be a port number (0-65535), not "${value}"`);
  process.exit(1);
}

/** An invalid brand stops the server: serving the wrong colours silently would be worse. */
export async function loadBrand(file: string): Promise<BrandTheme> {
  // INIT_CWD is where `npm start` was typed, which is what a relative BRAND path means.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const result = await compileBrand(path);
  if (result.ok) return result.brand;
  serverLog().fatal(
    { problems: result.problems },
    [`The brand ${file} is invalid:`, ...result.problems.map((problem) => `  ✗ ${problem}`)].join('\n'),
  );
  process.exit(1);
}

/**
 * PLATFORM_CIPHER (issue 16 item 13): how the browser seals the E calls, 'modern' (default) or the
 * operators' 'legacy'; a bad value stops the server, and legacy is warned of. In front of the
 * operators' platform the proxy tells the browser (proxy.ts); with the embedded one, it is the
 * platform's LOBBY_CIPHER too (startPlatform).
 */
export function readPlatformCipher(value = process.env.PLATFORM_CIPHER): PayloadCipherName | undefined {
  let name: PayloadCipherName | undefined;
  try {
    name = readCipherName('PLATFORM_CIPHER', value);
  } catch (error) {
    serverLog().fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (name === 'legacy') serverLog().warn(legacyCipherWarning('The site'));
  return name;
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
  const [
    { createPlatform },
    { optionsFromEnv },
    { demoAccounts },
    { sqliteDriver },
    { demoTwoStep, otpauthUri },
    { demoNewDevice },
  ] = await Promise.all([
    import('./platform'),
    import('./platform/config'),
    import('./platform/seed-core'),
    import('./platform/db'),
    import('./platform/domains/session/twoStep'),
    import('./platform/domains/session/newDevice'),
  ]);
  let options;
  try {
    options = optionsFromEnv(process.env);
  } catch (error) {
    serverLog().fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // One setting is enough here: the site's PLATFORM_CIPHER and the platform's LOBBY_CIPHER each
  // default to the other, and two that disagree would seal what cannot be opened.
  const cipher = readPlatformCipher();
  if (cipher && options.cipher && cipher !== options.cipher) {
    serverLog().fatal(`PLATFORM_CIPHER=${cipher} and LOBBY_CIPHER=${options.cipher} disagree: set one, or both alike`);
    process.exit(1);
  }
  options.cipher ??= cipher;
  const wanted = dbOverride ?? options.db;
  const db =
    wanted === undefined
      ? resolve(appDir, '.data/platform.sqlite')
      : wanted === ':memory:'
        ? wanted
        : resolve(process.env.INIT_CWD ?? process.cwd(), wanted);
  const started = performance.now();
  const log = serverLog();
  // The platform's console: its demo SMS codes (the demo has no SMS gateway: the code a player types
  // is read here), its registrations, its errors.
  const embeddedPlatform = createPlatform({
    ...options,
    ...network,
    db,
    log: (line, level = 'info') => log[level](`embedded platform: ${line}`),
  });
  // The sealing key is made now rather than on the first login.
  embeddedPlatform.ctx.cipher.publicKey();
  const { config } = embeddedPlatform;
  log.info(
    `Embedded platform ready in ${Math.round(performance.now() - started)} ms: database ${db} (${sqliteDriver}), status ${config.status}, ` +
      `modules ${[...config.modules].join(',') || 'none'}, cipher ${config.cipher}`,
  );
  // Plain lines, not log lines: a table that a newcomer reads to log in, on stdout also under
  // `npm start` (a JSON line would bury it; a demo's passwords are no secret).
  console.log('Demo accounts:');
  for (const account of demoAccounts)
    console.log(`  ${account.username.padEnd(14)} ${account.password.padEnd(9)} ${account.kind}`);
  // Issue 17 item 4 and issue 16 item 1: the demos' authenticator secrets, to type into an
  // authenticator app or to scan as the otpauth URI's QR code.
  console.log(
    `Two-step login of ${demoTwoStep.username}: secret ${demoTwoStep.secret}, ` +
      `URI ${otpauthUri(demoTwoStep.secret, demoTwoStep.username)}`,
  );
  console.log(
    `New-device verification of ${demoNewDevice.username} (${config.verifyNewIp ? 'on' : 'off: LOBBY_VERIFY_NEW_IP=1'}): ` +
      `authenticator secret ${demoNewDevice.secret}, URI ${otpauthUri(demoNewDevice.secret, demoNewDevice.username)}; ` +
      `bank account name "${demoNewDevice.payeeName}"; SMS and e-mail codes are printed here`,
  );
  // Issue 16 item 10: the customer-service chat's staff console. A key the operator set is not
  // repeated; one made at this start is, or no one could open the console.
  console.log(
    options.staffKey
      ? 'Staff chat console: /wps/staff/chat?key=<LOBBY_STAFF_KEY> on this server'
      : `Staff chat console: /wps/staff/chat?key=${config.staffKey} on this server ` +
          '(a new key at every start: set LOBBY_STAFF_KEY to keep one)',
  );
  return embeddedPlatform;
}

/**
 * What an operator watches (README: "Operating the server"): the log, the metrics (/metrics: open in
 * development, behind METRICS_TOKEN in production), readiness over the platform's `check`, and the
 * event streams; `stopping` is listen's, and turns readiness off and ends the streams.
 */
export function serverOperations(check: ReadinessCheck, { production }: { production: boolean }) {
  const streams = createEventStreams();
  const readiness = createReadiness(check);
  return {
    log: serverLog(),
    streams,
    readiness,
    metrics: createMetrics({ openStreams: streams.open }),
    metricsAccess: metricsAccessOf(production, process.env.METRICS_TOKEN),
    stopping: () => {
      readiness.stop();
      streams.endAll();
    },
  };
}

export interface ListenOptions {
  port: number;
  host: string;
  /** The start-up line, given the address the server listens on (`http://127.0.0.1:8080/`). */
  ready: (url: string) => string;
  /** Told at once when the server begins to stop: /readyz turns 503, event streams are ended. */
  stopping?: () => void;
  /** Closed at once when the server stops: what holds connections open (Vite's HMR sockets). */
  closeFirst?: () => Promise<void>;
  /** Closed once the requests in flight have finished (the embedded platform). */
  closeLast?: () => void;
  /** How long the requests in flight may take once stopping (default 10 s). */
  drainMs?: number;
  log?: Logger;
  /** Stop on SIGINT and SIGTERM (default true; tests call `stop` instead). */
  signals?: boolean;
  /** How the process ends (tests pass their own). */
  exit?: (code: number) => void;
}

export interface Listening {
  /** The address, once listening. */
  url: Promise<string>;
  /** Stops as a signal would; resolves with the exit code once the server has stopped. */
  stop: (reason: string) => Promise<number>;
}

/**
 * Listens on HOST:PORT until SIGINT or SIGTERM (a port in use stops the process), then drains: no new
 * connections, /readyz 503 (so that the load balancer sends no more), event streams ended with a
 * reconnection hint, and the requests in flight answered, for up to `drainMs`; what is still running
 * then is cut, and the process ends with 1. Idle keep-alive connections do not hold the stop.
 */
export function listen(server: Server, options: ListenOptions): Listening {
  const { port, host, ready, stopping, closeFirst, closeLast, drainMs = 10_000 } = options;
  const { log = serverLog(), signals = true, exit = (code: number) => process.exit(code) } = options;
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `${host}:${port} is in use (set PORT to another port)` : error.message;
    log.fatal(`Lobby cannot listen: ${reason}`);
    exit(1);
  });
  const url = new Promise<string>((resolveUrl) => {
    server.listen(port, host, () => {
      const info = server.address() as AddressInfo;
      const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      const address = `http://${shownHost}:${info.port}/`;
      // scripts/site-server.mjs finds the address in this line (/Lobby is serving (http:\/\/\S+)/).
      log.info(ready(address));
      resolveUrl(address);
    });
  });

  // The responses not yet finished; once stopping, each says that its connection closes after it.
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_request, response) => {
    inFlight.add(response);
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight.delete(response);
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  let stopped: Promise<number> | null = null;
  const stop = (reason: string): Promise<number> => {
    stopped ??= new Promise<number>((resolveCode) => {
      draining = true;
      log.info(`Lobby is stopping (${reason}): ${inFlight.size} request(s) in flight`);
      stopping?.();
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      let finished = false;
      const finish = (code: number) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        try {
          closeLast?.();
        } catch (error) {
          log.error({ err: error }, 'Lobby could not close the platform');
        }
        resolveCode(code);
        exit(code);
      };
      const timer = setTimeout(() => {
        log.error(`Lobby stopped after ${drainMs} ms with ${inFlight.size} request(s) still in flight: cut`);
        finish(1);
      }, drainMs);
      server.close(() => {
        log.info('Lobby has stopped');
        finish(0);
      });
      server.closeIdleConnections();
      closeFirst?.().catch((error: unknown) => log.error({ err: error }, 'Lobby could not close the dev server'));
    });
    return stopped;
  };
  if (signals) {
    process.on('SIGINT', (signal) => void stop(signal));
    process.on('SIGTERM', (signal) => void stop(signal));
  }
  return { url, stop };
}
