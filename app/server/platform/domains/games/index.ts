// The games domain (SPEC.md section 7 "Games"): catalogue, lobby lanes, hot games, favourites,
// recent games, card rooms and game launch, plus the generated game and vendor images.
import type { Context } from 'hono';
import {
  type CardRoom,
  ErrorCode,
  type Game,
  launchAccountTypes,
  type LaunchGameValue,
  launchModes,
  lotteryViews,
  productLines,
} from '@lobby/contract';
import { isTrialType } from '../../auth';
import type { Database } from '../../db';
import type { Domain, PlatformContext, PlatformEnv, Readers } from '../../domain';
import { demoGameRoutes } from '../../demo-game';
import { ok, PlatformError, readBody, readInput, readQuery, v } from '../../http';
import { lotteryGameByCode } from '../../seed/lottery';
import type { Labels, Lang } from '../../seed/names';
import { createRng, hashString } from '../../seed/random';
import { gameIconSvg, vendorMarkSvg } from '../../seed/svg';
import { langOf, accountOf } from '../../shared/request';
import { pageChecks, totalPagesOf } from '../../shared/paging';
import { serveAsset } from '../../shared/assets';
import { createGameStore, migrateGames, seedCatalogue, type GameStore } from './store';

const line = v.oneOf(productLines);
const code = v.str({ max: 32, pattern: /^[A-Z0-9_]+$/i });
const nodeId = v.int({ min: 1, max: 99_999_999 });

const listFilters = {
  gameType: v.optional(line),
  vassalage: v.optional(code),
  gameClassify: v.optional(code),
  gameName: v.optional(v.str({ max: 64 })),
};

type Ctx = Context<PlatformEnv>;

/** Builds the demo game URL; free play has no session (nothing to free up on close). */
function gameUrl(game: Game, options: { session?: string; lang: string }): string {
  const query = new URLSearchParams({ nodeId: String(game.nodeId), lang: options.lang });
  if (options.session) query.set('session', options.session);
  return `/wps/demo-game?${query.toString()}`;
}

function launch(c: Ctx, ctx: PlatformContext, store: GameStore, game: Game, real: boolean): LaunchGameValue {
  const account = c.get('account');
  const lang = langOf(c);
  if (!real) {
    if (!game.freePlay) throw new PlatformError(ErrorCode.VALIDATION, 'accountType 0: this game has no free play');
    if (account) store.touchRecent(account.id, game.nodeId, ctx.now());
    return { content: { game_url: gameUrl(game, { lang }) } };
  }
  const player = accountOf(c);
  // SPEC.md section 4: a trial user must register before real play.
  if (isTrialType(player.type) || player.freePlay) {
    throw new PlatformError(ErrorCode.TRIAL_FORBIDDEN, 'Please Register An Account First');
  }
  // A used-up loss limit stops real-money play (domains/limits); free play stays open.
  ctx.readers.limits.checkPlay(player.id);
  const time = ctx.now();
  const open = store.openGame(player.id, time);
  if (open && open.node_id !== game.nodeId) {
    throw new PlatformError(ErrorCode.PREVIOUS_GAME_OPEN, 'The previous game has not finished');
  }
  const session = store.startSession(player.id, game.nodeId, time);
  store.touchRecent(player.id, game.nodeId, time);
  return { content: { game_url: gameUrl(game, { session, lang }), sessionId: session } };
}

function findGame(
  store: GameStore,
  input: { nodeId?: number; gameId?: number; vassalage?: string; gameCode?: string },
): Game {
  const id = input.nodeId ?? input.gameId;
  const game =
    id !== undefined
      ? store.game(id)
      : input.vassalage && input.gameCode
        ? store.gameByCode(input.vassalage, input.gameCode)
        : input.vassalage
          ? store.vendorLobby(input.vassalage)
          : undefined;
  if (id === undefined && !input.vassalage) throw new PlatformError(ErrorCode.VALIDATION, 'nodeId is required');
  if (!game) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such game');
  if (input.vassalage && game.vassalage !== input.vassalage) {
    throw new PlatformError(ErrorCode.VALIDATION, 'vassalage does not match the game');
  }
  return game;
}

/** A card game's rooms, by stakes, in each language (issue 16 item 7). */
const roomNames: readonly Labels[] = [
  { EN: 'Beginner', ES: 'Principiantes', TH: 'มือใหม่' },
  { EN: 'Regular', ES: 'Habitual', TH: 'ทั่วไป' },
  { EN: 'High Roller', ES: 'Apuestas altas', TH: 'ไฮโรลเลอร์' },
  { EN: 'VIP', ES: 'VIP', TH: 'วีไอพี' },
];

