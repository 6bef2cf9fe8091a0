import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BalanceValue,
  type Deposit,
  type DepositListValue,
  type DepositMethodsValue,
  type MessageListValue,
  walletPaths,
} from '@lobby/contract';
import type { PlatformEvent } from '../../events';
import { e2eWalletAccounts } from './money-seed';
import { createTestPlatform, defined, newKey, type TestPlatform } from './testing';

const mainOf = (value: BalanceValue) => value.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance;

describe('deposits', () => {
  let t: TestPlatform;
  let token: string;
  let events: PlatformEvent[];
  const settleMs = 20_000;

  beforeEach(() => {
    t = createTestPlatform({ settleMs });
    token = t.tokenOf(e2eWalletAccounts.money);
    events = [];
    t.platform.ctx.events.subscribe(t.accountId(e2eWalletAccounts.money), (event) => events.push(event));
  });
  afterEach(() => t.platform.close());

  const deposit = (body: unknown, key = newKey()) =>
    t.call<Deposit>('POST', walletPaths.deposit, { token, idempotencyKey: key, body });
  const main = async () => mainOf(await t.value<BalanceValue>('GET', walletPaths.balance, { token }));
  const list = () => t.value<DepositListValue>('GET', walletPaths.deposits, { token });

  it('lists the methods with their limits, quick amounts, tutorial and settlement time, in the language asked', async () => {
    const value = await t.value<DepositMethodsValue>('GET', walletPaths.depositMethods, {
      token,
      headers: { Language: 'EN' },
    });
    expect(value.methods.map((method) => method.methodId)).toEqual(['BANK', 'EWALLET', 'USDT', 'CARD']);
    expect(value.settleSeconds).toBe(20);
    for (const method of value.methods) {
      expect(method.minAmount).toBeLessThan(method.maxAmount);
      expect(method.quickAmounts.every((amount) => amount >= method.minAmount && amount <= method.maxAmount)).toBe(
        true,
      );
      expect(method.tutorial.length).toBeGreaterThanOrEqual(3);
      expect(method.processingNote).toContain('.99');
    }
    expect(value.methods[0]).toMatchObject({ name: 'Bank transfer', minAmount: 100, maxAmount: 50000 });
    const spanish = await t.value<DepositMethodsValue>('GET', walletPaths.depositMethods, {
      token,
      headers: { Language: 'ES' },
    });
    expect(spanish.methods[0]?.name).toBe('Transferencia bancaria');
    expect(spanish.methods[1]?.qrValue).toBeTruthy();
  });

  it('opens a pending deposit that moves no money yet, once per Idempotency-Key', async () => {
    const key = newKey();
    const body = { methodId: 'BANK', amount: 250.5 };
    const first = await deposit(body, key);
    expect(first.envelope.value).toMatchObject({ methodId: 'BANK', amount: 250.5, state: 'PENDING', settleTime: null });
    expect(first.envelope.value?.reference).toMatch(/^DP\d{7}$/);
    const again = await deposit(body, key);
    expect(again.envelope).toEqual(first.envelope);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await list()).totalCount).toBe(1);
    expect(await main()).toBe(2000);
    expect((await deposit({ ...body, amount: 251 }, key)).envelope.errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it.each([
    [{ methodId: 'BANK', amount: 99.99 }, 'AMOUNT_OUT_OF_RANGE'],
    [{ methodId: 'CARD', amount: 2000.01 }, 'AMOUNT_OUT_OF_RANGE'],
    [{ methodId: 'CHEQUE', amount: 100 }, 'VALIDATION'],
    [{ methodId: 'BANK', amount: 100.001 }, 'VALIDATION'],
    [{ methodId: 'BANK' }, 'VALIDATION'],
  ])('refuses %j with %s and opens nothing', async (body, code) => {
    const { envelope } = await deposit(body);
    expect(envelope.errorCode).toBe(code);
    expect((await list()).totalCount).toBe(0);
  });

  it('answers the limits with AMOUNT_OUT_OF_RANGE', async () => {
    const { envelope } = await deposit({ methodId: 'EWALLET', amount: 10 });
    expect(envelope.value).toEqual({ minAmount: 50, maxAmount: 10000 });
  });

  it('needs a key and a real member', async () => {
    const body = { methodId: 'BANK', amount: 100 };
    expect((await t.call('POST', walletPaths.deposit, { token, body })).envelope.errorCode).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const trial = t.tokenOf('demo_trial');
    expect(
      (await t.call('POST', walletPaths.deposit, { token: trial, idempotencyKey: newKey(), body })).envelope.errorCode,
    ).toBe('TRIAL_FORBIDDEN');
    expect((await t.call('GET', walletPaths.depositMethods)).status).toBe(401);
  });

  it('credits the main wallet after settleMs, with a DEPOSIT_CREDITED event and an inbox message', async () => {
    const opened = defined((await deposit({ methodId: 'USDT', amount: 120 })).envelope.value);
    t.clock.now += settleMs - 1;
    t.platform.runScheduled();
    expect((await list()).list[0]?.state).toBe('PENDING');
    expect(events).toEqual([]);

    t.clock.now += 1;
    t.platform.runScheduled();
    const settled = defined((await list()).list[0]);
    expect(settled).toMatchObject({ depositId: opened.depositId, state: 'CREDITED' });
    expect(settled.settleTime).toBe(new Date(t.clock.now).toISOString());
    expect(await main()).toBe(2120);
    expect(events).toEqual([
      {
        type: 'DEPOSIT_CREDITED',
        payload: { depositId: opened.depositId, amount: 120, methodId: 'USDT', state: 'CREDITED' },
        time: t.clock.now,
      },
    ]);
    const inbox = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList', { token });
    expect(inbox.list[0]).toMatchObject({ kind: 'DEPOSIT_CREDITED', read: false });
    expect(inbox.list[0]?.content).toContain('$120.00');

    // Settled once: another run credits nothing more.
    t.clock.now += settleMs;
    t.platform.runScheduled();
    expect(await main()).toBe(2120);
    expect(events).toHaveLength(1);
  });

  it('fails a deposit whose cents are .99 (the demo rule) without moving money', async () => {
    const opened = defined((await deposit({ methodId: 'BANK', amount: 300.99 })).envelope.value);
    t.clock.now += settleMs;
    t.platform.runScheduled();
    expect((await list()).list[0]?.state).toBe('FAILED');
    expect(await main()).toBe(2000);
    expect(events.map((event) => [event.type, event.payload.depositId])).toEqual([
      ['DEPOSIT_FAILED', opened.depositId],
    ]);
    const inbox = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList', { token });
    expect(inbox.list[0]?.kind).toBe('DEPOSIT_FAILED');
  });

  it('creates and loses no money across many deposits', async () => {
    const amounts = [100, 150.99, 1000, 49999.99, 777.77];
    await Promise.all(amounts.map((amount) => deposit({ methodId: 'BANK', amount })));
    t.clock.now += settleMs;
    t.platform.runScheduled();
    const credited = amounts.filter((amount) => Math.round(amount * 100) % 100 !== 99);
    expect(await main()).toBeCloseTo(2000 + credited.reduce((sum, amount) => sum + amount, 0), 2);
    const states = (await list()).list.map((row) => row.state).sort();
    expect(states).toEqual(['CREDITED', 'CREDITED', 'CREDITED', 'FAILED', 'FAILED']);
  });

  it("seeds demo_member's deposits in every state, the pending one staying pending", async () => {
    let member = t.tokenOf('demo_member');
    const seeded = await t.value<DepositListValue>('GET', `${walletPaths.deposits}?pageSize=50`, { token: member });
    expect(new Set(seeded.list.map((row) => row.state))).toEqual(new Set(['PENDING', 'CREDITED', 'FAILED']));
    expect(seeded.list[0]?.state).toBe('PENDING');
    t.clock.now += 30 * 24 * 60 * 60 * 1000;
    t.platform.runScheduled();
    member = t.tokenOf('demo_member');
    const later = await t.value<DepositListValue>('GET', walletPaths.deposits, { token: member });
    expect(later.list[0]?.state).toBe('PENDING');
    expect(mainOf(await t.value<BalanceValue>('GET', walletPaths.balance, { token: member }))).toBe(10000);
  });
});
