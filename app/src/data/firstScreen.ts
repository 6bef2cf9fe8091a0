/**
 * The first screen's data (ARCHITECTURE.md "Rendering"): the server renders a page with the answers
 * of the public calls its first screen makes, and the browser hydrates with the same answers, asking
 * for none of them again.
 *
 * There is no list of calls per route to keep in step with the pages: on the server an SWR middleware
 * starts every public call that a render asks for and has no answer yet; the server waits for them
 * (up to its time-out), then renders again with the answers as SWR's `fallback`. A call that did not
 * answer in time, or failed, is left to the browser: its view renders its skeleton and fetches as
 * usual. In the browser the answers become the same `fallback`, and the hooks that hydrate with one
 * do not revalidate on mount.
 *
 * Learning by rendering costs a second render (a third for a call that needs another's answer). So
 * the collector also says what the renders asked for, in a form any request can make with its own
 * client (`asked`, from the fetchers marked `replayable`); the server keeps that per address and
 * language and seeds it into the next render of the page, which then renders once.
 */
import { useEffect } from 'react';
import { preload, unstable_serialize, type Key, type Middleware, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../api/client';

/** Answers by SWR's serialised key, as the page carries them (one JSON script element). */
export type FirstScreenAnswers = Record<string, unknown>;

/** What the App gives SWR: the configuration with the first screen's answers and middleware. */
export interface FirstScreenData {
  swrConfig: SWRConfiguration;
}

/**
 * The API client already retries a failed read twice with back-off (PLATFORM.md); after that a view
 * shows its error with a retry button, rather than SWR asking again and again in the background.
 */
const baseConfig: SWRConfiguration = { shouldRetryOnError: false };

/**
 * How SWR's infinite key starts (its internal INFINITE_PREFIX): the rest is the first page's key.
 * swr/infinite's own `unstable_serialize` says the same, but its module brings useSWRInfinite into
 * the first script (1.2 kB gzip, budgets.json); firstScreen.test.tsx checks the two agree.
 */
export const infinitePrefix = '$inf$';

/**
 * The one key function of the site is useSWRInfinite's page key (data/games.ts): its cache key is
 * SWR's infinite key, and its first page is what a first screen shows.
 */
type PageKey = (index: number, previous: null) => Key;

/** The id of a key's answer among a page's answers (SWR's serialised key). */
export function serialized(key: Key): string {
  return typeof key === 'function'
    ? infinitePrefix + unstable_serialize((key as PageKey)(0, null))
    : unstable_serialize(key);
}

/** In the browser (and for a client-only render, with no answers): the answers the page carries. */
export function clientFirstScreen(answers: FirstScreenAnswers = {}): FirstScreenData {
  const fresh = new Set(Object.keys(answers));
  // A hook that hydrates with the server's answer does not ask again on mount (the answer is
  // milliseconds old); once it has mounted, that key behaves as usual (a later mount revalidates).
  const skipFirstRevalidation: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const id = fresh.size > 0 && key !== null && key !== undefined ? serialized(key) : '';
    const skip = id !== '' && fresh.has(id);
    useEffect(() => {
      if (skip) fresh.delete(id);
    }, [id, skip]);
    return useSWRNext(key, fetcher, skip ? { ...config, revalidateOnMount: false } : config);
  };
  // A paged list's first page waits under its page's own key too: useSWRInfinite reads each page from
  // the cache (never from the fallback), so the next page would otherwise ask for the first again.
  for (const [id, value] of Object.entries(answers)) {
    if (id.startsWith(infinitePrefix) && Array.isArray(value) && value.length > 0) {
      const first: unknown = value[0];
      void preload(id.slice(infinitePrefix.length), () => Promise.resolve(first));
    }
  }
  return { swrConfig: { ...baseConfig, fallback: answers, use: [skipFirstRevalidation] } };
}

