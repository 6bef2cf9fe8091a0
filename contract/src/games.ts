/**
 * Wire types of the game calls of SPEC.md section 7: /wps/relay/GCS_gameLaunchFB,
 * GCSGAME_gameList, GCSGAME_hotGamesV2, GCSGAME_getVassGameType, GCSGAME_newGameVendor,
 * MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList, MCSFE_addFavoriteGameV2,
 * MCSFE_removeFavoriteGameV2, GCS_recentGame, GLS2_roomList, POST /wps/game/launchGame
 * (and DELETE /wps/game/launchGame, defined here, closing the open game).
 */

export const gamePaths = {
  launchFb: '/wps/relay/GCS_gameLaunchFB',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  vendors: '/wps/relay/GCSGAME_newGameVendor',
  favoriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favoriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavorite: '/wps/relay/MCSFE_addFavoriteGameV2',
  removeFavorite: '/wps/relay/MCSFE_removeFavoriteGameV2',
  recent: '/wps/relay/GCS_recentGame',
  rooms: '/wps/relay/GLS2_roomList',
  launch: '/wps/game/launchGame',
} as const;

/** Product lines (game types) of SPEC.md sections 1 and 3. */
export const productLines = [
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'EXCLUSIVE',
] as const;
export type ProductLine = (typeof productLines)[number];

/** 'VASSALAGE' entries stand for a vendor and open a popup game list (SPEC.md section 2). */
export const isGameFlags = ['GAME', 'VASSALAGE'] as const;
export type IsGameFlag = (typeof isGameFlags)[number];

export interface Game {
  nodeId: number;
  gameType: ProductLine;
  /** Vendor code. */
  vassalage: string;
  gameCode: string;
  gameName: string;
  nodeName: string;
  /** The vendor's display name. */
  displayName: string;
  showIcon: string;
  lagerIcon: string;
  isGame: IsGameFlag;
  gameClassify: string;
  /** Free play (accountType 0) is offered. */
  freePlay: boolean;
}

/** GET /wps/relay/GCSGAME_gameList query (T not enforced: guests browse the lobby). */
export interface GameListQuery {
  clientType?: number;
  platform?: string;
  merchant?: string;
  gameType?: ProductLine;
  pageNo: number;
  pageSize: number;
  vassalage?: string;
  gameClassify?: string;
  /** Case-insensitive search in the game name. */
  gameName?: string;
  language?: string;
}

export interface GameListValue {
  games: Game[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

/** GET /wps/relay/GCSGAME_hotGamesV2 (merchantCode, isPlatform 2, platform, optional gameType). */
export interface HotGamesValue {
  list: Game[];
}

/** One game class of a vendor or lane (SPEC.md section 3: key, displayName, gameCount, sort). */
export interface GameClassifyEntry {
  key: string;
  displayName: string;
  gameCount: number;
  sort: number;
}

/** GET /wps/relay/GCSGAME_getVassGameType (T): product line -> vendor code -> its classes. */
export interface VassGameTypeValue {
  content: Partial<Record<ProductLine, Record<string, GameClassifyEntry[]>>>;
}

export interface VendorCard {
  vassalage: string;
  displayName: string;
  smallIcon: string;
  lagerIcon: string;
  gameCount: number;
  /** Vendor whose games open in a popup list rather than one by one. */
  isGame: IsGameFlag;
}

export interface VendorLane {
  /** The product line. */
  title: ProductLine;
  gameCategory: ProductLine;
  /** The product line's name in the request's language. */
  displayName: string;
  cards: VendorCard[];
  gameClassify: GameClassifyEntry[];
}

/** GET /wps/relay/GCSGAME_newGameVendor: lanes in the server's vendor order (SPEC.md section 2). */
export interface NewGameVendorValue {
  data: { lanes: VendorLane[] };
}

/** GET /wps/relay/MCSFE_getFavoriteGames (T): the favourite node ids. */
export interface FavoriteIdsValue {
  nodeIds: number[];
}

/** GET /wps/relay/MCSFE_getFavoriteGamesList (T) query. */
export interface FavoriteListQuery {
  clientType?: number;
  platform?: string;
  language?: string;
  gameType?: ProductLine;
  pageNo: number;
  pageSize: number;
}

export interface FavoriteListValue {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** POST /wps/relay/MCSFE_addFavoriteGameV2 and DELETE MCSFE_removeFavoriteGameV2 (T) body. */
export interface FavoriteChangeRequest {
  nodeId: number;
}

export interface FavoriteChangeValue {
  nodeId: number;
  /** False when nothing changed (already a favourite / not one). */
  changed: boolean;
  nodeIds: number[];
}

export interface RecentGame extends Game {
  /** ISO 8601 time of the last launch. */
  lastPlayed: string;
}

/** GET /wps/relay/GCS_recentGame (T): newest first, at most 30. */
export interface RecentGamesValue {
  games: RecentGame[];
}

/** GET /wps/relay/GLS2_roomList (T) query. */
export interface RoomListQuery {
  vassalage?: string;
  gameCode?: string;
}

export interface CardRoom {
  roomId: string;
  vassalage: string;
  gameCode: string;
  roomName: string;
  minBet: number;
  maxBet: number;
  players: number;
  capacity: number;
}

export interface RoomListValue {
  rooms: CardRoom[];
}

/** 1 real money (needs a non-trial member), 0 free play (needs nothing). */
export const launchAccountTypes = [0, 1] as const;
export type LaunchAccountType = (typeof launchAccountTypes)[number];

/** A vendor's lobby or the game itself. */
export const launchModes = ['lobby', 'game'] as const;
export type LaunchMode = (typeof launchModes)[number];

/** A lottery launch opens its betting page or its vendor's lobby. */
export const lotteryViews = ['betting', 'lobby'] as const;
export type LotteryView = (typeof lotteryViews)[number];

/** POST /wps/game/launchGame (T for real money; Idempotency-Key). gameId or nodeId is required. */
export interface LaunchGameRequest {
  gameId?: number;
  nodeId?: number;
  vassalage: string;
  launchMode?: LaunchMode;
  accountType: LaunchAccountType;
  language?: string;
  /** Lottery launches: the game code, prize mode and view (SPEC.md section 7). */
  gameCode?: string;
  prizeMode?: string;
  view?: LotteryView;
  backUrl?: string;
  /** A card game's room (GLS2_roomList): refused with ROOM_FULL when every seat is taken. */
  roomId?: string;
}

export interface LaunchGameValue {
  content: {
    game_url: string;
    /** Id of the open game session (real money only). */
    sessionId?: string;
  };
}

/** GET /wps/relay/GCS_gameLaunchFB: free-play launch for anyone (nodeId, vassalage, language). */
export interface GameLaunchFbQuery {
  nodeId: number;
  vassalage?: string;
  language?: string;
}
