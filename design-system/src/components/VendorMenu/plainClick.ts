import type { MouseEvent } from 'react';

/**
 * Hands a plain left click on a real link to the app's router (preventDefault + callback), and
 * leaves modified clicks (new tab, new window, download) to the browser.
 */
export function routeOnPlainClick(event: MouseEvent<HTMLAnchorElement>, navigate: () => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate();
}
