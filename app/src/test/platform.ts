/**
 * The app's one test harness. Its entry: the real embedded platform (an in-memory database on a
 * clock the test moves) with clients whose requests are logged and can be made to fail, logins as
 * the seeded demo accounts, and, re-exported from its parts, the mock platform (msw.ts), the clients
 * (api.tsx), the site's providers and render (site.tsx), the frame's mock answers (frame.ts) and
 * server-sent events (stream.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createPlatform, type Platform } from '../../server/platform';
import type { PlatformOptions } from '../../server/platform/config';
import { demoAccounts, demoPassword } from '../../server/platform/seed-core';
import { noRateLimits } from '../../server/rateLimit';
import { walletPaths, type BalanceValue } from '@lobby/contract';
import { login } from '../api/session';
import { createAppApi, type AppApi } from '../data/appApi';
import { testBaseUrl } from './msw';

export * from './api';
export * from './frame';
export * from './msw';
export * from './site';
export * from './stream';

export { demoPassword };

/**
 * What a request meets on its way to the platform: no answer ('network'), an HTTP status in place of
 * the platform's answer (`reached`: the platform did the work and its answer is lost), a 2xx that is
 * not an envelope ('malformed'), or a wait for `until` before it goes on.
 */
type Fault =
  | { kind: 'network' }
  | { kind: 'status'; status?: number; reached?: boolean }
  | { kind: 'malformed' }
  | { kind: 'delay'; until: Promise<unknown> | number };

interface SentRequest {
  /** "METHOD /path" */
  call: string;
  method: string;
  path: string;
  url: string;
  key: string | null;
}

interface TestPlatformOptions extends Omit<PlatformOptions, 'now' | 'log'> {
  /** Where the clock starts (epoch ms); by default it follows the real time, plus what `advance` adds. */
  startAt?: number;
  /** A new platform for every test (the test changes the seeded accounts), else one per file. */
  perTest?: boolean;
}

export interface TestPlatform {
  platform: () => Platform;
  clock: {
    now: () => number;
    /** Moves the platform's clock on. */
    advance: (ms: number) => void;
  };
  /** Moves the clock and runs the platform's scheduled tasks (settlements). */
  settle: (ms: number) => void;
  /**
   * Breaks the requests that `match` names ("METHOD /path" exactly, or a part of the path) with
   * `fault`, for `times` requests or until the returned function mends it.
   */
  fail: (match: string, fault?: Fault, times?: number) => () => void;
  /** Mends every fault. */
  heal: () => void;
  /** Every request the clients sent, oldest first (the logins of `loginAs` are not among them). */
  sent: SentRequest[];
  /** The requests sent for a call ("POST /wps/relay/PCS_deposit"). */
  sentFor: (call: string) => SentRequest[];
  /** The platform's fetch, with the faults and the log. */
  fetch: (request: Request) => Promise<Response>;
  /** A guest's client and session. */
  api: (options?: { language?: string }) => AppApi;
  /** A client and session logged in as a seeded account, as the login popup does. */
  loginAs: (
    username: string,
    options?: { password?: string; language?: string; firstTimeLogin?: boolean },
  ) => Promise<AppApi>;
  /** A guest's client (null), else one logged in as `username`. */
  apiAs: (username: string | null) => Promise<AppApi>;
  /** A token the platform issued for a seeded account, for calls made straight to it. */
  tokenOf: (username: string) => string;
  /** The main wallet of a seeded account, in major units, read straight from the platform. */
  mainBalance: (username: string) => Promise<number>;
  /** SMS codes the platform printed, newest last. */
  smsCodes: () => string[];
}

interface ActiveFault {
  match: string;
  fault: Fault;
  left: number;
}

/** A seeded account's password (PLATFORM.md, "Seed"). */
const passwordOf = (username: string) =>
  demoAccounts.find((account) => account.username === username)?.password ?? demoPassword;

const matches = (match: string, request: SentRequest) =>
  match.includes(' ') ? request.call === match : request.path.includes(match);

