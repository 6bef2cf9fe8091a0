/** Lottery data: menus, Vietnam lotto, recent games, draws, missions. */
import { useCallback } from 'react';
import type { ActionOptions } from '../api/client';
import {
  getLotteryMenus,
  getMissionLeaderboard,
  getMissionSummary,
  getOpenedNumbers,
  getVnGameMenu,
  getVnOpenedNumbers,
  getVnRecentGames,
  launchLottery,
  type LotteryLaunch,
} from '../api/lottery';
import type { PrizeMode } from '@lobby/contract';
import { useApi } from './ApiProvider';
import { cachedConfig, useMemberSWR, usePublicSWR } from './swr';

/** The lottery families' menus; `enabled` false waits (a page that does not show them). */
export function useLotteryMenus(enabled = true) {
  const { language } = useApi();
  return usePublicSWR(enabled ? ['lottery/menus', language] : null, getLotteryMenus, cachedConfig);
}

/** The Vietnam lotto menu in a prize mode; `enabled` false waits (the prize mode is not known yet). */
export function useVnGameMenu(prizeMode?: PrizeMode, enabled = true) {
  const { language } = useApi();
  return usePublicSWR(
    enabled ? ['lottery/vnMenu', language, prizeMode] : null,
    (client) => getVnGameMenu(client, prizeMode),
    cachedConfig,
  );
}

/** The Vietnam lotto games the player opened last (SPEC.md section 7: /lgw/vn/games/game_menu/recent). */
export function useVnRecentGames() {
  return useMemberSWR(['lottery/vnRecent'], getVnRecentGames);
}

/** Recent draws of a game (Vietnam lotto or a lottery family); waits while no game is chosen. */
export function useOpenedNumbers(gameCode: string | null, vietnam = false, limit?: number) {
  const fetch = vietnam ? getVnOpenedNumbers : getOpenedNumbers;
  return useMemberSWR(
    ['lottery/opened', vietnam, gameCode, limit],
    (client) => fetch(client, { gameCode: gameCode ?? '', limit }),
    undefined,
    gameCode !== null,
  );
}

export function useMissionSummary() {
  // The titles are in the Language header's language (issue 16 item 7).
  const { language } = useApi();
  return useMemberSWR(['lottery/missions', language], getMissionSummary);
}

export function useMissionLeaderboard(limit?: number) {
  return useMemberSWR(['lottery/leaderboard', limit], (client) => getMissionLeaderboard(client, limit));
}

/** Opens a lottery game (a real-money launch); the recent lottery games change with it. */
export function useLaunchLottery() {
  const { client } = useApi();
  const { mutate } = useVnRecentGames();
  return useCallback(
    async (launch: LotteryLaunch, options?: ActionOptions) => {
      const value = await launchLottery(client, launch, options);
      void mutate();
      return value;
    },
    [client, mutate],
  );
}
