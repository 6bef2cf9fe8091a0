/**
 * Wire types of the lottery calls of SPEC.md section 7: /lgw/games/game_menus,
 * /lgw/vn/games/game_menu, /lgw/vn/games/game_menu/recent, /lgw/vn/numeros/opened/game,
 * /lgw/games/opened/numero (the operators' /lotto/lgw/games/opened/numero), and the missions
 * MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard under /wps/relay/.
 * The lottery launcher itself is POST /wps/game/launchGame (games.ts).
 */

export const lotteryPaths = {
  menus: '/lgw/games/game_menus',
  vnMenu: '/lgw/vn/games/game_menu',
  vnRecent: '/lgw/vn/games/game_menu/recent',
  vnOpened: '/lgw/vn/numeros/opened/game',
  opened: '/lgw/games/opened/numero',
  missionSummary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
} as const;

/** Lottery families of SPEC.md section 3. */
export const lotteryFamilies = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;
export type LotteryFamily = (typeof lotteryFamilies)[number];

/** Prize modes of SPEC.md section 3. */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  /** A family (11X5, LF, ...) or, for Vietnam lotto, a region (NORTH, CENTRAL, SOUTH). */
  family: string;
  vassalage: string;
  prizeMode: PrizeMode;
  drawIntervalSeconds: number;
  iconUrl: string;
}

export interface LotteryMenuGroup {
  groupCode: string;
  displayName: string;
  games: LotteryGame[];
}

/** GET /lgw/games/game_menus: the families. */
export interface LotteryMenusValue {
  groups: LotteryMenuGroup[];
}

/** GET /lgw/vn/games/game_menu query (prizeMode, device WEB). */
export interface VnGameMenuQuery {
  prizeMode?: PrizeMode;
  device?: string;
}

/** GET /lgw/vn/games/game_menu: Vietnam lotto by region. */
export interface VnGameMenuValue {
  prizeMode: PrizeMode;
  groups: LotteryMenuGroup[];
}

/** GET /lgw/vn/games/game_menu/recent (T). */
export interface VnRecentValue {
  games: LotteryGame[];
}

export interface LotteryDraw {
  /** The draw's issue number. */
  numero: string;
  /** ISO 8601. */
  openTime: string;
  numbers: string[];
}

/** GET /lgw/vn/numeros/opened/game and /lgw/games/opened/numero (T) query. */
export interface OpenedNumbersQuery {
  gameCode: string;
  /** How many recent draws (1 to 50, default 10). */
  limit?: number;
}

export interface OpenedNumbersValue {
  gameCode: string;
  draws: LotteryDraw[];
}

export const missionStates = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED'] as const;
export type MissionState = (typeof missionStates)[number];

export interface Mission {
  missionId: number;
  title: string;
  target: number;
  progress: number;
  rewardAmount: number;
  state: MissionState;
}

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (T). */
export interface MissionSummaryValue {
  missions: Mission[];
  completedCount: number;
  /** Completed, not yet claimed: the badge of the member menu. */
  unclaimedCount: number;
}

export interface LeaderboardEntry {
  rank: number;
  /** Masked account name. */
  customerName: string;
  score: number;
  prizeAmount: number;
}

/** GET /wps/relay/MCSFE_getMissionLeaderboard (T; limit 1-100, default 20). */
export interface MissionLeaderboardValue {
  list: LeaderboardEntry[];
  /** The caller's own entry, when ranked. */
  me: LeaderboardEntry | null;
}
