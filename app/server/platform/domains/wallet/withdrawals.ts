// Withdrawals (withdraw, SPEC.md sections 2, 4 and 9): a withdraw password (scrypt, like the login
// password), limits, the request that holds the money at once, the settlement `settleMs` later and
// the member's confirmation. The demo's rules (README: deposits and withdrawals): an amount whose
// cents are .99 is REJECTED and refunded; above `partialPayoutCap` only the cap is paid and the rest
// returns to the main wallet at approval. Money held, paid or refunded always adds up to the request.
import type { Database } from '../../db';
import {
  ErrorCode,
  walletPaths,
  type Withdrawal,
  type WithdrawalListValue,
  type WithdrawalState,
  withdrawPasswordLength,
  type WithdrawSettingsValue,
} from '@lobby/contract';
import { hashPassword, verifyPassword } from '../../auth';
import type { Account } from '../../account';
import type { PlatformApp, PlatformContext } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { dayNumber, dayStartOf, isoTime } from '../../shared/days';
import { imageTypeOf } from '../../shared/images';
import { accountOf } from '../../shared/request';
import { offsetOf, pageChecks, totalPagesOf, type Page } from '../../shared/paging';
import { toMajor, toMinor } from '../../shared/money';
import { failsByRule } from './deposit-methods';
import { createNotices, moneyText, type SettlementNotice } from './notices';
import type { WalletStore } from './store';

/** The limits of the withdraw page, in minor units (defined here; SPEC.md section 9 gives none). */
export const withdrawLimits = {
  min: 5_000,
  max: 2_000_000,
  dailyCount: 5,
  partialPayoutCap: 500_000,
  /**
   * SPEC.md section 9: "if unconfirmed within {0} minutes it counts as received" (value defined here:
   * long enough for a bank transfer to show in the member's account).
   */
  autoConfirmMinutes: 120,
  /** A proof image: png or jpg, at most 5 MB (as every upload of SPEC.md section 9). */
  proofMaxBytes: 5 * 1024 * 1024,
} as const;

const minute = 60_000;

