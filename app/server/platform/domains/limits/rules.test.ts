import { describe, expect, it } from 'vitest';
import { changeLimit, coolingOffMs, inForce, noLimit, windowOf } from './rules';

const at = (iso: string) => Date.parse(iso);
const hour = 60 * 60 * 1000;

describe('limit windows (the platform clock, UTC+0)', () => {
  it('a day runs from midnight to midnight: the last millisecond is in it, the next one is not', () => {
    const day = windowOf('DAY', at('2026-11-26T23:59:59.999Z'));
    expect(day).toEqual({ from: at('2026-11-26T00:00:00Z'), until: at('2026-11-27T00:00:00Z') });
    expect(windowOf('DAY', at('2026-11-27T00:00:00Z')).from).toBe(at('2026-11-27T00:00:00Z'));
  });

  it('a week starts on Monday at midnight', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    const week = { from: at('2026-11-23T00:00:00Z'), until: at('2026-11-30T00:00:00Z') };
    expect(windowOf('WEEK', at('2026-11-23T00:00:00Z'))).toEqual(week);
    expect(windowOf('WEEK', at('2026-11-29T23:59:59.999Z'))).toEqual(week);
    expect(windowOf('WEEK', at('2026-11-30T00:00:00Z')).from).toBe(at('2026-11-30T00:00:00Z'));
  });

  it('a month is the calendar month, whatever its length', () => {
    expect(windowOf('MONTH', at('2026-02-28T23:59:59.999Z'))).toEqual({
      from: at('2026-02-01T00:00:00Z'),
      until: at('2026-03-01T00:00:00Z'),
    });
    expect(windowOf('MONTH', at('2026-12-31T12:00:00Z')).until).toBe(at('2027-01-01T00:00:00Z'));
  });
});

describe('the cooling-off of a limit change', () => {
  const now = at('2026-11-26T10:00:00Z');

  it('a first limit and a lower one apply at once, and a lower one drops a waiting raise', () => {
    const first = changeLimit(noLimit, 10_000, now);
    expect(first).toEqual({ amount: 10_000, pendingAmount: null, pendingAt: null });
    const raised = changeLimit(first, 50_000, now);
    expect(changeLimit(raised, 5_000, now + hour)).toEqual({ amount: 5_000, pendingAmount: null, pendingAt: null });
  });

  it('a raise waits 24 hours: still the old limit a millisecond before, the new one at the time', () => {
    const raised = changeLimit({ amount: 10_000, pendingAmount: null, pendingAt: null }, 50_000, now);
    expect(raised).toEqual({ amount: 10_000, pendingAmount: 50_000, pendingAt: now + coolingOffMs });
    expect(inForce(raised, now + coolingOffMs - 1).amount).toBe(10_000);
    expect(inForce(raised, now + coolingOffMs)).toEqual({ amount: 50_000, pendingAmount: null, pendingAt: null });
  });

  it('a removal waits 24 hours too, then no limit is left', () => {
    const removing = changeLimit({ amount: 10_000, pendingAmount: null, pendingAt: null }, null, now);
    expect(removing).toEqual({ amount: 10_000, pendingAmount: null, pendingAt: now + coolingOffMs });
    expect(inForce(removing, now + coolingOffMs - 1).amount).toBe(10_000);
    expect(inForce(removing, now + coolingOffMs)).toEqual(noLimit);
  });

  it('asking for the limit in force cancels a waiting change; asking for a raise again starts the wait again', () => {
    const raised = changeLimit({ amount: 10_000, pendingAmount: null, pendingAt: null }, 50_000, now);
    expect(changeLimit(raised, 10_000, now + hour)).toEqual({ amount: 10_000, pendingAmount: null, pendingAt: null });
    expect(changeLimit(raised, 60_000, now + hour).pendingAt).toBe(now + hour + coolingOffMs);
  });

  it('a change asked after a waiting one came due starts from the new limit', () => {
    const raised = changeLimit({ amount: 10_000, pendingAmount: null, pendingAt: null }, 50_000, now);
    // 40,000 is lower than the 50,000 now in force: at once.
    expect(changeLimit(raised, 40_000, now + coolingOffMs)).toEqual({
      amount: 40_000,
      pendingAmount: null,
      pendingAt: null,
    });
  });
});
