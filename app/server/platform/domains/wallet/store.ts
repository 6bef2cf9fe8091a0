// Wallets in integer minor units: a main wallet (account type 1) and one game wallet per vendor.
// Every movement is one SQLite transaction with a guarded UPDATE, and a CHECK constraint keeps any
// balance from going negative even if a guard were forgotten (platform-contract: money).
import type { Database } from '../../db';
import { randomUUID } from 'node:crypto';
import { ErrorCode, MAIN_WALLET_ACCOUNT_TYPE } from '@lobby/contract';
import { PlatformError } from '../../http';

export function migrateWallets(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS wallets (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      account_type_id INTEGER NOT NULL,
      balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
      PRIMARY KEY (account_id, account_type_id)
    );
    CREATE TABLE IF NOT EXISTS wallet_movements (
      id TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      from_type INTEGER,
      to_type INTEGER,
      counterparty_id INTEGER,
      amount INTEGER NOT NULL CHECK (amount > 0),
      kind TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS wallet_movements_account ON wallet_movements (account_id, created_at);
  `);
}

interface WalletRow {
  account_type_id: number;
  balance: number;
}

export function createWalletStore(db: Database, now: () => number) {
  const ensure = db.prepare('INSERT OR IGNORE INTO wallets (account_id, account_type_id, balance) VALUES (?, ?, 0)');
  const all = db.prepare('SELECT account_type_id, balance FROM wallets WHERE account_id = ?');
  const one = db.prepare('SELECT balance FROM wallets WHERE account_id = ? AND account_type_id = ?');
  const debit = db.prepare(
    'UPDATE wallets SET balance = balance - @amount WHERE account_id = @accountId AND account_type_id = @type AND balance >= @amount',
  );
  const credit = db.prepare(
    'UPDATE wallets SET balance = balance + @amount WHERE account_id = @accountId AND account_type_id = @type',
  );
  const record = db.prepare(`INSERT INTO wallet_movements
    (id, account_id, from_type, to_type, counterparty_id, amount, kind, created_at)
    VALUES (@id, @accountId, @fromType, @toType, @counterpartyId, @amount, @kind, @createdAt)`);

  function take(accountId: number, type: number, amount: number): void {
    ensure.run(accountId, type);
    if (debit.run({ accountId, type, amount }).changes === 0) {
      throw new PlatformError(ErrorCode.INSUFFICIENT_BALANCE, 'Insufficient balance');
    }
  }
  function give(accountId: number, type: number, amount: number): void {
    ensure.run(accountId, type);
    credit.run({ accountId, type, amount });
  }

  const balanceOf = (accountId: number, type: number): number =>
    (one.get(accountId, type) as { balance: number } | undefined)?.balance ?? 0;

  return {
    /** All wallets that exist for the account (others are 0). */
    wallets: (accountId: number) => all.all(accountId) as WalletRow[],
    balanceOf,
    mainBalance: (accountId: number) => balanceOf(accountId, MAIN_WALLET_ACCOUNT_TYPE),
    /** Between two wallets of one account; INSUFFICIENT_BALANCE leaves both untouched. */
    transfer: db.transaction((accountId: number, fromType: number, toType: number, amount: number): string => {
      take(accountId, fromType, amount);
      give(accountId, toType, amount);
      const id = randomUUID();
      record.run({ id, accountId, fromType, toType, counterpartyId: null, amount, kind: 'TRANSFER', createdAt: now() });
      return id;
    }),
    /** Main wallet to main wallet of another account (agent to downline, member to upline). */
    transferToAccount: db.transaction((fromId: number, toId: number, amount: number, kind?: string): string => {
      take(fromId, MAIN_WALLET_ACCOUNT_TYPE, amount);
      give(toId, MAIN_WALLET_ACCOUNT_TYPE, amount);
      const id = randomUUID();
      record.run({
        id,
        accountId: fromId,
        fromType: MAIN_WALLET_ACCOUNT_TYPE,
        toType: MAIN_WALLET_ACCOUNT_TYPE,
        counterpartyId: toId,
        amount,
        kind: kind ?? 'DOWNLINE',
        createdAt: now(),
      });
      return id;
    }),
    /**
     * Credits the main wallet (rewards, converted points); call inside the caller's transaction.
     * `at`: the movement's time (a seed's past deposit), default now.
     */
    creditMain(accountId: number, amount: number, kind: string, at = now()): void {
      give(accountId, MAIN_WALLET_ACCOUNT_TYPE, amount);
      record.run({
        id: randomUUID(),
        accountId,
        fromType: null,
        toType: MAIN_WALLET_ACCOUNT_TYPE,
        counterpartyId: null,
        amount,
        kind,
        createdAt: at,
      });
    },
    /**
     * Takes money out of the main wallet to outside the wallets (a withdrawal's hold);
     * INSUFFICIENT_BALANCE leaves it untouched. Call inside the caller's transaction.
     */
    debitMain(accountId: number, amount: number, kind: string): void {
      take(accountId, MAIN_WALLET_ACCOUNT_TYPE, amount);
      record.run({
        id: randomUUID(),
        accountId,
        fromType: MAIN_WALLET_ACCOUNT_TYPE,
        toType: null,
        counterpartyId: null,
        amount,
        kind,
        createdAt: now(),
      });
    },
    /** Every account, oldest first (seed only: opening balances). */
    everyAccount: () =>
      db.prepare('SELECT id, username FROM accounts ORDER BY id').all() as { id: number; username: string }[],
    /** Sets a balance outright (seed only). */
    seedBalance(accountId: number, type: number, amount: number): void {
      ensure.run(accountId, type);
      db.prepare('UPDATE wallets SET balance = ? WHERE account_id = ? AND account_type_id = ?').run(
        amount,
        accountId,
        type,
      );
    },
  };
}

export type WalletStore = ReturnType<typeof createWalletStore>;
