// Seed of the money pages (PLATFORM.md: every state seeded): demo_member's deposits and withdrawals in
// every state with a withdraw password already set, and the e2e journeys' own accounts. The seeded
// balances are the balances after this history, so its movements are recorded, never paid again.
// Items that would otherwise settle on their own are due in a year: a seeded page stays as seeded.
import type { Database } from '../../db';
import { type DepositMethodId, MAIN_WALLET_ACCOUNT_TYPE, type WithdrawalState } from '@lobby/contract';
import type { PlatformContext } from '../../domain';
import { demoPassword } from '../../seed-core';
import { createDepositStore } from './deposits';
import type { WalletStore } from './store';
import { createWithdrawalStore, withdrawLimits } from './withdrawals';

/** demo_member's withdraw password (README: demo accounts). */
export const demoWithdrawPassword = '123456';

/** The e2e journeys' accounts (password Demo1234), so that demo_member stays as seeded. */
export const e2eWalletAccounts = {
  /** Deposits, then withdraws and confirms; no withdraw password yet. */
  money: 'e2e_wallet',
  /** Transfers between wallets, with faults injected. */
  transfer: 'e2e_transfer',
} as const;

/** The VIP journey's account; the member domain's seed creates it (one of its isolated members). */
const e2eVipAccount = 'e2e_vip';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const never = 365 * day;

interface SeedDeposit {
  methodId: DepositMethodId;
  amount: number;
  agoMs: number;
  state: 'PENDING' | 'CREDITED' | 'FAILED';
}

const deposits: readonly SeedDeposit[] = [
  { methodId: 'BANK', amount: 100_000, agoMs: 6 * day, state: 'CREDITED' },
  { methodId: 'EWALLET', amount: 25_000, agoMs: 5 * day + 3 * hour, state: 'CREDITED' },
  { methodId: 'CARD', amount: 15_099, agoMs: 4 * day + 2 * hour, state: 'FAILED' },
  { methodId: 'USDT', amount: 50_000, agoMs: 3 * day + 5 * hour, state: 'CREDITED' },
  { methodId: 'BANK', amount: 30_099, agoMs: 2 * day + 4 * hour, state: 'FAILED' },
  { methodId: 'CARD', amount: 10_000, agoMs: day + 6 * hour, state: 'CREDITED' },
  { methodId: 'BANK', amount: 80_000, agoMs: 12 * minute, state: 'PENDING' },
];

interface SeedWithdrawal {
  amount: number;
  agoMs: number;
  state: WithdrawalState;
  /** How long after the request the platform settled it. */
  settledAfterMs?: number;
  /** How long after the settlement the member answered. */
  answeredAfterMs?: number;
}

const withdrawals: readonly SeedWithdrawal[] = [
  { amount: 99_999, agoMs: 5 * day + 2 * hour, state: 'REJECTED', settledAfterMs: 20 * minute },
  { amount: 75_000, agoMs: 4 * day + 3 * hour, state: 'FORCED_RECEIVED', settledAfterMs: hour, answeredAfterMs: day },
  { amount: 60_000, agoMs: 3 * day + 4 * hour, state: 'AUTO_CONFIRMED', settledAfterMs: 30 * minute },
  { amount: 45_000, agoMs: 2 * day + hour, state: 'NOT_RECEIVED', settledAfterMs: hour, answeredAfterMs: 3 * hour },
  { amount: 120_000, agoMs: day + 5 * hour, state: 'RECEIVED', settledAfterMs: 40 * minute, answeredAfterMs: 2 * hour },
  // Paid in part (above the cap), waiting for the member's answer.
  { amount: 800_000, agoMs: 20 * minute, state: 'AWAITING_CONFIRMATION', settledAfterMs: 15 * minute },
  { amount: 30_000, agoMs: 14 * minute, state: 'AWAITING_CONFIRMATION', settledAfterMs: 10 * minute },
  { amount: 20_000, agoMs: 6 * minute, state: 'PENDING' },
];

// A 1x1 png: the proof a member sent with NOT_RECEIVED.
const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function movementRecorder(db: Database) {
  const insert = db.prepare(`INSERT INTO wallet_movements
    (id, account_id, from_type, to_type, counterparty_id, amount, kind, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?)`);
  const main = MAIN_WALLET_ACCOUNT_TYPE;
  return (id: string, accountId: number, direction: 'IN' | 'OUT', amount: number, kind: string, at: number) =>
    insert.run(id, accountId, direction === 'OUT' ? main : null, direction === 'IN' ? main : null, amount, kind, at);
}

/** The VIP journey's account (app/e2e/vip.spec.ts): credited deposits that place it above the first level. */
const vipDeposits: readonly SeedDeposit[] = [
  { methodId: 'BANK', amount: 150_000, agoMs: 9 * day, state: 'CREDITED' },
  { methodId: 'EWALLET', amount: 100_000, agoMs: 2 * day, state: 'CREDITED' },
];

