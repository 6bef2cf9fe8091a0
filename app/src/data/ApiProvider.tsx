import { useHydrated } from '@lobby/design-system';
import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AppApi } from './appApi';
import { serverSessionState, type SessionState } from './sessionStore';

interface ApiContextValue extends AppApi {
  /** The language of the page: part of the SWR key of language-dependent data. */
  language: string;
  /** The site's origin (links that leave the page, e.g. the app download's QR code): the same on the server. */
  origin: string;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps extends AppApi {
  language: string;
  origin: string;
  children: ReactNode;
}

/** Gives the API client, the session store and the language to the data hooks below it. */
export function ApiProvider({ client, session, language, origin, children }: ApiProviderProps) {
  const value = useMemo(() => ({ client, session, language, origin }), [client, session, language, origin]);
  return <ApiContext value={value}>{children}</ApiContext>;
}

export function useApi(): ApiContextValue {
  const value = use(ApiContext);
  if (!value) throw new Error('useApi needs an ApiProvider above it');
  return value;
}

/**
 * The session's state; re-renders on login, logout and session loss. A server-rendered page is
 * rendered, and hydrated, as a guest's (`pending`: the token is in sessionStorage, SPEC.md section 3).
 * A guest's page differs from it only in `pending`, which ends with the hydration's transition
 * (HydrationProvider): until then the store's snapshot is the server's too, or React would render
 * each reader again synchronously after its hydration. A player with a token sees another page
 * (header, menus, the member pages' content): React renders it at once, as before, rather than
 * showing the guest's hydrated header first (a member page measured CLS 0.39 that way).
 */
export function useSessionState(): SessionState {
  const { session } = useApi();
  const settled = useHydrated() || session.getToken() !== null;
  return useSyncExternalStore(
    session.subscribe,
    settled ? session.getSnapshot : getServerSessionState,
    getServerSessionState,
  );
}

const getServerSessionState = () => serverSessionState;
