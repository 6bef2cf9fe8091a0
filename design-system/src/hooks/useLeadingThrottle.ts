import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable function that calls `callback` at once, then ignores further calls for `intervalMs`
 * (leading call only, no trailing call: SPEC.md section 7 throttles SMS sends, captcha refreshes and
 * favourite toggles this way). The latest `callback` is always the one called.
 */
export function useLeadingThrottle<Args extends unknown[]>(
  callback: (...args: Args) => void,
  intervalMs: number,
): (...args: Args) => void {
  const callbackRef = useRef(callback);
  const blockedUntil = useRef(Number.NEGATIVE_INFINITY);

  useLayoutEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now < blockedUntil.current) return;
      blockedUntil.current = now + intervalMs;
      callbackRef.current(...args);
    },
    [intervalMs],
  );
}
