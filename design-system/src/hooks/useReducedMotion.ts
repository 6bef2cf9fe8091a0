import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// jsdom declares matchMedia without implementing it.
const list = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

const current = () => list()?.matches ?? false;

function subscribe(onChange: () => void) {
  const media = list();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * The player's reduced-motion setting, kept up to date. Only the browser can tell: a page rendered on
 * the server (and its hydration) assumes motion, and the render right after hydration corrects it.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
