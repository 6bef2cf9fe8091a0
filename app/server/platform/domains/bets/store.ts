// The bets domain's tables: the bets (here) and the rebate claims (rebate.ts, beside its store). The
// queries are the records' (records.ts) and the rebates' (rebate.ts).
import type { Database } from '../../db';
import { migrateRebates } from './rebate';

/**
 * The bets table, shared by the domains that report on bets.
 * - game_type: the product line (LIVE, RNG, FISH, SPORTS, ESPORTS, PVP, LOTT, ELOTT, COCKFIGHT).
 * - bet_amount: what was staked; valid_bet: the part that counts for rebates, salaries and points,
 *   known once the round settles (0 while UNSETTLED, 0 when CANCELLED or a push), so SUM(valid_bet)
 *   needs no status filter; payout: what was paid back (0 on a loss, the stake when cancelled).
 *   Profit for the player = payout - bet_amount.
 * - status: SETTLED, UNSETTLED (open: payout 0, not in profit and loss) or CANCELLED (refunded).
 * - bet_time / settle_time: epoch milliseconds of the platform's clock (settle_time null while open).
 * Seeded for every account but trials (seed.ts); demo_member has a few hundred.
 */
export function migrateBets(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS bets (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id),
      round_id TEXT NOT NULL,
      game_type TEXT NOT NULL,
      vassalage TEXT NOT NULL,
      game_name TEXT NOT NULL,
      bet_amount INTEGER NOT NULL CHECK (bet_amount >= 0),
      valid_bet INTEGER NOT NULL CHECK (valid_bet >= 0),
      payout INTEGER NOT NULL DEFAULT 0 CHECK (payout >= 0),
      status TEXT NOT NULL CHECK (status IN ('SETTLED', 'UNSETTLED', 'CANCELLED')),
      bet_time INTEGER NOT NULL,
      settle_time INTEGER
    );
    CREATE INDEX IF NOT EXISTS bets_account_time ON bets (account_id, bet_time);
  `);
  migrateRebates(db);
}
