/**
 * The real embedded platform for integration tests: an in-memory database, its `fetch` given to the
 * client, so the client and the platform are tested against each other with no network.
 */
import { afterAll, beforeAll } from 'vitest';
import { createPlatform, type Platform } from '../../server/platform';
import { createApiClient, type ApiClient } from '../api/client';
import { login } from '../api/session';

export const demoPassword = 'Demo1234';

export interface PlatformHarness {
  platform: () => Platform;
  /** A client with no session. */
  guest: () => ApiClient;
  /** A client logged in as the given demo account. */
  loginAs: (username: string, password?: string) => Promise<ApiClient>;
  /** SMS codes the platform printed, newest last. */
  smsCodes: () => string[];
}

/** Starts one platform for the current test file. */
export function startPlatform(): PlatformHarness {
  let platform: Platform | undefined;
  const lines: string[] = [];
  beforeAll(() => {
    platform = createPlatform({
      db: ':memory:',
      passwordCost: 1024,
      log: (line) => lines.push(line),
    });
  });
  afterAll(() => {
    platform?.close();
  });
  const current = () => {
    if (!platform) throw new Error('the platform starts in beforeAll');
    return platform;
  };
  const clientWith = (getToken: () => string | null) => {
    const running = current();
    return createApiClient({
      baseUrl: 'http://platform.test',
      merchant: running.config.merchantCode,
      getToken,
      getLanguage: () => 'en',
      fetch: (input, init) => Promise.resolve(running.fetch(new Request(input, init))),
      sleep: () => Promise.resolve(),
    });
  };
  return {
    platform: current,
    guest: () => clientWith(() => null),
    async loginAs(username, password = demoPassword) {
      let token: string | null = null;
      const client = clientWith(() => token);
      ({ token } = await login(client, { username, password, type: 'username' }));
      return client;
    },
    smsCodes: () => lines.flatMap((line) => /SMS to .*?: (\d+)/.exec(line)?.[1] ?? []),
  };
}
