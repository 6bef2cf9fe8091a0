/** Lottery data: menus, Vietnam lotto, recent games, draws, missions. */
import {
  getLotteryMenus,
  getMissionLeaderboard,
  getMissionSummary,
  getOpenedNumbers,
  getVnGameMenu,
  getVnOpenedNumbers,
  getVnRecentGames,
} from '../api/lottery';
import type { PrizeMode } from '../api/wire/lottery';
import { useApi } from './ApiProvider';
import { cachedConfig, useMemberSWR, usePublicSWR } from './swr';

export function useLotteryMenus() {
  const { language } = useApi();
  return usePublicSWR(['lottery/menus', language], getLotteryMenus, cachedConfig);
}

export function useVnGameMenu(prizeMode?: PrizeMode) {
  const { language } = useApi();
  return usePublicSWR(
    ['lottery/vnMenu', language, prizeMode],
    (client) => getVnGameMenu(client, prizeMode),
    cachedConfig,
  );
}

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
  return useMemberSWR(['lottery/missions'], getMissionSummary);
}

export function useMissionLeaderboard(limit?: number) {
  return useMemberSWR(['lottery/leaderboard', limit], (client) => getMissionLeaderboard(client, limit));
}
