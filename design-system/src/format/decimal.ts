import { numberFormat } from './locale';

/** A number as an exact decimal: sign, integer digits and fraction digits (no exponent, no float noise). */
export interface Decimal {
  negative: boolean;
  integer: string;
  fraction: string;
}

/**
 * The shortest decimal string of a number (what `String(n)` shows, so 1.005 stays "1.005" instead of
 * 1.00499999…), expanded out of exponent notation.
 */
export function decimalFromNumber(value: number): Decimal {
  const [mantissa = '0', exponentText = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  const digits = whole + part;
  const point = whole.length + Number(exponentText);
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  return { negative: value < 0, integer: padded.slice(0, at), fraction: padded.slice(at) };
}

/** An integer count of minor units (cents) as a decimal with `minorDigits` fraction digits. */
export function decimalFromMinorUnits(minor: number | bigint, minorDigits: number): Decimal {
  const units = BigInt(minor);
  const digits = (units < 0n ? -units : units).toString().padStart(minorDigits + 1, '0');
  const at = digits.length - minorDigits;
  return { negative: units < 0n, integer: digits.slice(0, at), fraction: digits.slice(at) };
}

/** Rounds half away from zero on the digits themselves, so no binary rounding error can creep in. */
export function roundDecimal(value: Decimal, decimals: number): Decimal {
  const kept = value.fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (value.fraction[decimals] ?? '0') >= '5';
  const scaled = BigInt(value.integer + kept) + (roundUp ? 1n : 0n);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const at = digits.length - decimals;
  const isZero = scaled === 0n;
  return { negative: value.negative && !isZero, integer: digits.slice(0, at), fraction: digits.slice(at) };
}

/** A locale's decimal mark or minus sign, asked of Intl once (a table or winner board formats hundreds). */
const localeParts = new Map<string, string>();

function localePart(locale: string, type: Intl.NumberFormatPartTypes, sample: number, fallback: string) {
  const key = `${locale}|${type}`;
  let value = localeParts.get(key);
  if (value === undefined) {
    value =
      numberFormat(locale)
        .formatToParts(sample)
        .find((part) => part.type === type)?.value ?? fallback;
    localeParts.set(key, value);
  }
  return value;
}

/**
 * Lays the digits out in the locale's grouping (en-IN: 12,34,567), digits and decimal mark. The integer
 * and fraction go through Intl as BigInts, which it formats exactly.
 */
export function layoutDecimal(value: Decimal, locale: string, prefix = ''): string {
  const integer = numberFormat(locale).format(BigInt(value.integer));
  const fraction = value.fraction
    ? localePart(locale, 'decimal', 1.5, '.') +
      numberFormat(locale, { minimumIntegerDigits: value.fraction.length, useGrouping: false }).format(
        BigInt(value.fraction),
      )
    : '';
  const sign = value.negative ? localePart(locale, 'minusSign', -1, '-') : '';
  return sign + prefix + integer + fraction;
}

/** Clamps a requested number of fraction digits to what Intl and common sense allow. */
export function fractionDigits(decimals: number | undefined, fallback: number): number {
  if (decimals === undefined || !Number.isFinite(decimals)) return fallback;
  return Math.min(Math.max(Math.trunc(decimals), 0), 20);
}
