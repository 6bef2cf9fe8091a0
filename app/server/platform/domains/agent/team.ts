// The agent's team: every query on the account tree below an agent (downlines, the team's bets, its
// new and active members).
import type { Database } from '../../db';
import { MAIN_WALLET_ACCOUNT_TYPE } from '@lobby/contract';
import { daySql, type Span } from '../../shared/days';

interface TreeRow {
  id: number;
  type: number;
  depth: number;
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  reg_date: number;
  balance: number;
}

export function createTeamStore(db: Database) {
  const directDownline = db.prepare('SELECT id, type FROM accounts WHERE id = ? AND parent_id = ?');
  const team = db.prepare(`WITH RECURSIVE tree(id, type, depth) AS (
        SELECT id, type, 1 FROM accounts WHERE parent_id = ?
        UNION ALL SELECT a.id, a.type, tree.depth + 1 FROM accounts a JOIN tree ON a.parent_id = tree.id
      ) SELECT id, type, depth FROM tree`);
  const downlines = db.prepare(`SELECT a.id, a.username, a.nickname, a.type, a.reg_date,
        COALESCE(w.balance, 0) AS balance FROM accounts a
        LEFT JOIN wallets w ON w.account_id = a.id AND w.account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE}
        WHERE a.parent_id = @id AND (@account IS NULL OR a.username LIKE @account ESCAPE '\\')
        ORDER BY a.id LIMIT @limit OFFSET @offset`);
  const downlineCount = db.prepare(
    "SELECT COUNT(*) AS n FROM accounts WHERE parent_id = @id AND (@account IS NULL OR username LIKE @account ESCAPE '\\')",
  );
  const teamSql = `WITH RECURSIVE tree(id) AS (
        SELECT id FROM accounts WHERE parent_id = @agent
        UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id
      )`;
  const teamBetSums = db.prepare(`${teamSql}
      SELECT COALESCE(SUM(b.bet_amount), 0) AS bet_amount, COALESCE(SUM(b.valid_bet), 0) AS valid_bet,
        COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout - b.bet_amount ELSE 0 END), 0) AS profit
      FROM bets b JOIN tree ON tree.id = b.account_id WHERE b.bet_time >= @from AND b.bet_time < @until`);
  const teamActive = db.prepare(`${teamSql}
      SELECT COUNT(DISTINCT b.account_id) AS n FROM bets b JOIN tree ON tree.id = b.account_id
      WHERE b.status = 'SETTLED' AND b.valid_bet > 0 AND b.settle_time >= @from AND b.settle_time < @until`);
  const teamNew = db.prepare(`${teamSql}
      SELECT COUNT(*) AS n FROM accounts a JOIN tree ON tree.id = a.id WHERE a.reg_date >= @from`);
  const teamBetDays = db.prepare(`${teamSql}
      SELECT ${daySql('b.bet_time')} AS day, SUM(b.bet_amount) AS bet_amount, SUM(b.valid_bet) AS valid_bet,
        SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout - b.bet_amount ELSE 0 END) AS profit
      FROM bets b JOIN tree ON tree.id = b.account_id WHERE b.bet_time >= @from AND b.bet_time < @until GROUP BY day`);
  const teamNewDays = db.prepare(`${teamSql}
      SELECT ${daySql('a.reg_date')} AS day, COUNT(*) AS n FROM accounts a JOIN tree ON tree.id = a.id
      WHERE a.reg_date >= @from AND a.reg_date < @until GROUP BY day`);
  return {
    /** The account `id` when it is directly below `parentId`. */
    directDownline: (id: number, parentId: number) =>
      directDownline.get(id, parentId) as { id: number; type: number } | undefined,
    /** Everyone below an account, at any depth (1: directly below). */
    teamOf: (accountId: number) => team.all(accountId) as TreeRow[],
    /** A page of the accounts directly below `id`, optionally those whose name is LIKE `account`. */
    downlines(id: number, account: string | null, slice: { limit: number; offset: number }) {
      const params = { id, account };
      const { n } = downlineCount.get(params) as { n: number };
      return { n, rows: downlines.all({ ...params, ...slice }) as DownlineRow[] };
    },
    /** The team's bets placed in [from, until): amounts, valid bets and settled profit. */
    betSums: (agent: number, from: number, until: number) =>
      teamBetSums.get({ agent, from, until }) as { bet_amount: number; valid_bet: number; profit: number },
    /** Team members with a settled valid bet in [from, until). */
    activeMembers: (agent: number, from: number, until: number) =>
      (teamActive.get({ agent, from, until }) as { n: number }).n,
    /** Team members registered since `from`. */
    newMembers: (agent: number, from: number) => (teamNew.get({ agent, from }) as { n: number }).n,
    /** The overview's figures of each day of a span (the days with none are left out). */
    daily(agent: number, span: Span) {
      const params = { agent, ...span };
      const bets = teamBetDays.all(params) as { day: number; bet_amount: number; valid_bet: number; profit: number }[];
      const joined = teamNewDays.all(params) as { day: number; n: number }[];
      return {
        bets: new Map(bets.map((row) => [row.day, row])),
        newMembers: new Map(joined.map((row) => [row.day, row.n])),
      };
    },
  };
}
