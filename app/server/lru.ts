/**
 * A map that keeps its `limit` most recently used entries: the server's memory per page (render.ts:
 * the guest pages it may serve again, and what each page's renders asked the platform for).
 */
export interface Lru<V> {
  /** The entry, now the most recently used; undefined when there is none. */
  get(key: string): V | undefined;
  /** Sets the entry as the most recently used, and forgets the least recently used beyond the limit. */
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
}

export function createLru<V>(limit: number): Lru<V> {
  // A Map iterates in insertion order: the first key is the least recently used.
  const entries = new Map<string, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
