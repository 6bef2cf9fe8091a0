/**
 * sessionStorage for the session and the caches of SPEC.md section 7. Storage can be missing or
 * refuse writes (private browsing, a full quota): the site then works without keeping them.
 */

/** The keys the site keeps in sessionStorage. */
export const sessionKeys = {
  token: 'token',
  /** SPEC.md section 3: the merchant code survives logout, in session and local storage. */
  merchant: 'merchantCode',
  user: 'userInfo',
  firstTimeLogin: 'firstTimeLogin',
  registerSettings: 'registerSettings',
  isSingle: 'isSingle',
} as const;

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSession(key: string): string | null {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    session()?.setItem(key, value);
  } catch {
    // Not kept: it is fetched again when needed.
  }
}

export function removeSession(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Empties sessionStorage except the keys given (logout keeps the merchant code). */
export function clearSessionExcept(keep: readonly string[]): void {
  const kept = keep.map((key) => [key, readSession(key)] as const);
  try {
    session()?.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) if (value !== null) writeSession(key, value);
}

/** A JSON value kept in sessionStorage; the caller knows its shape, as it wrote it. */
export function readSessionJson(key: string): unknown {
  const text = readSession(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  writeSession(key, JSON.stringify(value));
}
