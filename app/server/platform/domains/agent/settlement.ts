// Settlement of the agent contracts (SPEC.md sections 1, 3, 4 and 9): real-time salary every window
// (5 minutes by default), hourly and daily salaries, and dividends by their period, computed from the
// bets of the downline agent's team, credited to its main wallet through the wallet store. The rules
// are written once, on `Settlement` in src/api/wire/agent.ts.
//
// Never twice: each contract keeps `settled_until` (the end of its last settled period) and every
// period settled is a row of agent_settlements, unique per (contract, period start); the row, the
// credit and the cursor are written in one transaction, and the credit is made only when the row
// was new. A task that runs twice, or two servers on one database, settle a period once.
import type { Database } from '../../db';
import {
  type ContractKind,
  type ContractRole,
  contractSettledEventType,
  type ContractSettledPayload,
  type ContractTerms,
  type ContractTier,
  MAIN_WALLET_ACCOUNT_TYPE,
  type Settlement,
  type SettlementTotals,
} from '@lobby/contract';
import type { Services } from '../../domain';
import type { PlatformEvents } from '../../events';
import { dayMs, isoTime } from '../../shared/days';
import { toMajor } from '../../shared/money';
import { duePeriods, hourMs, periodEndAfter, periodStartOf, unitOf } from './periods';

/** The wallet movement kind of each payment (the account record lists SALARY and DIVIDEND as SALARY). */
export const settlementMovementKinds: Record<ContractKind, string> = {
  DAILY_SALARY: 'SALARY_DAILY',
  HOURLY_SALARY: 'SALARY_HOURLY',
  REALTIME_SALARY: 'SALARY_REALTIME',
  DIVIDEND: 'DIVIDEND',
};

