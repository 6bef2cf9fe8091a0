import { useEffect, useState } from 'react';

/**
 * The current time, updated on every whole second. Each tick re-aims at the next second boundary, so
 * the display changes with the wall clock instead of drifting by the timer's delay.
 */
export function useNow(enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, 1000 - (current % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [enabled]);
  return now;
}
