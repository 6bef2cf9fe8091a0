/** Member data: profile and avatar, synchronised into the session store; invite friends. */
import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions } from '../api/client';
import {
  getMemberIcon,
  getMemberInfo,
  getMemberProfile,
  getReferralFriends,
  getReferralStats,
  isRealMember,
  setMemberIcon,
  updateMemberProfile,
} from '../api/member';
import type { ReferralFriendsQuery, UpdateProfileRequest } from '@lobby/contract';
import { useApi } from './ApiProvider';
import { useMemberSWR } from './swr';

/** The member's profile; keeps the session's user (and so isAgent, isTrial) up to date. */
export function useMemberInfo() {
  // The VIP label is named in the player's language.
  const { session, language } = useApi();
  const result = useMemberSWR(['member/info', language], getMemberInfo);
  const { data } = result;
  useEffect(() => {
    if (isRealMember(data)) session.setMember(data);
  }, [data, session]);
  return result;
}

export function useMemberIcon() {
  return useMemberSWR(['member/icon'], getMemberIcon);
}

/** Every labelled field of the profile (securityCenter), with what may change and the rules. */
export function useMemberProfile() {
  return useMemberSWR(['member/profile'], getMemberProfile);
}

/** The invitation code, link and the invited friends' progress. */
export function useReferralStats() {
  return useMemberSWR(['member/referral'], getReferralStats);
}

export function useReferralFriends(query: ReferralFriendsQuery) {
  return useMemberSWR(['member/referralFriends', query], (client) => getReferralFriends(client, query));
}

const memberKeys = new Set(['member/info', 'member/icon', 'member/profile']);

/**
 * Profile and avatar changes. Each refreshes what shows the member (info, icon, profile): the header's
 * name and avatar follow at once.
 */
export function useProfileActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && memberKeys.has(key[0])),
    [mutate],
  );
  const updateProfile = useCallback(
    async (request: UpdateProfileRequest, options?: ActionOptions) => {
      const profile = await updateMemberProfile(client, request, options);
      void refresh();
      return profile;
    },
    [client, refresh],
  );
  const setIcon = useCallback(
    async (iconId: number, options?: ActionOptions) => {
      const icon = await setMemberIcon(client, { iconId }, options);
      void refresh();
      return icon;
    },
    [client, refresh],
  );
  return { updateProfile, setIcon };
}
