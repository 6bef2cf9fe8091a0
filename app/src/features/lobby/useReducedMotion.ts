import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// jsdom declares matchMedia without implementing it.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * The player asked for less motion. The marquee and the winner board are told so explicitly: their
 * own reduced-motion rule loses to their moving state's selector, so they keep scrolling without it.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
