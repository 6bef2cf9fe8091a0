import { describe, expect, it } from 'vitest';
import { addMonths, endOf, type Exclusion, hidesPromotions, inForce, periodFits, takeBreak } from './rules';

const at = (iso: string) => Date.parse(iso);
const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('the end of a break', () => {
  const now = at('2026-11-26T10:15:30.250Z');

  it('a time-out is a duration: 24 hours, 7 days, 30 days, 6 weeks', () => {
    expect(endOf('24H', now)).toBe(now + 24 * hour);
    expect(endOf('7D', now)).toBe(now + 7 * day);
    expect(endOf('30D', now)).toBe(now + 30 * day);
    expect(endOf('6W', now)).toBe(now + 42 * day);
  });

  it('self-exclusion is counted in calendar months and years, at the same time of day', () => {
    expect(new Date(endOf('6M', now)).toISOString()).toBe('2027-05-26T10:15:30.250Z');
    expect(new Date(endOf('1Y', now)).toISOString()).toBe('2027-11-26T10:15:30.250Z');
    expect(new Date(endOf('5Y', now)).toISOString()).toBe('2031-11-26T10:15:30.250Z');
  });

  it('a day the target month lacks becomes its last day (leap years too)', () => {
    expect(new Date(addMonths(at('2026-08-31T12:00:00Z'), 6)).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(new Date(addMonths(at('2027-08-31T12:00:00Z'), 6)).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(new Date(addMonths(at('2028-02-29T00:00:00Z'), 12)).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(new Date(addMonths(at('2028-02-29T00:00:00Z'), 60)).toISOString()).toBe('2033-02-28T00:00:00.000Z');
    expect(new Date(addMonths(at('2026-12-31T23:59:59.999Z'), 6)).toISOString()).toBe('2027-06-30T23:59:59.999Z');
  });

  it('a kind offers only its own lengths', () => {
    expect(periodFits('TIME_OUT', '6W')).toBe(true);
    expect(periodFits('TIME_OUT', '6M')).toBe(false);
    expect(periodFits('SELF_EXCLUSION', '5Y')).toBe(true);
    expect(periodFits('SELF_EXCLUSION', '30D')).toBe(false);
  });
});

describe('a break in force', () => {
  const now = at('2026-11-26T10:00:00Z');
  const timeOut: Exclusion = { kind: 'TIME_OUT', startAt: now, endAt: now + 7 * day };

  it('holds until the millisecond before its end; login works again at the end', () => {
    expect(inForce(timeOut, now + 7 * day - 1)).toBe(timeOut);
    expect(inForce(timeOut, now + 7 * day)).toBeUndefined();
    expect(inForce(undefined, now)).toBeUndefined();
  });

  it('a second request can lengthen it, never shorten it', () => {
    const later = now + day;
    // A shorter time-out over a longer one: the longer end stays.
    expect(takeBreak(timeOut, 'TIME_OUT', '24H', later)).toEqual(timeOut);
    // A longer one: the new end, the first start.
    expect(takeBreak(timeOut, 'TIME_OUT', '30D', later)).toEqual({
      kind: 'TIME_OUT',
      startAt: now,
      endAt: later + 30 * day,
    });
    // Self-exclusion over a time-out: self-exclusion, and its end.
    expect(takeBreak(timeOut, 'SELF_EXCLUSION', '6M', later)).toEqual({
      kind: 'SELF_EXCLUSION',
      startAt: now,
      endAt: at('2027-05-27T10:00:00Z'),
    });
    // A time-out over a self-exclusion leaves it a self-exclusion, with its end.
    const excluded = takeBreak(undefined, 'SELF_EXCLUSION', '1Y', now);
    expect(takeBreak(excluded, 'TIME_OUT', '6W', later)).toEqual(excluded);
  });

  it('after one has ended, a new request starts a new break', () => {
    expect(takeBreak(timeOut, 'TIME_OUT', '24H', now + 8 * day)).toEqual({
      kind: 'TIME_OUT',
      startAt: now + 8 * day,
      endAt: now + 9 * day,
    });
  });
});

describe('promotions hidden', () => {
  const now = at('2026-11-26T10:00:00Z');

  it('during any break, and for good after a self-exclusion; not after a time-out has ended', () => {
    const timeOut: Exclusion = { kind: 'TIME_OUT', startAt: now, endAt: now + day };
    const excluded: Exclusion = { kind: 'SELF_EXCLUSION', startAt: now, endAt: endOf('6M', now) };
    expect(hidesPromotions([], now)).toBe(false);
    expect(hidesPromotions([timeOut], now + day - 1)).toBe(true);
    expect(hidesPromotions([timeOut], now + day)).toBe(false);
    expect(hidesPromotions([excluded], now)).toBe(true);
    expect(hidesPromotions([timeOut, excluded], endOf('5Y', now))).toBe(true);
  });
});
