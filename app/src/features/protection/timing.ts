/**
 * When the reality check is due (issue 17, item 2): every interval counted from the session's login,
 * by the platform's clock, so that a reload or a second tab keeps the same rhythm rather than starting
 * the count again. The browser's clock is only used to measure the time since the platform answered.
 */
import type { SessionSummaryValue } from '@lobby/contract';

const minuteMs = 60_000;

/**
 * Milliseconds from `clientNow` until the next check after the summary's moment; null when the check
 * is off. `receivedAt` is the browser's time when the summary arrived (its `serverTime`).
 */
export function nextCheckDelay(
  summary: Pick<SessionSummaryValue, 'loginTime' | 'serverTime' | 'intervalMinutes'>,
  receivedAt: number,
  clientNow: number,
): number | null {
  if (summary.intervalMinutes === 0) return null;
  const interval = summary.intervalMinutes * minuteMs;
  const login = Date.parse(summary.loginTime);
  const serverAtReceipt = Date.parse(summary.serverTime);
  // The next multiple of the interval strictly after the moment the platform answered.
  const due = login + (Math.floor((serverAtReceipt - login) / interval) + 1) * interval;
  return Math.max(0, due - serverAtReceipt - (clientNow - receivedAt));
}

/** The time since login, whole minutes split into hours and minutes. */
export function elapsedSince(loginTime: string, serverTime: string): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((Date.parse(serverTime) - Date.parse(loginTime)) / minuteMs));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
