// The rules of a time-out and of self-exclusion, pure (the store keeps the breaks, the clock is the
// caller's). No clause of SPEC.md covers them; they follow the UK Gambling Commission's remote
// technical standards and the Malta Gaming Authority's player protection directive: a time-out of 24
// hours to 6 weeks, self-exclusion of at least 6 months, neither ended early, and a second request
// while one is in force can only make it longer.
import { ErrorCode, type ExclusionKind, type ExclusionPeriod, exclusionPeriods } from '@lobby/contract';
import { platformOffsetMinutes } from '../../shared/days';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const offsetMs = platformOffsetMinutes * 60_000;

/** A time-out's lengths are durations: 24 hours are 24 hours whatever the calendar says. */
const fixedMs: Partial<Record<ExclusionPeriod, number>> = {
  '24H': 24 * hourMs,
  '7D': 7 * dayMs,
  '30D': 30 * dayMs,
  '6W': 42 * dayMs,
};

/** Self-exclusion's lengths are calendar months: 6 months from 31 August end on 28 (or 29) February. */
const calendarMonths: Partial<Record<ExclusionPeriod, number>> = { '6M': 6, '1Y': 12, '5Y': 60 };

/** Whether `period` is one of `kind`'s lengths (a time-out of 5 years is not). */
export const periodFits = (kind: ExclusionKind, period: ExclusionPeriod): boolean =>
  exclusionPeriods[kind].includes(period);

/**
 * `months` calendar months after `t` in the platform's clock, at the same time of day; a day of the
 * month the target month lacks becomes its last day.
 */
export function addMonths(t: number, months: number): number {
  const local = new Date(t + offsetMs);
  const target = local.getUTCMonth() + months;
  const year = local.getUTCFullYear() + Math.floor(target / 12);
  const month = target % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  return (
    Date.UTC(
      year,
      month,
      day,
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
      local.getUTCMilliseconds(),
    ) - offsetMs
  );
}

/** When a break of `period` asked for at `from` ends. */
export function endOf(period: ExclusionPeriod, from: number): number {
  const fixed = fixedMs[period];
  if (fixed !== undefined) return from + fixed;
  return addMonths(from, calendarMonths[period] ?? 0);
}

/** A break as stored: its kind, when it began and when it ends (epoch ms, platform clock). */
export interface Exclusion {
  kind: ExclusionKind;
  startAt: number;
  endAt: number;
}

/** The break in force at `now`, if any (login works again from the end's millisecond). */
export const inForce = (exclusion: Exclusion | undefined, now: number): Exclusion | undefined =>
  exclusion !== undefined && exclusion.endAt > now ? exclusion : undefined;

/**
 * The break after the player asks for `kind` of `period` at `now`. Over one in force it can only
 * lengthen: the later end wins, and self-exclusion outranks a time-out (a time-out asked for during a
 * self-exclusion leaves it one). The start stays the first request's.
 */
export function takeBreak(
  current: Exclusion | undefined,
  kind: ExclusionKind,
  period: ExclusionPeriod,
  now: number,
): Exclusion {
  const asked: Exclusion = { kind, startAt: now, endAt: endOf(period, now) };
  const running = inForce(current, now);
  if (!running) return asked;
  return {
    kind: running.kind === 'SELF_EXCLUSION' || kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : 'TIME_OUT',
    startAt: running.startAt,
    endAt: Math.max(running.endAt, asked.endAt),
  };
}

/** The error code a login is refused with while `kind` is in force. */
export const refusalCodeOf = (kind: ExclusionKind): string =>
  kind === 'SELF_EXCLUSION' ? ErrorCode.ACCOUNT_SELF_EXCLUDED : ErrorCode.ACCOUNT_TIMED_OUT;

/**
 * Whether promotion popups and promotional announcements stay hidden: during any break, and after a
 * self-exclusion for good (the regulators ask that a self-excluded person get no marketing, and that
 * gambling resumes only on the player's own initiative; a time-out is a short pause, after which the
 * account is as it was).
 */
export const hidesPromotions = (breaks: readonly Exclusion[], now: number): boolean =>
  breaks.some((exclusion) => exclusion.kind === 'SELF_EXCLUSION' || inForce(exclusion, now) !== undefined);
