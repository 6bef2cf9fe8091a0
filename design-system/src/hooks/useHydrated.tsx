import { createContext, startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the tree below has hydrated: false on the server and while React hydrates the server's
 * page, true from the render right after. A tree with no HydrationProvider above is rendered in the
 * browser (Storybook, tests, a page the server did not render): true.
 */
const HydratedContext = createContext(true);

export interface HydrationProviderProps {
  /**
   * True where the tree is rendered for hydration: on the server, and in the browser over the
   * server's HTML. It says what the first render shows, once; later values are ignored.
   */
  hydrating: boolean;
  children: ReactNode;
}

/**
 * Tells useHydrated below when the page has hydrated. The change comes in a transition, so React
 * renders what it changes (the sanitised bodies, the other banners' pictures, the player's session:
 * app/src/data/ApiProvider.tsx) in slices that yield to the browser. A useSyncExternalStore whose
 * server snapshot differs from the client's does the same with one synchronous render after each
 * component's hydration, and it made React hydrate the boundaries under such a component at once
 * (the home page on Lighthouse's mobile preset: 37 synchronous re-renders, 98 ms at 1x CPU).
 */
export function HydrationProvider({ hydrating, children }: HydrationProviderProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    // Runs after the first commit of the provider, i.e. once the page around it has hydrated. A
    // boundary below that has not hydrated yet hydrates with the old value first (React does that
    // for a transition's update that reaches a dehydrated boundary), so its markup still matches.
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and while React hydrates the server's page; true from the render right after
 * (and at once in a page rendered in the browser). For what only the browser can do or should wait
 * for: a body sanitised with the browser's DOM, pictures that would compete with the first screen's
 * (ARCHITECTURE.md "Rendering").
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/**
 * A part of the page that React hydrates, and commits, in a pass of its own: the commit of a hydrated
 * tree is one task however the render before it was sliced, and the site's frame (header, side menu,
 * footer) committed in one task of 41 ms at 1x CPU on a phone-sized home page. Server-rendered with
 * its content (nothing in it waits for data or code on the server); for parts whose content does not
 * suspend in the browser either, as its fallback is nothing.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
