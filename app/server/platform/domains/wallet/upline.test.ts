import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AccountRecordValue,
  type BalanceValue,
  type TransferUplineValue,
  type UplineValue,
  walletPaths,
} from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from './testing';

const mainOf = (value: BalanceValue) => value.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance;

describe('transfer to the upline', () => {
  let t: TestPlatform;
  beforeEach(() => {
    t = createTestPlatform();
  });
  afterEach(() => t.platform.close());

  const main = async (username: string) =>
    mainOf(await t.value<BalanceValue>('GET', walletPaths.balance, { token: t.tokenOf(username) }));
  const transfer = (username: string, amount: unknown, key = newKey()) =>
    t.call<TransferUplineValue>('POST', walletPaths.transferUpline, {
      token: t.tokenOf(username),
      idempotencyKey: key,
      body: { amount },
    });

  it('names the upline agent, or none', async () => {
    const sub = await t.value<UplineValue>('GET', walletPaths.upline, { token: t.tokenOf('demo_subagent') });
    expect(sub).toEqual({ upline: { account: 'demo_agent', nickname: 'Demo Agent' }, minAmount: 1, maxAmount: 100000 });
    const alone = await t.value<UplineValue>('GET', walletPaths.upline, { token: t.tokenOf('demo_member') });
    expect(alone.upline).toBeNull();
  });

  it('refuses a member without an upline, and moves nothing', async () => {
    const { envelope } = await transfer('demo_member', 10);
    expect(envelope.errorCode).toBe('NO_UPLINE');
    expect(await main('demo_member')).toBe(10000);
  });

  it("moves main-wallet money to the upline's main wallet once per key, and both records show it", async () => {
    const before = { sub: defined(await main('demo_subagent')), agent: defined(await main('demo_agent')) };
    const key = newKey();
    const first = await transfer('demo_subagent', 125.5, key);
    expect(first.envelope.value).toMatchObject({ amount: 125.5, upline: { account: 'demo_agent' } });
    expect(mainOf(defined(first.envelope.value).wallets)).toBe(before.sub - 125.5);
    const replays = await Promise.all([transfer('demo_subagent', 125.5, key), transfer('demo_subagent', 125.5, key)]);
    for (const replay of replays) expect(replay.envelope).toEqual(first.envelope);
    expect(await main('demo_subagent')).toBe(before.sub - 125.5);
    expect(await main('demo_agent')).toBe(before.agent + 125.5);

    const day = new Date(t.clock.now).toISOString().slice(0, 10);
    const record = await t.value<AccountRecordValue>(
      'GET',
      `/wps/relay/ODSFE2_getAccountRecord?startDate=${day}&endDate=${day}`,
      { token: t.tokenOf('demo_agent') },
    );
    expect(record.list.find((row) => row.kind === 'UPLINE')).toMatchObject({
      direction: 'IN',
      counterparty: 'demo_subagent',
      amount: 125.5,
    });
  });

  it('refuses too little money, amounts outside the limits, and trial users', async () => {
    const balance = defined(await main('member_001'));
    expect((await transfer('member_001', balance + 0.01)).envelope.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect((await transfer('member_001', 0.5)).envelope.errorCode).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await transfer('member_001', 'all')).envelope.errorCode).toBe('VALIDATION');
    expect((await transfer('demo_trial', 5)).envelope.errorCode).toBe('TRIAL_FORBIDDEN');
    expect(await main('member_001')).toBe(balance);
  });
});
