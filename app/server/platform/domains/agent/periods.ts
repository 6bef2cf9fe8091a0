// Settlement periods of the agent contracts (SPEC.md sections 3 and 9): real-time windows, hours,
// days, weeks, half-months and months, in the platform's clock (shared/days.ts: platformOffsetMinutes),
// so that a "day" of a salary is the day the reports show.
import type { ContractKind, ContractPeriod, ContractTerms } from '@lobby/contract';
import { dayMs, platformOffsetMinutes } from '../../shared/days';

export const hourMs = 60 * 60 * 1000;
const offsetMs = platformOffsetMinutes * 60_000;

/** REALTIME: a window of the configured length (SPEC.md section 9: 5 minutes). */
export type PeriodUnit = 'REALTIME' | 'HOUR' | 'DAY' | 'WEEK' | 'SEMIMONTH' | 'MONTH';

const dividendUnits: Record<ContractPeriod, PeriodUnit> = {
  DAILY: 'DAY',
  WEEKLY: 'WEEK',
  SEMIMONTHLY: 'SEMIMONTH',
  MONTHLY: 'MONTH',
};

/**
 * The salaries settle by their own cadence (real-time window, hour, day); a dividend by the period
 * of its terms. The `period` of a salary's terms is informational.
 */
export function unitOf(kind: ContractKind, terms: ContractTerms): PeriodUnit {
  if (kind === 'REALTIME_SALARY') return 'REALTIME';
  if (kind === 'HOURLY_SALARY') return 'HOUR';
  if (kind === 'DAILY_SALARY') return 'DAY';
  return dividendUnits[terms.period];
}

/** Moments in the platform's clock: epoch milliseconds shifted by the offset, read with UTC fields. */
const toLocal = (epochMs: number) => new Date(epochMs + offsetMs);
const fromLocal = (localMs: number) => localMs - offsetMs;

/** The first moment after `t` that starts a new period of `unit` (the end of the period holding t). */
export function periodEndAfter(unit: PeriodUnit, t: number, windowMs: number): number {
  const local = t + offsetMs;
  switch (unit) {
    case 'REALTIME':
      return (Math.floor(t / windowMs) + 1) * windowMs;
    case 'HOUR':
      return fromLocal((Math.floor(local / hourMs) + 1) * hourMs);
    case 'DAY':
      return fromLocal((Math.floor(local / dayMs) + 1) * dayMs);
    case 'WEEK': {
      // Weeks start on Monday; 1970-01-01 was a Thursday (3 days after a Monday).
      const day = Math.floor(local / dayMs);
      const weekday = (day + 3) % 7;
      return fromLocal((day - weekday + 7) * dayMs);
    }
    case 'SEMIMONTH': {
      const date = toLocal(t);
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth();
      return fromLocal(date.getUTCDate() < 16 ? Date.UTC(year, month, 16) : Date.UTC(year, month + 1, 1));
    }
    case 'MONTH': {
      const date = toLocal(t);
      return fromLocal(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
    }
  }
}

/** The start of the period of `unit` holding `t`. */
export function periodStartOf(unit: PeriodUnit, t: number, windowMs: number): number {
  const local = t + offsetMs;
  switch (unit) {
    case 'REALTIME':
      return Math.floor(t / windowMs) * windowMs;
    case 'HOUR':
      return fromLocal(Math.floor(local / hourMs) * hourMs);
    case 'DAY':
      return fromLocal(Math.floor(local / dayMs) * dayMs);
    case 'WEEK': {
      const day = Math.floor(local / dayMs);
      return fromLocal((day - ((day + 3) % 7)) * dayMs);
    }
    case 'SEMIMONTH': {
      const date = toLocal(t);
      const start = date.getUTCDate() < 16 ? 1 : 16;
      return fromLocal(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), start));
    }
    case 'MONTH': {
      const date = toLocal(t);
      return fromLocal(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
    }
  }
}

/**
 * The periods to settle: from `cursor` (the end of the last settled period, or the activation) to
 * `limit` (now, or the moment the contract ended), whole periods only, each ending at its natural
 * boundary or at `limit` (a contract that ended mid-period is settled for its part of that period,
 * once the period is over). A period still running at `now` is left for a later run. `until` is
 * where the next run starts.
 *
 * `nextActivity(t)`, when given, tells the first moment at or after t with something to settle:
 * the periods before it are passed over without being listed (short real-time windows over weeks
 * without a bet cost nothing).
 */
export function duePeriods(
  unit: PeriodUnit,
  cursor: number,
  limit: number,
  now: number,
  windowMs: number,
  nextActivity?: (t: number) => number,
): { periods: { start: number; end: number }[]; until: number } {
  const periods: { start: number; end: number }[] = [];
  let start = cursor;
  while (start < limit) {
    const boundary = periodEndAfter(unit, start, windowMs);
    if (boundary > now) break;
    const end = Math.min(boundary, limit);
    const next = nextActivity ? nextActivity(start) : start;
    if (next < end) {
      periods.push({ start, end });
      start = end;
    } else {
      // Nothing in this period: go on from the start of the period that holds the next activity
      // (every period before it is over and empty), or to the end of this one.
      start = Math.max(end, periodStartOf(unit, Math.min(next, limit), windowMs));
    }
  }
  return { periods, until: start };
}
