// Deposits (depositv2): a request opens a PENDING deposit; the scheduled settlement confirms it
// `settleMs` later, CREDITED to the main wallet, or FAILED when its cents are .99 (the demo's rule,
// deposit-methods.ts). The credit, its wallet movement and the inbox message are one transaction.
import type { Database } from '../../db';
import {
  type Deposit,
  type DepositListValue,
  type DepositMethodId,
  depositMethodIds,
  type DepositMethodsValue,
  type DepositState,
  ErrorCode,
  walletPaths,
} from '@lobby/contract';
import type { PlatformApp, PlatformContext } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import type { Lang } from '../../seed/names';
import { accountOf, langOf } from '../../shared/request';
import { isoTime } from '../../shared/days';
import { offsetOf, pageChecks, totalPagesOf, type Page } from '../../shared/paging';
import { toMajor, toMinor } from '../../shared/money';
import { depositMethods, failsByRule, methodName, methodRule } from './deposit-methods';
import { createNotices, type SettlementNotice } from './notices';
import type { WalletStore } from './store';

export function migrateDeposits(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS deposits (
      deposit_id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      method_id TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount > 0),
      state TEXT NOT NULL CHECK (state IN ('PENDING', 'CREDITED', 'FAILED')),
      created_at INTEGER NOT NULL,
      due_at INTEGER NOT NULL,
      settled_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS deposits_account ON deposits (account_id, created_at);
    CREATE INDEX IF NOT EXISTS deposits_due ON deposits (state, due_at);
  `);
}

/**
 * What the account deposited in [from, until), by request time, in minor units: pending and credited
 * deposits count (the money is on its way), failed ones do not. Withdrawals do not reduce it: a deposit
 * limit limits gross deposits (UK Gambling Commission practice).
 */
export function createDepositedSum(db: Database): (accountId: number, from: number, until: number) => number {
  const sum = db.prepare(`SELECT COALESCE(SUM(amount), 0) AS total FROM deposits
    WHERE account_id = ? AND state != 'FAILED' AND created_at >= ? AND created_at < ?`);
  return (accountId, from, until) => (sum.get(accountId, from, until) as { total: number }).total;
}

/** Minor units of every credited deposit of the account (pending and failed ones not). */
export function createCreditedTotal(db: Database): (accountId: number) => number {
  const sum = db.prepare(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM deposits WHERE account_id = ? AND state = 'CREDITED'`,
  );
  return (accountId) => (sum.get(accountId) as { total: number }).total;
}

interface DepositRow {
  deposit_id: number;
  account_id: number;
  method_id: DepositMethodId;
  amount: number;
  state: DepositState;
  created_at: number;
  due_at: number;
  settled_at: number | null;
}

/** The code a member writes in the payment's remark: the deposit's id, padded. */
const depositReference = (depositId: number): string => `DP${String(depositId).padStart(7, '0')}`;

const toDeposit = (row: DepositRow, lang: Lang): Deposit => ({
  depositId: row.deposit_id,
  reference: depositReference(row.deposit_id),
  methodId: row.method_id,
  methodName: methodName(row.method_id, lang),
  amount: toMajor(row.amount),
  state: row.state,
  requestTime: isoTime(row.created_at),
  settleTime: row.settled_at === null ? null : isoTime(row.settled_at),
});

export interface NewDeposit {
  methodId: DepositMethodId;
  /** Minor units. */
  amount: number;
  createdAt: number;
  dueAt: number;
}

