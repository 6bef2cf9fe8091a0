/**
 * The player's analytics choice (issue 16 item 11), kept in localStorage with the other preferences:
 * it is not a secret, and the server never needs it (the banner is the browser's: SiteAnalytics).
 * And the footer's way to show the banner again, once the banner's code is there.
 */
import { useSyncExternalStore } from 'react';
import { readPreference, writePreference } from '../../data/preferences';

export type ConsentChoice = 'granted' | 'denied';

export const consentKey = 'analyticsConsent';

/** The choice made on this browser, or null: not made yet (or unreadable), so the banner asks. */
export function readConsent(): ConsentChoice | null {
  const value = readPreference(consentKey);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function saveConsent(choice: ConsentChoice): void {
  writePreference(consentKey, choice);
}

interface ConsentSettingsState {
  /** The banner's code and words are there (ConsentHost is mounted): the footer may offer the link. */
  ready: boolean;
  /** How many times the player asked to see the banner again (ConsentHost shows it on each). */
  reopened: number;
}

let state: ConsentSettingsState = { ready: false, reopened: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<ConsentSettingsState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const consentSettings = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ConsentSettingsState => state,
  setReady: (ready: boolean) => {
    update({ ready });
  },
  reopen: () => {
    update({ reopened: state.reopened + 1 });
  },
};

/**
 * A server-rendered page, and its hydration, show the state before ConsentHost is there: the footer
 * hydrates in a pass of its own (HydrationBoundary), and by then the banner's code may have arrived
 * (the footer's link then came in the hydration's render, not in the server's HTML: React error 418
 * on a reload after a choice, e2e analytics).
 */
const serverState: ConsentSettingsState = { ready: false, reopened: 0 };

export function useConsentSettings(): ConsentSettingsState {
  return useSyncExternalStore(consentSettings.subscribe, consentSettings.get, () => serverState);
}
