// Whole days of the platform's clock: the records' date ranges are days as the player reads them
// (yyyy-MM-dd, both ends inclusive), in the platform's time zone, never the server machine's.
import { ErrorCode, maxRecordDays } from '@lobby/contract';
import { PlatformError, v, type Check } from '../http';

export const dayMs = 24 * 60 * 60 * 1000;

/** An epoch-milliseconds moment on the wire (ISO 8601, UTC). */
export const isoTime = (epochMs: number): string => new Date(epochMs).toISOString();

/**
 * Minutes east of UTC of the platform's clock: the `timezoneOffset` the system status publishes
 * (domains/system), which the site uses to show dates and to pick "today".
 */
export const platformOffsetMinutes = 0;
const offsetMs = platformOffsetMinutes * 60_000;

/** The platform day number of a moment (days since 1970-01-01 in the platform's clock). */
export const dayNumber = (epochMs: number): number => Math.floor((epochMs + offsetMs) / dayMs);

/** The first millisecond of a platform day number. */
export const dayStartOf = (day: number): number => day * dayMs - offsetMs;

/** The platform day number of an epoch-milliseconds column, in SQL (integer division of integers). */
export const daySql = (column: string): string => `((${column} + ${offsetMs}) / ${dayMs})`;

/** yyyy-MM-dd of a platform day number. */
export const dayText = (day: number): string => new Date(day * dayMs).toISOString().slice(0, 10);

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd query value that is a real calendar day, as its platform day number. */
function day(): Check<number> {
  const text = v.str({ max: 10, pattern: isoDay });
  return (value, field) => {
    const [year, month, date] = text(value, field).split('-').map(Number) as [number, number, number];
    const epoch = Date.UTC(year, month - 1, date);
    if (new Date(epoch).getUTCDate() !== date || new Date(epoch).getUTCMonth() !== month - 1) {
      throw new PlatformError(ErrorCode.VALIDATION, `${field} is not a calendar day`);
    }
    return epoch / dayMs;
  };
}

/** The query checks of a date range: startDate and endDate, yyyy-MM-dd. */
export const dateRangeChecks = { startDate: day(), endDate: day() };

export interface Span {
  /** First millisecond of the first day. */
  from: number;
  /** First millisecond after the last day (exclusive). */
  until: number;
}

/** The moments of a range of whole days; a reversed or too long range is a VALIDATION error. */
export function spanOf({ startDate, endDate }: { startDate: number; endDate: number }): Span {
  if (endDate < startDate) throw new PlatformError(ErrorCode.VALIDATION, 'endDate must not be before startDate');
  if (endDate - startDate + 1 > maxRecordDays) {
    throw new PlatformError(ErrorCode.VALIDATION, `the range must be at most ${maxRecordDays} days`);
  }
  return { from: dayStartOf(startDate), until: dayStartOf(endDate + 1) };
}

/** The platform day numbers of a span, first to last. */
export function daysOfSpan({ from, until }: Span): number[] {
  const first = dayNumber(from);
  return Array.from({ length: dayNumber(until - 1) - first + 1 }, (_, index) => first + index);
}
