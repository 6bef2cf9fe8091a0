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
 * rendered, and hydrated, as a guest's (`pending`); React renders the real session right after.
 */
export function useSessionState(): SessionState {
  const { session } = useApi();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, getServerSessionState);
}

const getServerSessionState = () => serverSessionState;
