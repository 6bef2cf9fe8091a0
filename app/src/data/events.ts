/**
 * The real-time events of a logged-in member (SPEC.md section 2: the socket-event listener): one
 * EventSource on the platform's stream (contract/src/events.ts) while a non-trial member is logged
 * in, opened with a one-use ticket (the token stays out of URLs), reconnected with back-off, closed
 * on logout; and the refresh of what an event changes.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { eventStreamUrl, getEventTicket, parseEventMessage } from '../api/events';
import { contractSettledEventType, type PlatformEventMessage } from '@lobby/contract';
import { useApi, useSessionState } from './ApiProvider';

/** What the hook needs of a browser EventSource (tests pass a fake). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: () => void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** Reconnection waits: the first after 1 s, doubling up to a minute, plus up to half again of jitter. */
const eventReconnect = { firstMs: 1000, maxMs: 60_000 } as const;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(eventReconnect.maxMs, eventReconnect.firstMs * 2 ** attempt);
  return base + Math.floor((random() * base) / 2);
}

const browserEventSource: EventSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

export interface PlatformEventsOptions {
  /** Called for every event of the stream, known or not. */
  onEvent: (event: PlatformEventMessage) => void;
  /** Called when the stream opens again after a break: events of the gap are not replayed. */
  onReconnect?: () => void;
  createSource?: EventSourceFactory | null;
  /** The platform's prefix when it is not the site's own origin. */
  baseUrl?: string;
  random?: () => number;
  /** Asks the platform for a stream ticket (tests pass a fake); the API client's call by default. */
  fetchTicket?: () => Promise<string>;
}

/**
 * Listens to the platform's events while a non-trial member is logged in (SPEC.md section 6: trial
 * users get no messages). A failed or dropped stream is closed and opened again after a growing
 * wait (the browser's own retry would hammer a platform that refuses the token); logout closes it.
 */
export function usePlatformEvents({
  onEvent,
  onReconnect,
  createSource = browserEventSource,
  baseUrl = '',
  random = Math.random,
  fetchTicket,
}: PlatformEventsOptions): void {
  const { client } = useApi();
  const { token, isTrial } = useSessionState();
  const ticketOf = useCallback(
    async () => (fetchTicket ? fetchTicket() : (await getEventTicket(client)).ticket),
    [client, fetchTicket],
  );
  const handlers = useRef({ onEvent, onReconnect, random, ticketOf });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect, random, ticketOf };
  });

  useEffect(() => {
    if (!token || isTrial || !createSource) return;
    let source: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let openedBefore = false;
    let stopped = false;

    const retry = () => {
      timer = setTimeout(() => void connect(), reconnectDelay(attempt, handlers.current.random));
      attempt += 1;
    };

    const connect = async () => {
      timer = undefined;
      let ticket: string;
      try {
        // A new ticket for every attempt: each opens one stream, once.
        ticket = await handlers.current.ticketOf();
      } catch {
        // Platform down, or the session gone (the client then logs out, which stops this effect).
        if (!stopped) retry();
        return;
      }
      if (stopped) return;
      const current = createSource(eventStreamUrl(ticket, baseUrl));
      source = current;
      current.onopen = () => {
        if (openedBefore) handlers.current.onReconnect?.();
        openedBefore = true;
        attempt = 0;
      };
      current.onmessage = (message) => {
        // Unknown or malformed messages are ignored; a handler's failure never stops the stream.
        const event = parseEventMessage(message.data);
        if (event) handlers.current.onEvent(event);
      };
      current.onerror = () => {
        current.close();
        if (stopped || source !== current) return;
        source = null;
        retry();
      };
    };
    void connect();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [token, isTrial, createSource, baseUrl]);
}

/**
 * What every event changes: money moved (balances, wallet data, the account record), maybe a
 * message, and the VIP level (a credited deposit counts towards it) with the label member info carries.
 */
const changedByAny = (name: string): boolean =>
  name.startsWith('wallet/') ||
  name === 'records/account' ||
  name === 'home/unread' ||
  name === 'messages/list' ||
  name === 'vip/status' ||
  name === 'member/info';

/** What a contract's payment changes besides: the agent's contracts, salary and dividend reports, income. */
const changedBySettlement = new Set(['agent/contracts', 'agent/settlements', 'agent/revenue']);

/**
 * Revalidates what an event may have changed; without one (the stream opened again after a break,
 * so events may have been missed), what any event may have changed.
 */
export function useEventRefresh(): (event?: PlatformEventMessage) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (event?: PlatformEventMessage) => {
      const settlement = !event || event.type === contractSettledEventType;
      return mutate((key) => {
        if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
        return changedByAny(key[0]) || (settlement && changedBySettlement.has(key[0]));
      });
    },
    [mutate],
  );
}
