import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney } from './money';

describe('formatMoney', () => {
  it('shows two decimals with the symbol before the number', () => {
    expect(formatMoney(1234.5, { locale: 'en', symbol: '$' })).toBe('$1,234.50');
    expect(formatMoney(0, { locale: 'en', symbol: '$' })).toBe('$0.00');
  });

  it('uses the locale grouping, lakh grouping for en-IN', () => {
    expect(formatMoney(1234567, { locale: 'en-IN', symbol: '₹' })).toBe('₹12,34,567.00');
    expect(formatMoney(1234567.891, { locale: 'es', symbol: '$' })).toBe('$1.234.567,89');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-42.1, { locale: 'en', symbol: '$' })).toBe('-$42.10');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001, { locale: 'en', symbol: '$' })).toBe('$0.00');
  });

  it('rounds half away from zero on the decimal digits, without float errors', () => {
    expect(formatMoney(1.005, { locale: 'en' })).toBe('1.01');
    expect(formatMoney(-1.005, { locale: 'en' })).toBe('-1.01');
    expect(formatMoney(0.125, { locale: 'en' })).toBe('0.13');
    expect(formatMoney(9.995, { locale: 'en' })).toBe('10.00');
    expect(formatMoney(999999999.99, { locale: 'en', symbol: '$' })).toBe('$999,999,999.99');
  });

  it('takes a number of decimals', () => {
    expect(formatMoney(12.3456, { locale: 'en', decimals: 3 })).toBe('12.346');
    expect(formatMoney(12.5, { locale: 'en', decimals: 0 })).toBe('13');
  });

  it('handles exponent notation', () => {
    expect(formatMoney(1e21, { locale: 'en' })).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(5e-7, { locale: 'en', decimals: 6 })).toBe('0.000001');
  });

  it('separates letter symbols from the digits', () => {
    expect(formatMoney(5, { locale: 'en', symbol: 'RM' })).toBe('RM\u00a05.00');
  });

  it('never guesses a symbol from the locale', () => {
    expect(formatMoney(5, { locale: 'th' })).toBe('5.00');
  });

  it('gives a dash for non-finite numbers', () => {
    expect(formatMoney(Number.NaN, { locale: 'en' })).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY, { locale: 'en' })).toBe('—');
  });

  it('falls back to English for a malformed locale', () => {
    expect(formatMoney(1000, { locale: 'not a locale!' })).toBe('1,000.00');
  });
});

describe('formatMinorUnits', () => {
  it('formats integer cents exactly', () => {
    expect(formatMinorUnits(123456, { locale: 'en', symbol: '$' })).toBe('$1,234.56');
    expect(formatMinorUnits(-5, { locale: 'en', symbol: '$' })).toBe('-$0.05');
    expect(formatMinorUnits(12345678901234567890n, { locale: 'en' })).toBe('123,456,789,012,345,678.90');
  });

  it('takes other minor digits and rounds to the shown decimals', () => {
    expect(formatMinorUnits(12345, { locale: 'en', minorDigits: 3 })).toBe('12.35');
    expect(formatMinorUnits(7, { locale: 'en', minorDigits: 0 })).toBe('7.00');
  });

  it('gives a dash for a non-integer count', () => {
    expect(formatMinorUnits(1.5, { locale: 'en' })).toBe('—');
  });
});
