/**
 * Where a game starts (SPEC.md section 2, "Game launch routes"): the Vietnam lotto and the SEA lottery
 * have their own pages, the lottery lines open the lottery page, an entry flagged VASSALAGE stands for
 * a vendor (its slots: the slots page filtered to it, /rng?vassalage=; any other line: a popup list of
 * its games), and every other game starts in the seamless route. Pure, so the rules are
 * tested without rendering.
 */
import type { Game, ProductLine } from '@lobby/contract';
import { routeOfLine } from '../../routes/categories';
import { href } from '../../routes/paths';
import type { SitePopup } from '../../shell/site';

/** SPEC.md section 2: the vendors with a lottery page of their own. */
export const vnLottoVendor = 'TCG_LOTTO_VN';
export const seaLotteryVendor = 'TCG_SEA';
/** SPEC.md section 2: game types that open /lottery. */
const lotteryLines: ReadonlySet<ProductLine> = new Set<ProductLine>(['LOTT', 'ELOTT']);

/**
 * The query of /seamless: which game, and free play (`mode=free`, accountType 0) or real money; for a
 * card game (PVP) played for real money, the room the player picked (`room`, GLS2_roomList).
 */
export const seamlessParams = {
  nodeId: 'nodeId',
  vassalage: 'vassalage',
  gameCode: 'gameCode',
  gameType: 'gameType',
  name: 'name',
  mode: 'mode',
  room: 'room',
} as const;
export const freePlayMode = 'free';

/** The query of the lottery pages: the game code (SPEC.md section 2) and its vendor. */
export const lotteryParams = { gameCode: 'gameCode', vassalage: 'vassalage' } as const;

export type LaunchTarget =
  { kind: 'route'; to: string } | { kind: 'popup'; popup: Extract<SitePopup, { kind: 'vendorGames' }> };

/** Where a real-money launch of `game` goes. */
export function launchTarget(game: Game): LaunchTarget {
  if (game.isGame === 'VASSALAGE') {
    // SPEC.md section 2: "/rng (query vassalage) when a vendor game of type RNG is launched".
    const slots = game.gameType === 'RNG' ? vendorHref('RNG', game.vassalage) : undefined;
    if (slots) return { kind: 'route', to: slots };
    const title = game.displayName || game.gameName || game.nodeName;
    return { kind: 'popup', popup: { kind: 'vendorGames', vassalage: game.vassalage, gameType: game.gameType, title } };
  }
  const lottery = { [lotteryParams.gameCode]: game.gameCode, [lotteryParams.vassalage]: game.vassalage };
  if (game.vassalage === vnLottoVendor) return { kind: 'route', to: href('vnLottery', lottery) };
  if (game.vassalage === seaLotteryVendor) return { kind: 'route', to: href('seaLottery', lottery) };
  if (lotteryLines.has(game.gameType)) return { kind: 'route', to: href('lottery', lottery) };
  return { kind: 'route', to: seamlessHref(game, false) };
}

/** The seamless route of a game: real money, or free play (accountType 0). */
export function seamlessHref(game: Game, free: boolean): string {
  return href('seamless', {
    [seamlessParams.nodeId]: game.nodeId,
    [seamlessParams.vassalage]: game.vassalage,
    [seamlessParams.gameCode]: game.gameCode,
    [seamlessParams.gameType]: game.gameType,
    [seamlessParams.name]: game.gameName || game.nodeName,
    [seamlessParams.mode]: free ? freePlayMode : undefined,
  });
}

/**
 * A vendor chosen from a vendor list (header menu, vendor bar): its line's page filtered to it
 * (SPEC.md section 2: /rng?vassalage=<code> for an RNG vendor). Undefined for a line without a page.
 */
export function vendorHref(line: ProductLine, vassalage: string): string | undefined {
  const route = routeOfLine[line];
  return route ? href(route, { vassalage }) : undefined;
}
