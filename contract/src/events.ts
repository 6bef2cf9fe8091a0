/**
 * Wire format of the real-time events (SPEC.md section 2: the socket-event listener of logged-in
 * members; section 4 "Messages": deposit credited or failed, withdrawal approved or rejected).
 * The stream is defined here (the operators' transport is not known): `GET /wps/events` answers
 * Server-Sent Events (text/event-stream) for the account of the token.
 *
 * - A browser's EventSource cannot set headers, and a URL ends up in logs and history: so the token
 *   never travels in it. The page first asks `POST /wps/events/ticket` (with its token, as every
 *   call) for a ticket: random, good for one stream, within 30 s. The stream is then opened with
 *   `?ticket=`. An `Authorization` header is accepted instead (clients that can set headers). No
 *   ticket or token: HTTP 401 envelope (`login.not.session`); an unknown, used or expired ticket, or
 *   a session ended since: 401 `user.or.token.invalid`; a trial account: `TRIAL_FORBIDDEN` (SPEC.md
 *   section 6).
 * - Each event is one unnamed SSE message: `id: <sequence of this stream>` and one `data:` line
 *   holding the JSON of `PlatformEventMessage`. A comment line (`: heartbeat`) comes every 25 s so
 *   that proxies keep the connection open; the stream starts with `: connected`.
 * - Nothing is replayed: a page that reconnects refreshes what the events would have refreshed.
 */

import type { ContractKind } from './agent';

export const eventPaths = {
  stream: '/wps/events',
  ticket: '/wps/events/ticket',
} as const;

/** The stream's query parameter that carries the ticket. */
export const eventTicketParam = 'ticket';

/** How long a ticket may wait for its stream, in milliseconds. */
export const eventTicketTtlMs = 30_000;

/** `value` of POST /wps/events/ticket. */
export interface EventTicketValue {
  ticket: string;
  /** Seconds left to open the stream with it. */
  expiresIn: number;
}

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

/** A contract's period paid to the downline agent: the salary or dividend credited to the main wallet. */
export const contractSettledEventType = 'CONTRACT_SETTLED';

/** The payload of `CONTRACT_SETTLED`: the period (ISO times of the platform's clock) and what it paid. */
export interface ContractSettledPayload {
  settlementId: number;
  contractId: number;
  kind: ContractKind;
  /** 2 decimals. */
  amount: number;
  periodStart: string;
  periodEnd: string;
}
