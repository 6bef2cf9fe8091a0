import { describe, expect, it } from 'vitest';
import { formatDateTime, formatOffset, isoInOffset } from './date';

const moment = Date.UTC(2026, 0, 2, 20, 4, 5);

describe('formatDateTime', () => {
  it('formats in UTC by default, whatever the machine zone', () => {
    expect(formatDateTime(moment, { locale: 'en-GB' })).toBe('02/01/2026, 20:04:05');
  });

  it('shifts into the given offset', () => {
    expect(formatDateTime(moment, { locale: 'en-GB', offsetMinutes: 480 })).toBe('03/01/2026, 04:04:05');
    expect(formatDateTime(moment, { locale: 'en-GB', offsetMinutes: -210, style: 'time' })).toBe('16:34:05');
  });

  it('shows only the date or only the time', () => {
    expect(formatDateTime(new Date(moment), { locale: 'en-US', style: 'date' })).toBe('01/02/2026');
    expect(formatDateTime(moment, { locale: 'en-US', style: 'time' })).toBe('20:04:05');
  });

  it('shows a day without its year in the locale order (a chart axis)', () => {
    expect(formatDateTime('2026-01-02T00:00:00Z', { locale: 'es', style: 'dayMonth' })).toBe('2/1');
    expect(formatDateTime('2026-01-02T00:00:00Z', { locale: 'en-US', style: 'dayMonth' })).toBe('01/02');
  });

  it('reads ISO strings, zoneless ones as UTC', () => {
    expect(formatDateTime('2026-01-02T20:04:05Z', { locale: 'en-GB' })).toBe('02/01/2026, 20:04:05');
    expect(formatDateTime('2026-01-02 20:04:05', { locale: 'en-GB' })).toBe('02/01/2026, 20:04:05');
  });

  it('gives a dash for an invalid date', () => {
    expect(formatDateTime('not a date', { locale: 'en' })).toBe('—');
    expect(formatDateTime(Number.NaN, { locale: 'en' })).toBe('—');
  });
});

describe('formatOffset', () => {
  it('labels offsets with sign, hours and minutes', () => {
    expect(formatOffset(480)).toBe('GMT+08:00');
    expect(formatOffset(-210)).toBe('GMT-03:30');
    expect(formatOffset(0)).toBe('GMT+00:00');
    expect(formatOffset(345)).toBe('GMT+05:45');
  });
});

describe('isoInOffset', () => {
  it('gives machine-readable text in the offset', () => {
    expect(isoInOffset(moment, 480)).toBe('2026-01-03T04:04:05+08:00');
    expect(isoInOffset(moment)).toBe('2026-01-02T20:04:05Z');
    expect(isoInOffset('nope')).toBe('');
  });
});
