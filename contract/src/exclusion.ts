// Player protection: a time-out and self-exclusion (issue 17, defined here; SPEC.md is silent on them).
// They follow the UK Gambling Commission's and the Malta Gaming Authority's practice for remote
// operators: a time-out from 24 hours to 6 weeks, self-exclusion of at least 6 months, neither of which
// can be ended early; while one is in force the account is logged out and its login refused.

export const exclusionPaths = {
  /** POST (T, members, E, Idempotency-Key): takes a break; confirmed with the login password. */
  takeBreak: '/wps/relay/RGS_setExclusion',
} as const;

/** TIME_OUT: a short break; SELF_EXCLUSION: a long one, from 6 months. */
export const exclusionKinds = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/** A time-out's lengths: fixed durations (24 hours, 7 days, 30 days, 6 weeks). */
export const timeOutPeriods = ['24H', '7D', '30D', '6W'] as const;
/** Self-exclusion's lengths: calendar months and years in the platform's clock. */
export const selfExclusionPeriods = ['6M', '1Y', '5Y'] as const;
export type ExclusionPeriod = (typeof timeOutPeriods)[number] | (typeof selfExclusionPeriods)[number];

/** The lengths a kind offers, shortest first. */
export const exclusionPeriods: Record<ExclusionKind, readonly ExclusionPeriod[]> = {
  TIME_OUT: timeOutPeriods,
  SELF_EXCLUSION: selfExclusionPeriods,
};

/** POST RGS_setExclusion (sealed): the break asked for, and the account's login password. */
export interface TakeBreakRequest {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  password: string;
}

/**
 * The break in force: the answer of RGS_setExclusion, and the `value` of a login refused with
 * ACCOUNT_TIMED_OUT or ACCOUNT_SELF_EXCLUDED. A second request while one is in force only ever
 * lengthens it: the answer is then the longer of the two (self-exclusion over a time-out).
 */
export interface ExclusionValue {
  kind: ExclusionKind;
  /** ISO 8601: when it began. */
  startTime: string;
  /** ISO 8601: when it ends (login works again from this moment). */
  endTime: string;
}
