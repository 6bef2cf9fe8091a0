// The limits domain's table: one row per account, kind and period that the player ever set.
import type { LimitKind, LimitPeriod } from '@lobby/contract';
import type { Database } from '../../db';
import { noLimit, type LimitState } from './rules';

/**
 * - amount: the limit in force, minor units (NULL: none).
 * - pending_amount / pending_at: a looser change waiting for its cooling-off (rules.ts); pending_at
 *   NULL when nothing waits, pending_amount NULL with a pending_at for a removal.
 */
export function migrateLimits(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS player_limits (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS')),
      period TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
      amount INTEGER CHECK (amount > 0),
      pending_amount INTEGER CHECK (pending_amount > 0),
      pending_at INTEGER,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, kind, period)
    );
  `);
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
}

export type StoredLimits = (kind: LimitKind, period: LimitPeriod) => LimitState;

export function createLimitStore(db: Database) {
  const rows = db.prepare(
    'SELECT kind, period, amount, pending_amount, pending_at FROM player_limits WHERE account_id = ?',
  );
  const upsert =
    db.prepare(`INSERT INTO player_limits (account_id, kind, period, amount, pending_amount, pending_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (account_id, kind, period) DO UPDATE SET amount = excluded.amount,
      pending_amount = excluded.pending_amount, pending_at = excluded.pending_at, updated_at = excluded.updated_at`);

  return {
    /** The account's limits as stored (a limit never set is `noLimit`). */
    of(accountId: number): StoredLimits {
      const found = new Map(
        (rows.all(accountId) as LimitRow[]).map((row) => [
          `${row.kind}:${row.period}`,
          { amount: row.amount, pendingAmount: row.pending_amount, pendingAt: row.pending_at },
        ]),
      );
      return (kind, period) => found.get(`${kind}:${period}`) ?? noLimit;
    },
    save(accountId: number, kind: LimitKind, period: LimitPeriod, state: LimitState, at: number): void {
      upsert.run(accountId, kind, period, state.amount, state.pendingAmount, state.pendingAt, at);
    },
  };
}
