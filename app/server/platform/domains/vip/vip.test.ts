import { afterEach, describe, expect, it } from 'vitest';
import {
  type Deposit,
  ErrorCode,
  type MemberInfo,
  memberPaths,
  type VipLevelsValue,
  vipPaths,
  type VipStatusValue,
  walletPaths,
  type WhitelabelValue,
  whitelabelModuleIds,
} from '@lobby/contract';
import { createTestPlatform, newKey, type TestPlatform } from '../wallet/testing';
import { levelOf, statusOf, vipLevels } from './levels';

const settleMs = 20_000;

describe('VIP levels (levels.ts)', () => {
  const threshold = (level: number) => {
    const data = vipLevels[level - 1];
    if (!data) throw new Error(`no level ${String(level)}`);
    return data;
  };

  it('starts every account at level 1, with nothing deposited nor bet', () => {
    expect(levelOf(0, 0)).toBe(1);
    expect(threshold(1)).toMatchObject({ deposit: 0, validBet: 0 });
  });

  it('reaches a level exactly at both thresholds, not a cent before either', () => {
    for (let level = 2; level <= vipLevels.length; level += 1) {
      const { deposit, validBet } = threshold(level);
      expect(levelOf(deposit, validBet)).toBe(level);
      expect(levelOf(deposit - 1, validBet)).toBe(level - 1);
      expect(levelOf(deposit, validBet - 1)).toBe(level - 1);
    }
  });

  it('needs both: deposits alone or bets alone never lift a level', () => {
    const top = threshold(vipLevels.length);
    expect(levelOf(top.deposit * 10, 0)).toBe(1);
    expect(levelOf(0, top.validBet * 10)).toBe(1);
    // Gold's bets with Silver's deposits: Silver.
    expect(levelOf(threshold(2).deposit, threshold(3).validBet)).toBe(2);
  });

  it('has rising thresholds and benefits that never shrink', () => {
    for (let level = 2; level <= vipLevels.length; level += 1) {
      const [below, above] = [threshold(level - 1), threshold(level)];
      expect(above.deposit).toBeGreaterThan(below.deposit);
      expect(above.validBet).toBeGreaterThan(below.validBet);
      expect(above.benefits.rebateRate).toBeGreaterThan(below.benefits.rebateRate);
      expect(above.benefits.dailyWithdrawalLimit).toBeGreaterThan(below.benefits.dailyWithdrawalLimit);
    }
  });

  it('says what is left to the next level, never below zero, and nothing above the top', () => {
    const gold = threshold(3);
    const status = statusOf(threshold(2).deposit + 100_00, gold.validBet + 5_00, 'EN');
    expect(status).toMatchObject({ level: 2, name: 'Silver', deposited: 1_100, validBet: 25_005 });
    expect(status.next).toEqual({
      level: 3,
      name: 'Gold',
      depositRequired: 5_000,
      validBetRequired: 25_000,
      depositLeft: 3_900,
      validBetLeft: 0,
    });
    const top = threshold(vipLevels.length);
    expect(statusOf(top.deposit, top.validBet, 'TH')).toMatchObject({ level: vipLevels.length, next: null });
  });
});