export function createDepositStore(ctx: PlatformContext, wallets: WalletStore) {
  const { db } = ctx;
  const notices = createNotices(ctx);
  const insert = db.prepare(`INSERT INTO deposits (account_id, method_id, amount, state, created_at, due_at)
    VALUES (?, ?, ?, 'PENDING', ?, ?)`);
  const byId = db.prepare('SELECT * FROM deposits WHERE deposit_id = ?');
  const due = db.prepare("SELECT * FROM deposits WHERE state = 'PENDING' AND due_at <= ? ORDER BY due_at, deposit_id");
  const settle = db.prepare("UPDATE deposits SET state = ?, settled_at = ? WHERE deposit_id = ? AND state = 'PENDING'");
  const count = db.prepare('SELECT COUNT(*) AS n FROM deposits WHERE account_id = ?');
  const page = db.prepare(
    'SELECT * FROM deposits WHERE account_id = ? ORDER BY created_at DESC, deposit_id DESC LIMIT ? OFFSET ?',
  );

  /** Credits or fails every deposit due by now; answers the notices, published after the commit. */
  const settleInTransaction = db.transaction((time: number): SettlementNotice[] =>
    (due.all(time) as DepositRow[]).map((row) => {
      const failed = failsByRule(row.amount);
      settle.run(failed ? 'FAILED' : 'CREDITED', time, row.deposit_id);
      if (!failed) wallets.creditMain(row.account_id, row.amount, 'DEPOSIT');
      const notice: SettlementNotice = {
        accountId: row.account_id,
        kind: failed ? 'DEPOSIT_FAILED' : 'DEPOSIT_CREDITED',
        params: { amount: toMajor(row.amount), depositId: row.deposit_id },
        extra: { methodId: row.method_id, state: failed ? 'FAILED' : 'CREDITED' },
      };
      notices.write(notice);
      return notice;
    }),
  );

  return {
    /** Opens a PENDING deposit (the caller checked the method's limits). */
    open(accountId: number, deposit: NewDeposit): DepositRow {
      const { lastInsertRowid } = insert.run(
        accountId,
        deposit.methodId,
        deposit.amount,
        deposit.createdAt,
        deposit.dueAt,
      );
      return byId.get(lastInsertRowid) as DepositRow;
    },
    /** Settles what is due; answers how many. */
    settleDue(): number {
      const settled = settleInTransaction(ctx.now());
      notices.publish(settled);
      return settled.length;
    },
    list(accountId: number, lang: Lang, query: Page): DepositListValue {
      const { n } = count.get(accountId) as { n: number };
      const rows = page.all(accountId, query.pageSize, offsetOf(query)) as DepositRow[];
      return {
        list: rows.map((row) => toDeposit(row, lang)),
        totalCount: n,
        totalPages: totalPagesOf(n, query.pageSize),
      };
    },
    toDeposit,
    /** Marks a seeded deposit settled (seed only: the seeded balances already hold its credit). */
    seedSettled(depositId: number, state: Exclude<DepositState, 'PENDING'>, settledAt: number): void {
      settle.run(state, settledAt, depositId);
    },
  };
}

export type DepositStore = ReturnType<typeof createDepositStore>;

export function depositRoutes(router: PlatformApp, ctx: PlatformContext, deposits: DepositStore): void {
  const auth = [ctx.requireToken, ctx.requireMember] as const;
  const settleSeconds = Math.max(1, Math.ceil(ctx.config.settleMs / 1000));

  router.get(walletPaths.depositMethods, ...auth, (c) => {
    const value: DepositMethodsValue = {
      currency: ctx.config.currency,
      currencySymbol: ctx.config.currencySymbol,
      methods: depositMethods(langOf(c), settleSeconds),
      settleSeconds,
    };
    return ok(c, value);
  });

  // The player's deposit limits (domains/limits) are checked and the deposit opened in one transaction
  // (BEGIN IMMEDIATE: a second server process waits), so concurrent deposits never pass a limit together.
  const openWithinLimits = ctx.db.transaction((accountId: number, methodId: DepositMethodId, amount: number) => {
    ctx.readers.limits.checkDeposit(accountId, amount);
    const time = ctx.now();
    return deposits.open(accountId, { methodId, amount, createdAt: time, dueAt: time + ctx.config.settleMs });
  });

  router.post(walletPaths.deposit, ...auth, ctx.idempotent(), (c) => {
    const input = readBody(c, {
      methodId: v.oneOf(depositMethodIds),
      amount: v.amount({ min: 0.01, max: 100_000_000 }),
    });
    const rule = methodRule(input.methodId);
    const amount = toMinor(input.amount);
    if (!rule || amount < rule.min || amount > rule.max) {
      throw new PlatformError(
        ErrorCode.AMOUNT_OUT_OF_RANGE,
        `amount must be between ${toMajor(rule?.min ?? 0)} and ${toMajor(rule?.max ?? 0)}`,
        200,
        { minAmount: toMajor(rule?.min ?? 0), maxAmount: toMajor(rule?.max ?? 0) },
      );
    }
    const row = openWithinLimits(accountOf(c).id, input.methodId, amount);
    return ok(c, deposits.toDeposit(row, langOf(c)));
  });

  router.get(walletPaths.deposits, ...auth, (c) => {
    const query = readQuery(c, pageChecks(10, 50));
    return ok(c, deposits.list(accountOf(c).id, langOf(c), query));
  });
}
