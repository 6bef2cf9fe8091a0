// The platform's real-time events (SPEC.md section 2: the socket-event listener; section 4: deposit
// credited, deposit failed, withdrawal approved, withdrawal rejected). A domain that settles a
// transaction publishes here; the events domain streams each account's events to its open pages.
// In-process only: one server process holds the subscribers of the pages it serves.
import type { PlatformLog } from './config';

/** The kinds of SPEC.md section 4 ("Messages"), plus what other domains may need to push later. */
export type PlatformEventType =
  'DEPOSIT_CREDITED' | 'DEPOSIT_FAILED' | 'WITHDRAWAL_APPROVED' | 'WITHDRAWAL_REJECTED' | (string & {});

export interface PlatformEvent {
  type: PlatformEventType;
  /** What the page shows and refreshes with (amounts with 2 decimals, ids). */
  payload: Record<string, unknown>;
  /** Epoch milliseconds (the platform's clock). */
  time: number;
}

type EventListener = (event: PlatformEvent) => void;

export interface PlatformEvents {
  publish: (accountId: number, event: Omit<PlatformEvent, 'time'>) => void;
  /** Returns the unsubscribe function. */
  subscribe: (accountId: number, listener: EventListener) => () => void;
  /** How many listeners an account has (tests, diagnostics). */
  listenerCount: (accountId: number) => number;
}

export function createEvents(now: () => number, log: PlatformLog): PlatformEvents {
  const listeners = new Map<number, Set<EventListener>>();
  return {
    publish(accountId, event) {
      const full: PlatformEvent = { ...event, time: now() };
      for (const listener of listeners.get(accountId) ?? []) {
        try {
          listener(full);
        } catch (error) {
          // One broken stream must never stop a settlement or the other listeners.
          log(`event listener failed: ${error instanceof Error ? error.message : String(error)}`, 'error');
        }
      }
    },
    subscribe(accountId, listener) {
      let set = listeners.get(accountId);
      if (!set) listeners.set(accountId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(accountId);
      };
    },
    listenerCount: (accountId) => listeners.get(accountId)?.size ?? 0,
  };
}
