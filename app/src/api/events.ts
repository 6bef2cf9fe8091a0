/** The real-time events stream (wire/events.ts): its URL and the reading of its messages. */
import {
  eventPaths,
  eventTokenParam,
  type MoneyEventType,
  moneyEventTypes,
  type PlatformEventMessage,
} from '@lobby/contract';

/**
 * The stream's URL for a token. EventSource cannot send headers, so the token goes in the query;
 * `baseUrl` is the platform's prefix when it is not the site's own origin.
 */
export function eventStreamUrl(token: string, baseUrl = ''): string {
  const query = new URLSearchParams({ [eventTokenParam]: token });
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
