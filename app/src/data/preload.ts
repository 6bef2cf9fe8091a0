/**
 * Start-up preloads: the first screen's data is asked for while the site's code loads, rather than
 * after the first render (Lighthouse showed each call waiting for the code before it). The hooks use
 * the same keys, so they pick up these requests; a failure is shown by the view that needs the data.
 */
import { preload } from 'swr';
import type { ApiClient } from '../api/client';
import { getGameVendors, getHotGames } from '../api/games';
import { getAnnouncements, getWinnerBoard } from '../api/home';
import { getSystemStatus } from '../api/system';
import { gameKeys } from './games';
import { homeKeys } from './home';
import { systemStatusKey } from './system';

const quietly = (request: Promise<unknown>) => {
  request.catch(() => undefined);
};

/** The status, which every page waits for (SPEC.md section 4). */
export function preloadSystemStatus(client: ApiClient): void {
  quietly(preload(systemStatusKey, () => getSystemStatus(client)));
}

/** What the home page shows first: vendor lanes, banners and notices, hot games, winners. */
export function preloadHome(client: ApiClient, language: string): void {
  quietly(preload(gameKeys.vendors(language), () => getGameVendors(client)));
  quietly(preload(homeKeys.announcements(language), () => getAnnouncements(client)));
  quietly(preload(gameKeys.hot(language), () => getHotGames(client)));
  quietly(preload(homeKeys.winners(language), () => getWinnerBoard(client)));
}