/** Deposits already settled (or pending for a year), with their wallet movements. */
function seedDeposits(
  db: Database,
  ctx: PlatformContext,
  wallets: WalletStore,
  accountId: number,
  list: readonly SeedDeposit[],
): void {
  const now = ctx.now();
  const record = movementRecorder(db);
  const depositStore = createDepositStore(ctx, wallets);
  for (const item of list) {
    const createdAt = now - item.agoMs;
    const settledAt = createdAt + 2 * minute;
    const row = depositStore.open(accountId, {
      methodId: item.methodId,
      amount: item.amount,
      createdAt,
      dueAt: item.state === 'PENDING' ? now + never : settledAt,
    });
    if (item.state === 'PENDING') continue;
    depositStore.seedSettled(row.deposit_id, item.state, settledAt);
    if (item.state === 'CREDITED')
      record(`seed-deposit-${row.deposit_id}`, accountId, 'IN', item.amount, 'DEPOSIT', settledAt);
  }
}

function seedDemoMember(db: Database, ctx: PlatformContext, wallets: WalletStore, accountId: number): void {
  const now = ctx.now();
  const record = movementRecorder(db);
  seedDeposits(db, ctx, wallets, accountId, deposits);

  const withdrawalStore = createWithdrawalStore(ctx, wallets);
  withdrawalStore.setPassword(accountId, demoWithdrawPassword, Math.min(ctx.config.passwordCost, 1024));
  const insert = db.prepare(`INSERT INTO withdrawals
    (account_id, amount, paid_amount, state, created_at, due_at, settled_at, confirm_deadline, confirmed_at, proof, proof_type)
    VALUES (@accountId, @amount, @paid, @state, @createdAt, @dueAt, @settledAt, @deadline, @confirmedAt, @proof, @proofType)`);
  for (const item of withdrawals) {
    const createdAt = now - item.agoMs;
    const settledAt = item.settledAfterMs === undefined ? null : createdAt + item.settledAfterMs;
    const approved = item.state !== 'PENDING' && item.state !== 'REJECTED';
    const paid = approved ? Math.min(item.amount, withdrawLimits.partialPayoutCap) : 0;
    const deadline = approved && settledAt !== null ? settledAt + withdrawLimits.autoConfirmMinutes * minute : null;
    const answeredAt =
      item.state === 'AUTO_CONFIRMED'
        ? deadline
        : settledAt !== null && item.answeredAfterMs !== undefined
          ? settledAt + item.answeredAfterMs
          : null;
    const withProof = item.state === 'NOT_RECEIVED' || item.state === 'FORCED_RECEIVED';
    const { lastInsertRowid } = insert.run({
      accountId,
      amount: item.amount,
      paid,
      state: item.state,
      createdAt,
      dueAt: item.state === 'PENDING' ? now + never : (settledAt ?? createdAt),
      settledAt,
      deadline,
      confirmedAt: answeredAt,
      proof: withProof ? proofPng : null,
      proofType: withProof ? 'image/png' : null,
    });
    const id = Number(lastInsertRowid);
    record(`seed-withdraw-${id}`, accountId, 'OUT', item.amount, 'WITHDRAW', createdAt);
    if (item.state === 'REJECTED' && settledAt !== null) {
      record(`seed-withdraw-refund-${id}`, accountId, 'IN', item.amount, 'WITHDRAW_REFUND', settledAt);
    }
    if (approved && paid < item.amount && settledAt !== null) {
      record(`seed-withdraw-remainder-${id}`, accountId, 'IN', item.amount - paid, 'WITHDRAW_REMAINDER', settledAt);
    }
  }
}

/** Runs inside the wallet domain's seed, after the opening balances. */
export function seedMoney(db: Database, ctx: PlatformContext, wallets: WalletStore): void {
  const member = ctx.accounts.byUsername('demo_member');
  if (member) seedDemoMember(db, ctx, wallets, member.id);
  const vip = ctx.accounts.byUsername(e2eVipAccount);
  if (vip) seedDeposits(db, ctx, wallets, vip.id, vipDeposits);

  const passwordCost = Math.min(ctx.config.passwordCost, 1024);
  const money = ctx.accounts.create({
    username: e2eWalletAccounts.money,
    password: demoPassword,
    nickname: 'Wallet',
    passwordCost,
  });
  wallets.seedBalance(money.id, MAIN_WALLET_ACCOUNT_TYPE, 200_000);
  const transfer = ctx.accounts.create({
    username: e2eWalletAccounts.transfer,
    password: demoPassword,
    nickname: 'Transfer',
    passwordCost,
  });
  wallets.seedBalance(transfer.id, MAIN_WALLET_ACCOUNT_TYPE, 300_000);
}
