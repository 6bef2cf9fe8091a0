/**
 * The reality check (issue 17, item 2): the account's interval, the change of it, and the summary of
 * the session since its login. A change answers the interval; it replaces the cached one, and the
 * summary (which carries the interval the shell's timer runs on) is read again.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions } from '../api/client';
import type { SetRealityCheckRequest } from '@lobby/contract';
import { getRealityCheck, getSessionSummary, setRealityCheck } from '../api/realityCheck';
import { useApi } from './ApiProvider';
import { useMemberSWR } from './swr';

const summaryKey = 'protection/sessionSummary';

export function useRealityCheck() {
  const result = useMemberSWR(['protection/realityCheck'], getRealityCheck);
  const { client } = useApi();
  const { mutate: mutateAny } = useSWRConfig();
  const { mutate } = result;
  /** Changes the interval (send it through useIdempotentAction). */
  const change = useCallback(
    async (request: SetRealityCheckRequest, options?: ActionOptions) => {
      const value = await setRealityCheck(client, request, options);
      await mutate(value, { revalidate: false });
      await mutateAny((key) => Array.isArray(key) && key[0] === summaryKey);
      return value;
    },
    [client, mutate, mutateAny],
  );
  return { ...result, change };
}

/**
 * The session's summary: the login time and the interval (the shell's timer), and the figures the
 * popup shows. Not revalidated on focus: the timer asks for it again when it fires.
 */
export function useSessionSummary(enabled = true) {
  return useMemberSWR([summaryKey], getSessionSummary, { revalidateOnFocus: false }, enabled);
}
