// Points (SPEC.md sections 3 and 9: no expiry): a ledger with running balances, a gift catalogue
// with stock, and redeem records. Balances never go negative (CHECK + guarded UPDATE).
import { addColumns, type Database } from '../../db';
import {
  ErrorCode,
  type PointRewardKind,
  type PointTransaction,
  type PointType,
  type RedeemRecord,
  type RedeemStatus,
} from '@lobby/contract';
import { PlatformError } from '../../http';
import { isoTime } from '../../shared/days';
import { toMajor } from '../../shared/money';
import { langs, type Lang } from '../../seed/names';
import { pointPhrases, redeemRemark, returnedRemark } from './texts';

export { pointTypes } from '@lobby/contract';

/** 100 points convert into 1.00 (one point is one minor unit). */
export const exchangeRate = { points: 100, amount: 1 } as const;
export const minConvertPoints = 100;
/** The most units of one reward a single redeem takes. */
export const maxRedeemQuantity = 99;

export function migratePoints(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS point_balances (
      account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)
    );
    CREATE TABLE IF NOT EXISTS point_ledger (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      point_type TEXT NOT NULL,
      points INTEGER NOT NULL,
      balance_after INTEGER NOT NULL,
      remark TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS point_ledger_account ON point_ledger (account_id, created_at);
    CREATE TABLE IF NOT EXISTS point_rewards (
      reward_id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      kind TEXT NOT NULL,
      points_required INTEGER NOT NULL CHECK (points_required > 0),
      amount INTEGER NOT NULL,
      unit TEXT NOT NULL,
      stock INTEGER NOT NULL CHECK (stock >= 0)
    );
    CREATE TABLE IF NOT EXISTS point_redeems (
      redeem_id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      reward_id INTEGER NOT NULL REFERENCES point_rewards(reward_id),
      reward_name TEXT NOT NULL,
      quantity INTEGER NOT NULL,
      points INTEGER NOT NULL,
      status TEXT NOT NULL,
      remark TEXT NOT NULL DEFAULT '',
      address TEXT,
      payment_account TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS point_redeems_account ON point_redeems (account_id, created_at);
    -- The operator's words in each language, found by their English (texts.ts).
    CREATE TABLE IF NOT EXISTS point_phrases (
      phrase TEXT NOT NULL,
      lang TEXT NOT NULL,
      text TEXT NOT NULL,
      PRIMARY KEY (phrase, lang)
    );
  `);
  // A redeem's ledger line names its reward, so that the line reads in the player's language.
  addColumns(db, 'point_ledger', { reward_id: 'INTEGER', quantity: 'INTEGER' });
  const phrase = db.prepare('INSERT OR REPLACE INTO point_phrases (phrase, lang, text) VALUES (?, ?, ?)');
  for (const labels of pointPhrases) for (const lang of langs) phrase.run(labels.EN, lang, labels[lang]);
}

/** The balance of an account, 0 when it never had points (the wallet's consolidated call reads it). */
export function pointBalanceOf(db: Database, accountId: number): number {
  const row = db.prepare('SELECT balance FROM point_balances WHERE account_id = ?').get(accountId) as
    { balance: number } | undefined;
  return row?.balance ?? 0;
}

export interface RewardRow {
  reward_id: number;
  name: string;
  kind: PointRewardKind;
  points_required: number;
  /** Money per unit of a CASH reward, in minor units. */
  amount: number;
  unit: string;
  stock: number;
}

/** A redeem with the reward's kind, amount and unit (rewards are never deleted). */
interface RedeemRow {
  redeem_id: number;
  account_id: number;
  reward_id: number;
  reward_name: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  remark: string;
  address: string | null;
  payment_account: string | null;
  created_at: number;
  kind: PointRewardKind;
  amount: number;
  unit: string;
}

/** Redeems with their reward's name and staff's remark in @lang. */
const redeemSelect = `SELECT r.redeem_id, r.account_id, r.reward_id, COALESCE(n.text, r.reward_name) AS reward_name,
    r.quantity, r.points, r.status, COALESCE(m.text, r.remark) AS remark, r.address, r.payment_account, r.created_at,
    w.kind, w.amount, w.unit
  FROM point_redeems r
  JOIN point_rewards w ON w.reward_id = r.reward_id
  LEFT JOIN point_phrases n ON n.phrase = r.reward_name AND n.lang = @lang
  LEFT JOIN point_phrases m ON m.phrase = r.remark AND m.lang = @lang`;

/** The catalogue with its names in @lang. */
const rewardSelect = `SELECT w.reward_id, COALESCE(n.text, w.name) AS name, w.kind, w.points_required, w.amount,
    w.unit, w.stock
  FROM point_rewards w
  LEFT JOIN point_phrases n ON n.phrase = w.name AND n.lang = @lang`;

/** A ledger line's remark in @lang; a redeem's fills its template with the reward's name. */
const ledgerSelect = `SELECT l.id, l.point_type, l.points, l.balance_after, COALESCE(m.text, l.remark) AS remark,
    l.quantity, COALESCE(n.text, w.name) AS reward_name, l.created_at
  FROM point_ledger l
  LEFT JOIN point_phrases m ON m.phrase = l.remark AND m.lang = @lang
  LEFT JOIN point_rewards w ON w.reward_id = l.reward_id
  LEFT JOIN point_phrases n ON n.phrase = w.name AND n.lang = @lang`;

const toRedeem = (row: RedeemRow): RedeemRecord => ({
  redeemId: row.redeem_id,
  rewardId: row.reward_id,
  rewardName: row.reward_name,
  quantity: row.quantity,
  points: row.points,
  status: row.status,
  time: isoTime(row.created_at),
  remark: row.remark,
  kind: row.kind,
  amount: toMajor(row.amount),
  unit: row.unit,
  receivingAddress: row.address,
  paymentAccount: row.payment_account,
});

export interface NewRedeem {
  accountId: number;
  reward: RewardRow;
  quantity: number;
  address: string | null;
  paymentAccount: string | null;
  /** Epoch ms; default now (seeds set older times). */
  time?: number;
}

interface Page {
  pageNo: number;
  pageSize: number;
}

export function createPointStore(db: Database, now: () => number) {
  const ensure = db.prepare('INSERT OR IGNORE INTO point_balances (account_id, balance) VALUES (?, 0)');
  const add = db.prepare('UPDATE point_balances SET balance = balance + ? WHERE account_id = ?');
  const take = db.prepare(
    'UPDATE point_balances SET balance = balance - @points WHERE account_id = @accountId AND balance >= @points',
  );
  const ledger = db.prepare(`INSERT INTO point_ledger
    (account_id, point_type, points, balance_after, remark, reward_id, quantity, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const reward = db.prepare('SELECT * FROM point_rewards WHERE reward_id = ?');
  const takeStock = db.prepare(
    'UPDATE point_rewards SET stock = stock - @quantity WHERE reward_id = @rewardId AND stock >= @quantity',
  );
  const returnStock = db.prepare('UPDATE point_rewards SET stock = stock + ? WHERE reward_id = ?');
  const insertRedeem = db.prepare(`INSERT INTO point_redeems
    (account_id, reward_id, reward_name, quantity, points, status, remark, address, payment_account, created_at)
    VALUES (@accountId, @rewardId, @rewardName, @quantity, @points, 'PROCESSING', '', @address, @paymentAccount, @createdAt)`);
  const redeemById = db.prepare(`${redeemSelect} WHERE r.redeem_id = @redeemId`);
  const settle = db.prepare(
    "UPDATE point_redeems SET status = @status, remark = @remark WHERE redeem_id = @redeemId AND status = 'PROCESSING'",
  );

  /**
   * Adds (positive) or spends (negative) points with a ledger line; spending more than held throws.
   * A line of a redeem names its reward and quantity (its remark is a template of texts.ts).
   */
  function move(
    accountId: number,
    pointType: PointType,
    points: number,
    remark: string,
    time = now(),
    item?: { rewardId: number; quantity: number },
  ): number {
    ensure.run(accountId);
    if (points >= 0) add.run(points, accountId);
    else if (take.run({ accountId, points: -points }).changes === 0) {
      throw new PlatformError(ErrorCode.POINTS_INSUFFICIENT, 'Not enough points');
    }
    const balance = pointBalanceOf(db, accountId);
    ledger.run(accountId, pointType, points, balance, remark, item?.rewardId ?? null, item?.quantity ?? null, time);
    return balance;
  }

  const redeemOf = (redeemId: number | bigint, lang: Lang): RedeemRecord | undefined => {
    const row = redeemById.get({ redeemId, lang }) as RedeemRow | undefined;
    return row && toRedeem(row);
  };

  return {
    balance: (accountId: number) => pointBalanceOf(db, accountId),
    move,
    reward: (rewardId: number) => reward.get(rewardId) as RewardRow | undefined,
    rewards(page: Page, lang: Lang) {
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM point_rewards').get() as { n: number };
      const rows = db
        .prepare(`${rewardSelect} ORDER BY w.points_required, w.reward_id LIMIT @limit OFFSET @offset`)
        .all({ lang, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize }) as RewardRow[];
      return { rows, totalCount: n };
    },
    /**
     * Takes the stock and the points and records the redeem as PROCESSING, atomically: staff then ship
     * the gift or pay the cash to the payment account (SPEC.md section 4: processing, then approved or
     * rejected). Stock is checked first, so a sold-out reward says so whatever the balance.
     */
    redeem: db.transaction((input: NewRedeem, lang: Lang): RedeemRecord => {
      const points = input.reward.points_required * input.quantity;
      const time = input.time ?? now();
      if (takeStock.run({ rewardId: input.reward.reward_id, quantity: input.quantity }).changes === 0) {
        throw new PlatformError(ErrorCode.OUT_OF_STOCK, 'Out of stock');
      }
      move(input.accountId, 'REDEEM', -points, redeemRemark, time, {
        rewardId: input.reward.reward_id,
        quantity: input.quantity,
      });
      const { lastInsertRowid } = insertRedeem.run({
        accountId: input.accountId,
        rewardId: input.reward.reward_id,
        rewardName: input.reward.name,
        quantity: input.quantity,
        points,
        address: input.address,
        paymentAccount: input.paymentAccount,
        createdAt: time,
      });
      return redeemOf(lastInsertRowid, lang) as RedeemRecord;
    }),
    /**
     * Staff's answer to a processing redeem: approved, or rejected with the points and the stock
     * given back (money and goods are never lost). A settled redeem stays as it is.
     */
    settle: db.transaction(
      (redeemId: number, status: Exclude<RedeemStatus, 'PROCESSING'>, remark: string, time: number = now()) => {
        const row = redeemById.get({ redeemId, lang: 'EN' }) as RedeemRow | undefined;
        if (!row) return undefined;
        if (settle.run({ redeemId, status, remark }).changes > 0 && status === 'REJECTED') {
          returnStock.run(row.quantity, row.reward_id);
          move(row.account_id, 'REDEEM', row.points, returnedRemark, time, {
            rewardId: row.reward_id,
            quantity: row.quantity,
          });
        }
        return redeemOf(redeemId, 'EN');
      },
    ),
    redeems(accountId: number, query: Page & { status?: RedeemStatus }, lang: Lang) {
      const params = { accountId, status: query.status ?? null };
      const filter = 'r.account_id = @accountId AND (@status IS NULL OR r.status = @status)';
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM point_redeems r WHERE ${filter}`).get(params) as {
        n: number;
      };
      const rows = db
        .prepare(
          `${redeemSelect} WHERE ${filter} ORDER BY r.created_at DESC, r.redeem_id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, lang, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }) as RedeemRow[];
      return { list: rows.map(toRedeem), totalCount: n };
    },
    ledger(accountId: number, pointType: PointType | undefined, page: Page, lang: Lang) {
      const params = { accountId, pointType: pointType ?? null };
      const filter = 'l.account_id = @accountId AND (@pointType IS NULL OR l.point_type = @pointType)';
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM point_ledger l WHERE ${filter}`).get(params) as {
        n: number;
      };
      const rows = db
        .prepare(`${ledgerSelect} WHERE ${filter} ORDER BY l.created_at DESC, l.id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, lang, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize }) as {
        id: number;
        point_type: PointType;
        points: number;
        balance_after: number;
        remark: string;
        quantity: number | null;
        reward_name: string | null;
        created_at: number;
      }[];
      const list: PointTransaction[] = rows.map((row) => ({
        id: row.id,
        pointType: row.point_type,
        points: row.points,
        balanceAfter: row.balance_after,
        time: isoTime(row.created_at),
        remark:
          row.reward_name === null
            ? row.remark
            : row.remark.replace('{name}', row.reward_name).replace('{quantity}', String(row.quantity ?? 1)),
      }));
      return { list, totalCount: n };
    },
  };
}

export type PointStore = ReturnType<typeof createPointStore>;