async function meet(fault: Fault, platform: Platform, request: Request): Promise<Response> {
  switch (fault.kind) {
    case 'network':
      throw new TypeError('Failed to fetch');
    case 'malformed':
      return new Response('<html>proxy page</html>', { status: 200 });
    case 'delay':
      await (typeof fault.until === 'number'
        ? new Promise((resolve) => setTimeout(resolve, fault.until as number))
        : fault.until);
      return platform.fetch(request);
    case 'status':
      if (fault.reached) await platform.fetch(request);
      return new Response('down', { status: fault.status ?? 500 });
  }
}

/** Starts the embedded platform for the current test file (or for each test, `perTest`). */
export function startPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const { startAt, perTest, ...platformOptions } = options;
  let platform: Platform | undefined;
  let offset = 0;
  let faults: ActiveFault[] = [];
  const lines: string[] = [];
  const current = () => {
    if (!platform) throw new Error('the platform starts before each test file (or test)');
    return platform;
  };
  const now = () => (startAt ?? Date.now()) + offset;
  const harness: TestPlatform = {
    platform: current,
    clock: {
      now,
      advance: (ms) => {
        offset += ms;
      },
    },
    settle: (ms) => {
      offset += ms;
      current().runScheduled();
    },
    fail(match, fault = { kind: 'status' }, times = Infinity) {
      const active = { match, fault, left: times };
      faults.push(active);
      return () => {
        faults = faults.filter((item) => item !== active);
      };
    },
    heal: () => {
      faults = [];
    },
    sent: [],
    sentFor: (call) => harness.sent.filter((item) => item.call === call),
    async fetch(request) {
      const running = current();
      const url = new URL(request.url);
      const sent: SentRequest = {
        call: `${request.method} ${url.pathname}`,
        method: request.method,
        path: url.pathname,
        url: request.url,
        key: request.headers.get('Idempotency-Key'),
      };
      harness.sent.push(sent);
      const active = faults.find((item) => item.left > 0 && matches(item.match, sent));
      if (!active) return running.fetch(request);
      active.left -= 1;
      return meet(active.fault, running, request);
    },
    api: ({ language = 'en' } = {}) => apiOn(harness.fetch, language),
    async loginAs(username, { password = passwordOf(username), language = 'en', firstTimeLogin } = {}) {
      // The login itself goes straight to the platform: the log and the faults are the test's.
      const direct = apiOn((request) => Promise.resolve(current().fetch(request)), language);
      const value = await login(direct.client, { username, password, type: 'username' });
      const api = harness.api({ language });
      api.session.signIn(firstTimeLogin === undefined ? value : { ...value, firstTimeLogin });
      return api;
    },
    apiAs: (username) => (username === null ? Promise.resolve(harness.api()) : harness.loginAs(username)),
    tokenOf(username) {
      const { accounts } = current().ctx;
      const account = accounts.byUsername(username);
      if (!account) throw new Error(`no seeded account ${username}`);
      return accounts.issueToken(account.id);
    },
    async mainBalance(username) {
      const response = await current().request(walletPaths.balance, {
        headers: { Merchant: 'LOBBY', Authorization: harness.tokenOf(username) },
      });
      const { value } = (await response.json()) as { value: BalanceValue };
      return value.balance.find((item) => item.accountTypeId === 1)?.availBalance ?? 0;
    },
    smsCodes: () => lines.flatMap((line) => /SMS to .*?: (\d+)/.exec(line)?.[1] ?? []),
  };
  const apiOn = (fetch: (request: Request) => Promise<Response>, language: string) =>
    createAppApi({
      baseUrl: testBaseUrl,
      merchant: current().config.merchantCode,
      getLanguage: () => language,
      fetch: (input, init) => fetch(new Request(input, init)),
      sleep: () => Promise.resolve(),
    });
  const start = () => {
    offset = 0;
    faults = [];
    harness.sent.length = 0;
    lines.length = 0;
    platform = createPlatform({
      db: ':memory:',
      passwordCost: 1024,
      timers: false,
      // The site's tests log in many times from one address; the limits have their own tests.
      rateLimits: noRateLimits,
      ...platformOptions,
      now,
      log: (line) => lines.push(line),
    });
  };
  const stop = () => {
    platform?.close();
    platform = undefined;
  };
  if (perTest) {
    beforeEach(start);
    afterEach(stop);
  } else {
    beforeAll(start);
    afterAll(stop);
    beforeEach(() => {
      faults = [];
      harness.sent.length = 0;
    });
  }
  return harness;
}
