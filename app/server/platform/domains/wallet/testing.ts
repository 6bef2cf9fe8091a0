// Test support for the domains' tests: an in-memory platform with a settable clock and a small
// request helper that answers the parsed envelope.
import type { Envelope } from '@lobby/contract';
import { noRateLimits } from '../../../rateLimit';
import { createPlatform, type Platform, type PlatformOptions } from '../..';

/** A fixed instant, so seeded dates and draws are the same on every run. */
export const testEpoch = Date.UTC(2026, 10, 23, 8, 0, 0);

interface CallOptions {
  token?: string;
  body?: unknown;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

interface CallResult<T> {
  status: number;
  headers: Headers;
  envelope: Envelope<T>;
}

export interface TestPlatform {
  platform: Platform;
  clock: { now: number };
  /** A token for a seeded account. */
  tokenOf(username: string): string;
  accountId(username: string): number;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** The value of a successful call; fails the test with the envelope otherwise. */
  value<T = unknown>(method: string, path: string, options?: CallOptions): Promise<T>;
}

export function createTestPlatform(options: PlatformOptions = {}): TestPlatform {
  const clock = { now: testEpoch };
  const platform = createPlatform({
    db: ':memory:',
    passwordCost: 1024,
    rateLimits: noRateLimits,
    log: () => undefined,
    now: () => clock.now,
    ...options,
  });
  const accountId = (username: string) => {
    const account = platform.ctx.accounts.byUsername(username);
    if (!account) throw new Error(`no seeded account ${username}`);
    return account.id;
  };
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { Merchant: 'LOBBY', Device: 'web', ...options.headers };
    if (options.token) headers.Authorization = options.token;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await platform.fetch(new Request(`http://platform.test${path}`, { method, headers, body }));
    return { status: response.status, headers: response.headers, envelope: (await response.json()) as Envelope<T> };
  }
  return {
    platform,
    clock,
    accountId,
    tokenOf: (username) => platform.ctx.accounts.issueToken(accountId(username)),
    call,
    async value<T>(method: string, path: string, options?: CallOptions): Promise<T> {
      const { envelope } = await call<T>(method, path, options);
      if (!envelope.success) throw new Error(`${method} ${path} failed: ${JSON.stringify(envelope)}`);
      return envelope.value as T;
    },
  };
}

let keyCounter = 0;
/** A fresh Idempotency-Key. */
export const newKey = (): string => `test-key-${(keyCounter += 1)}-${Math.random().toString(36).slice(2)}`;

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