/** A call of a first screen, made with any request's client: the hook's key and its fetch. */
export interface OpeningCall {
  key: Key;
  fetch: (client: ApiClient) => Promise<unknown>;
}

/**
 * The fetchers SWR is given, each with the form of it that takes the API client: what a later
 * request needs to make the same call with its own client (the caller's address travels with it).
 */
const replays = new WeakMap<object, (client: ApiClient, key: never) => Promise<unknown>>();

/**
 * Marks `bound` (a hook's fetcher over this render's client) as the call `replay` makes with any
 * client, given the key SWR passes. SWR's contract (a key names one resource) makes the pair safe to
 * reuse: the key holds everything the call depends on but the client.
 */
export function replayable<F extends object>(bound: F, replay: (client: ApiClient, key: never) => Promise<unknown>): F {
  replays.set(bound, replay);
  return bound;
}

export interface FirstScreenCollector {
  /** The SWR configuration of one render: the answers so far, and the middleware that asks for more. */
  data: () => FirstScreenData;
  /** Starts calls known before the first render (data/preload.ts: openingCalls). */
  seed: (calls: readonly { key: Key; fetch: () => Promise<unknown> }[]) => void;
  /** Calls asked for by the renders so far that have not settled (answered or failed). */
  pending: () => number;
  /** Waits until every call asked for has answered, failed, or run out of time. */
  settle: () => Promise<void>;
  /** The answers, for the page (only calls that answered in time). */
  answers: () => FirstScreenAnswers;
  /** Whether every call asked for answered in time (a complete page may be cached). */
  complete: () => boolean;
  /**
   * The calls the renders asked for, in the form any request can make (`replayable` fetchers only):
   * seeded into the next render of the same page, they let it render once instead of twice.
   */
  asked: () => OpeningCall[];
}

export interface CollectorOptions {
  /** How long each call may take (ms); a later answer is left to the browser. */
  timeoutMs: number;
  /** Told of each call that failed or had no answer in time (once per call). */
  onFailure?: (key: string, error: unknown) => void;
  /** Answers other requests' renders got or are waiting for, which this render may use (createSharedAnswers). */
  shared?: SharedAnswers;
}

/**
 * The answers of calls that are the same for every guest, shared by the renders of one server thread
 * for a short time: `through(id, call)` is the answer kept for that call, or the one another render is
 * waiting for, or `call()`'s, kept for the next renders.
 */
export interface SharedAnswers {
  through: (id: string, call: () => Promise<unknown>) => Promise<unknown>;
}

