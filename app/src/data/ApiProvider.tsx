import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AppApi } from './appApi';
import type { SessionState } from './sessionStore';

interface ApiContextValue extends AppApi {
  /** The language of the page: part of the SWR key of language-dependent data. */
  language: string;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps extends AppApi {
  language: string;
  children: ReactNode;
}

/** Gives the API client, the session store and the language to the data hooks below it. */
export function ApiProvider({ client, session, language, children }: ApiProviderProps) {
  const value = useMemo(() => ({ client, session, language }), [client, session, language]);
  return <ApiContext value={value}>{children}</ApiContext>;
}

export function useApi(): ApiContextValue {
  const value = use(ApiContext);
  if (!value) throw new Error('useApi needs an ApiProvider above it');
  return value;
}

/** The session's state; re-renders on login, logout and session loss. */
export function useSessionState(): SessionState {
  const { session } = useApi();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
