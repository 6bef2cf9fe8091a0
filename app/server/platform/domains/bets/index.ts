// Bets: every wager a player placed, the source of the betting record, profit and loss, manual
// rebates (member centre, SPEC.md section 2) and of the agent reports, salaries and dividends
// (agent centre). Amounts are integer minor units (README.md: money).
import type { Database } from 'better-sqlite3';
import type { Domain } from '../../config';

/**
 * The bets table, shared by the domains that report on bets.
 * - game_type: the product line (LIVE, RNG, FISH, SPORTS, ESPORTS, PVP, LOTT, ELOTT, COCKFIGHT).
 * - bet_amount: what was staked; valid_bet: the part that counts for rebates, salaries and points;
 *   payout: what was paid back (0 on a loss). Profit for the player = payout - bet_amount.
 * - status: SETTLED, UNSETTLED (open: payout 0, not in profit and loss) or CANCELLED (refunded).
 * - bet_time / settle_time: epoch milliseconds of the platform's clock.
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
}

export const betsDomain: Domain = {
  name: 'bets',
  migrate: migrateBets,
  routes() {
    // The records calls are added by the records work (issue 7).
  },
};
