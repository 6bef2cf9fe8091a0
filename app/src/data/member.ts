/** Member data: profile and avatar, synchronised into the session store. */
import { useEffect } from 'react';
import { getMemberIcon, getMemberInfo, isRealMember } from '../api/member';
import { useApi } from './ApiProvider';
import { useMemberSWR } from './swr';

/** The member's profile; keeps the session's user (and so isAgent, isTrial) up to date. */
export function useMemberInfo() {
  const { session } = useApi();
  const result = useMemberSWR(['member/info'], getMemberInfo);
  const { data } = result;
  useEffect(() => {
    if (isRealMember(data)) session.setMember(data);
  }, [data, session]);
  return result;
}

export function useMemberIcon() {
  return useMemberSWR(['member/icon'], getMemberIcon);
}
