/** Game calls of SPEC.md section 7 the lobby reads: lists, hot games, vendors, favourites, recent (play.ts: launch). */
import { clientType, favouriteToggleIntervalMs, favouritesPageSize } from '../config/business';
import { cdnUrl } from './cdn';
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import { throttlePerClient } from './throttle';
import {
  type FavoriteChangeValue,
  type FavoriteIdsValue,
  type FavoriteListQuery,
  type FavoriteListValue,
  type Game,
  type GameListQuery,
  type GameListValue,
  gamePaths,
  type HotGamesValue,
  type NewGameVendorValue,
  type ProductLine,
  type RecentGamesValue,
  type VassGameTypeValue,
} from '@lobby/contract';

/** The platforms the game list and vendor calls name (SPEC.md section 7). */
const listPlatforms = 'flash,html5-desktop';
const desktopPlatform = 'html5-desktop';

/** One page of games of a product line, vendor or class; `gameName` searches. */
export function getGameList(client: ApiClient, query: GameListQuery, options?: CallOptions) {
  return client.get<GameListValue>(
    gamePaths.gameList,
    {
      clientType,
      platform: listPlatforms,
      merchant: client.merchant,
      language: client.getLanguage(),
      ...query,
    },
    options,
  );
}

/** A game's icon (SPEC.md section 3: showIcon, else lagerIcon) on one of the image CDNs. */
export function gameIconUrl(game: Pick<Game, 'showIcon' | 'lagerIcon'>, imageCdns: readonly string[]): string {
  return cdnUrl(game.showIcon || game.lagerIcon, imageCdns);
}

export function getHotGames(client: ApiClient, gameType?: ProductLine, options?: CallOptions) {
  return client.get<HotGamesValue>(
    gamePaths.hotGames,
    { merchantCode: client.merchant, isPlatform: 2, platform: desktopPlatform, gameType },
    options,
  );
}

/** Product line -> vendor -> game classes. */
export function getVendorGameTypes(client: ApiClient, options?: CallOptions) {
  return client.get<VassGameTypeValue>(gamePaths.vassGameType, undefined, options);
}

/** The vendor lanes, named in the request's language (so cached per language). */
export function getGameVendors(client: ApiClient, options?: CallOptions) {
  return client.get<NewGameVendorValue>(
    gamePaths.vendors,
    { platform: desktopPlatform, merchantCode: client.merchant, language: client.getLanguage() },
    options,
  );
}

export function getFavouriteIds(client: ApiClient, options?: CallOptions) {
  return client.get<FavoriteIdsValue>(gamePaths.favoriteIds, undefined, options);
}

/** The favourite games, in one page of 999 by default (SPEC.md section 7). */
export function getFavouriteGames(client: ApiClient, query: Partial<FavoriteListQuery> = {}, options?: CallOptions) {
  return client.get<FavoriteListValue>(
    gamePaths.favoriteList,
    {
      clientType,
      platform: desktopPlatform,
      language: client.getLanguage(),
      gameType: 'RNG',
      pageNo: 1,
      pageSize: favouritesPageSize,
      ...query,
    },
    options,
  );
}

// Add and remove are one toggle: one call per game per 1000 ms, leading call only (SPEC.md section 7).
const changeFavourite = throttlePerClient(
  (client: ApiClient, nodeId: number, add: boolean, options?: ActionOptions) =>
    add
      ? client.post<FavoriteChangeValue>(gamePaths.addFavorite, { nodeId }, actionOptions(options))
      : client.delete<FavoriteChangeValue>(gamePaths.removeFavorite, { nodeId }, actionOptions(options)),
  favouriteToggleIntervalMs,
  (nodeId) => String(nodeId),
);

/** Adds a favourite; rejects with ThrottledError inside the toggle's window. */
export function addFavourite(client: ApiClient, nodeId: number, options?: ActionOptions) {
  return changeFavourite(client, nodeId, true, options);
}

/** Removes a favourite; rejects with ThrottledError inside the toggle's window. */
export function removeFavourite(client: ApiClient, nodeId: number, options?: ActionOptions) {
  return changeFavourite(client, nodeId, false, options);
}

export function getRecentGames(client: ApiClient, options?: CallOptions) {
  return client.get<RecentGamesValue>(gamePaths.recent, undefined, options);
}
