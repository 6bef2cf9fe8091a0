/**
 * Product lines and their pages (SPEC.md section 2): which route shows a line's games. The top
 * navigation lists the lines that have a route, in the server's vendor order, each only when it has at
 * least one vendor; cockfight and the exclusive category are reached from the home game menu.
 */
import type { ProductLine, VendorLane } from '@lobby/contract';
import { paths, type GameCentreRoute, type GameListRoute } from './paths';

export const routeOfLine: Partial<Record<ProductLine, GameCentreRoute | GameListRoute>> = {
  LIVE: 'live',
  RNG: 'rng',
  FISH: 'fish',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  PVP: 'pvp',
  LOTT: 'lott',
  ELOTT: 'elott',
};

/** The product line a game-centre or game-list path shows, if any. */
export function lineOfPath(pathname: string): ProductLine | undefined {
  const path = pathname.toLowerCase();
  return (Object.keys(routeOfLine) as ProductLine[]).find((line) => {
    const route = routeOfLine[line];
    return route !== undefined && paths[route].toLowerCase() === path;
  });
}

/** The lanes that appear in the top navigation: a route, at least one vendor, the server's order. */
export function navigableLanes(lanes: readonly VendorLane[]): VendorLane[] {
  return lanes.filter((lane) => routeOfLine[lane.title] !== undefined && lane.cards.length > 0);
}