export function migrateWithdrawals(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS withdraw_passwords (
      account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      hash TEXT NOT NULL,
      changed_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS withdrawals (
      withdrawal_id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      amount INTEGER NOT NULL CHECK (amount > 0),
      paid_amount INTEGER NOT NULL DEFAULT 0 CHECK (paid_amount >= 0 AND paid_amount <= amount),
      state TEXT NOT NULL CHECK (state IN ('PENDING', 'AWAITING_CONFIRMATION', 'RECEIVED', 'NOT_RECEIVED',
        'AUTO_CONFIRMED', 'FORCED_RECEIVED', 'REJECTED')),
      created_at INTEGER NOT NULL,
      due_at INTEGER NOT NULL,
      settled_at INTEGER,
      confirm_deadline INTEGER,
      confirmed_at INTEGER,
      proof BLOB,
      proof_type TEXT
    );
    CREATE INDEX IF NOT EXISTS withdrawals_account ON withdrawals (account_id, created_at);
    CREATE INDEX IF NOT EXISTS withdrawals_due ON withdrawals (state, due_at);
  `);
}

interface WithdrawalRow {
  withdrawal_id: number;
  account_id: number;
  amount: number;
  paid_amount: number;
  state: WithdrawalState;
  created_at: number;
  due_at: number;
  settled_at: number | null;
  confirm_deadline: number | null;
  confirmed_at: number | null;
  has_proof: number;
}

/** Where the demo pays a member: a bank account on file, masked, the same on every start. */
const payoutAccountOf = (accountId: number): string =>
  `Lobby Demo Bank •••• ${String(1000 + ((accountId * 7919) % 9000))}`;

const approvedStates: readonly WithdrawalState[] = [
  'AWAITING_CONFIRMATION',
  'RECEIVED',
  'NOT_RECEIVED',
  'AUTO_CONFIRMED',
  'FORCED_RECEIVED',
];

const toWithdrawal = (row: WithdrawalRow): Withdrawal => {
  const approved = approvedStates.includes(row.state);
  return {
    withdrawalId: row.withdrawal_id,
    amount: toMajor(row.amount),
    paidAmount: toMajor(row.paid_amount),
    remainingAmount: approved ? toMajor(row.amount - row.paid_amount) : 0,
    state: row.state,
    payoutAccount: payoutAccountOf(row.account_id),
    requestTime: isoTime(row.created_at),
    settleTime: row.settled_at === null ? null : isoTime(row.settled_at),
    confirmDeadline:
      row.state === 'AWAITING_CONFIRMATION' && row.confirm_deadline !== null ? isoTime(row.confirm_deadline) : null,
    confirmTime: row.confirmed_at === null ? null : isoTime(row.confirmed_at),
    proofSent: row.has_proof === 1,
  };
};

const proofPattern = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+={0,2})$/;

/** A NOT_RECEIVED proof: a data: URI of a png or jpg image (by its first bytes), at most 5 MB. */
function readProof(value: string): { bytes: Buffer; type: string } {
  const match = proofPattern.exec(value);
  if (!match?.[2] || match[2].length % 4 !== 0) {
    throw new PlatformError(ErrorCode.VALIDATION, 'proof must be a data: URI of a png or jpg image');
  }
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > withdrawLimits.proofMaxBytes) {
    throw new PlatformError(ErrorCode.VALIDATION, 'proof must be at most 5 MB');
  }
  const type = imageTypeOf(bytes);
  if (!type) throw new PlatformError(ErrorCode.VALIDATION, 'proof must be a png or jpg image');
  return { bytes, type };
}

/** Whether an account has set its withdraw password (the wallet's reader: the profile shows it). */
export function createWithdrawPasswordCheck(db: Database): (accountId: number) => boolean {
  const find = db.prepare('SELECT 1 FROM withdraw_passwords WHERE account_id = ?');
  return (accountId) => find.get(accountId) !== undefined;
}

/** Sets (or replaces) an account's withdraw password, hashed: the wallet's call and registration's paymentPassword. */
export function createWithdrawPasswordSave(
  ctx: Pick<PlatformContext, 'db' | 'now' | 'config'>,
): (accountId: number, password: string, cost?: number) => void {
  const save = ctx.db.prepare(`INSERT INTO withdraw_passwords (account_id, hash, changed_at) VALUES (?, ?, ?)
    ON CONFLICT (account_id) DO UPDATE SET hash = excluded.hash, changed_at = excluded.changed_at`);
  return (accountId, password, cost = ctx.config.passwordCost) => {
    save.run(accountId, hashPassword(password, cost), ctx.now());
  };
}

const columns = `withdrawal_id, account_id, amount, paid_amount, state, created_at, due_at, settled_at,
  confirm_deadline, confirmed_at, proof IS NOT NULL AS has_proof`;

export function createWithdrawalStore(ctx: PlatformContext, wallets: WalletStore) {
  const { db } = ctx;
  const notices = createNotices(ctx);
  const passwordOf = db.prepare('SELECT hash FROM withdraw_passwords WHERE account_id = ?');
  const savePassword = createWithdrawPasswordSave(ctx);
  const insert = db.prepare(`INSERT INTO withdrawals (account_id, amount, state, created_at, due_at)
    VALUES (?, ?, 'PENDING', ?, ?)`);
  const byId = db.prepare(`SELECT ${columns} FROM withdrawals WHERE withdrawal_id = ?`);
  const mine = db.prepare(`SELECT ${columns} FROM withdrawals WHERE withdrawal_id = ? AND account_id = ?`);
  const today = db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE account_id = ? AND created_at >= ?');
  const due = db.prepare(
    `SELECT ${columns} FROM withdrawals WHERE state = 'PENDING' AND due_at <= ? ORDER BY due_at, withdrawal_id`,
  );
  const approve = db.prepare(`UPDATE withdrawals SET state = 'AWAITING_CONFIRMATION', paid_amount = ?,
    settled_at = ?, confirm_deadline = ? WHERE withdrawal_id = ? AND state = 'PENDING'`);
  const reject = db.prepare(
    "UPDATE withdrawals SET state = 'REJECTED', settled_at = ? WHERE withdrawal_id = ? AND state = 'PENDING'",
  );
  const autoConfirm = db.prepare(`UPDATE withdrawals SET state = 'AUTO_CONFIRMED', confirmed_at = confirm_deadline
    WHERE state = 'AWAITING_CONFIRMATION' AND confirm_deadline <= ?`);
  const answer = db.prepare(`UPDATE withdrawals SET state = ?, confirmed_at = ?, proof = ?, proof_type = ?
    WHERE withdrawal_id = ? AND state = 'AWAITING_CONFIRMATION'`);
  const force = db.prepare(`UPDATE withdrawals SET state = 'FORCED_RECEIVED', confirmed_at = ?
    WHERE withdrawal_id = ? AND state IN ('AWAITING_CONFIRMATION', 'NOT_RECEIVED')`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE account_id = ?');
  const page = db.prepare(`SELECT ${columns} FROM withdrawals WHERE account_id = ?
    ORDER BY created_at DESC, withdrawal_id DESC LIMIT ? OFFSET ?`);

  const autoConfirmDue = (): number => autoConfirm.run(ctx.now()).changes;
  const usedToday = (accountId: number): number =>
    (today.get(accountId, dayStartOf(dayNumber(ctx.now()))) as { n: number }).n;

  /** Approves or rejects every withdrawal due by now; answers the notices, published after the commit. */
  const settleInTransaction = db.transaction((time: number): SettlementNotice[] =>
    (due.all(time) as WithdrawalRow[]).map((row) => {
      const params = { amount: toMajor(row.amount), withdrawalId: row.withdrawal_id };
      if (failsByRule(row.amount)) {
        reject.run(time, row.withdrawal_id);
        wallets.creditMain(row.account_id, row.amount, 'WITHDRAW_REFUND');
        const notice: SettlementNotice = {
          accountId: row.account_id,
          kind: 'WITHDRAWAL_REJECTED',
          params,
          extra: { state: 'REJECTED' },
        };
        notices.write(notice);
        return notice;
      }
      const paid = Math.min(row.amount, withdrawLimits.partialPayoutCap);
      const deadline = time + withdrawLimits.autoConfirmMinutes * minute;
      approve.run(paid, time, deadline, row.withdrawal_id);
      if (paid < row.amount) wallets.creditMain(row.account_id, row.amount - paid, 'WITHDRAW_REMAINDER');
      const symbol = ctx.config.currencySymbol;
      const notice: SettlementNotice = {
        accountId: row.account_id,
        kind: 'WITHDRAWAL_APPROVED',
        params,
        extra: {
          state: 'AWAITING_CONFIRMATION',
          paidAmount: toMajor(paid),
          remainingAmount: toMajor(row.amount - paid),
          confirmDeadline: isoTime(deadline),
        },
        ...(paid < row.amount
          ? {
              content: `<p>Your withdrawal of <strong>${moneyText(toMajor(row.amount), symbol)}</strong> has been approved in part: <strong>${moneyText(toMajor(paid), symbol)}</strong> was sent and the remaining ${moneyText(toMajor(row.amount - paid), symbol)} is back in your main wallet.</p>`,
            }
          : {}),
      };
      notices.write(notice);
      return notice;
    }),
  );

  return {
    passwordSet: (accountId: number): boolean => passwordOf.get(accountId) !== undefined,
    checkPassword(accountId: number, password: string): boolean {
      const row = passwordOf.get(accountId) as { hash: string } | undefined;
      return row !== undefined && verifyPassword(password, row.hash);
    },
    setPassword: savePassword,
    usedToday,
    settings(accountId: number): WithdrawSettingsValue {
      return {
        passwordSet: passwordOf.get(accountId) !== undefined,
        minAmount: toMajor(withdrawLimits.min),
        maxAmount: toMajor(withdrawLimits.max),
        dailyCount: withdrawLimits.dailyCount,
        usedToday: usedToday(accountId),
        partialPayoutCap: toMajor(withdrawLimits.partialPayoutCap),
        autoConfirmMinutes: withdrawLimits.autoConfirmMinutes,
        payoutAccount: payoutAccountOf(accountId),
        proofMaxBytes: withdrawLimits.proofMaxBytes,
      };
    },
    /** Holds the amount (a WITHDRAW movement out of the main wallet) and opens a PENDING withdrawal. */
    request: db.transaction((accountId: number, amount: number, createdAt: number, dueAt: number): Withdrawal => {
      if (usedToday(accountId) >= withdrawLimits.dailyCount) {
        throw new PlatformError(
          ErrorCode.WITHDRAW_DAILY_LIMIT,
          `At most ${withdrawLimits.dailyCount} withdrawals a day`,
        );
      }
      wallets.debitMain(accountId, amount, 'WITHDRAW');
      const { lastInsertRowid } = insert.run(accountId, amount, createdAt, dueAt);
      return toWithdrawal(byId.get(lastInsertRowid) as WithdrawalRow);
    }),
    settleDue(): number {
      const settled = settleInTransaction(ctx.now());
      notices.publish(settled);
      return settled.length;
    },
    /** SPEC.md section 4: an approval unanswered by its deadline counts as received. */
    autoConfirmDue,
    /** The member's answer; only an AWAITING_CONFIRMATION withdrawal takes one. */
    confirm(accountId: number, withdrawalId: number, received: boolean, proof?: string): Withdrawal {
      autoConfirmDue();
      const row = mine.get(withdrawalId, accountId) as WithdrawalRow | undefined;
      if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such withdrawal');
      if (row.state !== 'AWAITING_CONFIRMATION') {
        throw new PlatformError(ErrorCode.STATE_CONFLICT, `This withdrawal is ${row.state}, not waiting for an answer`);
      }
      if (received) {
        answer.run('RECEIVED', ctx.now(), null, null, withdrawalId);
      } else {
        if (!proof) throw new PlatformError(ErrorCode.VALIDATION, 'proof is required when not received');
        const image = readProof(proof);
        answer.run('NOT_RECEIVED', ctx.now(), image.bytes, image.type, withdrawalId);
      }
      return toWithdrawal(byId.get(withdrawalId) as WithdrawalRow);
    },
    /** Staff judged it received (FORCED_RECEIVED: nothing is refunded); no member route reaches it. */
    forceReceived: (withdrawalId: number): boolean => force.run(ctx.now(), withdrawalId).changes === 1,
    get: (withdrawalId: number): Withdrawal | undefined => {
      const row = byId.get(withdrawalId) as WithdrawalRow | undefined;
      return row ? toWithdrawal(row) : undefined;
    },
    list(accountId: number, query: Page): WithdrawalListValue {
      const { n } = count.get(accountId) as { n: number };
      const rows = page.all(accountId, query.pageSize, offsetOf(query)) as WithdrawalRow[];
      return { list: rows.map(toWithdrawal), totalCount: n, totalPages: totalPagesOf(n, query.pageSize) };
    },
  };
}

export type WithdrawalStore = ReturnType<typeof createWithdrawalStore>;

/** The proof's text as sent (the body limit bounds it; `readProof` checks the image). */
const proofText = (value: unknown, field: string): string => {
  if (typeof value !== 'string') throw new PlatformError(ErrorCode.VALIDATION, `${field} must be a string`);
  return value;
};

const passwordCheck = v.str({ min: withdrawPasswordLength, max: withdrawPasswordLength, pattern: /^\d+$/ });

export function withdrawalRoutes(router: PlatformApp, ctx: PlatformContext, withdrawals: WithdrawalStore): void {
  const auth = [ctx.requireToken, ctx.requireMember] as const;

  router.get(walletPaths.withdrawSettings, ...auth, (c) => ok(c, withdrawals.settings(accountOf(c).id)));

  router.post(walletPaths.withdrawPassword, ...auth, ctx.sealed, (c) => {
    const input = readBody(c, {
      newPassword: passwordCheck,
      loginPassword: v.optional(v.str({ max: 64, trim: false })),
      oldPassword: v.optional(v.str({ max: 64, trim: false })),
    });
    const account: Account = accountOf(c);
    if (withdrawals.passwordSet(account.id)) {
      if (input.oldPassword === undefined) throw new PlatformError(ErrorCode.VALIDATION, 'oldPassword is required');
      if (!withdrawals.checkPassword(account.id, input.oldPassword)) {
        throw new PlatformError(ErrorCode.WITHDRAW_PASSWORD_WRONG, 'The withdraw password is wrong');
      }
    } else {
      if (input.loginPassword === undefined) throw new PlatformError(ErrorCode.VALIDATION, 'loginPassword is required');
      if (!ctx.accounts.checkPassword(account, input.loginPassword)) {
        throw new PlatformError(ErrorCode.PASSWORD_WRONG, 'The login password is wrong');
      }
    }
    withdrawals.setPassword(account.id, input.newPassword);
    return ok(c, withdrawals.settings(account.id));
  });

  router.post(walletPaths.withdraw, ...auth, ctx.sealed, ctx.idempotent(), (c) => {
    const input = readBody(c, {
      amount: v.amount({ min: 0.01, max: 100_000_000 }),
      withdrawPassword: v.str({ max: 64, trim: false }),
    });
    const account = accountOf(c);
    if (!withdrawals.passwordSet(account.id)) {
      throw new PlatformError(ErrorCode.WITHDRAW_PASSWORD_NOT_SET, 'Set a withdraw password first');
    }
    if (!withdrawals.checkPassword(account.id, input.withdrawPassword)) {
      throw new PlatformError(ErrorCode.WITHDRAW_PASSWORD_WRONG, 'The withdraw password is wrong');
    }
    const amount = toMinor(input.amount);
    if (amount < withdrawLimits.min || amount > withdrawLimits.max) {
      throw new PlatformError(
        ErrorCode.AMOUNT_OUT_OF_RANGE,
        `amount must be between ${toMajor(withdrawLimits.min)} and ${toMajor(withdrawLimits.max)}`,
        200,
        { minAmount: toMajor(withdrawLimits.min), maxAmount: toMajor(withdrawLimits.max) },
      );
    }
    const time = ctx.now();
    return ok(c, withdrawals.request(account.id, amount, time, time + ctx.config.settleMs));
  });

  router.get(walletPaths.withdrawals, ...auth, (c) => {
    const query = readQuery(c, pageChecks(10, 50));
    withdrawals.autoConfirmDue();
    return ok(c, withdrawals.list(accountOf(c).id, query));
  });

  router.post(walletPaths.confirmWithdrawal, ...auth, ctx.idempotent(), (c) => {
    const input = readBody(c, {
      withdrawalId: v.int({ min: 1 }),
      received: v.bool(),
      proof: v.optional(proofText),
    });
    return ok(c, withdrawals.confirm(accountOf(c).id, input.withdrawalId, input.received, input.proof));
  });
}
