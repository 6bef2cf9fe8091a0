// The lottery domain (SPEC.md section 7 "Lottery"): game menus of the families and of Vietnam lotto,
// recent lotto games, drawn numbers, and the missions with their leaderboard.
import type { Context } from 'hono';
import { ErrorCode, type LeaderboardEntry, type LotteryMenuGroup, prizeModes } from '@lobby/contract';
import type { Database } from '../../db';
import type { Domain, PlatformContext, PlatformEnv, Readers, Services } from '../../domain';
import { ok, PlatformError, readQuery, v } from '../../http';
import { familyNames, lotteryGameByCode, lotteryGames, recentDraws, toLotteryGame, vnGames } from '../../seed/lottery';
import { createRng } from '../../seed/random';
import { posterSvg } from '../../seed/svg';
import { serveAsset } from '../../shared/assets';
import { accountOf, langOf } from '../../shared/request';
import { maskName } from '../../shared/names';
import { missionPlans } from './seed-texts';
import { createLotteryStore, migrateLottery } from './store';

function groups(games: typeof lotteryGames): LotteryMenuGroup[] {
  const byFamily = new Map<string, LotteryMenuGroup>();
  for (const game of games) {
    const group = byFamily.get(game.family) ?? {
      groupCode: game.family,
      displayName: familyNames[game.family] ?? game.family,
      games: [],
    };
    group.games.push(toLotteryGame(game));
    byFamily.set(game.family, group);
  }
  return [...byFamily.values()];
}

const leaderboardPrizes = [1000, 600, 400, 200, 200, 100, 100, 100, 100, 100];

export const lotteryDomain: Domain = {
  name: 'lottery',
  migrate: migrateLottery,
  seed(db, ctx) {
    const store = createLotteryStore(db);
    missionPlans.forEach(([titles, target, reward], index) =>
      store.addMission(index + 1, titles, target, reward * 100),
    );
    const member = ctx.accounts.byUsername('demo_member');
    if (!member) return;
    // Every mission state: claimed, completed (the badge) and in progress.
    store.addProgress(member.id, 1, 3, true);
    store.addProgress(member.id, 2, 20, false);
    store.addProgress(member.id, 3, 64, false);
    store.addProgress(member.id, 4, 5, false);
    store.addProgress(member.id, 7, 0, false);
    const hour = 3_600_000;
    ['VN_HA_NOI', 'VN_HO_CHI_MINH', 'VN_VN_SPEED_1_MIN'].forEach((code, index) =>
      store.recordLaunch(member.id, code, ctx.now() - (index + 1) * hour),
    );
  },
  routes(router, ctx) {
    const store = createLotteryStore(ctx.db);
    router.get('/lgw/games/game_menus', (c) => ok(c, { groups: groups(lotteryGames) }));

    router.get('/lgw/vn/games/game_menu', (c) => {
      const query = readQuery(c, {
        prizeMode: v.optional(v.oneOf(prizeModes), 'ELOTT'),
        device: v.optional(v.str({ max: 16 })),
      });
      return ok(c, { prizeMode: query.prizeMode, groups: groups(vnGames) });
    });

    router.get('/lgw/vn/games/game_menu/recent', ctx.requireToken, (c) => {
      const games = store
        .recent(accountOf(c).id)
        .map((code) => lotteryGameByCode.get(code))
        .filter((game) => game !== undefined)
        .map(toLotteryGame);
      return ok(c, { games });
    });

    const opened = (c: Context<PlatformEnv>) => {
      const query = readQuery(c, { gameCode: v.str({ max: 64 }), limit: v.optional(v.int({ min: 1, max: 50 }), 10) });
      const game = lotteryGameByCode.get(query.gameCode);
      if (!game) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such lottery game');
      return ok(c, { gameCode: game.gameCode, draws: recentDraws(game, ctx.now(), query.limit, ctx.config.seed) });
    };
    router.get('/lgw/vn/numeros/opened/game', ctx.requireToken, opened);
    router.get('/lgw/games/opened/numero', ctx.requireToken, opened);
    // The operators' path for the same call (SPEC.md section 7).
    router.get('/lotto/lgw/games/opened/numero', ctx.requireToken, opened);

    router.get('/wps/relay/MCSFE_getMissionSummaryDetails', ctx.requireToken, ctx.requireMember, (c) => {
      const missions = store.missionsOf(accountOf(c).id, langOf(c));
      return ok(c, {
        missions,
        completedCount: missions.filter((mission) => mission.state !== 'IN_PROGRESS').length,
        unclaimedCount: missions.filter((mission) => mission.state === 'COMPLETED').length,
      });
    });

    router.get('/wps/relay/MCSFE_getMissionLeaderboard', ctx.requireToken, ctx.requireMember, (c) => {
      const { limit } = readQuery(c, { limit: v.optional(v.int({ min: 1, max: 100 }), 20) });
      const account = accountOf(c);
      // The board of this week: stable for the week, the caller placed by their own mission progress.
      const week = Math.floor(ctx.now() / (7 * 24 * 3_600_000));
      const rng = createRng(ctx.config.seed, `leaderboard:${week}`);
      const names = ['lucky', 'tiger', 'jade', 'nova', 'comet', 'storm', 'pearl', 'river', 'blaze', 'lotus'];
      let score = 5000;
      const board: Omit<LeaderboardEntry, 'rank' | 'prizeAmount'>[] = Array.from({ length: 100 }, () => {
        score -= rng.int(5, 60);
        return { customerName: maskName(`${rng.pick(names)}${rng.int(10, 999)}`), score };
      });
      const mine = store.missionsOf(account.id).reduce((sum, mission) => sum + mission.progress * 10, 0);
      const rank = board.filter((entry) => entry.score > mine).length + 1;
      const withPrize = (
        entry: Omit<LeaderboardEntry, 'rank' | 'prizeAmount'>,
        position: number,
      ): LeaderboardEntry => ({
        rank: position,
        ...entry,
        prizeAmount: leaderboardPrizes[position - 1] ?? 0,
      });
      const list = board.slice(0, limit).map((entry, index) => withPrize(entry, index + 1));
      const me = mine > 0 ? withPrize({ customerName: maskName(account.username), score: mine }, rank) : null;
      return ok(c, { list, me });
    });

    serveAsset(router, 'lottery', /^[A-Z0-9_]{1,64}$/, (id) => {
      const game = lotteryGameByCode.get(id);
      return game && posterSvg(`lottery:${game.gameCode}`, game.gameName, { width: 240, height: 240 });
    });
  },
};

/** What other domains read of the lottery (domain.ts: Readers). */
export function lotteryReader(db: Database): Readers['lottery'] {
  const store = createLotteryStore(db);
  return { unclaimedMissions: (accountId) => store.unclaimedMissions(accountId) };
}

/** What other domains may do with the lottery (domain.ts: Services). */
export function lotteryService(ctx: Pick<PlatformContext, 'db' | 'now'>): Services['lottery'] {
  const store = createLotteryStore(ctx.db);
  return { recordLaunch: (accountId, gameCode) => store.recordLaunch(accountId, gameCode, ctx.now()) };
}
