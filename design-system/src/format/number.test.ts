import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('keeps all digits when no decimals are asked', () => {
    expect(formatNumber(1234.5678, { locale: 'en' })).toBe('1,234.5678');
    expect(formatNumber(1000000, { locale: 'en-IN' })).toBe('10,00,000');
  });

  it('rounds to fixed decimals half away from zero', () => {
    expect(formatNumber(2.675, { locale: 'en', decimals: 2 })).toBe('2.68');
    expect(formatNumber(-2.5, { locale: 'en', decimals: 0 })).toBe('-3');
  });

  it('uses the locale marks', () => {
    expect(formatNumber(1234.5, { locale: 'es', decimals: 1 })).toBe('1234,5');
    expect(formatNumber(12345.5, { locale: 'de', decimals: 1 })).toBe('12.345,5');
  });

  it('gives a dash for non-finite numbers', () => {
    expect(formatNumber(Number.NaN, { locale: 'en' })).toBe('—');
  });
});
