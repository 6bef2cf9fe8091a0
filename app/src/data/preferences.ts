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

/** A year, so that a returning player's first page is already in their language and mode. */
const cookieMaxAge = 365 * 24 * 60 * 60;

/**
 * A preference the server needs to render the page (language, colour mode), as a first-party
 * cookie. Never anything secret: the token stays in sessionStorage (SPEC.md section 3).
 */
export function writeCookie(name: string, value: string): void {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${cookieMaxAge}; SameSite=Lax`;
  } catch {
    // Cookies blocked (a sandboxed frame): the choice still applies, and localStorage keeps it.
  }
}

// A Cookie header comes from anyone: only so much of it is read, so that a huge or crafted one costs
// the server no more than an ordinary one. It shares its room with every other cookie of the domain.
const cookieLimits = { length: 8192, entries: 100 };

/**
 * The value of the first cookie `name` in a Cookie header (as the usual parsers do: the browser sends
 * the one of the most specific path first), unquoted; undefined when absent. Never throws.
 */
export function readCookie(header: unknown, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const pair of header.slice(0, cookieLimits.length).split(';', cookieLimits.entries)) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    // RFC 6265 allows the value in double quotes.
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}
