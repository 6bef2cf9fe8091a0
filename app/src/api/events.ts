/** The real-time events stream (contract/src/events.ts): its ticket and URL, and the reading of its messages. */
import {
  contractKinds,
  contractSettledEventType,
  type ContractSettledPayload,
  eventPaths,
  eventTicketParam,
  type EventTicketValue,
  type MoneyEventType,
  moneyEventTypes,
  type PlatformEventMessage,
} from '@lobby/contract';
import type { ApiClient, CallOptions } from './client';

/** A one-use ticket for the stream, asked with the session's token (which never goes in the URL). */
export function getEventTicket(client: ApiClient, options?: CallOptions) {
  return client.post<EventTicketValue>(eventPaths.ticket, undefined, options);
}

/**
 * The stream's URL for a ticket: EventSource cannot send headers, so the ticket goes in the query;
 * `baseUrl` is the platform's prefix when it is not the site's own origin.
 */
export function eventStreamUrl(ticket: string, baseUrl = ''): string {
  const query = new URLSearchParams({ [eventTicketParam]: ticket });
  return `${baseUrl.replace(/\/$/, '')}${eventPaths.stream}?${query.toString()}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One message's `data`, parsed; null when it is not a platform event (never throws). */
export function parseEventMessage(data: unknown): PlatformEventMessage | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.type !== 'string' || !isRecord(parsed.payload)) return null;
  return { type: parsed.type, payload: parsed.payload, time: typeof parsed.time === 'number' ? parsed.time : 0 };
}

/** A settlement event of SPEC.md section 4, with its amount. */
export interface MoneyEvent {
  type: MoneyEventType;
  amount: number;
  /** The deposit or withdrawal it settles, when the platform names it. */
  id?: number | string;
  /** A withdrawal approved in part: what was sent (SPEC.md section 4, partial payment). */
  paidAmount?: number;
}

/** A decimal of the wire: a number, or a number written as text; undefined otherwise. */
function decimal(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** The settlement an event reports; null for any other type (a page ignores what it does not know). */
export function readMoneyEvent(event: PlatformEventMessage): MoneyEvent | null {
  const type = moneyEventTypes.find((known) => known === event.type);
  const { depositId, withdrawalId } = event.payload;
  // Decimals with 2 places on the wire; a platform that sends them as text is read too.
  const amount = decimal(event.payload.amount);
  if (!type || amount === undefined) return null;
  const id = type.startsWith('DEPOSIT') ? depositId : withdrawalId;
  const paidAmount = type === 'WITHDRAWAL_APPROVED' ? decimal(event.payload.paidAmount) : undefined;
  return {
    type,
    amount,
    ...(typeof id === 'number' || typeof id === 'string' ? { id } : {}),
    ...(paidAmount !== undefined && paidAmount < amount ? { paidAmount } : {}),
  };
}

/** A contract period paid (`CONTRACT_SETTLED`); null for any other type or a payload it cannot read. */
export function readContractSettlement(event: PlatformEventMessage): ContractSettledPayload | null {
  if (event.type !== contractSettledEventType) return null;
  const { settlementId, contractId, kind, periodStart, periodEnd } = event.payload;
  const amount = decimal(event.payload.amount);
  const known = contractKinds.find((name) => name === kind);
  const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
  if (!known || amount === undefined || !isTime(periodStart) || !isTime(periodEnd)) return null;
  return {
    settlementId: typeof settlementId === 'number' ? settlementId : 0,
    contractId: typeof contractId === 'number' ? contractId : 0,
    kind: known,
    amount,
    periodStart,
    periodEnd,
  };
}