/**
 * The rooms of a card game (GLS2_roomList): one per stake level. Occupancy changes each minute but is
 * the same for everyone within it, so that a room listed with a free seat can be entered.
 */
function roomsOf(game: Game, time: number, lang: Lang): CardRoom[] {
  const minute = Math.floor(time / 60_000);
  return roomNames.map((names, index) => {
    const rng = createRng(hashString(`${game.nodeId}:${index}`), String(minute));
    const capacity = [6, 6, 8, 4][index] ?? 6;
    return {
      roomId: `${game.gameCode}-${index + 1}`,
      vassalage: game.vassalage,
      gameCode: game.gameCode,
      roomName: `${game.gameName} · ${names[lang]}`,
      minBet: [1, 10, 100, 1000][index] ?? 1,
      maxBet: [100, 1000, 10000, 100000][index] ?? 100,
      players: rng.int(0, capacity),
      capacity,
    };
  });
}

/** A real-money launch into a card room: the game's own room, with a free seat. */
function checkRoom(game: Game, roomId: string, time: number): void {
  const room = game.gameType === 'PVP' ? roomsOf(game, time, 'EN').find((r) => r.roomId === roomId) : undefined;
  if (!room) throw new PlatformError(ErrorCode.VALIDATION, 'roomId is not a room of this game');
  if (room.players >= room.capacity) throw new PlatformError(ErrorCode.ROOM_FULL, 'This room is full');
}

