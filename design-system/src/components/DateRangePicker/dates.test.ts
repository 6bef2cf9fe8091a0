import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, isReversed, isWithin, presetRange } from './dates';

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s is %s', (value, expected) => expect(isIsoDate(value)).toBe(expected));
});

describe('addDays', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-01-05', -29, '2025-12-07'],
    ['2026-03-29', 1, '2026-03-30'],
  ])('%s + %i = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it('rejects what is not a day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('presetRange', () => {
  it('counts today as a day of each preset', () => {
    expect(presetRange('previous7', '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange('previous30', '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(presetRange('next7', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('next30', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-12-22' });
  });

  it('crosses year and leap-day boundaries', () => {
    expect(presetRange('previous7', '2027-01-03')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(presetRange('next7', '2024-02-26')).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(presetRange('previous30', '2024-03-15')).toEqual({ from: '2024-02-15', to: '2024-03-15' });
    expect(presetRange('next30', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-01-13' });
  });
});

describe('range checks', () => {
  it('finds a reversed range only when both days are set', () => {
    expect(isReversed({ from: '2026-11-24', to: '2026-11-23' })).toBe(true);
    expect(isReversed({ from: '2026-11-23', to: '2026-11-23' })).toBe(false);
    expect(isReversed({ from: '2026-11-24', to: '' })).toBe(false);
  });

  it('checks optional bounds', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(isWithin(range)).toBe(true);
    expect(isWithin(range, '2026-11-01', '2026-11-30')).toBe(true);
    expect(isWithin(range, '2026-11-02')).toBe(false);
    expect(isWithin(range, undefined, '2026-11-29')).toBe(false);
  });
});
