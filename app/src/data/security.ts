/**
 * Account security (issue 17 item 4): the active sessions and their sign-out, the login history and
 * two-step login. A sign-out answers the sessions as they now are; they replace the cached ones.
 */
import { useCallback } from 'react';
import type { ActionOptions } from '../api/client';
import type { ThirdPartyChannel, ThirdPartyLinkRequest, TwoStepDisableRequest } from '@lobby/contract';
import {
  confirmTwoStep,
  disableTwoStep,
  getLoginHistory,
  getSessions,
  getThirdPartyLinks,
  getTwoStep,
  linkThirdParty,
  signOutOthers,
  signOutSession,
  startTwoStep,
  unlinkThirdParty,
} from '../api/security';
import { useApi } from './ApiProvider';
import { useMemberSWR } from './swr';

export function useActiveSessions() {
  const result = useMemberSWR(['security/sessions'], getSessions);
  const { client } = useApi();
  const { mutate } = result;
  /** Signs out one session (`sessionId`) or, without one, every other session (send through useIdempotentAction). */
  const signOut = useCallback(
    async (sessionId: string | null, options?: ActionOptions) => {
      const value = sessionId
        ? await signOutSession(client, { sessionId }, options)
        : await signOutOthers(client, options);
      await mutate(value, { revalidate: false });
      return value;
    },
    [client, mutate],
  );
  return { ...result, signOut };
}

export function useLoginHistory() {
  return useMemberSWR(['security/history'], getLoginHistory);
}

export function useTwoStep() {
  const result = useMemberSWR(['security/twoStep'], getTwoStep);
  const { client } = useApi();
  const { mutate } = result;
  const start = useCallback(() => startTwoStep(client), [client]);
  /** Confirms the enrolment; the backup codes to show once. */
  const confirm = useCallback(
    async (code: string) => {
      const value = await confirmTwoStep(client, code);
      await mutate();
      return value.backupCodes;
    },
    [client, mutate],
  );
  const disable = useCallback(
    async (request: TwoStepDisableRequest, options?: ActionOptions) => {
      const value = await disableTwoStep(client, request, options);
      await mutate(value, { revalidate: false });
      return value;
    },
    [client, mutate],
  );
  return { ...result, start, confirm, disable };
}

/** The account's linked third-party identities (issue 16 item 2): link and unlink answer the new list. */
export function useThirdPartyLinks() {
  const result = useMemberSWR(['security/thirdParty'], getThirdPartyLinks);
  const { client } = useApi();
  const { mutate } = result;
  const link = useCallback(
    async (request: ThirdPartyLinkRequest) => {
      const value = await linkThirdParty(client, request);
      await mutate(value, { revalidate: false });
      return value;
    },
    [client, mutate],
  );
  const unlink = useCallback(
    async (channel: ThirdPartyChannel) => {
      const value = await unlinkThirdParty(client, channel);
      await mutate(value, { revalidate: false });
      return value;
    },
    [client, mutate],
  );
  return { ...result, link, unlink };
}
