import { useSyncExternalStore } from 'react';

/**
 * False on the server and while React hydrates the server's page; true from the render right after
 * (and at once in a page rendered in the browser). For what only the browser can do or should wait
 * for: a body sanitised with the browser's DOM, pictures that would compete with the first screen's
 * (ARCHITECTURE.md "Rendering"). The re-render comes from React itself (a server snapshot that
 * differs from the client's), so the hydrated markup matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, inBrowser, onServer);
}

const subscribeNever = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;
