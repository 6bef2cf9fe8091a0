// The exclusion domain's table: one row per break a player took (kept after it ends: a self-exclusion
// that ended still hides promotions, rules.ts).
import type { ExclusionKind } from '@lobby/contract';
import type { Database } from '../../db';
import type { Exclusion } from './rules';

/** start_at / end_at: epoch ms in the platform's clock; a lengthened break keeps its row and start. */
export function migrateExclusion(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS player_exclusions (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('TIME_OUT', 'SELF_EXCLUSION')),
      start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL CHECK (end_at > start_at),
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS player_exclusions_account ON player_exclusions (account_id, end_at);
  `);
}

interface ExclusionRow {
  id: number;
  kind: ExclusionKind;
  start_at: number;
  end_at: number;
}

/** A stored break: the rule's shape and its row. */
export type StoredExclusion = Exclusion & { id: number };

const toExclusion = (row: ExclusionRow): StoredExclusion => ({
  id: row.id,
  kind: row.kind,
  startAt: row.start_at,
  endAt: row.end_at,
});

export function createExclusionStore(db: Database) {
  const columns = 'id, kind, start_at, end_at';
  const latest = db.prepare(
    `SELECT ${columns} FROM player_exclusions WHERE account_id = ? ORDER BY end_at DESC, id DESC LIMIT 1`,
  );
  const all = db.prepare(`SELECT ${columns} FROM player_exclusions WHERE account_id = ? ORDER BY id`);
  const insert = db.prepare(
    'INSERT INTO player_exclusions (account_id, kind, start_at, end_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE player_exclusions SET kind = ?, end_at = ?, updated_at = ? WHERE id = ?');

  return {
    /** The break that ends last (the one in force, if any is). */
    latest(accountId: number): StoredExclusion | undefined {
      const row = latest.get(accountId) as ExclusionRow | undefined;
      return row && toExclusion(row);
    },
    /** Every break the account took, oldest first. */
    all(accountId: number): StoredExclusion[] {
      return (all.all(accountId) as ExclusionRow[]).map(toExclusion);
    },
    /** Writes `exclusion`: over the row `id` (a break lengthened), or as a new break. */
    save(accountId: number, exclusion: Exclusion, at: number, id?: number): void {
      if (id === undefined) insert.run(accountId, exclusion.kind, exclusion.startAt, exclusion.endAt, at);
      else update.run(exclusion.kind, exclusion.endAt, at, id);
    },
  };
}
