import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BalanceValue, ConsolidatedFundsValue, WalletTransferValue } from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from './testing';

const balancePath = '/wps/v2/wallets/balance';
const transferPath = '/wps/relay/GCS_walletTransfer';
/** Game wallet of vendor PG (seeded with 250.00 for demo_member). */
const pgWallet = 10;

const walletOf = (value: BalanceValue, type: number) =>
  value.balance.find((item) => item.accountTypeId === type)?.availBalance;

describe('wallet domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeEach(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterEach(() => t.platform.close());

  it('answers the balance of the main and game wallets in decimals', async () => {
    const value = await t.value<BalanceValue>('GET', balancePath, { token, headers: { Language: 'EN' } });
    expect(value.currency).toBe('USD');
    expect(value.currencySymbol).toBe('$');
    expect(walletOf(value, 1)).toBe(10000);
    expect(value.balance[0]?.accountName).toBe('Main wallet');
    expect(walletOf(value, pgWallet)).toBe(250);
    expect(value.balance.find((item) => item.accountTypeId === pgWallet)?.vassalage).toBe('PG');
    expect(value.sumBalance).toBe(10370.5);
  });

  it('refuses the balance without a token', async () => {
    const { status, envelope } = await t.call('GET', balancePath);
    expect(status).toBe(401);
    expect(envelope.errorCode).toBe('login.not.session');
  });

  it('moves money between wallets and answers the new balances', async () => {
    const value = await t.value<WalletTransferValue>('POST', transferPath, {
      token,
      idempotencyKey: newKey(),
      body: { fromAccountTypeId: 1, toAccountTypeId: pgWallet, amount: 100.25 },
    });
    expect(value.amount).toBe(100.25);
    expect(walletOf(value.wallets, 1)).toBe(9899.75);
    expect(walletOf(value.wallets, pgWallet)).toBe(350.25);
    expect(value.wallets.sumBalance).toBe(10370.5);
  });

  it.each([
    [{ fromAccountTypeId: 1, toAccountTypeId: 1, amount: 1 }, 'toAccountTypeId'],
    [{ fromAccountTypeId: 1, toAccountTypeId: 999, amount: 1 }, 'toAccountTypeId'],
    [{ fromAccountTypeId: 1, toAccountTypeId: pgWallet, amount: 1.234 }, 'amount'],
    [{ fromAccountTypeId: 1, toAccountTypeId: pgWallet, amount: -5 }, 'amount'],
    [{ fromAccountTypeId: 1, toAccountTypeId: pgWallet }, 'amount'],
    [{ fromAccountTypeId: 'main', toAccountTypeId: pgWallet, amount: 1 }, 'fromAccountTypeId'],
  ])('refuses bad transfer input %j naming %s', async (body, field) => {
    const { envelope } = await t.call('POST', transferPath, { token, idempotencyKey: newKey(), body });
    expect(envelope.success).toBe(false);
    expect(envelope.errorCode).toBe('VALIDATION');
    expect(envelope.message).toContain(field);
  });

  it('refuses a transfer larger than the balance and moves nothing', async () => {
    const { envelope } = await t.call('POST', transferPath, {
      token,
      idempotencyKey: newKey(),
      body: { fromAccountTypeId: pgWallet, toAccountTypeId: 1, amount: 250.01 },
    });
    expect(envelope.errorCode).toBe('INSUFFICIENT_BALANCE');
    const value = await t.value<BalanceValue>('GET', balancePath, { token });
    expect(walletOf(value, pgWallet)).toBe(250);
    expect(walletOf(value, 1)).toBe(10000);
  });

  it('needs an Idempotency-Key and a real member', async () => {
    const body = { fromAccountTypeId: 1, toAccountTypeId: pgWallet, amount: 1 };
    expect((await t.call('POST', transferPath, { token, body })).envelope.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const trial = t.tokenOf('demo_trial');
    const { envelope } = await t.call('POST', transferPath, { token: trial, idempotencyKey: newKey(), body });
    expect(envelope.errorCode).toBe('TRIAL_FORBIDDEN');
  });

  it('never overdraws under 50 concurrent transfers', async () => {
    // 50 transfers of 30.00 against 1,000.00: exactly 33 can succeed.
    t.platform.ctx.db
      .prepare('UPDATE wallets SET balance = 100000 WHERE account_id = ? AND account_type_id = 1')
      .run(t.accountId('demo_member'));
    const before = await t.value<BalanceValue>('GET', balancePath, { token });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call<WalletTransferValue>('POST', transferPath, {
          token,
          idempotencyKey: newKey(),
          body: { fromAccountTypeId: 1, toAccountTypeId: pgWallet, amount: 30 },
        }),
      ),
    );
    const succeeded = results.filter((result) => result.envelope.success);
    const refused = results.filter((result) => !result.envelope.success);
    expect(succeeded).toHaveLength(33);
    expect(refused.every((result) => result.envelope.errorCode === 'INSUFFICIENT_BALANCE')).toBe(true);
    for (const result of succeeded)
      expect(walletOf(defined(result.envelope.value).wallets, 1)).toBeGreaterThanOrEqual(0);
    const after = await t.value<BalanceValue>('GET', balancePath, { token });
    expect(defined(walletOf(before, 1)) - defined(walletOf(after, 1))).toBeCloseTo(succeeded.length * 30, 2);
    expect(defined(walletOf(after, pgWallet)) - defined(walletOf(before, pgWallet))).toBeCloseTo(
      succeeded.length * 30,
      2,
    );
    expect(walletOf(after, 1)).toBe(10);
    expect(after.sumBalance).toBe(before.sumBalance);
  });

  it('replays a repeated Idempotency-Key and moves the money once', async () => {
    const key = newKey();
    const body = { fromAccountTypeId: 1, toAccountTypeId: pgWallet, amount: 40 };
    const first = await t.call<WalletTransferValue>('POST', transferPath, { token, idempotencyKey: key, body });
    const again = await Promise.all(
      [1, 2, 3].map(() => t.call<WalletTransferValue>('POST', transferPath, { token, idempotencyKey: key, body })),
    );
    for (const repeat of again) {
      expect(repeat.envelope).toEqual(first.envelope);
      expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    }
    const value = await t.value<BalanceValue>('GET', balancePath, { token });
    expect(walletOf(value, 1)).toBe(9960);
    const conflict = await t.call('POST', transferPath, { token, idempotencyKey: key, body: { ...body, amount: 41 } });
    expect(conflict.envelope.errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers the consolidated funds with the pending contract flags', async () => {
    const member = await t.value<ConsolidatedFundsValue>('GET', '/wps/member/info/funds/consolidated', { token });
    expect(member).toMatchObject({ mainBalance: 10000, gameBalance: 370.5, totalBalance: 10370.5, dailysalreqtype: 0 });
    expect(member.pointBalance).toBeGreaterThan(0);
    const sub = await t.value<ConsolidatedFundsValue>('GET', '/wps/member/info/funds/consolidated', {
      token: t.tokenOf('demo_subagent'),
    });
    expect(sub).toMatchObject({ dailysalreqtype: 1, contracthoursalreqtype: 2, divtypereq: 0, realtimesalreqtype: 0 });
    expect((await t.call('GET', '/wps/member/info/funds/consolidated')).status).toBe(401);
  });

  it('answers the merchant wallet mode', async () => {
    expect(await t.value('GET', '/wps/relay/GCS_merchantWallet', { token })).toEqual({ isSingle: false });
    expect((await t.call('GET', '/wps/relay/GCS_merchantWallet', { token: 'nope' })).envelope.errorCode).toBe(
      'user.or.token.invalid',
    );
  });
});
