// The agent centre's team reports (SPEC.md sections 1 and 2): team betting, user profit and loss,
// the agent's income and the team's transactions, over whole platform days (shared/days.ts), with
// totals over the whole filtered range. "The team" is every account below the agent.
import type { Database } from '../../db';
import type {
  AgentRevenueFigures,
  AgentRevenueRow,
  BetGameType,
  BetStatus,
  BetTotals,
  DayFigures,
  TeamBet,
  TeamProfitLossFigures,
  TeamProfitLossRow,
  TeamTransaction,
  TeamTransactionTotals,
  TeamTransactionType,
} from '@lobby/contract';
import { daySql, daysOfSpan, dayText, type Span, isoTime } from '../../shared/days';
import { toMajor } from '../../shared/money';
import { rebateMovementKind } from '../bets/rebate';
import { type BetRow, toBet } from '../bets/records';
import { settlementMovementKinds } from './settlement';

export interface Slice {
  limit: number;
  offset: number;
}

/** Every account below @agent, with its level (1 = direct). */
const treeSql = `tree(id, depth) AS (
  SELECT id, 1 FROM accounts WHERE parent_id = @agent
  UNION ALL SELECT a.id, tree.depth + 1 FROM accounts a JOIN tree ON a.parent_id = tree.id
)`;

