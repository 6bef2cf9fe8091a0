// Player protection: deposit and loss limits (issue 17, defined here; SPEC.md is silent on them).
// The rules follow the UK Gambling Commission's and the Malta Gaming Authority's practice for remote
// operators: a lower limit applies at once, a higher one or a removal only after a cooling-off.

export const limitsPaths = {
  /** GET (T): the six limits with their use in the current window. */
  limits: '/wps/relay/RGS_getLimits',
  /** POST (T, members, Idempotency-Key): sets, lowers, raises or removes one limit. */
  setLimit: '/wps/relay/RGS_setLimit',
} as const;

/** DEPOSIT: money deposited (pending or credited); LOSS: stakes minus returns of settled bets. */
export const limitKinds = ['DEPOSIT', 'LOSS'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** Windows in the platform's clock: its day, its week (Monday first) and its calendar month. */
export const limitPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** A raise or a removal waits this long (the regulators' cooling-off). */
export const limitCoolingOffHours = 24;

/** The largest limit the platform accepts (major units): anything above is no limit at all. */
export const maxLimitAmount = 10_000_000;

/** A change that waits for its cooling-off: the new amount (null: the limit is removed) and when. */
export interface PendingLimit {
  amount: number | null;
  /** ISO 8601: when the change takes effect. */
  effectiveTime: string;
}

export interface PlayerLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force (major units); null when none is set. */
  amount: number | null;
  /** Deposited, or lost (never below 0), in the current window. */
  used: number;
  /** What is left in the current window; null without a limit. */
  remaining: number | null;
  /** ISO 8601: the start of the next window (when `used` starts again from 0). */
  windowEnd: string;
  pending: PendingLimit | null;
}

/** GET RGS_getLimits (T). */
export interface LimitsValue {
  currency: string;
  currencySymbol: string;
  /** Always six: every kind with every period, in `limitKinds` x `limitPeriods` order. */
  limits: PlayerLimit[];
  /** The smallest remaining deposit limit; null when no deposit limit is set. */
  depositAllowance: number | null;
  /** A loss limit is used up: real-money game launches and transfers into games are refused. */
  lossLimitReached: boolean;
}

/** POST RGS_setLimit: `amount` null removes the limit. Answers the limits (LimitsValue). */
export interface SetLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
}
