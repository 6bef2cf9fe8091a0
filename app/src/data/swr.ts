/** SWR helpers shared by the data hooks: keys scoped to the session, and the caching of SPEC.md section 7. */
import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../api/client';
import { useApi, useSessionState } from './ApiProvider';
import { replayable } from './firstScreen';

/** Data that does not change while the page is open: fetched once, flushed only when its key changes. */
export const cachedConfig: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

export type SwrKey = readonly [string, ...unknown[]];

/**
 * Data of the logged-in player: no call without a token, and the token in the key so one player's
 * data is never shown to the next. `enabled` adds the role conditions (not for trial users, ...).
 */
export function useMemberSWR<T>(
  key: SwrKey,
  fetcher: (client: ApiClient) => Promise<T>,
  config?: NoInfer<SWRConfiguration<T>>,
  enabled = true,
) {
  const { client } = useApi();
  const { token } = useSessionState();
  return useSWR<T>(token && enabled ? [...key, token] : null, () => fetcher(client), config);
}

/** Data anyone may read; `null` as key waits (a missing parameter). */
export function usePublicSWR<T>(
  key: SwrKey | null,
  fetcher: (client: ApiClient) => Promise<T>,
  config?: NoInfer<SWRConfiguration<T>>,
) {
  const { client } = useApi();
  return useSWR<T>(
    key,
    replayable(() => fetcher(client), fetcher),
    config,
  );
}
