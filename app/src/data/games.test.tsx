// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '@lobby/contract';
import { useFavourites, useGameList, useGameVendors, type GameListFilter } from './games';
import { apiWrapper, at, createTestApi, ok, startMockPlatform } from '../test/platform';

const server = startMockPlatform();

function game(nodeId: number): Game {
  return {
    nodeId,
    gameType: 'RNG',
    vassalage: 'PG',
    gameCode: `g${nodeId}`,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: 'PG',
    showIcon: '',
    lagerIcon: '',
    isGame: 'GAME',
    gameClassify: 'SLOT',
    freePlay: true,
  };
}

function signedInApi() {
  const api = createTestApi();
  api.session.signIn({
    token: 't',
    id: 1,
    userName: 'u',
    nickname: 'u',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
    defaultPassword: false,
    expiresIn: 7200,
  });
  return api;
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('useGameList', () => {
  it('appends the next page and starts again at page 1 when the class changes', async () => {
    const asked: string[] = [];
    server.use(
      http.get(at('/wps/relay/GCSGAME_gameList'), ({ request }) => {
        const url = new URL(request.url);
        const pageNo = Number(url.searchParams.get('pageNo'));
        const classify = url.searchParams.get('gameClassify') ?? '';
        asked.push(`${classify}:${pageNo}`);
        const base = classify === 'FISH' ? 500 : 0;
        return ok({
          games: [game(base + pageNo * 10 + 1), game(base + pageNo * 10 + 2)],
          pageNo,
          pageSize: 2,
          totalPages: 2,
          totalCount: 4,
        });
      }),
    );
    const api = createTestApi();
    const { result, rerender } = renderHook((filter: GameListFilter) => useGameList(filter), {
      wrapper: apiWrapper(api),
      initialProps: { gameType: 'RNG', gameClassify: 'SLOT', pageSize: 2 },
    });
    await waitFor(() => {
      expect(result.current.games.map((g) => g.nodeId)).toEqual([11, 12]);
    });
    expect(result.current.hasMore).toBe(true);
    act(() => {
      result.current.loadMore();
    });
    await waitFor(() => {
      expect(result.current.games.map((g) => g.nodeId)).toEqual([11, 12, 21, 22]);
    });
    expect(result.current.hasMore).toBe(false);
    act(() => {
      result.current.loadMore();
    });
    rerender({ gameType: 'RNG', gameClassify: 'FISH', pageSize: 2 });
    await waitFor(() => {
      expect(result.current.games.map((g) => g.nodeId)).toEqual([511, 512]);
    });
    expect(asked).toEqual(['SLOT:1', 'SLOT:2', 'FISH:1']);
  });
});

describe('useGameVendors', () => {
  it('is cached, and fetched again in a new language', async () => {
    const languages: string[] = [];
    server.use(
      http.get(at('/wps/relay/GCSGAME_newGameVendor'), ({ request }) => {
        const language = new URL(request.url).searchParams.get('language') ?? '';
        languages.push(language);
        return ok({ data: { lanes: [] } });
      }),
    );
    let language = 'en';
    const api = createTestApi();
    const { result, rerender } = renderHook(() => useGameVendors(), {
      wrapper: apiWrapper(api, () => language),
    });
    await waitFor(() => {
      expect(result.current.data).toBeDefined();
    });
    rerender();
    language = 'es';
    rerender();
    await waitFor(() => {
      expect(languages).toHaveLength(2);
    });
    expect(result.current.data).toEqual({ data: { lanes: [] } });
  });
});

describe('useFavourites', () => {
  it('skips adding a favourite already present', async () => {
    let adds = 0;
    server.use(
      http.get(at('/wps/relay/MCSFE_getFavoriteGames'), () => ok({ nodeIds: [1] })),
      http.get(at('/wps/relay/MCSFE_getFavoriteGamesList'), () =>
        ok({ games: [game(1)], pageNum: 1, totalPages: 1, totalCount: 1 }),
      ),
      http.post(at('/wps/relay/MCSFE_addFavoriteGameV2'), () => {
        adds += 1;
        return ok({ nodeId: 2, changed: true, nodeIds: [1, 2] });
      }),
    );
    const { result } = renderHook(() => useFavourites(), { wrapper: apiWrapper(signedInApi()) });
    await waitFor(() => {
      expect(result.current.ids).toEqual([1]);
    });
    await expect(result.current.add(1)).resolves.toBe('skipped');
    expect(adds).toBe(0);
    let change: string | undefined;
    await act(async () => {
      change = await result.current.toggle(2);
    });
    expect(change).toBe('added');
    expect(adds).toBe(1);
    await waitFor(() => {
      expect(result.current.ids).toEqual([1, 2]);
    });
  });

  it('removes from the lists at once, before the platform answers', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(at('/wps/relay/MCSFE_getFavoriteGames'), () => ok({ nodeIds: [1, 2] })),
      http.get(at('/wps/relay/MCSFE_getFavoriteGamesList'), () =>
        ok({ games: [game(1), game(2)], pageNum: 1, totalPages: 1, totalCount: 2 }),
      ),
      http.delete(at('/wps/relay/MCSFE_removeFavoriteGameV2'), async () => {
        await answered;
        return ok({ nodeId: 1, changed: true, nodeIds: [2] });
      }),
    );
    const { result } = renderHook(() => useFavourites(), { wrapper: apiWrapper(signedInApi()) });
    await waitFor(() => {
      expect(result.current.games).toHaveLength(2);
    });
    let removal: Promise<string> | undefined;
    act(() => {
      removal = result.current.toggle(1);
    });
    await waitFor(() => {
      expect(result.current.ids).toEqual([2]);
    });
    expect(result.current.games.map((g) => g.nodeId)).toEqual([2]);
    release();
    await act(async () => {
      await expect(removal).resolves.toBe('removed');
    });
  });

  it('asks for a login when logged out, without calling the platform', async () => {
    const { result } = renderHook(() => useFavourites(), { wrapper: apiWrapper(createTestApi()) });
    await expect(result.current.toggle(3)).resolves.toBe('loginRequired');
  });
});
