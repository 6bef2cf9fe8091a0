/**
 * Client-side limits of SPEC.md section 7: SMS send once per 1000 ms, captcha refresh once per second,
 * favourite toggle one call per 1000 ms. Leading call only: a call inside the window is dropped, not
 * delayed, because a delayed SMS or toggle would surprise the player.
 */

/** Thrown (as a rejection) for a call dropped by a throttle, so callers can tell it from a failure. */
export class ThrottledError extends Error {
  constructor() {
    super('Throttled: called again too soon');
    this.name = 'ThrottledError';
  }
}

export function isThrottled(error: unknown): error is ThrottledError {
  return error instanceof ThrottledError;
}

/**
 * Wraps an async call so that it runs at most once per `intervalMs`; calls in between reject with
 * ThrottledError without reaching the network. `now` is injectable for tests.
 */
export function throttleLeading<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  intervalMs: number,
  now: () => number = () => Date.now(),
): (...args: Args) => Promise<Result> {
  let last = Number.NEGATIVE_INFINITY;
  return (...args) => {
    const time = now();
    if (time - last < intervalMs) return Promise.reject(new ThrottledError());
    last = time;
    return call(...args);
  };
}

/** One throttle per key (the favourite toggle is limited per game, not across all games). */
export function throttleLeadingByKey<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  keyOf: (...args: Args) => string,
  intervalMs: number,
  now: () => number = () => Date.now(),
): (...args: Args) => Promise<Result> {
  const last = new Map<string, number>();
  return (...args) => {
    const key = keyOf(...args);
    const time = now();
    if (time - (last.get(key) ?? Number.NEGATIVE_INFINITY) < intervalMs) {
      return Promise.reject(new ThrottledError());
    }
    last.set(key, time);
    return call(...args);
  };
}

/**
 * A throttle per API client: module-level domain functions stay plain functions of the client while
 * each client (each tab's session, each test) keeps its own window.
 */
export function throttlePerClient<Client extends object, Args extends unknown[], Result>(
  call: (client: Client, ...args: Args) => Promise<Result>,
  intervalMs: number,
  keyOf: (...args: Args) => string = () => '',
  now: () => number = () => Date.now(),
): (client: Client, ...args: Args) => Promise<Result> {
  const throttles = new WeakMap<Client, (...args: Args) => Promise<Result>>();
  return (client, ...args) => {
    let throttled = throttles.get(client);
    if (!throttled) {
      throttled = throttleLeadingByKey((...inner: Args) => call(client, ...inner), keyOf, intervalMs, now);
      throttles.set(client, throttled);
    }
    return throttled(...args);
  };
}
