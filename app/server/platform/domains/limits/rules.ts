// The rules of a player's limit, pure (the store keeps the state, the clock is the caller's):
// its windows and its cooling-off. No clause of SPEC.md covers player limits; they follow the UK
// Gambling Commission's remote technical standards and the Malta Gaming Authority's player protection
// directive: a change that protects the player (a lower limit, a first limit) applies at once, a change
// that loosens it (a higher limit, a removal) only after a cooling-off of 24 hours.
import { limitCoolingOffHours, type LimitPeriod } from '@lobby/contract';
import { periodEndAfter, periodStartOf, type PeriodUnit } from '../agent/periods';

export const coolingOffMs = limitCoolingOffHours * 60 * 60 * 1000;

/**
 * The window holding `t`: the platform's day, week (Monday first) or calendar month, in the platform's
 * clock (shared/days.ts: platformOffsetMinutes), the same periods as the agents' settlements and the
 * reports' days.
 */
export function windowOf(period: LimitPeriod, t: number): { from: number; until: number } {
  const unit: PeriodUnit = period;
  return { from: periodStartOf(unit, t, 0), until: periodEndAfter(unit, t, 0) };
}

/** A limit as stored: the amount in force (minor units, null: none) and a change waiting for its time. */
export interface LimitState {
  amount: number | null;
  /** The waiting change: its amount (null: removal) and when it applies; `pendingAt` null: none. */
  pendingAmount: number | null;
  pendingAt: number | null;
}

export const noLimit: LimitState = { amount: null, pendingAmount: null, pendingAt: null };

/** The state at `now`: a waiting change whose time has come is in force. */
export function inForce(state: LimitState, now: number): LimitState {
  if (state.pendingAt === null || state.pendingAt > now) return state;
  return { amount: state.pendingAmount, pendingAmount: null, pendingAt: null };
}

/**
 * The state after the player asks for `requested` (minor units; null: remove) at `now`. A stricter
 * limit replaces any waiting change; asking for the limit in force cancels a waiting one; a looser one
 * waits 24 hours from this request (asking again starts the cooling-off again).
 */
export function changeLimit(state: LimitState, requested: number | null, now: number): LimitState {
  const current = inForce(state, now).amount;
  const stricter = requested !== null && (current === null || requested < current);
  if (stricter || requested === current) return { amount: requested, pendingAmount: null, pendingAt: null };
  return { amount: current, pendingAmount: requested, pendingAt: now + coolingOffMs };
}
