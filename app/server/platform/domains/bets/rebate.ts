// Manual rebate (SPEC.md sections 1 and 2): a percentage of the valid bets settled since the last
// claim, per product line, claimed by the player into the main wallet. A claim records its cut-off
// time: the next claim counts only bets settled after it, so nothing is ever rebated twice.
import type { Database } from '../../db';
import {
  type BetGameType,
  ErrorCode,
  type RebateClaim,
  type RebateLine,
  type RebateSummaryValue,
} from '@lobby/contract';
import type { Services } from '../../domain';
import { PlatformError } from '../../http';
import { isoTime, type Span } from '../../shared/days';
import { toMajor } from '../../shared/money';

/** The wallet movement kind of a rebate credit (the account record's REBATE type). */
export const rebateMovementKind = 'REBATE';

/** Default rates in basis points (80 = 0.80 %), per product line, in the lobby's order. */
export const defaultRebateRates: Readonly<Record<BetGameType, number>> = {
  LIVE: 80,
  RNG: 120,
  FISH: 100,
  SPORTS: 60,
  ESPORTS: 60,
  PVP: 70,
  LOTT: 50,
  ELOTT: 50,
  COCKFIGHT: 90,
};

export function migrateRebates(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS rebate_rates (
      game_type TEXT PRIMARY KEY,
      rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS rebate_claims (
      claim_id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      amount INTEGER NOT NULL CHECK (amount > 0),
      valid_bet INTEGER NOT NULL,
      cutoff INTEGER NOT NULL,
      claimed_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rebate_claims_account ON rebate_claims (account_id, claimed_at);
    CREATE TABLE IF NOT EXISTS rebate_claim_lines (
      claim_id INTEGER NOT NULL REFERENCES rebate_claims(claim_id) ON DELETE CASCADE,
      game_type TEXT NOT NULL,
      valid_bet INTEGER NOT NULL,
      rate_bp INTEGER NOT NULL,
      amount INTEGER NOT NULL,
      PRIMARY KEY (claim_id, game_type)
    );
  `);
}

export function seedRebateRates(db: Database): void {
  const insert = db.prepare('INSERT OR IGNORE INTO rebate_rates (game_type, rate_bp, sort) VALUES (?, ?, ?)');
  Object.entries(defaultRebateRates).forEach(([line, rate], index) => insert.run(line, rate, index));
}

interface LineRow {
  game_type: BetGameType;
  valid_bet: number;
  rate_bp: number;
  amount: number;
}

interface ClaimRow {
  claim_id: number;
  amount: number;
  valid_bet: number;
  claimed_at: number;
}

const toLine = (row: LineRow): RebateLine => ({
  gameType: row.game_type,
  rate: row.rate_bp / 100,
  validBet: toMajor(row.valid_bet),
  amount: toMajor(row.amount),
});

/** A line's rebate in minor units: rounded down, so the platform never pays a fraction of a cent. */
const rebateOf = (validBet: number, rateBp: number): number => Math.floor((validBet * rateBp) / 10_000);

export function createRebateStore(db: Database, now: () => number) {
  const lastCutoff = db.prepare('SELECT MAX(cutoff) AS cutoff FROM rebate_claims WHERE account_id = ?');
  // Settled bets only: open and cancelled bets carry no valid bet (bets/index.ts).
  const pending = db.prepare(`SELECT r.game_type, r.rate_bp, COALESCE(SUM(b.valid_bet), 0) AS valid_bet
    FROM rebate_rates r
    LEFT JOIN bets b ON b.game_type = r.game_type AND b.account_id = @accountId AND b.status = 'SETTLED'
      AND (@since IS NULL OR b.settle_time > @since) AND b.settle_time <= @upTo
    GROUP BY r.game_type ORDER BY r.sort`);
  const insertClaim = db.prepare(
    'INSERT INTO rebate_claims (account_id, amount, valid_bet, cutoff, claimed_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertLine = db.prepare(
    'INSERT INTO rebate_claim_lines (claim_id, game_type, valid_bet, rate_bp, amount) VALUES (?, ?, ?, ?, ?)',
  );
  const linesOf = db.prepare(
    `SELECT l.* FROM rebate_claim_lines l JOIN rebate_rates r ON r.game_type = l.game_type
     WHERE l.claim_id = ? ORDER BY r.sort`,
  );

  /** What the account could claim at `upTo`: per line (every line, 0 where nothing is due). */
  function due(accountId: number, upTo: number) {
    const since = (lastCutoff.get(accountId) as { cutoff: number | null }).cutoff;
    const rows = (pending.all({ accountId, since, upTo }) as Omit<LineRow, 'amount'>[]).map((row) => ({
      ...row,
      amount: rebateOf(row.valid_bet, row.rate_bp),
    }));
    return {
      since,
      rows,
      validBet: rows.reduce((sum, row) => sum + row.valid_bet, 0),
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
    };
  }

  function claimOf(row: ClaimRow): RebateClaim {
    return {
      claimId: row.claim_id,
      amount: toMajor(row.amount),
      validBet: toMajor(row.valid_bet),
      lines: (linesOf.all(row.claim_id) as LineRow[]).map(toLine),
      claimedTime: isoTime(row.claimed_at),
    };
  }

  /** Records a claim of what is due at `time` (seed and claims); null when nothing is due. */
  function record(accountId: number, time: number): { claimId: number; amount: number } | null {
    const { rows, validBet, amount } = due(accountId, time);
    if (amount <= 0) return null;
    const claimId = Number(insertClaim.run(accountId, amount, validBet, time, time).lastInsertRowid);
    for (const row of rows) {
      if (row.valid_bet > 0) insertLine.run(claimId, row.game_type, row.valid_bet, row.rate_bp, row.amount);
    }
    return { claimId, amount };
  }

  return {
    record,
    summary(accountId: number): RebateSummaryValue {
      const { since, rows, validBet, amount } = due(accountId, now());
      return {
        lines: rows.map(toLine),
        validBet: toMajor(validBet),
        amount: toMajor(amount),
        since: since === null ? null : isoTime(since),
      };
    },
    /**
     * Claims everything due now and credits the main wallet, in one transaction: either both the
     * claim and the credit are written, or neither. Nothing due is REBATE_NOTHING_TO_CLAIM.
     */
    claim: db.transaction((wallets: Pick<Services['wallet'], 'creditMain'>, accountId: number): RebateClaim => {
      const time = now();
      const made = record(accountId, time);
      if (!made) throw new PlatformError(ErrorCode.REBATE_NOTHING_TO_CLAIM, 'There is no rebate to claim yet');
      wallets.creditMain(accountId, made.amount, rebateMovementKind);
      return claimOf(db.prepare('SELECT * FROM rebate_claims WHERE claim_id = ?').get(made.claimId) as ClaimRow);
    }),
    claims(accountId: number, span: Span, page: { limit: number; offset: number }) {
      const where = 'WHERE account_id = @accountId AND claimed_at >= @from AND claimed_at < @until';
      const params = { accountId, from: span.from, until: span.until };
      const totals = db
        .prepare(
          `SELECT COUNT(*) AS count, COALESCE(SUM(valid_bet), 0) AS valid_bet, COALESCE(SUM(amount), 0) AS amount
           FROM rebate_claims ${where}`,
        )
        .get(params) as { count: number; valid_bet: number; amount: number };
      const rows = db
        .prepare(
          `SELECT * FROM rebate_claims ${where} ORDER BY claimed_at DESC, claim_id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, ...page }) as ClaimRow[];
      return {
        list: rows.map(claimOf),
        totals: { count: totals.count, validBet: toMajor(totals.valid_bet), amount: toMajor(totals.amount) },
      };
    },
  };
}
