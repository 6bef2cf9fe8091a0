/** Home data: announcements and banners, the winner board, unread badges. */
import { useMemo } from 'react';
import { getAnnouncements, getUnreadCount, getWinnerBoard } from '../api/home';
import type { BannerGroup } from '@lobby/contract';
import { useApi, useSessionState } from './ApiProvider';
import { homeKeys } from './keys';
import { cachedConfig, useMemberSWR, usePublicSWR } from './swr';

/**
 * Banners and every notice list, in the page's language; not asked for while `enabled` is false. Who
 * asks changes the answer (a member's popups; none of the promotional ones for an account on a
 * break, issue 17), so a member's key holds the token: a login in the page asks again, showing the
 * guest's answer until the member's arrives. The guest's key is the one the server renders with.
 */
export function useAnnouncements(enabled = true) {
  const { language } = useApi();
  const { token } = useSessionState();
  const guest = homeKeys.announcements(language);
  return usePublicSWR(enabled ? (token ? [...guest, token] : guest) : null, getAnnouncements, {
    ...cachedConfig,
    keepPreviousData: true,
  });
}

/**
 * The banners of one group (w_home, w_login, ...), in their order; none asked for while `enabled` is
 * false (the side menu's, while it is an icon rail).
 */
export function useBanners(group: BannerGroup, enabled = true) {
  const result = useAnnouncements(enabled);
  const { data } = result;
  const banners = useMemo(
    () => (data?.banners ?? []).filter((banner) => banner.groupName === group).sort((a, b) => a.sort - b.sort),
    [data, group],
  );
  return { ...result, banners };
}

/** The winner board, biggest wins first (SPEC.md section 9). */
export function useWinnerBoard() {
  const { language } = useApi();
  const result = usePublicSWR(homeKeys.winners(language), (client) => getWinnerBoard(client));
  const { data } = result;
  const winners = useMemo(() => [...(data?.list ?? [])].sort((a, b) => b.winAmount - a.winAmount), [data]);
  return { ...result, winners };
}

/** The unread badges; never fetched for trial users (SPEC.md section 6). */
export function useUnreadCount() {
  const { isTrial } = useSessionState();
  return useMemberSWR(['home/unread'], getUnreadCount, undefined, !isTrial);
}
