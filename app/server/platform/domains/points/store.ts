// Points (SPEC.md sections 3 and 9: no expiry): a ledger with running balances, a gift catalogue
// with stock, and redeem records. Balances never go negative (CHECK + guarded UPDATE).
import type { Database } from 'better-sqlite3';
import type { PointType, RedeemRecord, RedeemStatus } from '../../../../src/api/wire/points';
import { ErrorCode } from '../../../../src/api/wire/errors';
import { PlatformError } from '../../http';
import { isoTime } from '../wallet/common';

export const pointTypes: readonly PointType[] = ['LIVE', 'LOTTERY', 'CARD', 'SLOTS', 'SPORTS', 'REDEEM', 'DEPOSIT'];

/** 100 points convert into 1.00 (one point is one minor unit). */
export const exchangeRate = { points: 100, amount: 1 } as const;
export const minConvertPoints = 100;

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
  `);
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
  kind: 'CASH' | 'GIFT';
  points_required: number;
  amount: number;
  unit: string;
  stock: number;
}

interface RedeemRow {
  redeem_id: number;
  reward_id: number;
  reward_name: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  remark: string;
  created_at: number;
}

export const toRedeem = (row: RedeemRow): RedeemRecord => ({
  redeemId: row.redeem_id,
  rewardId: row.reward_id,
  rewardName: row.reward_name,
  quantity: row.quantity,
  points: row.points,
  status: row.status,
  time: isoTime(row.created_at),
  remark: row.remark,
});

export function createPointStore(db: Database, now: () => number) {
  const ensure = db.prepare('INSERT OR IGNORE INTO point_balances (account_id, balance) VALUES (?, 0)');
  const add = db.prepare('UPDATE point_balances SET balance = balance + ? WHERE account_id = ?');
  const take = db.prepare(
    'UPDATE point_balances SET balance = balance - @points WHERE account_id = @accountId AND balance >= @points',
  );
  const ledger = db.prepare(
    'INSERT INTO point_ledger (account_id, point_type, points, balance_after, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const reward = db.prepare('SELECT * FROM point_rewards WHERE reward_id = ?');
  const takeStock = db.prepare(
    'UPDATE point_rewards SET stock = stock - @quantity WHERE reward_id = @rewardId AND stock >= @quantity',
  );
  const insertRedeem = db.prepare(`INSERT INTO point_redeems
    (account_id, reward_id, reward_name, quantity, points, status, remark, address, payment_account, created_at)
    VALUES (@accountId, @rewardId, @rewardName, @quantity, @points, @status, @remark, @address, @paymentAccount, @createdAt)`);
  const redeemById = db.prepare('SELECT * FROM point_redeems WHERE redeem_id = ?');

  /** Adds (positive) or spends (negative) points with a ledger line; spending more than held throws. */
  function move(accountId: number, pointType: PointType, points: number, remark: string, time = now()): number {
    ensure.run(accountId);
    if (points >= 0) add.run(points, accountId);
    else if (take.run({ accountId, points: -points }).changes === 0) {
      throw new PlatformError(ErrorCode.POINTS_INSUFFICIENT, 'Not enough points');
    }
    const balance = pointBalanceOf(db, accountId);
    ledger.run(accountId, pointType, points, balance, remark, time);
    return balance;
  }

  return {
    balance: (accountId: number) => pointBalanceOf(db, accountId),
    move,
    reward: (rewardId: number) => reward.get(rewardId) as RewardRow | undefined,
    rewards(page: { pageNo: number; pageSize: number }) {
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM point_rewards').get() as { n: number };
      const rows = db
        .prepare('SELECT * FROM point_rewards ORDER BY points_required, reward_id LIMIT ? OFFSET ?')
        .all(page.pageSize, (page.pageNo - 1) * page.pageSize) as RewardRow[];
      return { rows, totalCount: n };
    },
    /** Spends the points and the stock and records the redeem, atomically. */
    redeem: db.transaction(
      (input: {
        accountId: number;
        reward: RewardRow;
        quantity: number;
        status: RedeemStatus;
        address: string | null;
        paymentAccount: string | null;
        remark?: string;
        time?: number;
      }): RedeemRecord => {
        const points = input.reward.points_required * input.quantity;
        const time = input.time ?? now();
        if (takeStock.run({ rewardId: input.reward.reward_id, quantity: input.quantity }).changes === 0) {
          throw new PlatformError(ErrorCode.OUT_OF_STOCK, 'Out of stock');
        }
        move(input.accountId, 'REDEEM', -points, `Redeem ${input.reward.name} x${input.quantity}`, time);
        const { lastInsertRowid } = insertRedeem.run({
          accountId: input.accountId,
          rewardId: input.reward.reward_id,
          rewardName: input.reward.name,
          quantity: input.quantity,
          points,
          status: input.status,
          remark: input.remark ?? '',
          address: input.address,
          paymentAccount: input.paymentAccount,
          createdAt: time,
        });
        return toRedeem(redeemById.get(lastInsertRowid) as RedeemRow);
      },
    ),
    redeems(accountId: number, page: { pageNo: number; pageSize: number }) {
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM point_redeems WHERE account_id = ?').get(accountId) as {
        n: number;
      };
      const rows = db
        .prepare(
          'SELECT * FROM point_redeems WHERE account_id = ? ORDER BY created_at DESC, redeem_id DESC LIMIT ? OFFSET ?',
        )
        .all(accountId, page.pageSize, (page.pageNo - 1) * page.pageSize) as RedeemRow[];
      return { list: rows.map(toRedeem), totalCount: n };
    },
    ledger(accountId: number, pointType: PointType | undefined, page: { pageNo: number; pageSize: number }) {
      const params = { accountId, pointType: pointType ?? null };
      const filter = 'account_id = @accountId AND (@pointType IS NULL OR point_type = @pointType)';
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM point_ledger WHERE ${filter}`).get(params) as { n: number };
      const rows = db
        .prepare(
          `SELECT * FROM point_ledger WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize }) as {
        id: number;
        point_type: PointType;
        points: number;
        balance_after: number;
        remark: string;
        created_at: number;
      }[];
      return {
        list: rows.map((row) => ({
          id: row.id,
          pointType: row.point_type,
          points: row.points,
          balanceAfter: row.balance_after,
          time: isoTime(row.created_at),
          remark: row.remark,
        })),
        totalCount: n,
      };
    },
    /** Sets a redeem's status (seed: records in every state). */
    setRedeemStatus(redeemId: number, status: RedeemStatus, remark: string): void {
      db.prepare('UPDATE point_redeems SET status = ?, remark = ? WHERE redeem_id = ?').run(status, remark, redeemId);
    },
  };
}

export type PointStore = ReturnType<typeof createPointStore>;
