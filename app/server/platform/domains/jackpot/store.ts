// The jackpot's tables and every query on them: the pools and who won them.
import type { Database } from '../../db';
import type { JackpotTier } from '@lobby/contract';

export function migrateJackpot(db: Database): void {
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

export function createJackpotStore(db: Database) {
  const insertPool = db.prepare(
    'INSERT INTO jackpot_pools (tier, seed_amount, growth_per_second, reset_at, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const insertWinner = db.prepare(
    'INSERT INTO jackpot_winners (customer_name, tier, game_name, amount, won_at) VALUES (?, ?, ?, ?, ?)',
  );
  const pools = db.prepare('SELECT * FROM jackpot_pools ORDER BY sort');
  const lastWin = db.prepare(
    'SELECT amount, won_at FROM jackpot_winners WHERE tier = ? ORDER BY won_at DESC, winner_id DESC LIMIT 1',
  );
  const winnerCount = db.prepare('SELECT COUNT(*) AS n FROM jackpot_winners WHERE (@tier IS NULL OR tier = @tier)');
  const winnerPage = db.prepare(`SELECT * FROM jackpot_winners WHERE (@tier IS NULL OR tier = @tier)
      ORDER BY won_at DESC, winner_id DESC LIMIT @limit OFFSET @offset`);
  return {
    /** The names of the first 40 slot games of the catalogue (the seed's winners played them). */
    slotNames: () =>
      (
        db.prepare("SELECT game_name FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 40").all() as {
          game_name: string;
        }[]
      ).map((row) => row.game_name),
    addPool(tier: JackpotTier, seedAmount: number, growthPerSecond: number, resetAt: number, sort: number) {
      insertPool.run(tier, seedAmount, growthPerSecond, resetAt, sort);
    },
    addWinner(customerName: string, tier: JackpotTier, gameName: string, amount: number, wonAt: number) {
      insertWinner.run(customerName, tier, gameName, amount, wonAt);
    },
    pools: () => pools.all() as PoolRow[],
    lastWin: (tier: JackpotTier) => lastWin.get(tier) as { amount: number; won_at: number } | undefined,
    /** How many wins of one tier, or of all (null). */
    winnerCount: (tier: JackpotTier | null) => (winnerCount.get({ tier }) as { n: number }).n,
    winnerPage: (tier: JackpotTier | null, slice: { limit: number; offset: number }) =>
      winnerPage.all({ tier, ...slice }) as WinnerRow[],
  };
}