export const gamesDomain: Domain = {
  name: 'games',
  migrate: migrateGames,
  seed(db, ctx) {
    seedCatalogue(db, ctx.config.seed);
    const store = createGameStore(db);
    const member = ctx.accounts.byUsername('demo_member');
    if (!member) return;
    // A few favourites and recent games so those pages are not empty at first sight.
    const rng = createRng(ctx.config.seed, 'games:demo');
    const hot = store.hot(undefined, 60);
    const start = ctx.now() - 3 * 24 * 60 * 60 * 1000;
    rng
      .shuffle(hot)
      .slice(0, 8)
      .forEach((game, index) => store.addFavourite(member.id, game.nodeId, start + index * 60_000));
    rng
      .shuffle(hot)
      .slice(0, 6)
      .forEach((game, index) => store.touchRecent(member.id, game.nodeId, start + index * 3_600_000));
  },
  routes(router, ctx) {
    const store = createGameStore(ctx.db);
    const { optionalToken, requireToken } = ctx;
    const idempotent = ctx.idempotent({ required: false });

    router.get('/wps/relay/GCSGAME_gameList', optionalToken, (c) => {
      const query = readQuery(c, { ...pageChecks(24, 200), ...listFilters });
      const { games, totalCount } = store.list(query, query);
      return ok(c, {
        games,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: totalPagesOf(totalCount, query.pageSize),
        totalCount,
      });
    });

    router.get('/wps/relay/GCSGAME_hotGamesV2', (c) => {
      const query = readQuery(c, { gameType: v.optional(line), limit: v.optional(v.int({ min: 1, max: 60 }), 30) });
      return ok(c, { list: store.hot(query.gameType, query.limit) });
    });

    router.get('/wps/relay/GCSGAME_getVassGameType', optionalToken, (c) =>
      ok(c, { content: store.classTree(langOf(c)) }),
    );

    router.get('/wps/relay/GCSGAME_newGameVendor', (c) => ok(c, { data: { lanes: store.lanes(langOf(c)) } }));

    router.get('/wps/relay/MCSFE_getFavoriteGames', requireToken, (c) =>
      ok(c, { nodeIds: store.favouriteIds(accountOf(c).id) }),
    );

    router.get('/wps/relay/MCSFE_getFavoriteGamesList', requireToken, (c) => {
      const query = readQuery(c, { ...pageChecks(999, 999), gameType: v.optional(line) });
      const { games, totalCount } = store.favourites(accountOf(c).id, query.gameType, query);
      return ok(c, { games, pageNum: query.pageNo, totalPages: totalPagesOf(totalCount, query.pageSize), totalCount });
    });

    const favouriteChange = (add: boolean) => (c: Ctx) => {
      const { nodeId: id } = readInput(c, { nodeId });
      const account = accountOf(c);
      if (!store.game(id)) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such game');
      const changed = add ? store.addFavourite(account.id, id, ctx.now()) : store.removeFavourite(account.id, id);
      return ok(c, { nodeId: id, changed, nodeIds: store.favouriteIds(account.id) });
    };
    router.post('/wps/relay/MCSFE_addFavoriteGameV2', requireToken, idempotent, favouriteChange(true));
    router.delete('/wps/relay/MCSFE_removeFavoriteGameV2', requireToken, idempotent, favouriteChange(false));

    router.get('/wps/relay/GCS_recentGame', requireToken, (c) => ok(c, { games: store.recent(accountOf(c).id) }));

    router.get('/wps/relay/GLS2_roomList', requireToken, (c) => {
      const query = readQuery(c, { vassalage: v.optional(code), gameCode: v.optional(code) });
      const { games } = store.list({ gameType: 'PVP', vassalage: query.vassalage }, { pageNo: 1, pageSize: 500 });
      const chosen = games.filter((game) => !query.gameCode || game.gameCode === query.gameCode).slice(0, 20);
      const rooms = chosen.flatMap((game) => roomsOf(game, ctx.now(), langOf(c)));
      return ok(c, { rooms });
    });

    const launchChecks = {
      nodeId: v.optional(nodeId),
      gameId: v.optional(nodeId),
      vassalage: v.optional(code),
      gameCode: v.optional(v.str({ max: 64 })),
      accountType: v.oneOf(launchAccountTypes),
      launchMode: v.optional(v.oneOf(launchModes)),
      language: v.optional(v.str({ max: 8 })),
      prizeMode: v.optional(code),
      view: v.optional(v.oneOf(lotteryViews)),
      backUrl: v.optional(v.str({ max: 512 })),
      roomId: v.optional(v.str({ max: 64 })),
    };
    router.post('/wps/game/launchGame', optionalToken, idempotent, (c) => {
      const input = readBody(c, launchChecks);
      // A lottery game code launches its vendor's lobby (SPEC.md section 2: /lottery?gameCode=...).
      const lotto =
        input.gameCode && input.nodeId === undefined && input.gameId === undefined
          ? lotteryGameByCode.get(input.gameCode)
          : undefined;
      if (lotto && input.vassalage && input.vassalage !== lotto.vassalage) {
        throw new PlatformError(ErrorCode.VALIDATION, 'vassalage does not match the game');
      }
      const game = lotto ? store.vendorLobby(lotto.vassalage) : findGame(store, input);
      if (!game) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such game');
      if (input.roomId !== undefined) checkRoom(game, input.roomId, ctx.now());
      const value = launch(c, ctx, store, game, input.accountType === 1);
      const account = c.get('account');
      if (lotto && account) ctx.services.lottery.recordLaunch(account.id, lotto.gameCode);
      return ok(c, value);
    });
    router.delete('/wps/game/launchGame', requireToken, (c) =>
      ok(c, { closed: store.closeOpenGames(accountOf(c).id) }),
    );

    // The free-play launch for anyone (GCS_gameLaunchFB), GET or POST.
    router.on(['GET', 'POST'], '/wps/relay/GCS_gameLaunchFB', optionalToken, (c) => {
      const input = readInput(c, { nodeId, vassalage: v.optional(code), language: v.optional(v.str({ max: 8 })) });
      return ok(c, launch(c, ctx, store, findGame(store, input), false));
    });

    serveAsset(router, 'game', /^\d{1,8}$/, (id) => {
      const game = store.game(Number(id));
      return game && gameIconSvg(game);
    });
    const vendors = new Map(store.vendors().map((vendor) => [vendor.code, vendor]));
    serveAsset(router, 'vendor', /^[A-Z0-9_]{1,32}$/, (id) => {
      const vendor = vendors.get(id);
      return vendor && vendorMarkSvg(vendor);
    });

    demoGameRoutes(router, {
      game(id) {
        const game = store.game(id);
        return game && { gameName: game.gameName, vendorName: game.displayName, icon: game.showIcon };
      },
      see: (session) => store.seeSession(session, ctx.now()),
      close: (session) => store.closeSession(session),
    });
  },
};

/** What other domains read of the catalogue (domain.ts: Readers). */
export function gamesReader(db: Database): Readers['games'] {
  const games = createGameStore(db);
  return { vendors: () => games.vendors() };
}
