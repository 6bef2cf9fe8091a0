/**
 * The player's saved preferences (language, colour mode) in localStorage. Storage can be missing or
 * refuse writes (private browsing, a full quota, blocked cookies): the site then works unsaved.
 */
export function readPreference(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    globalThis.localStorage.setItem(key, value);
  } catch {
    // Not saved: the choice still applies until the page is closed.
  }
}
