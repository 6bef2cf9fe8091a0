/**
 * What the games tests share: a page or list rendered as the site renders it (Spanish, toasts, the
 * site's popups, a router), the mock platform's answers for the calls every list makes, and a few
 * wire games. The auth popup is replaced by the test files (vi.mock) with a named dialog.
 */
import { ToastProvider } from '@lobby/design-system';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Game, ProductLine, VendorLane } from '../../api/wire/games';
import type { LoginValue } from '../../api/wire/session';
import type { AppApi } from '../../data/appApi';
import { createAppI18n } from '../../i18n';
import { SiteProvider } from '../../shell/SiteProvider';
import { apiWrapper, createTestApi } from '../../test/api';
import { at, ok } from '../../test/msw';

// jsdom has neither ResizeObserver (the grid and Radix measure with it) nor IntersectionObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe = vi.fn();
    unobserve = vi.fn();
    disconnect = vi.fn();
  },
);

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

const loginValue: LoginValue = {
  token: 'tok-1',
  id: 3,
  userName: 'ana',
  nickname: 'Ana',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  expiresIn: 7200,
};

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
  const Wrapper = apiWrapper(options.api, () => 'es');
  return render(
    <I18nextProvider i18n={createAppI18n()}>
      <ToastProvider>
        <Wrapper>
          <MemoryRouter initialEntries={[options.path]}>
            <SiteProvider>
              <Routes>
                <Route path={options.pattern ?? new URL(options.path, 'http://x').pathname} element={ui} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </SiteProvider>
          </MemoryRouter>
        </Wrapper>
      </ToastProvider>
    </I18nextProvider>,
  );
}
