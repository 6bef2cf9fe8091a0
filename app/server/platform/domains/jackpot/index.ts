// The jackpot (SPEC.md section 1 "Other screens": jackpot, winners list): four pools that grow every
// second from their last win, and the list of who won them. Public: guests see it too.
import type { Database } from '../../db';
import type { JackpotPool, JackpotTier, JackpotWinner } from '@lobby/contract';
import type { Domain } from '../../domain';
import { ok, readQuery, v } from '../../http';
import { createRng } from '../../seed/random';
import { maskName } from '../../shared/names';
import { isoTime } from '../../shared/days';
import { offsetOf, pageChecks, totalPagesOf } from '../../shared/paging';
import { toMajor } from '../../shared/money';

export const jackpotTiers: readonly JackpotTier[] = ['GRAND', 'MAJOR', 'MINOR', 'MINI'];

function migrateJackpot(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS jackpot_pools (
      tier TEXT PRIMARY KEY,
      seed_amount INTEGER NOT NULL,
      growth_per_second REAL NOT NULL,
      reset_at INTEGER NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS jackpot_winners (
      winner_id INTEGER PRIMARY KEY,
      customer_name TEXT NOT NULL,
      tier TEXT NOT NULL,
      game_name TEXT NOT NULL,
      amount INTEGER NOT NULL,
      won_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS jackpot_winners_time ON jackpot_winners (won_at);
  `);
}

const hour = 60 * 60 * 1000;

/** [tier, seed amount, growth a second, last won hours ago, smallest and biggest win]: minor units. */
const poolPlans: readonly [JackpotTier, number, number, number, number, number][] = [
  ['GRAND', 50_000_000, 37, 216, 40_000_000, 90_000_000],
  ['MAJOR', 5_000_000, 23, 50, 4_000_000, 9_500_000],
  ['MINOR', 500_000, 11, 5, 300_000, 900_000],
  ['MINI', 50_000, 5, 0.4, 30_000, 90_000],
];

const names = ['lucky', 'tiger', 'jade', 'nova', 'comet', 'storm', 'pearl', 'river', 'blaze', 'lotus', 'falcon'];

interface PoolRow {
  tier: JackpotTier;
  seed_amount: number;
  growth_per_second: number;
  reset_at: number;
}

interface WinnerRow {
  winner_id: number;
  customer_name: string;
  tier: JackpotTier;
  game_name: string;
  amount: number;
  won_at: number;
}

export const jackpotDomain: Domain = {
  name: 'jackpot',
  migrate: migrateJackpot,
  seed(db, ctx) {
    const now = ctx.now();
    const rng = createRng(ctx.config.seed, 'jackpot');
    const games = (
      db.prepare("SELECT game_name FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 40").all() as {
        game_name: string;
      }[]
    ).map((row) => row.game_name);
    const gameNames = games.length > 0 ? games : ['Fortune Jackpot'];
    const pool = db.prepare(
      'INSERT INTO jackpot_pools (tier, seed_amount, growth_per_second, reset_at, sort) VALUES (?, ?, ?, ?, ?)',
    );
    const winner = db.prepare(
      'INSERT INTO jackpot_winners (customer_name, tier, game_name, amount, won_at) VALUES (?, ?, ?, ?, ?)',
    );
    poolPlans.forEach(([tier, seedAmount, growth, lastWonHours, smallest, biggest], sort) => {
      const resetAt = now - Math.round(lastWonHours * hour);
      pool.run(tier, seedAmount, growth, resetAt, sort);
      // The last win ended the pool's previous run; earlier wins go back over the past weeks.
      const wins = 4 + sort * 3;
      for (let index = 0; index < wins; index += 1) {
        const wonAt = index === 0 ? resetAt : resetAt - rng.int(1, 24 * 30) * hour;
        winner.run(
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
    const pools = ctx.db.prepare('SELECT * FROM jackpot_pools ORDER BY sort');
    const lastWin = ctx.db.prepare(
      'SELECT amount, won_at FROM jackpot_winners WHERE tier = ? ORDER BY won_at DESC, winner_id DESC LIMIT 1',
    );
    const winnerCount = ctx.db.prepare(
      'SELECT COUNT(*) AS n FROM jackpot_winners WHERE (@tier IS NULL OR tier = @tier)',
    );
    const winnerPage = ctx.db.prepare(`SELECT * FROM jackpot_winners WHERE (@tier IS NULL OR tier = @tier)
      ORDER BY won_at DESC, winner_id DESC LIMIT @limit OFFSET @offset`);

    router.get('/wps/relay/MCSFE_getJackpotPools', (c) => {
      const now = ctx.now();
      const list = (pools.all() as PoolRow[]).map((row): JackpotPool => {
        const grown = Math.floor(row.seed_amount + (row.growth_per_second * Math.max(0, now - row.reset_at)) / 1000);
        const last = lastWin.get(row.tier) as { amount: number; won_at: number } | undefined;
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
      const { n } = winnerCount.get(filter) as { n: number };
      const rows = winnerPage.all({ ...filter, limit: query.pageSize, offset: offsetOf(query) }) as WinnerRow[];
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
