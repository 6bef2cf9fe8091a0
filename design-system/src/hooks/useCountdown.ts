import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  /** (Re)starts counting down from `seconds`. */
  start: (seconds: number) => void;
}

/**
 * A seconds countdown that ticks once a second down to 0 (SPEC.md section 4: the SMS countdown).
 * `initialRemaining` starts it at mount, e.g. to resume a countdown or for a fixed story.
 */
export function useCountdown(initialRemaining = 0): Countdown {
  const [remaining, setRemaining] = useState(Math.max(0, Math.floor(initialRemaining)));

  const counting = remaining > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      setRemaining((value) => Math.max(0, value - 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.floor(seconds))), []);
  return { remaining, start };
}
