/**
 * Wire format of the real-time events (SPEC.md section 2: the socket-event listener of logged-in
 * members; section 4 "Messages": deposit credited or failed, withdrawal approved or rejected).
 * The stream is defined here (the operators' transport is not known): `GET /wps/events` answers
 * Server-Sent Events (text/event-stream) for the account of the token.
 *
 * - The token travels as the `token` query parameter, because a browser's EventSource cannot set
 *   headers; an `Authorization` header is accepted too. No token: HTTP 401 envelope
 *   (`login.not.session`); an unknown or expired one: 401 `user.or.token.invalid`; a trial account:
 *   `TRIAL_FORBIDDEN` (SPEC.md section 6).
 * - Each event is one unnamed SSE message: `id: <sequence of this stream>` and one `data:` line
 *   holding the JSON of `PlatformEventMessage`. A comment line (`: heartbeat`) comes every 25 s so
 *   that proxies keep the connection open; the stream starts with `: connected`.
 * - Nothing is replayed: a page that reconnects refreshes what the events would have refreshed.
 */

export const eventPaths = {
  stream: '/wps/events',
} as const;

/** The query parameter that carries the token. */
export const eventTokenParam = 'token';

/** How often the stream sends a comment, in milliseconds. */
export const eventHeartbeatMs = 25_000;

/** The settlement events of SPEC.md section 4; a page ignores any type it does not know. */
export const moneyEventTypes = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
] as const;
export type MoneyEventType = (typeof moneyEventTypes)[number];

/** The payload of a settlement event: one of the two ids, and the amount (2 decimals). */
export interface MoneyEventPayload {
  depositId?: number | string;
  withdrawalId?: number | string;
  amount: number;
}

/** One message of the stream (its `data:` line, parsed). */
export interface PlatformEventMessage {
  type: string;
  payload: Record<string, unknown>;
  /** Epoch milliseconds of the platform's clock. */
  time: number;
}
