import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BalanceValue,
  type MessageListValue,
  walletPaths,
  type Withdrawal,
  type WithdrawalListValue,
  type WithdrawSettingsValue,
} from '@lobby/contract';
import type { PlatformEvent } from '../../events';
import { demoWithdrawPassword, e2eWalletAccounts } from './money-seed';
import { createWalletStore } from './store';
import { createTestPlatform, defined, newKey, type TestPlatform } from './testing';
import { createWithdrawalStore } from './withdrawals';

const minute = 60_000;
const settleMs = 20_000;
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const gif = 'data:image/png;base64,R0lGODlhAQABAAAAACw=';

describe('withdrawals', () => {
  let t: TestPlatform;
  let token: string;
  let accountId: number;
  let events: PlatformEvent[];

  beforeEach(() => {
    // The E calls arrive unsealed here: sealing is the cipher's and the client's business, tested there.
    t = createTestPlatform({ settleMs, acceptPlainPayloads: true });
    token = t.tokenOf(e2eWalletAccounts.money);
    accountId = t.accountId(e2eWalletAccounts.money);
    events = [];
    t.platform.ctx.events.subscribe(accountId, (event) => events.push(event));
  });
  afterEach(() => t.platform.close());

  const settings = () => t.value<WithdrawSettingsValue>('GET', walletPaths.withdrawSettings, { token });
  const setPassword = (body: unknown) =>
    t.call<WithdrawSettingsValue>('POST', walletPaths.withdrawPassword, { token, body });
  const withdraw = (amount: number, key = newKey(), withdrawPassword = '246810') =>
    t.call<Withdrawal>('POST', walletPaths.withdraw, {
      token,
      idempotencyKey: key,
      body: { amount, withdrawPassword },
    });
  const confirm = (body: unknown) =>
    t.call<Withdrawal>('POST', walletPaths.confirmWithdrawal, { token, idempotencyKey: newKey(), body });
  const list = () => t.value<WithdrawalListValue>('GET', walletPaths.withdrawals, { token });
  const main = async () =>
    (await t.value<BalanceValue>('GET', walletPaths.balance, { token })).balance.find((w) => w.accountTypeId === 1)
      ?.availBalance;
  const settle = () => {
    t.clock.now += settleMs;
    t.platform.runScheduled();
  };
  /** Main wallet + held + paid out, in minor units: what a withdrawal may never change. */
  const funds = () =>
    (
      t.platform.ctx.db
        .prepare(
          `SELECT (SELECT COALESCE(SUM(balance), 0) FROM wallets WHERE account_id = @id)
            + (SELECT COALESCE(SUM(CASE WHEN state = 'PENDING' THEN amount WHEN state = 'REJECTED' THEN 0
                ELSE paid_amount END), 0) FROM withdrawals WHERE account_id = @id) AS total`,
        )
        .get({ id: accountId }) as { total: number }
    ).total;
  const withPassword = async () => {
    await setPassword({ newPassword: '246810', loginPassword: 'Demo1234' });
  };

  it('answers the limits, the auto-confirm minutes and whether a password is set', async () => {
    expect(await settings()).toMatchObject({
      passwordSet: false,
      minAmount: 50,
      maxAmount: 20000,
      dailyCount: 5,
      usedToday: 0,
      partialPayoutCap: 5000,
      autoConfirmMinutes: 120,
      proofMaxBytes: 5 * 1024 * 1024,
    });
    expect((await settings()).payoutAccount).toMatch(/•••• \d{4}$/);
  });

  it('sets the withdraw password once with the login password, then changes it with the old one, hashed', async () => {
    expect((await setPassword({ newPassword: '246810', loginPassword: 'wrong' })).envelope.errorCode).toBe(
      'PASSWORD_WRONG',
    );
    expect((await setPassword({ newPassword: '24681', loginPassword: 'Demo1234' })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    expect((await setPassword({ newPassword: 'abcdef', loginPassword: 'Demo1234' })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    const first = await setPassword({ newPassword: '246810', loginPassword: 'Demo1234' });
    expect(first.envelope.value?.passwordSet).toBe(true);
    const stored = t.platform.ctx.db
      .prepare('SELECT hash FROM withdraw_passwords WHERE account_id = ?')
      .get(accountId) as {
      hash: string;
    };
    expect(stored.hash).toMatch(/^scrypt\$/);
    expect(stored.hash).not.toContain('246810');
    // Set now: the login password no longer changes it.
    expect((await setPassword({ newPassword: '135790', loginPassword: 'Demo1234' })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    expect((await setPassword({ newPassword: '135790', oldPassword: '000000' })).envelope.errorCode).toBe(
      'WITHDRAW_PASSWORD_WRONG',
    );
    expect((await setPassword({ newPassword: '135790', oldPassword: '246810' })).envelope.success).toBe(true);
    expect((await withdraw(100, newKey(), '135790')).envelope.success).toBe(true);
  });

  it('needs sealed bodies when plain payloads are not accepted', async () => {
    const sealed = createTestPlatform();
    try {
      const { envelope } = await sealed.call('POST', walletPaths.withdrawPassword, {
        token: sealed.tokenOf('demo_member'),
        body: { newPassword: '111111', oldPassword: demoWithdrawPassword },
      });
      expect(envelope.errorCode).toBe('ENCRYPTION_REQUIRED');
    } finally {
      sealed.platform.close();
    }
  });

  it('refuses a withdrawal without a password, with a wrong one, outside the limits or above the balance', async () => {
    expect((await withdraw(100)).envelope.errorCode).toBe('WITHDRAW_PASSWORD_NOT_SET');
    await withPassword();
    expect((await withdraw(100, newKey(), '000000')).envelope.errorCode).toBe('WITHDRAW_PASSWORD_WRONG');
    expect((await withdraw(49.99)).envelope).toMatchObject({
      errorCode: 'AMOUNT_OUT_OF_RANGE',
      value: { minAmount: 50, maxAmount: 20000 },
    });
    expect((await withdraw(20000.01)).envelope.errorCode).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await withdraw(2000.01)).envelope.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect((await list()).totalCount).toBe(0);
    expect(await main()).toBe(2000);
  });

  it('holds the amount at once, once per Idempotency-Key', async () => {
    await withPassword();
    const before = funds();
    const key = newKey();
    const first = await withdraw(300, key);
    expect(first.envelope.value).toMatchObject({ amount: 300, state: 'PENDING', paidAmount: 0, remainingAmount: 0 });
    const replays = await Promise.all([withdraw(300, key), withdraw(300, key)]);
    for (const replay of replays) expect(replay.envelope).toEqual(first.envelope);
    expect(await main()).toBe(1700);
    expect((await list()).totalCount).toBe(1);
    expect((await settings()).usedToday).toBe(1);
    expect(funds()).toBe(before);
  });

  it('allows 5 withdrawals a day, and more the next day', async () => {
    await withPassword();
    for (let index = 0; index < 5; index += 1) expect((await withdraw(50)).envelope.success).toBe(true);
    expect((await withdraw(50)).envelope.errorCode).toBe('WITHDRAW_DAILY_LIMIT');
    expect(await main()).toBe(1750);
    t.clock.now += 24 * 60 * minute;
    token = t.tokenOf(e2eWalletAccounts.money);
    expect((await withdraw(50)).envelope.success).toBe(true);
  });

  it('approves after settleMs: paid in full, awaiting the answer, with an event and a message', async () => {
    await withPassword();
    const opened = defined((await withdraw(400)).envelope.value);
    t.clock.now += settleMs - 1;
    t.platform.runScheduled();
    expect((await list()).list[0]?.state).toBe('PENDING');
    t.clock.now += 1;
    t.platform.runScheduled();
    const approved = defined((await list()).list[0]);
    expect(approved).toMatchObject({ state: 'AWAITING_CONFIRMATION', paidAmount: 400, remainingAmount: 0 });
    expect(approved.confirmDeadline).toBe(new Date(t.clock.now + 120 * minute).toISOString());
    expect(events).toEqual([
      {
        type: 'WITHDRAWAL_APPROVED',
        payload: {
          withdrawalId: opened.withdrawalId,
          amount: 400,
          state: 'AWAITING_CONFIRMATION',
          paidAmount: 400,
          remainingAmount: 0,
          confirmDeadline: approved.confirmDeadline,
        },
        time: t.clock.now,
      },
    ]);
    const inbox = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList', { token });
    expect(inbox.list[0]?.kind).toBe('WITHDRAWAL_APPROVED');
    expect(await main()).toBe(1600);
  });

  it('pays a large withdrawal in part and returns the remaining amount to the main wallet', async () => {
    t.platform.ctx.db.prepare('UPDATE wallets SET balance = 1000000 WHERE account_id = ?').run(accountId);
    await withPassword();
    const before = funds();
    await withdraw(8000);
    expect(await main()).toBe(2000);
    settle();
    expect((await list()).list[0]).toMatchObject({
      paidAmount: 5000,
      remainingAmount: 3000,
      state: 'AWAITING_CONFIRMATION',
    });
    expect(await main()).toBe(5000);
    expect(events[0]?.payload).toMatchObject({ paidAmount: 5000, remainingAmount: 3000 });
    const inbox = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList', { token });
    expect(inbox.list[0]?.content).toContain('$3,000.00');
    expect(funds()).toBe(before);
  });

  it('rejects a withdrawal whose cents are .99 and refunds it', async () => {
    await withPassword();
    const before = funds();
    await withdraw(150.99);
    expect(await main()).toBe(1849.01);
    settle();
    expect((await list()).list[0]).toMatchObject({ state: 'REJECTED', paidAmount: 0, remainingAmount: 0 });
    expect(await main()).toBe(2000);
    expect(events.map((event) => event.type)).toEqual(['WITHDRAWAL_REJECTED']);
    expect(funds()).toBe(before);
  });

  it('takes the answer received, once', async () => {
    await withPassword();
    const { withdrawalId } = defined((await withdraw(100)).envelope.value);
    expect((await confirm({ withdrawalId, received: true })).envelope.errorCode).toBe('STATE_CONFLICT');
    settle();
    const answered = await confirm({ withdrawalId, received: true });
    expect(answered.envelope.value).toMatchObject({ state: 'RECEIVED', confirmDeadline: null, proofSent: false });
    expect((await confirm({ withdrawalId, received: false, proof: png })).envelope.errorCode).toBe('STATE_CONFLICT');
  });

  it('takes not received only with a png or jpg proof', async () => {
    await withPassword();
    const { withdrawalId } = defined((await withdraw(100)).envelope.value);
    settle();
    expect((await confirm({ withdrawalId, received: false })).envelope.errorCode).toBe('VALIDATION');
    expect((await confirm({ withdrawalId, received: false, proof: gif })).envelope.errorCode).toBe('VALIDATION');
    expect(
      (await confirm({ withdrawalId, received: false, proof: 'https://example.com/a.png' })).envelope.errorCode,
    ).toBe('VALIDATION');
    const answered = await confirm({ withdrawalId, received: false, proof: png });
    expect(answered.envelope.value).toMatchObject({ state: 'NOT_RECEIVED', proofSent: true });
    expect(
      t.platform.ctx.db.prepare('SELECT proof_type FROM withdrawals WHERE withdrawal_id = ?').get(withdrawalId),
    ).toEqual({
      proof_type: 'image/png',
    });
  });

  it("counts an unanswered approval as received after the configured minutes; others' answers are refused", async () => {
    await withPassword();
    const { withdrawalId } = defined((await withdraw(100)).envelope.value);
    settle();
    t.clock.now += 120 * minute - 1;
    t.platform.runScheduled();
    // Two hours on, the session token has lapsed too: a fresh one.
    token = t.tokenOf(e2eWalletAccounts.money);
    expect((await list()).list[0]?.state).toBe('AWAITING_CONFIRMATION');
    t.clock.now += 1;
    t.platform.runScheduled();
    expect((await list()).list[0]).toMatchObject({ state: 'AUTO_CONFIRMED', confirmDeadline: null });
    expect((await confirm({ withdrawalId, received: true })).envelope.errorCode).toBe('STATE_CONFLICT');
    const other = await t.call('POST', walletPaths.confirmWithdrawal, {
      token: t.tokenOf('demo_member'),
      idempotencyKey: newKey(),
      body: { withdrawalId, received: true },
    });
    expect(other.envelope.errorCode).toBe('NOT_FOUND');
  });

  it('counts as received when the deadline passed before the scheduled task ran', async () => {
    await withPassword();
    const { withdrawalId } = defined((await withdraw(100)).envelope.value);
    settle();
    t.clock.now += 121 * minute;
    token = t.tokenOf(e2eWalletAccounts.money);
    expect((await confirm({ withdrawalId, received: true })).envelope.errorCode).toBe('STATE_CONFLICT');
    expect((await list()).list[0]?.state).toBe('AUTO_CONFIRMED');
  });

  it("seeds demo_member's withdrawals in every state, with the password 123456", async () => {
    const member = t.tokenOf('demo_member');
    const seeded = await t.value<WithdrawalListValue>('GET', `${walletPaths.withdrawals}?pageSize=50`, {
      token: member,
    });
    expect(new Set(seeded.list.map((row) => row.state))).toEqual(
      new Set([
        'PENDING',
        'AWAITING_CONFIRMATION',
        'RECEIVED',
        'NOT_RECEIVED',
        'AUTO_CONFIRMED',
        'FORCED_RECEIVED',
        'REJECTED',
      ]),
    );
    const partial = seeded.list.filter((row) => row.remainingAmount > 0);
    expect(partial).toHaveLength(1);
    expect(partial[0]).toMatchObject({ amount: 8000, paidAmount: 5000, remainingAmount: 3000 });
    expect(seeded.list.find((row) => row.state === 'NOT_RECEIVED')?.proofSent).toBe(true);
    const result = await t.call('POST', walletPaths.withdraw, {
      token: member,
      idempotencyKey: newKey(),
      body: { amount: 50, withdrawPassword: demoWithdrawPassword },
    });
    expect(result.envelope.success).toBe(true);
  });

  it('lets staff force a withdrawal not received to received, refunding nothing', async () => {
    await withPassword();
    const { withdrawalId } = defined((await withdraw(100)).envelope.value);
    settle();
    await confirm({ withdrawalId, received: false, proof: png });
    const before = funds();
    const { ctx } = t.platform;
    const store = createWithdrawalStore(ctx, createWalletStore(ctx.db, ctx.now));
    expect(store.forceReceived(withdrawalId)).toBe(true);
    expect((await list()).list[0]?.state).toBe('FORCED_RECEIVED');
    expect(funds()).toBe(before);
  });
});
