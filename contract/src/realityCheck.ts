// Player protection: the reality check (issue 17, item 2; defined here, SPEC.md is silent on it). The
// player picks an interval; every interval after login the site shows the time since login, the amount
// wagered and the net result since then, which the platform answers for the caller's own session.

export const realityCheckPaths = {
  /** GET (T, members): the reality-check interval of the account. */
  realityCheck: '/wps/relay/RGS_getRealityCheck',
  /** POST (T, members, Idempotency-Key): sets the interval. Answers RealityCheckValue. */
  setRealityCheck: '/wps/relay/RGS_setRealityCheck',
  /** GET (T, members): what the caller's session has played since its login (SessionSummaryValue). */
  sessionSummary: '/wps/relay/RGS_getSessionSummary',
} as const;

/** The intervals a player may pick, in minutes; 0 is off (the default). */
export const realityCheckIntervals = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];

/** GET RGS_getRealityCheck, and the answer of POST RGS_setRealityCheck. */
export interface RealityCheckValue {
  /** Minutes between two reality checks; 0: off. */
  intervalMinutes: RealityCheckInterval;
}

/** POST RGS_setRealityCheck. */
export interface SetRealityCheckRequest {
  intervalMinutes: RealityCheckInterval;
}

/** GET RGS_getSessionSummary: the caller's session (its token) since its login, by the platform's clock. */
export interface SessionSummaryValue {
  /** ISO 8601: when this session logged in. */
  loginTime: string;
  /** ISO 8601: the platform's time of the answer (the site counts the next check from it, not its own clock). */
  serverTime: string;
  /** Minutes between two reality checks; 0: off. */
  intervalMinutes: RealityCheckInterval;
  currency: string;
  currencySymbol: string;
  /** Stakes of the bets settled since login (major units). */
  wagered: number;
  /** Returns minus stakes of those bets (major units): negative is a net loss, positive a net win. */
  netResult: number;
}
