// The records of the member centre (SPEC.md sections 1 and 2): betting record, account record (the
// wallet movements), profit and loss, bonus details. Every total is one SQL sum over the whole
// filtered range, so it matches the rows whatever page is shown.
import type { Database } from '../../db';
import {
  type AccountDay,
  type AccountRecord,
  type AccountRecordType,
  type AccountTotals,
  type BetGameType,
  type BetRecord,
  type BetStatus,
  type BetTotals,
  type BonusRecord,
  type BonusSource,
  type BonusState,
  type BonusTotals,
  type MovementDirection,
  type ProfitLossFigures,
  type ProfitLossGroup,
  type ProfitLossRow,
} from '@lobby/contract';
import { isoTime, daySql, daysOfSpan, dayText, type Span } from '../../shared/days';
import { toMajor } from '../../shared/money';
import type { Lang } from '../../seed/names';
import { rebateMovementKind } from './rebate';

export interface Slice {
  limit: number;
  offset: number;
}

/**
 * How the account record groups the wallet movements' kinds (by prefix): the kinds are the wallet
 * store's (TRANSFER, DOWNLINE), the money pages' (DEPOSIT..., WITHDRAW...), the rewards' (REWARD,
 * RAFFLE), the points mall's (POINTS_...), the agents' pay and this domain's REBATE.
 */
const movementTypes: readonly (readonly [string, AccountRecordType])[] = [
  ['DEPOSIT', 'DEPOSIT'],
  ['WITHDRAW', 'WITHDRAWAL'],
  ['TRANSFER', 'TRANSFER'],
  ['DOWNLINE', 'TRANSFER'],
  ['UPLINE', 'TRANSFER'],
  ['REWARD', 'BONUS'],
  ['RAFFLE', 'BONUS'],
  ['BONUS', 'BONUS'],
  [rebateMovementKind, 'REBATE'],
  ['POINTS', 'POINTS'],
  ['SALARY', 'SALARY'],
  ['DIVIDEND', 'SALARY'],
  ['WAGE', 'SALARY'],
];

// The prefixes are the constants above (no input reaches this SQL text).
const typeSql = `CASE ${movementTypes
  .map(([prefix, type]) => `WHEN m.kind LIKE '${prefix}%' THEN '${type}'`)
  .join(' ')} ELSE 'OTHER' END`;

/** Seen from the player: money from another account comes IN, to another goes OUT. */
const directionSql = `CASE
  WHEN m.counterparty_id IS NOT NULL THEN (CASE WHEN m.account_id = @accountId THEN 'OUT' ELSE 'IN' END)
  WHEN m.from_type IS NULL THEN 'IN'
  WHEN m.to_type IS NULL THEN 'OUT'
  ELSE 'MOVE' END`;

/** A bet as the records' and the agent's team report's queries select it. */
export interface BetRow {
  id: number;
  round_id: string;
  game_type: BetGameType;
  vassalage: string;
  vendor_name: string | null;
  game_name: string;
  bet_amount: number;
  valid_bet: number;
  payout: number;
  status: BetStatus;
  bet_time: number;
  settle_time: number | null;
}

interface MovementRow {
  id: string;
  kind: string;
  type: AccountRecordType;
  direction: MovementDirection;
  amount: number;
  from_type: number | null;
  to_type: number | null;
  counterparty: string | null;
  created_at: number;
}

interface BonusRow {
  id: string;
  source: BonusSource;
  title: string | null;
  amount: number;
  state: BonusState;
  time: number;
}

interface Sums {
  bet_count: number;
  bet_amount: number;
  valid_bet: number;
  payout: number;
}

/** A bet on the wire (SPEC.md section 7, bet records); the agent's team bets add the player. */
export function toBet(row: BetRow): BetRecord {
  return {
    betId: row.id,
    roundId: row.round_id,
    gameType: row.game_type,
    vassalage: row.vassalage,
    vendorName: row.vendor_name ?? row.vassalage,
    gameName: row.game_name,
    betAmount: toMajor(row.bet_amount),
    validBet: toMajor(row.valid_bet),
    payout: toMajor(row.payout),
    profit: row.status === 'UNSETTLED' ? null : toMajor(row.payout - row.bet_amount),
    status: row.status,
    betTime: isoTime(row.bet_time),
    settleTime: row.settle_time === null ? null : isoTime(row.settle_time),
  };
}

