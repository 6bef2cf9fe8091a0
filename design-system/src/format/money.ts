import {
  decimalFromMinorUnits,
  decimalFromNumber,
  fractionDigits,
  layoutDecimal,
  roundDecimal,
  type Decimal,
} from './decimal';
import { missingValue } from './locale';

export interface MoneyFormatOptions {
  /** BCP 47 language tag whose grouping, decimal mark and digits are used. */
  locale: string;
  /** Currency symbol as sent by the platform; never derived from the locale. */
  symbol?: string;
  /** Fraction digits shown (SPEC.md section 9: balances have 2). */
  decimals?: number;
}

export interface MinorUnitsFormatOptions extends MoneyFormatOptions {
  /** How many minor units make one major unit, as a power of ten (2 for cents). */
  minorDigits?: number;
}

/** Symbols ending in a letter ("RM", "USD") read better with a space before the digits; "$" does not. */
function symbolPrefix(symbol: string | undefined): string {
  if (!symbol) return '';
  return /\p{L}$/u.test(symbol) ? `${symbol}\u00a0` : symbol;
}

function formatDecimalMoney(value: Decimal, options: MoneyFormatOptions): string {
  const rounded = roundDecimal(value, fractionDigits(options.decimals, 2));
  return layoutDecimal(rounded, options.locale, symbolPrefix(options.symbol));
}

/**
 * An amount with the platform's currency symbol before it and the minus sign before the symbol
 * ("-$1,234.50"), 2 decimals by default, rounded half away from zero on the exact decimal digits.
 */
export function formatMoney(amount: number, options: MoneyFormatOptions): string {
  if (!Number.isFinite(amount)) return missingValue;
  return formatDecimalMoney(decimalFromNumber(amount), options);
}

/** Like formatMoney, for an integer count of minor units (cents) as some APIs send them. */
export function formatMinorUnits(minor: number | bigint, options: MinorUnitsFormatOptions): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) return missingValue;
  return formatDecimalMoney(decimalFromMinorUnits(minor, fractionDigits(options.minorDigits, 2)), options);
}
