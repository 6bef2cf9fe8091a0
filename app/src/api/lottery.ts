/** Lottery calls of SPEC.md section 7: menus, Vietnam lotto, draws, missions, the launcher. */
import { deviceCode, elottVendors } from '../config/business';
import { type ActionOptions, type ApiClient, type CallOptions } from './client';
import { launchGame } from './play';
import {
  type LotteryMenusValue,
  lotteryPaths,
  type LotteryView,
  type MissionLeaderboardValue,
  type MissionSummaryValue,
  type OpenedNumbersQuery,
  type OpenedNumbersValue,
  type PrizeMode,
  type VnGameMenuValue,
  type VnRecentValue,
} from '@lobby/contract';

/** Prize mode is ELOTT when the lottery vendors include the Vietnam lotto or lott card, else LOTT. */
export function prizeModeFor(vendorCodes: readonly string[]): PrizeMode {
  return vendorCodes.some((code) => elottVendors.includes(code.toUpperCase())) ? 'ELOTT' : 'LOTT';
}

export function getLotteryMenus(client: ApiClient, options?: CallOptions) {
  return client.get<LotteryMenusValue>(lotteryPaths.menus, undefined, options);
}

export function getVnGameMenu(client: ApiClient, prizeMode?: PrizeMode, options?: CallOptions) {
  return client.get<VnGameMenuValue>(lotteryPaths.vnMenu, { prizeMode, device: deviceCode }, options);
}

export function getVnRecentGames(client: ApiClient, options?: CallOptions) {
  return client.get<VnRecentValue>(lotteryPaths.vnRecent, undefined, options);
}

/** Recent draws of a Vietnam lotto game. */
export function getVnOpenedNumbers(client: ApiClient, query: OpenedNumbersQuery, options?: CallOptions) {
  return client.get<OpenedNumbersValue>(lotteryPaths.vnOpened, { ...query }, options);
}

/** Recent draws of a lottery family game. */
export function getOpenedNumbers(client: ApiClient, query: OpenedNumbersQuery, options?: CallOptions) {
  return client.get<OpenedNumbersValue>(lotteryPaths.opened, { ...query }, options);
}

export function getMissionSummary(client: ApiClient, options?: CallOptions) {
  return client.get<MissionSummaryValue>(lotteryPaths.missionSummary, undefined, options);
}

export function getMissionLeaderboard(client: ApiClient, limit?: number, options?: CallOptions) {
  return client.get<MissionLeaderboardValue>(lotteryPaths.missionLeaderboard, { limit }, options);
}

/** What the lottery launcher needs (SPEC.md section 7): game, prize mode, view and way back. */
export interface LotteryLaunch {
  vassalage: string;
  gameCode: string;
  prizeMode: PrizeMode;
  view: LotteryView;
  backUrl?: string;
}

/** Opens the lottery launcher: a real-money launch through POST /wps/game/launchGame. */
export function launchLottery(client: ApiClient, launch: LotteryLaunch, options?: ActionOptions) {
  return launchGame(
    client,
    { ...launch, accountType: 1, launchMode: launch.view === 'lobby' ? 'lobby' : 'game' },
    options,
  );
}
