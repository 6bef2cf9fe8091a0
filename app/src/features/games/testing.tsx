/**
 * What the games tests share: a page or list rendered as the site renders it (Spanish, toasts, the
 * site's popups, a router), the mock platform's answers for the calls every list makes, and a few
 * wire games. The auth popup is replaced by the test files (vi.mock) with a named dialog.
 */
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Game, ProductLine, VendorLane } from '@lobby/contract';
import type { AppApi } from '../../data/appApi';
import { SiteProvider } from '../../shell/SiteProvider';
import { createTestApi } from '../../test/api';
import { at, ok } from '../../test/msw';
import { loginValue, stubResizeObserver, TestProviders } from '../../test/site';

// jsdom has neither ResizeObserver (the grid and Radix measure with it) nor IntersectionObserver.
stubResizeObserver();

export function wireGame(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameType: 'RNG',
    vassalage: 'PG',
    gameCode: `PG_${String(nodeId)}`,
    gameName: `Game ${String(nodeId)}`,
    nodeName: `Game ${String(nodeId)}`,
    displayName: 'PG Soft',
    showIcon: `/wps/assets/game/${String(nodeId)}.svg`,
    lagerIcon: '',
    isGame: 'GAME',
    gameClassify: 'SLOT',
    freePlay: true,
    ...overrides,
  };
}

export function lane(title: ProductLine, overrides: Partial<VendorLane> = {}): VendorLane {
  return {
    title,
    gameCategory: title,
    displayName: title === 'RNG' ? 'Tragamonedas' : title,
    cards: [{ vassalage: 'PG', displayName: 'PG Soft', smallIcon: '', lagerIcon: '', gameCount: 300, isGame: 'GAME' }],
    gameClassify: [
      { key: 'SLOT', displayName: 'Video tragamonedas', gameCount: 200, sort: 1 },
      { key: 'JP', displayName: 'Jackpot', gameCount: 100, sort: 2 },
    ],
    ...overrides,
  };
}

export type Player = 'guest' | 'member' | 'trial';

export function apiFor(player: Player): AppApi {
  const api = createTestApi();
  if (player !== 'guest') api.session.signIn({ ...loginValue, customerType: player === 'trial' ? 4 : 0 });
  return api;
}

/** The calls around every list: status (CDNs), lanes, classes, favourites, recent games. */
export function answerListCalls(server: SetupServerApi, options: { favourites?: Game[]; lanes?: VendorLane[] } = {}) {
  const favourites = options.favourites ?? [];
  server.use(
    http.get(at('/wps/system/status'), () =>
      ok({ info: { status: 0, config: { imageCdnList: [''], launchCdnList: [''] } }, location: { ip: '' } }),
    ),
    http.get(at('/wps/relay/GCSGAME_newGameVendor'), () => ok({ data: { lanes: options.lanes ?? [lane('RNG')] } })),
    http.get(at('/wps/relay/GCSGAME_getVassGameType'), () => ok({ content: {} })),
    http.get(at('/wps/relay/MCSFE_getFavoriteGames'), () => ok({ nodeIds: favourites.map((game) => game.nodeId) })),
    http.get(at('/wps/relay/MCSFE_getFavoriteGamesList'), () =>
      ok({ games: favourites, pageNum: 1, totalPages: 1, totalCount: favourites.length }),
    ),
    http.get(at('/wps/relay/GCS_recentGame'), () => ok({ games: [] })),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Where the router is now. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent;
}

/** Renders `ui` at `path` (matched by `pattern`) inside the site's providers. */
export function renderInSite(ui: ReactNode, options: { api: AppApi; path: string; pattern?: string }) {
  return render(
    <TestProviders api={options.api} language="es" toasts>
      <MemoryRouter initialEntries={[options.path]}>
        <SiteProvider>
          <Routes>
            <Route path={options.pattern ?? new URL(options.path, 'http://x').pathname} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </SiteProvider>
      </MemoryRouter>
    </TestProviders>,
  );
}
