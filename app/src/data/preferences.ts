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

/**
 * A preference the server needs to render the page (language, colour mode), as a first-party
 * cookie for a year. Never anything secret: the token stays in sessionStorage (SPEC.md section 3).
 */
export function writeCookie(name: string, value: string): void {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // No document or cookies blocked: the choice still applies in this page.
  }
}
