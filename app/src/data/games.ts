/** Game data: paged lists, hot games, vendors, favourites, recent games, card rooms. */
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ActionOptions, ApiClient } from '../api/client';
import {
  addFavourite,
  getFavouriteGames,
  getFavouriteIds,
  getGameList,
  getGameVendors,
  getHotGames,
  getRecentGames,
  getVendorGameTypes,
  removeFavourite,
} from '../api/games';
import { closeGame, getCardRooms, launchFreePlay, launchGame } from '../api/play';
import { isThrottled } from '../api/throttle';
import type {
  FavoriteIdsValue,
  FavoriteListValue,
  GameListQuery,
  GameListValue,
  LaunchGameRequest,
  ProductLine,
} from '@lobby/contract';
import { lobbyPageSizeCategory } from '../config/business';
import { useApi, useSessionState } from './ApiProvider';
import { gameKeys } from './keys';
import { replayable } from './firstScreen';
import { cachedConfig, useMemberSWR, usePublicSWR } from './swr';

export type GameListFilter = Omit<GameListQuery, 'pageNo' | 'pageSize'> & { pageSize?: number };

/** A game list page's key: the language, the filter with its page size, the page number. */
type GameListPageKey = readonly [string, string, GameListFilter & { pageSize: number }, number];

function gameListPage(client: ApiClient, key: GameListPageKey) {
  return getGameList(client, { ...key[2], pageNo: key[3] });
}

/**
 * A game list read page by page (SPEC.md section 4): `loadMore` appends the next page while there is
 * one; a change of filter (class, vendor, search) starts again from page 1, because the filter is
 * part of every page's key.
 */
