/**
 * Hook tests' wiring: a client against the mock platform, a fresh session store, and a fresh SWR
 * cache per test, so no answer leaks from one test to the next.
 */
import type { ReactNode } from 'react';
import type { LoginValue } from '@lobby/contract';
import { SWRConfig } from 'swr';
import type { PayloadCipher } from '../api/cipher';
import { ApiProvider } from '../data/ApiProvider';
import { createAppApi, type AppApi } from '../data/appApi';
import { testBaseUrl } from './msw';

/** A cipher that sends the JSON as it is, for mocks that do not open sealed bodies. */
export const plainCipher: PayloadCipher = {
  seal: (json) => Promise.resolve({ body: { value: json }, headers: {} }),
};

/** The JSON a body sealed with `plainCipher` carried. */
export async function sealedBody(request: Request): Promise<Record<string, unknown>> {
  const { value } = (await request.json()) as { value: string };
  return JSON.parse(value) as Record<string, unknown>;
}

export function createTestApi(
  overrides: { fetch?: typeof fetch; baseUrl?: string; cipher?: PayloadCipher } = {},
): AppApi {
  return createAppApi({
    baseUrl: overrides.baseUrl ?? testBaseUrl,
    merchant: 'LOBBY',
    getLanguage: () => 'en',
    fetch: overrides.fetch,
    cipher: overrides.cipher,
    sleep: () => Promise.resolve(),
  });
}

/** A renderHook wrapper giving the hooks the API, in `language`. */
export function apiWrapper(api: AppApi, language: () => string = () => 'en') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={api.client} session={api.session} language={language()} origin={window.location.origin}>
          {children}
        </ApiProvider>
      </SWRConfig>
    );
  };
}

/** A client against the mock platform (MSW), signed in as `as` (a guest without). */
export function mockApi(as?: LoginValue): AppApi {
  const api = createTestApi({ cipher: plainCipher });
  if (as) api.session.signIn(as);
  return api;
}