export interface SharedAnswersOptions {
  /** How long an answer is used after it arrived (ms); 0 shares nothing. */
  ttlMs: number;
  /** Calls that are not the same for everyone: never shared (the system status: the visitor's address). */
  except: readonly Key[];
  /** How many answers are kept at most; the oldest go first. */
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * A short-lived cache of the first screen's public answers (SSR_DATA_CACHE_MS, README: "How pages
 * render"): a guest's page is the same for every guest but for the system status (SPEC.md section 4:
 * each visitor's address decides it), so one answer of the hot games, banners or winners serves every
 * render for a moment, and the platform is asked once a moment rather than once a page. A failure is
 * not kept (the next render asks again); an answer is frozen, so a render that would change it fails
 * in its tests rather than changing the next visitor's page.
 */
export function createSharedAnswers({
  ttlMs,
  except,
  maxEntries = 500,
  now = Date.now,
}: SharedAnswersOptions): SharedAnswers {
  const never = new Set(except.map(serialized));
  const kept = new Map<string, { answer: Promise<unknown>; until: number }>();
  return {
    through(id, call) {
      if (ttlMs <= 0 || never.has(id)) return call();
      const hit = kept.get(id);
      if (hit && hit.until >= now()) return hit.answer;
      const entry = { answer: call().then(deepFreeze), until: Number.POSITIVE_INFINITY };
      kept.delete(id);
      kept.set(id, entry);
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
      entry.answer.then(
        () => {
          entry.until = now() + ttlMs;
        },
        () => {
          if (kept.get(id) === entry) kept.delete(id);
        },
      );
      return entry.answer;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * On the server, one per request: a middleware that starts each call a render asks for (once), and
 * the answers as `fallback` for the next render.
 */
export function createFirstScreenCollector({ timeoutMs, onFailure, shared }: CollectorOptions): FirstScreenCollector {
  const answers: FirstScreenAnswers = {};
  const waits = new Map<string, Promise<void>>();
  const settled = new Set<string>();
  let missed = false;

  function start(id: string, call: () => unknown): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const answer = Promise.resolve()
      .then(() => (shared ? shared.through(id, () => Promise.resolve().then(call)) : call()))
      .then(
        (data) => {
          if (settled.has(id)) return;
          // The page carries the answers as JSON: one that would arrive changed (a Set as `{}`, a
          // Date as a string) is left to the browser, and the server renders without it too.
          if (!checked.has(data as object) && !survivesJson(data)) {
            missed = true;
            onFailure?.(id, new TypeError('its answer does not survive JSON (a Set, Map, Date or class?)'));
            return;
          }
          if (data !== null && typeof data === 'object') checked.add(data);
          answers[id] = data;
        },
        (error: unknown) => {
          // A call that ran out of time was told of then (its abort follows).
          if (settled.has(id)) return;
          missed = true;
          onFailure?.(id, error);
        },
      );
    const wait = Promise.race([answer, late]).then((outcome) => {
      clearTimeout(timer);
      if (outcome === 'late') {
        missed = true;
        onFailure?.(id, new Error(`no answer in ${timeoutMs} ms`));
      }
      settled.add(id);
    });
    waits.set(id, wait);
  }

  const asked = new Map<string, OpeningCall>();

  const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (key !== null && key !== undefined && fetcher) {
      const id = serialized(key);
      // A paged list (useSWRInfinite) is asked for its first page, and kept as a list of pages.
      const paged = typeof key === 'function';
      const asks = paged ? (key as PageKey)(0, null) : key;
      const kept = (answer: Promise<unknown>) => (paged ? answer.then((page) => [page]) : answer);
      if (id && asks !== null && asks !== undefined) {
        if (!waits.has(id)) start(id, () => kept(Promise.resolve(fetcher(asks))));
        const replay = replays.get(fetcher);
        if (replay && !asked.has(id)) asked.set(id, { key, fetch: (client) => kept(replay(client, asks as never)) });
      }
    }
    // As in the browser (clientFirstScreen): a hook with its answer is not loading. SWR would report
    // `isLoading` for a key it means to revalidate on mount, and the page would differ from its hydration.
    const answered = key !== null && key !== undefined && serialized(key) in answers;
    return useSWRNext(key, fetcher, answered ? { ...config, revalidateOnMount: false } : config);
  };

  return {
    data: () => ({
      // A cache of this request's own: the server's renders share nothing between requests.
      swrConfig: { ...baseConfig, provider: () => new Map(), fallback: { ...answers }, use: [collect] },
    }),
    seed(calls) {
      for (const call of calls) {
        const id = serialized(call.key);
        if (!waits.has(id)) start(id, call.fetch);
      }
    },
    pending: () => waits.size - settled.size,
    async settle() {
      await Promise.all(waits.values());
    },
    answers: () => ({ ...answers }),
    complete: () => !missed && waits.size === settled.size,
    asked: () => [...asked.values()],
  };
}

/** Answers found to survive JSON (a shared answer is checked once, not by every render that uses it). */
const checked = new WeakSet<object>();

/** Whether JSON carries `value` unchanged: plain objects, arrays, strings, finite numbers, booleans, null. */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  // An undefined property is left out, as JSON leaves it out: the browser reads it as missing.
  return Object.values(value).every((item) => item === undefined || survivesJson(item));
}