/** `%part%` for LIKE with its wildcards escaped; '%' (everything) when absent. */
export const likePattern = (part: string | undefined): string =>
  part ? `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : '%';

const bonusKinds = "(m.kind LIKE 'REWARD%' OR m.kind LIKE 'RAFFLE%' OR m.kind LIKE 'BONUS%')";

/** The account record's grouping of movement kinds, for the three types the team report shows. */
const typeSql = `CASE WHEN m.kind LIKE 'DEPOSIT%' THEN 'DEPOSIT' WHEN m.kind LIKE 'WITHDRAW%' THEN 'WITHDRAWAL'
  WHEN m.kind LIKE 'DOWNLINE%' OR m.kind LIKE 'UPLINE%' THEN 'TRANSFER' END`;

interface TeamBetRow extends BetRow {
  account_id: number;
  username: string;
}

const toTeamBet = (row: TeamBetRow): TeamBet => ({ customerId: row.account_id, account: row.username, ...toBet(row) });

interface BetDaySums {
  count: number;
  bet_amount: number;
  valid_bet: number;
  payout: number;
  profit: number;
}

/** Every day of a span, oldest first, each shaped from its row (undefined for a day without one). */
function everyDay<Row extends { day: number }, T>(span: Span, rows: Row[], shape: (row: Row | undefined) => T) {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOfSpan(span).map((day): DayFigures<T> => ({ date: dayText(day), ...shape(byDay.get(day)) }));
}

const noBets = { bet_count: 0, bet_amount: 0, valid_bet: 0, payout: 0 };

interface FigureRow {
  bet_count: number;
  bet_amount: number;
  valid_bet: number;
  payout: number;
  bonus: number;
  rebate: number;
}

const toFigures = (row: FigureRow): TeamProfitLossFigures => ({
  betCount: row.bet_count,
  betAmount: toMajor(row.bet_amount),
  validBet: toMajor(row.valid_bet),
  payout: toMajor(row.payout),
  profit: toMajor(row.payout - row.bet_amount),
  bonus: toMajor(row.bonus),
  rebate: toMajor(row.rebate),
  net: toMajor(row.payout - row.bet_amount + row.bonus + row.rebate),
});

const revenueKinds = {
  dailySalary: settlementMovementKinds.DAILY_SALARY,
  hourlySalary: settlementMovementKinds.HOURLY_SALARY,
  realtimeSalary: settlementMovementKinds.REALTIME_SALARY,
  dividend: settlementMovementKinds.DIVIDEND,
  rebate: rebateMovementKind,
} as const;

interface RevenueSums {
  daily: number;
  hourly: number;
  realtime: number;
  dividend: number;
  rebate: number;
}

const toRevenue = (row: RevenueSums): AgentRevenueFigures => ({
  dailySalary: toMajor(row.daily),
  hourlySalary: toMajor(row.hourly),
  realtimeSalary: toMajor(row.realtime),
  dividend: toMajor(row.dividend),
  rebate: toMajor(row.rebate),
  total: toMajor(row.daily + row.hourly + row.realtime + row.dividend + row.rebate),
});

interface MovementRow {
  id: string;
  account_id: number;
  username: string;
  type: TeamTransactionType;
  kind: string;
  direction: 'IN' | 'OUT';
  amount: number;
  counterparty: string | null;
  created_at: number;
}

export function createTeamReports(db: Database) {
  // ── Team betting ──
  const betWhere = `FROM bets b JOIN tree t ON t.id = b.account_id JOIN accounts a ON a.id = b.account_id
    WHERE b.bet_time >= @from AND b.bet_time < @until AND a.username LIKE @account ESCAPE '\\'
      AND (@gameType IS NULL OR b.game_type = @gameType) AND (@status IS NULL OR b.status = @status)`;
  const betPage = db.prepare(`WITH RECURSIVE ${treeSql}
    SELECT b.*, a.username, (SELECT name FROM game_vendors v WHERE v.code = b.vassalage) AS vendor_name ${betWhere}
    ORDER BY b.bet_time DESC, b.id DESC LIMIT @limit OFFSET @offset`);
  const betSums = db.prepare(`WITH RECURSIVE ${treeSql}
    SELECT COUNT(*) AS count, COALESCE(SUM(b.bet_amount), 0) AS bet_amount, COALESCE(SUM(b.valid_bet), 0) AS valid_bet,
      COALESCE(SUM(b.payout), 0) AS payout,
      COALESCE(SUM(CASE WHEN b.status != 'UNSETTLED' THEN b.payout - b.bet_amount ELSE 0 END), 0) AS profit
    ${betWhere}`);

  const betDays = db.prepare(`WITH RECURSIVE ${treeSql}
    SELECT ${daySql('b.bet_time')} AS day, COUNT(*) AS count, SUM(b.bet_amount) AS bet_amount, SUM(b.valid_bet) AS valid_bet,
      SUM(b.payout) AS payout, SUM(CASE WHEN b.status != 'UNSETTLED' THEN b.payout - b.bet_amount ELSE 0 END) AS profit
    ${betWhere} GROUP BY day`);

  // ── Profit and loss per team account ──
  const figuresSql = `
    members AS (SELECT t.id, t.depth, a.username, a.type FROM tree t JOIN accounts a ON a.id = t.id
      WHERE a.username LIKE @account ESCAPE '\\'),
    bet_sums AS (SELECT b.account_id AS id, COUNT(*) AS bet_count, SUM(b.bet_amount) AS bet_amount,
        SUM(b.valid_bet) AS valid_bet, SUM(b.payout) AS payout FROM bets b JOIN members ON members.id = b.account_id
      WHERE b.status = 'SETTLED' AND b.bet_time >= @from AND b.bet_time < @until GROUP BY b.account_id),
    money AS (SELECT m.account_id AS id,
        SUM(CASE WHEN ${bonusKinds} THEN m.amount ELSE 0 END) AS bonus,
        SUM(CASE WHEN m.kind = '${rebateMovementKind}' THEN m.amount ELSE 0 END) AS rebate
      FROM wallet_movements m JOIN members ON members.id = m.account_id
      WHERE m.created_at >= @from AND m.created_at < @until AND (${bonusKinds} OR m.kind = '${rebateMovementKind}')
      GROUP BY m.account_id),
    rows AS (SELECT members.id, members.depth, members.username, members.type,
        COALESCE(bet_sums.bet_count, 0) AS bet_count, COALESCE(bet_sums.bet_amount, 0) AS bet_amount,
        COALESCE(bet_sums.valid_bet, 0) AS valid_bet, COALESCE(bet_sums.payout, 0) AS payout,
        COALESCE(money.bonus, 0) AS bonus, COALESCE(money.rebate, 0) AS rebate
      FROM members LEFT JOIN bet_sums ON bet_sums.id = members.id LEFT JOIN money ON money.id = members.id
      WHERE bet_sums.id IS NOT NULL OR money.id IS NOT NULL)`;
  const profitPage = db.prepare(`WITH RECURSIVE ${treeSql}, ${figuresSql}
    SELECT * FROM rows ORDER BY username COLLATE NOCASE LIMIT @limit OFFSET @offset`);
  const profitSums = db.prepare(`WITH RECURSIVE ${treeSql}, ${figuresSql}
    SELECT COUNT(*) AS count, COALESCE(SUM(bet_count), 0) AS bet_count, COALESCE(SUM(bet_amount), 0) AS bet_amount,
      COALESCE(SUM(valid_bet), 0) AS valid_bet, COALESCE(SUM(payout), 0) AS payout, COALESCE(SUM(bonus), 0) AS bonus,
      COALESCE(SUM(rebate), 0) AS rebate FROM rows`);

  // The same figures per day of the range, every matching account together.
  const dayMembers = `members AS (SELECT t.id FROM tree t JOIN accounts a ON a.id = t.id
    WHERE a.username LIKE @account ESCAPE '\\')`;
  const profitBetDays = db.prepare(`WITH RECURSIVE ${treeSql}, ${dayMembers}
    SELECT ${daySql('b.bet_time')} AS day, COUNT(*) AS bet_count, SUM(b.bet_amount) AS bet_amount,
      SUM(b.valid_bet) AS valid_bet, SUM(b.payout) AS payout
    FROM bets b JOIN members ON members.id = b.account_id
    WHERE b.status = 'SETTLED' AND b.bet_time >= @from AND b.bet_time < @until GROUP BY day`);
  const profitMoneyDays = db.prepare(`WITH RECURSIVE ${treeSql}, ${dayMembers}
    SELECT ${daySql('m.created_at')} AS day,
      SUM(CASE WHEN ${bonusKinds} THEN m.amount ELSE 0 END) AS bonus,
      SUM(CASE WHEN m.kind = '${rebateMovementKind}' THEN m.amount ELSE 0 END) AS rebate
    FROM wallet_movements m JOIN members ON members.id = m.account_id
    WHERE m.created_at >= @from AND m.created_at < @until AND (${bonusKinds} OR m.kind = '${rebateMovementKind}')
    GROUP BY day`);

  // ── The agent's income ──
  const revenueSql = `days AS (SELECT ${daySql('m.created_at')} AS day,
      SUM(CASE WHEN m.kind = '${revenueKinds.dailySalary}' THEN m.amount ELSE 0 END) AS daily,
      SUM(CASE WHEN m.kind = '${revenueKinds.hourlySalary}' THEN m.amount ELSE 0 END) AS hourly,
      SUM(CASE WHEN m.kind = '${revenueKinds.realtimeSalary}' THEN m.amount ELSE 0 END) AS realtime,
      SUM(CASE WHEN m.kind = '${revenueKinds.dividend}' THEN m.amount ELSE 0 END) AS dividend,
      SUM(CASE WHEN m.kind = '${revenueKinds.rebate}' THEN m.amount ELSE 0 END) AS rebate
    FROM wallet_movements m WHERE m.account_id = @agent AND m.created_at >= @from AND m.created_at < @until
      AND m.kind IN (${Object.values(revenueKinds)
        .map((kind) => `'${kind}'`)
        .join(', ')})
    GROUP BY day)`;
  const revenuePage = db.prepare(`WITH ${revenueSql} SELECT * FROM days ORDER BY day DESC LIMIT @limit OFFSET @offset`);
  const revenueSums = db.prepare(`WITH ${revenueSql}
    SELECT COUNT(*) AS count, COALESCE(SUM(daily), 0) AS daily, COALESCE(SUM(hourly), 0) AS hourly,
      COALESCE(SUM(realtime), 0) AS realtime, COALESCE(SUM(dividend), 0) AS dividend, COALESCE(SUM(rebate), 0) AS rebate
    FROM days`);

  // ── Team transactions ──
  // A movement of a team account, or a transfer into one (from the agent or another account).
  const movementSql = `moves AS (
    SELECT m.id, ${typeSql} AS type, m.kind, m.amount, m.created_at,
      CASE WHEN m.account_id IN (SELECT id FROM tree) THEN m.account_id ELSE m.counterparty_id END AS member_id,
      CASE WHEN m.account_id IN (SELECT id FROM tree) THEN m.counterparty_id ELSE m.account_id END AS other_id,
      CASE
        WHEN m.counterparty_id IS NOT NULL THEN
          (CASE WHEN m.account_id IN (SELECT id FROM tree) THEN 'OUT' ELSE 'IN' END)
        WHEN m.from_type IS NULL THEN 'IN'
        ELSE 'OUT' END AS direction
    FROM wallet_movements m
    WHERE m.created_at >= @from AND m.created_at < @until AND ${typeSql} IS NOT NULL
      AND (m.account_id IN (SELECT id FROM tree) OR m.counterparty_id IN (SELECT id FROM tree))),
    listed AS (SELECT moves.*, a.username, o.username AS counterparty FROM moves
      JOIN accounts a ON a.id = moves.member_id LEFT JOIN accounts o ON o.id = moves.other_id
      WHERE a.username LIKE @account ESCAPE '\\' AND (@type IS NULL OR moves.type = @type))`;
  const movementPage = db.prepare(`WITH RECURSIVE ${treeSql}, ${movementSql}
    SELECT id, member_id AS account_id, username, type, kind, direction, amount, counterparty, created_at FROM listed
    ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const movementSums = db.prepare(`WITH RECURSIVE ${treeSql}, ${movementSql}
    SELECT COUNT(*) AS count,
      COALESCE(SUM(CASE WHEN direction = 'IN' THEN amount ELSE 0 END), 0) AS credit,
      COALESCE(SUM(CASE WHEN direction = 'OUT' THEN amount ELSE 0 END), 0) AS debit,
      COALESCE(SUM(CASE WHEN type = 'DEPOSIT' THEN (CASE WHEN direction = 'IN' THEN amount ELSE -amount END) ELSE 0 END), 0)
        AS deposit,
      COALESCE(SUM(CASE WHEN type = 'WITHDRAWAL' THEN (CASE WHEN direction = 'OUT' THEN amount ELSE -amount END) ELSE 0 END), 0)
        AS withdrawal,
      COALESCE(SUM(CASE WHEN type = 'TRANSFER' THEN amount ELSE 0 END), 0) AS transfer
    FROM listed`);

  return {
    bets(
      agent: number,
      span: Span,
      filter: { account?: string; gameType?: BetGameType; status?: BetStatus },
      slice: Slice,
    ): { list: TeamBet[]; totals: BetTotals; days: DayFigures<BetTotals>[] } {
      const params = {
        agent,
        ...span,
        account: likePattern(filter.account),
        gameType: filter.gameType ?? null,
        status: filter.status ?? null,
      };
      const sums = betSums.get(params) as {
        count: number;
        bet_amount: number;
        valid_bet: number;
        payout: number;
        profit: number;
      };
      return {
        list: (betPage.all({ ...params, ...slice }) as TeamBetRow[]).map(toTeamBet),
        totals: {
          count: sums.count,
          betAmount: toMajor(sums.bet_amount),
          validBet: toMajor(sums.valid_bet),
          payout: toMajor(sums.payout),
          profit: toMajor(sums.profit),
        },
        days: everyDay(span, betDays.all(params) as (BetDaySums & { day: number })[], (row) => ({
          count: row?.count ?? 0,
          betAmount: toMajor(row?.bet_amount ?? 0),
          validBet: toMajor(row?.valid_bet ?? 0),
          payout: toMajor(row?.payout ?? 0),
          profit: toMajor(row?.profit ?? 0),
        })),
      };
    },

    profitLoss(
      agent: number,
      span: Span,
      account: string | undefined,
      slice: Slice,
    ): {
      list: TeamProfitLossRow[];
      totals: TeamProfitLossFigures;
      count: number;
      days: DayFigures<TeamProfitLossFigures>[];
    } {
      const params = { agent, ...span, account: likePattern(account) };
      const money = new Map(
        (profitMoneyDays.all(params) as { day: number; bonus: number; rebate: number }[]).map((row) => [row.day, row]),
      );
      const bets = new Map(
        (profitBetDays.all(params) as (Omit<FigureRow, 'bonus' | 'rebate'> & { day: number })[]).map((row) => [
          row.day,
          row,
        ]),
      );
      const sums = profitSums.get(params) as FigureRow & { count: number };
      const rows = profitPage.all({ ...params, ...slice }) as (FigureRow & {
        id: number;
        depth: number;
        username: string;
        type: number;
      })[];
      return {
        list: rows.map((row) => ({
          customerId: row.id,
          account: row.username,
          type: row.type,
          level: row.depth,
          ...toFigures(row),
        })),
        totals: toFigures(sums),
        count: sums.count,
        days: daysOfSpan(span).map((day) => ({
          date: dayText(day),
          ...toFigures({
            ...noBets,
            ...bets.get(day),
            bonus: money.get(day)?.bonus ?? 0,
            rebate: money.get(day)?.rebate ?? 0,
          }),
        })),
      };
    },

    revenue(
      agent: number,
      span: Span,
      slice: Slice,
    ): { list: AgentRevenueRow[]; totals: AgentRevenueFigures; count: number } {
      const params = { agent, ...span };
      const sums = revenueSums.get(params) as RevenueSums & { count: number };
      const rows = revenuePage.all({ ...params, ...slice }) as (RevenueSums & { day: number })[];
      return {
        list: rows.map((row) => ({ date: dayText(row.day), ...toRevenue(row) })),
        totals: toRevenue(sums),
        count: sums.count,
      };
    },

    transactions(
      agent: number,
      span: Span,
      filter: { account?: string; type?: TeamTransactionType },
      slice: Slice,
    ): { list: TeamTransaction[]; totals: TeamTransactionTotals } {
      const params = { agent, ...span, account: likePattern(filter.account), type: filter.type ?? null };
      const sums = movementSums.get(params) as {
        count: number;
        credit: number;
        debit: number;
        deposit: number;
        withdrawal: number;
        transfer: number;
      };
      const rows = movementPage.all({ ...params, ...slice }) as MovementRow[];
      return {
        list: rows.map((row) => ({
          movementId: row.id,
          customerId: row.account_id,
          account: row.username,
          type: row.type,
          kind: row.kind,
          direction: row.direction,
          amount: toMajor(row.amount),
          counterparty: row.counterparty,
          time: isoTime(row.created_at),
        })),
        totals: {
          count: sums.count,
          credit: toMajor(sums.credit),
          debit: toMajor(sums.debit),
          net: toMajor(sums.credit - sums.debit),
          deposit: toMajor(sums.deposit),
          withdrawal: toMajor(sums.withdrawal),
          transfer: toMajor(sums.transfer),
        },
      };
    },
  };
}
