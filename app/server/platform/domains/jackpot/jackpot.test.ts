import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JackpotPoolsValue, JackpotWinnersValue } from '@lobby/contract';
import { createTestPlatform, defined, type TestPlatform } from '../wallet/testing';

describe('jackpot domain', () => {
  let t: TestPlatform;
  beforeEach(() => {
    t = createTestPlatform();
  });
  afterEach(() => t.platform.close());

  it('answers four pools that grow with the clock from their last win', async () => {
    const first = await t.value<JackpotPoolsValue>('GET', '/wps/relay/MCSFE_getJackpotPools');
    expect(first.pools.map((pool) => pool.tier)).toEqual(['GRAND', 'MAJOR', 'MINOR', 'MINI']);
    expect(first.serverTime).toBe(new Date(t.clock.now).toISOString());
    const grand = defined(first.pools[0]);
    expect(grand.growthPerSecond).toBe(0.37);
    expect(grand.lastWinTime).not.toBeNull();
    t.clock.now += 100_000;
    const later = await t.value<JackpotPoolsValue>('GET', '/wps/relay/MCSFE_getJackpotPools');
    expect(defined(later.pools[0]).amount).toBeCloseTo(grand.amount + 37, 1);
  });

  it('pages the winners, newest first, by tier', async () => {
    const page = await t.value<JackpotWinnersValue>('GET', '/wps/relay/MCSFE_getJackpotWinners?pageSize=5');
    expect(page.list).toHaveLength(5);
    expect(page.totalCount).toBe(4 + 7 + 10 + 13);
    const times = page.list.map((winner) => winner.winTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(defined(page.list[0]).customerName).toContain('****');
    const grand = await t.value<JackpotWinnersValue>('GET', '/wps/relay/MCSFE_getJackpotWinners?tier=GRAND');
    expect(new Set(grand.list.map((winner) => winner.tier))).toEqual(new Set(['GRAND']));
    expect((await t.call('GET', '/wps/relay/MCSFE_getJackpotWinners?tier=HUGE')).envelope.errorCode).toBe('VALIDATION');
  });
});
