/**
 * The player's limits: the six limits with their use, and the change of one. A change answers the
 * limits as they now are; they replace the cached ones. Kept under a wallet key, so that every money
 * action reads them again (useWalletRefresh): a deposit uses up some of the allowance.
 */
import { useCallback } from 'react';
import type { ActionOptions } from '../api/client';
import type { SetLimitRequest } from '@lobby/contract';
import { getLimits, setLimit } from '../api/playerLimits';
import { useApi } from './ApiProvider';
import { useMemberSWR } from './swr';

export function useLimits() {
  const result = useMemberSWR(['wallet/limits'], getLimits);
  const { client } = useApi();
  const { mutate } = result;
  /** Changes one limit (send it through useIdempotentAction); the answer replaces the cached limits. */
  const change = useCallback(
    async (request: SetLimitRequest, options?: ActionOptions) => {
      const value = await setLimit(client, request, options);
      await mutate(value, { revalidate: false });
      return value;
    },
    [client, mutate],
  );
  return { ...result, change };
}
