/**
 * What the games tests share: a few wire games and lanes, the mock platform's answers for the calls
 * every list makes, and the pages rendered as the site renders them (Spanish, the site's own popups)
 * for a guest, a member or a trial player. The auth popup is replaced by the test files (vi.mock).
 */
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { ReactNode } from 'react';
import type { Game, LoginValue, ProductLine, VendorLane } from '@lobby/contract';
import { at, loginValue, ok, renderSite, trialLogin } from '../../test/platform';

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

const logins: Record<Player, LoginValue | undefined> = {
  guest: undefined,
  member: loginValue,
  trial: { ...loginValue, customerType: trialLogin.customerType },
};

/** Renders `ui` at `path` for `player`; elsewhere the router shows nothing. */
export function renderGamePage(ui: ReactNode, player: Player, path: string) {
  const pattern = new URL(path, 'http://site.test').pathname;
  return renderSite(ui, { path, pattern, as: logins[player], language: 'es', siteProvider: true });
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