export function useGameList(filter: GameListFilter | null) {
  const { client, language } = useApi();
  const pageSize = filter?.pageSize ?? lobbyPageSizeCategory;
  const result = useSWRInfinite<GameListValue>(
    (index, previous: GameListValue | null) => {
      if (!filter) return null;
      if (previous && index >= previous.totalPages) return null;
      return ['games/list', language, { ...filter, pageSize }, index + 1] as const;
    },
    replayable((key: GameListPageKey) => gameListPage(client, key), gameListPage),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { data, size, setSize, isValidating } = result;
  const games = useMemo(() => data?.flatMap((page) => page.games) ?? [], [data]);
  const last = data?.at(-1);
  const totalPages = last?.totalPages ?? 0;
  const hasMore = data !== undefined && data.length >= size && size < totalPages;
  const loadMore = useCallback(() => {
    if (hasMore && !isValidating) void setSize(size + 1);
  }, [hasMore, isValidating, setSize, size]);
  return {
    ...result,
    games,
    totalCount: last?.totalCount ?? 0,
    totalPages,
    hasMore,
    loadMore,
  };
}

/** Hot games, cached for the page's life (SPEC.md section 7). */
export function useHotGames(gameType?: ProductLine) {
  const { language } = useApi();
  return usePublicSWR(gameKeys.hot(language, gameType), (client) => getHotGames(client, gameType), cachedConfig);
}

/** The vendor lanes: cached, and fetched again when the language changes (it is in the key). */
export function useGameVendors() {
  const { language } = useApi();
  return usePublicSWR(gameKeys.vendors(language), getGameVendors, cachedConfig);
}

export function useVendorGameTypes() {
  const { language } = useApi();
  return useMemberSWR(['games/vendorTypes', language], getVendorGameTypes, cachedConfig);
}

export function useRecentGames() {
  return useMemberSWR(['games/recent'], getRecentGames);
}

/** How often a room list is asked again: its seats change each minute on the platform. */
const cardRoomsRefreshMs = 30_000;

/** A card game's rooms (GLS2_roomList) in the site's language; `enabled` false waits. */
export function useCardRooms(vassalage: string, gameCode: string, enabled = true) {
  const { language } = useApi();
  return useMemberSWR(
    ['games/rooms', language, vassalage, gameCode],
    (client) => getCardRooms(client, { vassalage, gameCode }),
    { refreshInterval: cardRoomsRefreshMs },
    enabled,
  );
}

export type FavouriteChange = 'added' | 'removed' | 'skipped' | 'loginRequired';

/**
 * The favourites (SPEC.md section 4): adding one already present is skipped; removing updates the
 * lists at once, then calls the platform (and restores them if it fails).
 */
export function useFavourites() {
  const { client, language } = useApi();
  const { isLogin } = useSessionState();
  const ids = useMemberSWR(['games/favouriteIds'], getFavouriteIds);
  const list = useMemberSWR(['games/favourites', language], (api) => getFavouriteGames(api));
  const { mutate: mutateIds } = ids;
  const { mutate: mutateList } = list;
  const favouriteIds = ids.data?.nodeIds;

  const isFavourite = useCallback((nodeId: number) => favouriteIds?.includes(nodeId) ?? false, [favouriteIds]);

  const add = useCallback(
    async (nodeId: number, options?: ActionOptions): Promise<FavouriteChange> => {
      if (!isLogin) return 'loginRequired';
      if (isFavourite(nodeId)) return 'skipped';
      try {
        const value = await addFavourite(client, nodeId, options);
        await mutateIds({ nodeIds: value.nodeIds }, { revalidate: false });
        void mutateList();
        return 'added';
      } catch (error) {
        if (isThrottled(error)) return 'skipped';
        throw error;
      }
    },
    [client, isFavourite, isLogin, mutateIds, mutateList],
  );

  const remove = useCallback(
    async (nodeId: number, options?: ActionOptions): Promise<FavouriteChange> => {
      if (!isLogin) return 'loginRequired';
      const withoutIds = (current?: FavoriteIdsValue) =>
        current && { nodeIds: current.nodeIds.filter((id) => id !== nodeId) };
      const withoutGame = (current?: FavoriteListValue) =>
        current && {
          ...current,
          games: current.games.filter((game) => game.nodeId !== nodeId),
          totalCount: Math.max(0, current.totalCount - 1),
        };
      void mutateIds(withoutIds, { revalidate: false });
      void mutateList(withoutGame, { revalidate: false });
      try {
        const value = await removeFavourite(client, nodeId, options);
        await mutateIds({ nodeIds: value.nodeIds }, { revalidate: false });
        return 'removed';
      } catch (error) {
        void mutateIds();
        void mutateList();
        if (isThrottled(error)) return 'skipped';
        throw error;
      }
    },
    [client, isLogin, mutateIds, mutateList],
  );

  /** Not a favourite -> add; a favourite -> remove (SPEC.md section 4). */
  const toggle = useCallback(
    (nodeId: number, options?: ActionOptions) => (isFavourite(nodeId) ? remove(nodeId, options) : add(nodeId, options)),
    [add, isFavourite, remove],
  );

  return {
    ids: favouriteIds ?? [],
    games: list.data?.games ?? [],
    isLoading: ids.isLoading || list.isLoading,
    error: (ids.error ?? list.error) as unknown,
    isFavourite,
    add,
    remove,
    toggle,
    /** Asks the platform again (the retry of a failed load). */
    reload: () => Promise.all([mutateIds(), mutateList()]),
  };
}

/** Launches a game: the URL is at `content.game_url`. Recent games change with it. */
export function useLaunchGame() {
  const { client } = useApi();
  const recent = useRecentGames();
  const { mutate } = recent;
  return useCallback(
    async (request: LaunchGameRequest, options?: ActionOptions) => {
      // Free play of a game goes through GCS_gameLaunchFB (SPEC.md section 7), open to anyone.
      const value =
        request.accountType === 0 && request.nodeId !== undefined
          ? await launchFreePlay(client, { nodeId: request.nodeId, vassalage: request.vassalage }, options)
          : await launchGame(client, request, options);
      void mutate();
      return value;
    },
    [client, mutate],
  );
}

/** Closes the player's open game, so that another can be launched ('previous game has not finished'). */
export function useCloseGame() {
  const { client } = useApi();
  return useCallback((options?: ActionOptions) => closeGame(client, options), [client]);
}