describe('the VIP calls', () => {
  let t: TestPlatform;
  afterEach(() => t.platform.close());

  it('answers the levels in the Language header, public', async () => {
    t = createTestPlatform();
    const { levels } = await t.value<VipLevelsValue>('GET', vipPaths.levels, { headers: { Language: 'ES' } });
    expect(levels).toHaveLength(vipLevels.length);
    expect(levels.map((level) => level.level)).toEqual(vipLevels.map((_, index) => index + 1));
    expect(levels[2]).toMatchObject({ name: 'Oro', depositRequired: 5_000, validBetRequired: 25_000 });
    expect(levels[4]?.benefits).toMatchObject({ rebateRate: 0.8, dedicatedService: true });
    const th = await t.value<VipLevelsValue>('GET', vipPaths.levels, { headers: { Language: 'TH' } });
    expect(th.levels[0]?.name).toBe('บรอนซ์');
  });

  it("computes the player's level from the database: a credited deposit lifts it, a failed one does not", async () => {
    t = createTestPlatform({ settleMs });
    const token = t.tokenOf('demo_member');
    const status = () => t.value<VipStatusValue>('GET', vipPaths.status, { token, headers: { Language: 'EN' } });
    const before = await status();
    // demo_member: 1,850.00 credited (the pending and failed seeded deposits do not count), bets past Gold's.
    expect(before).toMatchObject({ level: 2, name: 'Silver', deposited: 1_850 });
    expect(before.validBet).toBeGreaterThanOrEqual(25_000);
    expect(before.next).toMatchObject({ level: 3, name: 'Gold', depositLeft: 3_150, validBetLeft: 0 });

    const deposit = (amount: number) =>
      t.call<Deposit>('POST', walletPaths.deposit, {
        token,
        idempotencyKey: newKey(),
        body: { methodId: 'BANK', amount },
      });
    expect((await deposit(3_149.99)).envelope.success).toBe(true); // .99: fails when it settles
    expect((await deposit(3_000)).envelope.success).toBe(true);
    // Pending: not yet counted.
    expect((await status()).deposited).toBe(1_850);
    t.clock.now += settleMs;
    t.platform.runScheduled();
    const after = await status();
    expect(after).toMatchObject({ level: 2, deposited: 4_850 });
    expect(after.next?.depositLeft).toBe(150);

    expect((await deposit(150)).envelope.success).toBe(true);
    t.clock.now += settleMs;
    t.platform.runScheduled();
    expect(await status()).toMatchObject({ level: 3, name: 'Gold', deposited: 5_000 });
    const info = await t.value<MemberInfo>('GET', memberPaths.info, { token, headers: { Language: 'ES' } });
    expect(info).toMatchObject({ vip: true, clubLabel: { labelName: 'Oro', rankLevel: 3 } });
  });

  it('refuses trial users and guests their status', async () => {
    t = createTestPlatform();
    const trial = await t.call('GET', vipPaths.status, { token: t.tokenOf('demo_trial') });
    expect(trial.envelope.errorCode).toBe(ErrorCode.TRIAL_FORBIDDEN);
    const guest = await t.call('GET', vipPaths.status);
    expect(guest.status).toBe(401);
    const info = await t.value<MemberInfo>('GET', memberPaths.info, { token: t.tokenOf('demo_trial') });
    expect(info).toMatchObject({ vip: false, clubLabel: { labelName: 'Trial' } });
  });

  it('switched off (VIPCLUB3): both calls answer MODULE_DISABLED, member info has no VIP level', async () => {
    t = createTestPlatform({ modules: whitelabelModuleIds.filter((id) => id !== 'VIPCLUB3') });
    const token = t.tokenOf('demo_member');
    expect((await t.call('GET', vipPaths.levels)).envelope.errorCode).toBe(ErrorCode.MODULE_DISABLED);
    expect((await t.call('GET', vipPaths.status, { token })).envelope.errorCode).toBe(ErrorCode.MODULE_DISABLED);
    const info = await t.value<MemberInfo>('GET', memberPaths.info, { token });
    expect(info.vip).toBe(false);
    expect(info.clubLabel).toEqual({ labelName: '' });
    const agent = await t.value<MemberInfo>('GET', memberPaths.info, { token: t.tokenOf('demo_agent') });
    expect(agent.clubLabel).toEqual({ labelName: 'Agent' });
    // The site learns it from the module tree.
    const tree = await t.value<WhitelabelValue>('GET', '/wps/system/whitelabel');
    const member = tree.find((node) => node.modId === 'MEMBER3');
    expect(member?.childrenNodes).toEqual([{ modId: 'VIPCLUB3', enabled: false, childrenNodes: [] }]);
  });

  it('seeds the journey account e2e_vip above the first level, on its way to the next', async () => {
    t = createTestPlatform();
    const status = await t.value<VipStatusValue>('GET', vipPaths.status, { token: t.tokenOf('e2e_vip') });
    expect(status).toMatchObject({ level: 2, deposited: 2_500 });
    expect(status.next?.depositLeft).toBe(2_500);
    expect(status.next?.validBetLeft).toBeGreaterThan(0);
  });
});
