/**
 * Start-up preloads: the first screen's data is asked for while the site's code loads, rather than
 * after the first render (Lighthouse showed each call waiting for the code before it). The hooks use
 * the same keys, so they pick up these requests; a failure is shown by the view that needs the data.
 */
import { mutate, preload, type Key } from 'swr';
import type { ApiClient } from '../api/client';
import { gameIconUrl, getGameVendors, getHotGames } from '../api/games';
import { getAnnouncements, getWinnerBoard } from '../api/home';
import { getSystemStatus } from '../api/system';
import type { OpeningCall } from './firstScreen';
import { gameKeys, homeKeys, systemStatusKey } from './keys';

/**
 * SWR's preload, and its answer written to the cache as soon as it arrives: a view that mounts after
 * that renders the data at once. With the preload alone, the hook took the answer only after its
 * first render, one more render of the page (about 80 ms of the home page's start on CI's machine).
 * The hook's own first revalidation still uses this request, so nothing is asked for twice. A
 * failure is left to the view that needs the data (the chain below handles it here).
 */
function preloadIntoCache<T>(key: Key, fetcher: () => Promise<T>): Promise<T> {
  const request = preload(key, fetcher);
  request.then((data) => mutate(key, data, { revalidate: false })).catch(() => undefined);
  return request;
}

/**
 * The calls the page an address opens on makes first, known before it renders: the status, which
 * every page waits for (SPEC.md section 4), and for home its vendor lanes, banners and notices, hot
 * games and winners. The browser asks for them while the code loads (SSR=0); the server starts them
 * before its first render (entry-server.tsx), so that the page renders in one pass.
 */
export function openingCalls(home: boolean, language: string): OpeningCall[] {
  const status: OpeningCall = { key: systemStatusKey, fetch: (client) => getSystemStatus(client) };
  if (!home) return [status];
  return [
    status,
    { key: gameKeys.vendors(language), fetch: (client) => getGameVendors(client) },
    { key: homeKeys.announcements(language), fetch: (client) => getAnnouncements(client) },
    { key: gameKeys.hot(language), fetch: (client) => getHotGames(client) },
    { key: homeKeys.winners(language), fetch: (client) => getWinnerBoard(client) },
  ];
}

/** The status, which every page waits for (SPEC.md section 4). */
export function preloadSystemStatus(client: ApiClient): void {
  void preloadIntoCache(systemStatusKey, () => getSystemStatus(client));
}

/**
 * Asks for images now, at high priority, as `<link rel="preload">`: the browser's later `<img>` of the
 * same URL uses the response.
 */
/**
 * The games in the first row of a home row (the design system's `gamesPerView`, not imported here:
 * the design system's index would pull all its components into the start-up script).
 */
const firstRowGames = 6;

function preloadImages(urls: readonly string[]): void {
  for (const url of new Set(urls)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

/** What the home page shows first (openingCalls), and the icons of its first row of hot games. */
export function preloadHome(client: ApiClient, language: string): void {
  for (const call of openingCalls(true, language)) void preloadIntoCache(call.key, () => call.fetch(client));
  // The same request as the one just started (SWR's preload keeps one per key).
  const hot = preload(gameKeys.hot(language), () => getHotGames(client));
  // The first row of hot games is the home page's largest paint (Lighthouse: its icon waited about a
  // second for the page's code to render it). Its icons are asked for as soon as the list and the
  // status (the image CDNs) are in. With several CDNs each <img> picks one at random (SPEC.md
  // section 7), so a preload could not name the same URL, and is skipped.
  const status = preloadIntoCache(systemStatusKey, () => getSystemStatus(client));
  Promise.all([status, hot])
    .then(([{ info }, { list }]) => {
      const cdns = info.config.imageCdnList;
      if (cdns.length <= 1) preloadImages(list.slice(0, firstRowGames).map((game) => gameIconUrl(game, cdns)));
    })
    .catch(() => undefined);
}