export function migrateSettlements(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS agent_settlements (
      settlement_id INTEGER PRIMARY KEY,
      contract_id INTEGER NOT NULL REFERENCES agent_contracts(contract_id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      upline_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      downline_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      period_start INTEGER NOT NULL,
      period_end INTEGER NOT NULL CHECK (period_end > period_start),
      valid_bet INTEGER NOT NULL,
      profit_loss INTEGER NOT NULL,
      active_members INTEGER NOT NULL,
      base INTEGER NOT NULL CHECK (base >= 0),
      rate INTEGER NOT NULL CHECK (rate >= 0),
      tier INTEGER,
      amount INTEGER NOT NULL CHECK (amount >= 0),
      settled_at INTEGER NOT NULL,
      UNIQUE (contract_id, period_start)
    );
    CREATE INDEX IF NOT EXISTS agent_settlements_downline ON agent_settlements (downline_id, kind, period_start);
    CREATE INDEX IF NOT EXISTS agent_settlements_upline ON agent_settlements (upline_id, kind, period_start);
  `);
}

/** One settled bet of the team, in minor units. */
export interface TeamBet {
  accountId: number;
  settleTime: number;
  validBet: number;
  /** payout - bet_amount (the player's). */
  profit: number;
}

/** What the team did in a period (minor units). */
export interface PeriodFigures {
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  /** The day's valid bets (day so far, or the average per day of a longer period). */
  dayValidBet: number;
  /** The hour's valid bets (likewise). */
  hourValidBet: number;
}

export interface Outcome {
  base: number;
  /** Hundredths of a percent. */
  rate: number;
  tier: number | null;
  amount: number;
}

const minor = (major: number) => Math.round(major * 100);

/** The tier that applies (highest rate among those whose conditions all hold) and the amount. */
export function outcomeOf(kind: ContractKind, tiers: readonly ContractTier[], figures: PeriodFigures): Outcome {
  const loss = -figures.profitLoss;
  const base = kind === 'DIVIDEND' ? Math.max(loss, 0) : figures.validBet;
  let chosen: { rate: number; tier: number } | null = null;
  for (const [index, tier] of tiers.entries()) {
    const holds =
      figures.validBet > 0 &&
      figures.validBet >= minor(tier.minBetAmount) &&
      figures.activeMembers >= tier.minActiveMembers &&
      figures.dayValidBet >= minor(tier.dailyBetAmount) &&
      figures.hourValidBet >= minor(tier.hourlyBetAmount) &&
      (kind !== 'DIVIDEND' || (loss > 0 && loss >= minor(tier.minProfitLoss)));
    const rate = Math.round(tier.rate * 100);
    if (holds && (!chosen || rate > chosen.rate)) chosen = { rate, tier: index + 1 };
  }
  if (!chosen) return { base, rate: 0, tier: null, amount: 0 };
  // rate is in hundredths of a percent: amount = base x rate / 10 000, rounded down to the cent.
  return { base, rate: chosen.rate, tier: chosen.tier, amount: Math.floor((base * chosen.rate) / 10_000) };
}

/** Prefix sums over the team's bets sorted by settle time: sums of any span in O(log n). */
function indexBets(bets: TeamBet[]) {
  const sorted = [...bets].sort((a, b) => a.settleTime - b.settleTime);
  const valid = [0];
  for (const bet of sorted) valid.push((valid.at(-1) ?? 0) + bet.validBet);
  const lowerBound = (time: number) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as TeamBet).settleTime < time) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const validIn = (from: number, until: number) => (valid[lowerBound(until)] ?? 0) - (valid[lowerBound(from)] ?? 0);
  const betsIn = (from: number, until: number) => sorted.slice(lowerBound(from), lowerBound(until));
  // The first bet with a valid amount settled at or after `time` (Infinity when none).
  const withValid = sorted.filter((bet) => bet.validBet > 0).map((bet) => bet.settleTime);
  const nextValidBet = (time: number) => {
    let low = 0;
    let high = withValid.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((withValid[middle] as number) < time) low = middle + 1;
      else high = middle;
    }
    return withValid[low] ?? Number.POSITIVE_INFINITY;
  };
  return { validIn, betsIn, nextValidBet };
}

/** The figures of one period from the team's bets (`windowMs`: the real-time window). */
function figuresOf(
  bets: TeamBet[] | ReturnType<typeof indexBets>,
  period: { start: number; end: number },
  windowMs: number,
): PeriodFigures {
  const index = Array.isArray(bets) ? indexBets(bets) : bets;
  const inPeriod = index.betsIn(period.start, period.end);
  const validBet = inPeriod.reduce((sum, bet) => sum + bet.validBet, 0);
  const profitLoss = inPeriod.reduce((sum, bet) => sum + bet.profit, 0);
  const activeMembers = new Set(inPeriod.filter((bet) => bet.validBet > 0).map((bet) => bet.accountId)).size;
  const length = period.end - period.start;
  // A period of a day (an hour) or less: the day (hour) so far; a longer one: its average per day (hour).
  const dayValidBet =
    length <= dayMs
      ? index.validIn(periodStartOf('DAY', period.start, windowMs), period.end)
      : Math.floor(validBet / Math.ceil(length / dayMs));
  const hourValidBet =
    length <= hourMs
      ? index.validIn(periodStartOf('HOUR', period.start, windowMs), period.end)
      : Math.floor(validBet / Math.ceil(length / hourMs));
  return { validBet, profitLoss, activeMembers, dayValidBet, hourValidBet };
}

interface DueContract {
  contract_id: number;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  status: string;
  terms: string;
  updated_at: number;
  activated_at: number;
  settled_until: number | null;
}

export interface SettleOptions {
  /** Credit the wallets (live) or only record the movements (seed: the seeded balances are after them). */
  pay: boolean;
}

export function createSettlementEngine(deps: {
  db: Database;
  now: () => number;
  wallets: Pick<Services['wallet'], 'creditMain'>;
  events?: PlatformEvents;
  /** The real-time window in milliseconds. */
  windowMs: () => number;
  /** Whether dividends are on (the contract-dividend feature). */
  dividends: () => boolean;
}) {
  const { db, now, wallets } = deps;
  const due = db.prepare(`SELECT contract_id, kind, upline_id, downline_id, status, terms, updated_at, activated_at,
      settled_until FROM agent_contracts
    WHERE kind = ? AND activated_at IS NOT NULL
      AND (status IN ('ACTIVE', 'TERMINATION_PENDING')
        OR (status = 'TERMINATED' AND COALESCE(settled_until, activated_at) < updated_at))`);
  const cursorOf = db.prepare('SELECT settled_until, activated_at FROM agent_contracts WHERE contract_id = ?');
  const team = db.prepare(`WITH RECURSIVE tree(id) AS (
      SELECT ? UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id
    ) SELECT id FROM tree`);
  const betsOf = (ids: number[], from: number, until: number) =>
    db
      .prepare(
        `SELECT account_id AS accountId, settle_time AS settleTime, valid_bet AS validBet,
          payout - bet_amount AS profit FROM bets
        WHERE account_id IN (${ids.map(() => '?').join(',')}) AND status = 'SETTLED'
          AND settle_time >= ? AND settle_time < ?`,
      )
      .all(...ids, from, until) as TeamBet[];
  const insert = db.prepare(`INSERT INTO agent_settlements
    (contract_id, kind, upline_id, downline_id, period_start, period_end, valid_bet, profit_loss, active_members,
     base, rate, tier, amount, settled_at)
    VALUES (@contractId, @kind, @uplineId, @downlineId, @start, @end, @validBet, @profitLoss, @activeMembers,
     @base, @rate, @tier, @amount, @settledAt)
    ON CONFLICT (contract_id, period_start) DO NOTHING`);
  const advance = db.prepare('UPDATE agent_contracts SET settled_until = ? WHERE contract_id = ?');
  const recordOnly = db.prepare(`INSERT OR IGNORE INTO wallet_movements
    (id, account_id, from_type, to_type, counterparty_id, amount, kind, created_at)
    VALUES (?, ?, NULL, ?, NULL, ?, ?, ?)`);

  /** Settles the due periods of one contract; returns how many periods paid. */
  function settleContract(row: DueContract, options: SettleOptions): number {
    const time = now();
    const windowMs = deps.windowMs();
    const terms = JSON.parse(row.terms) as ContractTerms;
    const unit = unitOf(row.kind, terms);
    const live = row.status !== 'TERMINATED';
    // Published once the transaction has committed: a rolled-back payment announces nothing.
    const events: { accountId: number; payload: ContractSettledPayload }[] = [];
    const work = () => {
      // Read the cursor inside the transaction: another run may have moved it.
      const cursorRow = cursorOf.get(row.contract_id) as { settled_until: number | null; activated_at: number };
      const cursor = cursorRow.settled_until ?? cursorRow.activated_at;
      const until = live ? time : row.updated_at;
      if (cursor >= until || periodEndAfter(unit, cursor, windowMs) > time) return 0;
      // The team's bets from the start of the first period's day (the day-so-far condition looks
      // back to it) to the last moment a period may end.
      const ids = (team.all(row.downline_id) as { id: number }[]).map((item) => item.id);
      const index = indexBets(betsOf(ids, periodStartOf('DAY', cursor, windowMs), Math.min(until, time)));
      const { periods, until: settledUntil } = duePeriods(unit, cursor, until, time, windowMs, index.nextValidBet);
      if (settledUntil === cursor) return 0;
      let paid = 0;
      for (const period of periods) {
        // Periods without a valid bet are settled (the cursor passes them) but not recorded.
        if (index.validIn(period.start, period.end) === 0) continue;
        const figures = figuresOf(index, period, windowMs);
        const outcome = outcomeOf(row.kind, terms.tiers, figures);
        const { changes, lastInsertRowid } = insert.run({
          contractId: row.contract_id,
          kind: row.kind,
          uplineId: row.upline_id,
          downlineId: row.downline_id,
          start: period.start,
          end: period.end,
          validBet: figures.validBet,
          profitLoss: figures.profitLoss,
          activeMembers: figures.activeMembers,
          base: outcome.base,
          rate: outcome.rate,
          tier: outcome.tier,
          amount: outcome.amount,
          settledAt: options.pay ? time : period.end,
        });
        if (changes === 0 || outcome.amount === 0) continue;
        const kind = settlementMovementKinds[row.kind];
        if (options.pay) {
          wallets.creditMain(row.downline_id, outcome.amount, kind);
          events.push({
            accountId: row.downline_id,
            payload: {
              settlementId: Number(lastInsertRowid),
              contractId: row.contract_id,
              kind: row.kind,
              amount: toMajor(outcome.amount),
              periodStart: isoTime(period.start),
              periodEnd: isoTime(period.end),
            },
          });
        } else {
          recordOnly.run(
            `settlement-${String(lastInsertRowid)}`,
            row.downline_id,
            MAIN_WALLET_ACCOUNT_TYPE,
            outcome.amount,
            kind,
            period.end,
          );
        }
        paid += 1;
      }
      advance.run(settledUntil, row.contract_id);
      return paid;
    };
    const paid = db.inTransaction ? work() : db.transaction(work)();
    for (const event of events)
      deps.events?.publish(event.accountId, { type: contractSettledEventType, payload: { ...event.payload } });
    return paid;
  }

  return {
    /** Settles every period of these kinds that is over by now; returns how many periods paid. */
    settle(kinds: readonly ContractKind[], options: SettleOptions = { pay: true }): number {
      let paid = 0;
      for (const kind of kinds) {
        if (kind === 'DIVIDEND' && !deps.dividends()) continue;
        for (const row of due.all(kind) as DueContract[]) paid += settleContract(row, options);
      }
      return paid;
    },
  };
}

// ── The reports ─────────────────────────────────────────────────────────────────────────────────

interface SettlementRow {
  settlement_id: number;
  contract_id: number;
  kind: ContractKind;
  upline_id: number;
  upline: string;
  downline_id: number;
  downline: string;
  period_start: number;
  period_end: number;
  valid_bet: number;
  profit_loss: number;
  active_members: number;
  base: number;
  rate: number;
  tier: number | null;
  amount: number;
  settled_at: number;
}

const toSettlement = (row: SettlementRow): Settlement => ({
  settlementId: row.settlement_id,
  contractId: row.contract_id,
  kind: row.kind,
  upline: { customerId: row.upline_id, account: row.upline },
  downline: { customerId: row.downline_id, account: row.downline },
  periodStart: isoTime(row.period_start),
  periodEnd: isoTime(row.period_end),
  validBet: toMajor(row.valid_bet),
  profitLoss: toMajor(row.profit_loss),
  activeMembers: row.active_members,
  base: toMajor(row.base),
  rate: row.rate / 100,
  tier: row.tier,
  amount: toMajor(row.amount),
  status: row.amount > 0 ? 'PAID' : 'NOT_QUALIFIED',
  settledTime: isoTime(row.settled_at),
});

export function createSettlementReports(db: Database) {
  const like = (column: string) => `${column} LIKE @account ESCAPE '\\'`;
  const where = (role: ContractRole | undefined) => {
    const asUpline = `s.upline_id = @id AND ${like('d.username')}`;
    const asDownline = `s.downline_id = @id AND ${like('u.username')}`;
    const party =
      role === 'upline' ? asUpline : role === 'downline' ? asDownline : `((${asUpline}) OR (${asDownline}))`;
    return `FROM agent_settlements s JOIN accounts u ON u.id = s.upline_id JOIN accounts d ON d.id = s.downline_id
      WHERE s.kind = @kind AND s.period_start >= @from AND s.period_start < @until AND ${party}`;
  };
  return {
    list(
      input: {
        accountId: number;
        kind: ContractKind;
        role: ContractRole | undefined;
        account: string;
        from: number;
        until: number;
      },
      slice: { limit: number; offset: number },
    ): { list: Settlement[]; totals: SettlementTotals } {
      const params = {
        id: input.accountId,
        kind: input.kind,
        account: input.account,
        from: input.from,
        until: input.until,
      };
      const sums = db
        .prepare(
          `SELECT COUNT(*) AS count, COALESCE(SUM(s.valid_bet), 0) AS validBet, COALESCE(SUM(s.base), 0) AS base,
            COALESCE(SUM(s.amount), 0) AS amount ${where(input.role)}`,
        )
        .get(params) as { count: number; validBet: number; base: number; amount: number };
      const rows = db
        .prepare(
          `SELECT s.*, u.username AS upline, d.username AS downline ${where(input.role)}
          ORDER BY s.period_start DESC, s.settlement_id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, ...slice }) as SettlementRow[];
      return {
        list: rows.map(toSettlement),
        totals: {
          count: sums.count,
          validBet: toMajor(sums.validBet),
          base: toMajor(sums.base),
          amount: toMajor(sums.amount),
        },
      };
    },
  };
}