const figures = (sums: Sums, bonus: number | null, rebate: number): ProfitLossFigures => ({
  betCount: sums.bet_count,
  betAmount: toMajor(sums.bet_amount),
  validBet: toMajor(sums.valid_bet),
  payout: toMajor(sums.payout),
  profit: toMajor(sums.payout - sums.bet_amount),
  bonus: bonus === null ? null : toMajor(bonus),
  rebate: toMajor(rebate),
  net: toMajor(sums.payout - sums.bet_amount + (bonus ?? 0) + rebate),
});

const noSums: Sums = { bet_count: 0, bet_amount: 0, valid_bet: 0, payout: 0 };

/** The records queries; `walletName` names a wallet by its account type (main or a vendor's). */
export function createRecordStore(db: Database) {
  const betWhere = `WHERE b.account_id = @accountId AND b.bet_time >= @from AND b.bet_time < @until
    AND (@gameType IS NULL OR b.game_type = @gameType) AND (@status IS NULL OR b.status = @status)`;
  const betRows = db.prepare(`SELECT b.*, v.name AS vendor_name FROM bets b
    LEFT JOIN game_vendors v ON v.code = b.vassalage
    ${betWhere} ORDER BY b.bet_time DESC, b.id DESC LIMIT @limit OFFSET @offset`);
  const betTotals = db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(b.bet_amount), 0) AS bet_amount,
    COALESCE(SUM(b.valid_bet), 0) AS valid_bet, COALESCE(SUM(b.payout), 0) AS payout,
    COALESCE(SUM(CASE WHEN b.status = 'UNSETTLED' THEN 0 ELSE b.payout - b.bet_amount END), 0) AS profit
    FROM bets b ${betWhere}`);

  const movements = `WITH rows AS (
      SELECT m.id, m.kind, m.amount, m.from_type, m.to_type, m.created_at, ${typeSql} AS type,
        ${directionSql} AS direction,
        (SELECT username FROM accounts a
          WHERE a.id = (CASE WHEN m.account_id = @accountId THEN m.counterparty_id ELSE m.account_id END)) AS counterparty
      FROM wallet_movements m
      WHERE (m.account_id = @accountId OR m.counterparty_id = @accountId)
        AND m.created_at >= @from AND m.created_at < @until
    ) SELECT * FROM rows WHERE (@type IS NULL OR type = @type)`;
  const movementRows = db.prepare(`${movements} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const movementTotals = db.prepare(`SELECT COUNT(*) AS count,
    COALESCE(SUM(CASE WHEN direction = 'IN' THEN amount ELSE 0 END), 0) AS credit,
    COALESCE(SUM(CASE WHEN direction = 'OUT' THEN amount ELSE 0 END), 0) AS debit
    FROM (${movements})`);

  // Every movement of the player's funds, whatever its type: what the balance of each day is made of.
  const flows = `SELECT m.created_at, m.amount, ${directionSql} AS direction FROM wallet_movements m
    WHERE m.account_id = @accountId OR m.counterparty_id = @accountId`;
  const flowDays = db.prepare(`SELECT ${daySql('created_at')} AS day, COUNT(*) AS count,
    SUM(CASE WHEN direction = 'IN' THEN amount ELSE 0 END) AS credit,
    SUM(CASE WHEN direction = 'OUT' THEN amount ELSE 0 END) AS debit
    FROM (${flows}) WHERE created_at >= @from AND created_at < @until GROUP BY day`);
  const netSince = db.prepare(`SELECT COALESCE(SUM(CASE WHEN direction = 'IN' THEN amount
    WHEN direction = 'OUT' THEN -amount ELSE 0 END), 0) AS net FROM (${flows}) WHERE created_at >= @since`);

  // Rewards of the reward centre (by the day they were issued) and raffle prizes (by their credit).
  const bonuses = `SELECT * FROM (
      SELECT 'R' || reward_id AS id, 'REWARD' AS source, title, promotion_id, amount, state, issued_at AS time
        FROM rewards WHERE account_id = @accountId
      UNION ALL
      SELECT 'M' || id, 'RAFFLE', NULL, NULL, amount, 'CLAIMED', created_at
        FROM wallet_movements WHERE account_id = @accountId AND kind = 'RAFFLE'
    ) WHERE time >= @from AND time < @until AND (@state IS NULL OR state = @state)`;
  // A reward's title in @lang, as the reward centre words it (the promotions domain's texts; issue 16 item 7).
  const bonusRows = db.prepare(`SELECT b.id, b.source, COALESCE(t.title, w.text, b.title) AS title, b.amount,
      b.state, b.time
    FROM (${bonuses}) b
    LEFT JOIN promotion_texts t ON t.promotion_id = b.promotion_id AND t.lang = @lang
    LEFT JOIN promotion_phrases w ON w.phrase = b.title AND w.lang = @lang
    ORDER BY b.time DESC, b.id DESC LIMIT @limit OFFSET @offset`);
  const bonusTotals = db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount,
    COALESCE(SUM(CASE WHEN state = 'CLAIMED' THEN amount ELSE 0 END), 0) AS credited FROM (${bonuses})`);

  const settledSums = `COUNT(*) AS bet_count, SUM(bet_amount) AS bet_amount, SUM(valid_bet) AS valid_bet,
    SUM(payout) AS payout`;
  const settledWhere = "account_id = @accountId AND status = 'SETTLED' AND bet_time >= @from AND bet_time < @until";
  const settledByDay = db.prepare(
    `SELECT ${daySql('bet_time')} AS key, ${settledSums} FROM bets WHERE ${settledWhere} GROUP BY key`,
  );
  const settledByLine = db.prepare(
    `SELECT game_type AS key, ${settledSums} FROM bets WHERE ${settledWhere} GROUP BY key`,
  );
  const creditedBonusByDay = db.prepare(
    `SELECT ${daySql('time')} AS key, SUM(amount) AS amount FROM (${bonuses}) GROUP BY key`,
  );
  const rebateByDay = db.prepare(`SELECT ${daySql('claimed_at')} AS key, SUM(amount) AS amount FROM rebate_claims
    WHERE account_id = @accountId AND claimed_at >= @from AND claimed_at < @until GROUP BY key`);
  const rebateByLine = db.prepare(`SELECT l.game_type AS key, SUM(l.amount) AS amount FROM rebate_claim_lines l
    JOIN rebate_claims c ON c.claim_id = l.claim_id
    WHERE c.account_id = @accountId AND c.claimed_at >= @from AND c.claimed_at < @until GROUP BY key`);
  const lineOrder = db.prepare('SELECT game_type FROM rebate_rates ORDER BY sort');

  return {
    bets(
      accountId: number,
      span: Span,
      filter: { gameType: BetGameType | null; status: BetStatus | null },
      slice: Slice,
    ): { list: BetRecord[]; totals: BetTotals } {
      const params = { accountId, ...span, ...filter };
      const totals = betTotals.get(params) as {
        count: number;
        bet_amount: number;
        valid_bet: number;
        payout: number;
        profit: number;
      };
      return {
        list: (betRows.all({ ...params, ...slice }) as BetRow[]).map(toBet),
        totals: {
          count: totals.count,
          betAmount: toMajor(totals.bet_amount),
          validBet: toMajor(totals.valid_bet),
          payout: toMajor(totals.payout),
          profit: toMajor(totals.profit),
        },
      };
    },

    movements(
      accountId: number,
      span: Span,
      type: AccountRecordType | null,
      slice: Slice,
      walletName: (accountTypeId: number) => string,
    ): { list: AccountRecord[]; totals: AccountTotals } {
      const params = { accountId, ...span, type };
      const totals = movementTotals.get(params) as { count: number; credit: number; debit: number };
      const list = (movementRows.all({ ...params, ...slice }) as MovementRow[]).map((row): AccountRecord => {
        // Between players only the player's own side is a wallet of theirs.
        const withOther = row.counterparty !== null;
        const from = withOther && row.direction === 'IN' ? null : row.from_type;
        const to = withOther && row.direction === 'OUT' ? null : row.to_type;
        return {
          movementId: row.id,
          type: row.type,
          kind: row.kind,
          direction: row.direction,
          amount: toMajor(row.amount),
          fromWallet: from === null ? null : walletName(from),
          toWallet: to === null ? null : walletName(to),
          counterparty: row.counterparty,
          time: isoTime(row.created_at),
        };
      });
      return {
        list,
        totals: {
          count: totals.count,
          credit: toMajor(totals.credit),
          debit: toMajor(totals.debit),
          net: toMajor(totals.credit - totals.debit),
        },
      };
    },

    /**
     * Each day of the span with its movements and the funds it ended with: the funds now less what
     * came in (plus what went out) since. Every change of a player's funds is a wallet movement here
     * (the seeded bets move no money), so the walk back is exact.
     */
    balanceDays(accountId: number, span: Span, fundsNow: number): AccountDay[] {
      const params = { accountId, ...span };
      const rows = new Map(
        (flowDays.all(params) as { day: number; count: number; credit: number; debit: number }[]).map((row) => [
          row.day,
          row,
        ]),
      );
      let balance = fundsNow - (netSince.get({ accountId, since: span.until }) as { net: number }).net;
      return daysOfSpan(span)
        .reverse()
        .map((day): AccountDay => {
          const row = rows.get(day) ?? { count: 0, credit: 0, debit: 0 };
          const ended = balance;
          balance -= row.credit - row.debit;
          return {
            date: dayText(day),
            count: row.count,
            credit: toMajor(row.credit),
            debit: toMajor(row.debit),
            net: toMajor(row.credit - row.debit),
            balance: toMajor(ended),
          };
        })
        .reverse();
    },

    bonuses(
      accountId: number,
      span: Span,
      state: BonusState | null,
      slice: Slice,
      lang: Lang = 'EN',
    ): { list: BonusRecord[]; totals: BonusTotals } {
      const params = { accountId, ...span, state };
      const totals = bonusTotals.get(params) as { count: number; amount: number; credited: number };
      const list = (bonusRows.all({ ...params, ...slice, lang }) as BonusRow[]).map((row): BonusRecord => ({
        bonusId: row.id,
        source: row.source,
        title: row.title,
        amount: toMajor(row.amount),
        state: row.state,
        time: isoTime(row.time),
      }));
      return {
        list,
        totals: { count: totals.count, amount: toMajor(totals.amount), credited: toMajor(totals.credited) },
      };
    },

    /** Every row of the range (a range has at most 90 days or 9 lines: the caller pages them). */
    profitLoss(accountId: number, span: Span, groupBy: ProfitLossGroup) {
      const params = { accountId, ...span };
      const keyed = <T extends { key: string | number }>(rows: T[]) =>
        new Map(rows.map((row) => [String(row.key), row]));
      const bonusRows = creditedBonusByDay.all({ ...params, state: 'CLAIMED' }) as { key: number; amount: number }[];
      const bonusTotal = bonusRows.reduce((sum, row) => sum + row.amount, 0);
      const byDay = groupBy === 'DAY';
      const sums = keyed((byDay ? settledByDay : settledByLine).all(params) as (Sums & { key: number | string })[]);
      const rebates = keyed(
        (byDay ? rebateByDay : rebateByLine).all(params) as { key: number | string; amount: number }[],
      );
      const bonusesByKey = keyed(bonusRows);
      const keys = byDay
        ? [...new Set([...sums.keys(), ...rebates.keys(), ...bonusesByKey.keys()])].sort(
            (a, b) => Number(b) - Number(a),
          )
        : (lineOrder.all() as { game_type: string }[])
            .map((row) => row.game_type)
            .filter((line) => sums.has(line) || rebates.has(line));
      const list: ProfitLossRow[] = keys.map((key) => ({
        key: byDay ? dayText(Number(key)) : key,
        ...figures(
          sums.get(key) ?? noSums,
          byDay ? (bonusesByKey.get(key)?.amount ?? 0) : null,
          rebates.get(key)?.amount ?? 0,
        ),
      }));
      const all = [...sums.values()].reduce(
        (total, row) => ({
          bet_count: total.bet_count + row.bet_count,
          bet_amount: total.bet_amount + row.bet_amount,
          valid_bet: total.valid_bet + row.valid_bet,
          payout: total.payout + row.payout,
        }),
        noSums,
      );
      const rebateTotal = [...rebates.values()].reduce((sum, row) => sum + row.amount, 0);
      const totals = figures(all, bonusTotal, rebateTotal) as ProfitLossFigures & { bonus: number };
      return { list, totals };
    },
  };
}
