import { decimalFromNumber, fractionDigits, layoutDecimal, roundDecimal } from './decimal';
import { missingValue } from './locale';

export interface NumberFormatOptions {
  /** BCP 47 language tag whose grouping, decimal mark and digits are used. */
  locale: string;
  /** Fixed number of fraction digits (rounded half away from zero); all digits are kept when omitted. */
  decimals?: number;
}

/** A plain number in the locale's grouping; non-finite values give "—". */
export function formatNumber(value: number, options: NumberFormatOptions): string {
  if (!Number.isFinite(value)) return missingValue;
  const exact = decimalFromNumber(value);
  const digits = fractionDigits(options.decimals, exact.fraction.length);
  return layoutDecimal(roundDecimal(exact, digits), options.locale);
}
