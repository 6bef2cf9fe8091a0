// The jackpot (SPEC.md section 1 "Other screens": jackpot, winners list): four pools that grow every
// second from their last win, and the list of who won them. Public: guests see it too.
import { type JackpotPool, type JackpotTier, jackpotTiers, type JackpotWinner } from '@lobby/contract';
import type { Domain } from '../../domain';
import { ok, readQuery, v } from '../../http';
import { createRng } from '../../seed/random';
import { maskName } from '../../shared/names';
import { isoTime } from '../../shared/days';
import { pageChecks, sliceOf, totalPagesOf } from '../../shared/paging';
import { toMajor } from '../../shared/money';
import { createJackpotStore, migrateJackpot } from './store';

const hour = 60 * 60 * 1000;

/** [tier, seed amount, growth a second, last won hours ago, smallest and biggest win]: minor units. */
const poolPlans: readonly [JackpotTier, number, number, number, number, number][] = [
  ['GRAND', 50_000_000, 37, 216, 40_000_000, 90_000_000],
  ['MAJOR', 5_000_000, 23, 50, 4_000_000, 9_500_000],
  ['MINOR', 500_000, 11, 5, 300_000, 900_000],
  ['MINI', 50_000, 5, 0.4, 30_000, 90_000],
];

const names = ['lucky', 'tiger', 'jade', 'nova', 'comet', 'storm', 'pearl', 'river', 'blaze', 'lotus', 'falcon'];

export const jackpotDomain: Domain = {
  name: 'jackpot',
  migrate: migrateJackpot,
  seed(db, ctx) {
    const now = ctx.now();
    const rng = createRng(ctx.config.seed, 'jackpot');
    const store = createJackpotStore(db);
    const games = store.slotNames();
    const gameNames = games.length > 0 ? games : ['Fortune Jackpot'];
    poolPlans.forEach(([tier, seedAmount, growth, lastWonHours, smallest, biggest], sort) => {
      const resetAt = now - Math.round(lastWonHours * hour);
      store.addPool(tier, seedAmount, growth, resetAt, sort);
      // The last win ended the pool's previous run; earlier wins go back over the past weeks.
      const wins = 4 + sort * 3;
      for (let index = 0; index < wins; index += 1) {
        const wonAt = index === 0 ? resetAt : resetAt - rng.int(1, 24 * 30) * hour;
        store.addWinner(
          maskName(`${rng.pick(names)}${rng.int(10, 9999)}`),
          tier,
          rng.pick(gameNames),
          rng.int(smallest, biggest),
          wonAt,
        );
      }
    });
  },
  routes(router, ctx) {
    const store = createJackpotStore(ctx.db);

    router.get('/wps/relay/MCSFE_getJackpotPools', (c) => {
      const now = ctx.now();
      const list = store.pools().map((row): JackpotPool => {
        const grown = Math.floor(row.seed_amount + (row.growth_per_second * Math.max(0, now - row.reset_at)) / 1000);
        const last = store.lastWin(row.tier);
        return {
          tier: row.tier,
          amount: toMajor(grown),
          growthPerSecond: toMajor(row.growth_per_second),
          lastWinAmount: last ? toMajor(last.amount) : null,
          lastWinTime: last ? isoTime(last.won_at) : null,
        };
      });
      return ok(c, { pools: list, serverTime: isoTime(now) });
    });

    router.get('/wps/relay/MCSFE_getJackpotWinners', (c) => {
      const query = readQuery(c, { ...pageChecks(10, 50), tier: v.optional(v.oneOf(jackpotTiers)) });
      const filter = { tier: query.tier ?? null };
      const n = store.winnerCount(filter.tier);
      const rows = store.winnerPage(filter.tier, sliceOf(query));
      return ok(c, {
        list: rows.map((row): JackpotWinner => ({
          winnerId: row.winner_id,
          customerName: row.customer_name,
          tier: row.tier,
          gameName: row.game_name,
          winAmount: toMajor(row.amount),
          winTime: isoTime(row.won_at),
        })),
        totalCount: n,
        totalPages: totalPagesOf(n, query.pageSize),
      });
    });
  },
};
