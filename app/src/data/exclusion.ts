/** Time-out and self-exclusion (issue 17): taking a break, which ends every session of the account. */
import { useCallback } from 'react';
import type { ActionOptions } from '../api/client';
import type { TakeBreakRequest } from '@lobby/contract';
import { takeBreak } from '../api/exclusion';
import { useApi } from './ApiProvider';

/** Takes a break (send it through useIdempotentAction); the session is gone once it answers. */
export function useTakeBreak() {
  const { client } = useApi();
  return useCallback(
    (request: TakeBreakRequest, options?: ActionOptions) => takeBreak(client, request, options),
    [client],
  );
}
