/** The client and the session store, wired together: the client reads the token from the store. */
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { getMemberInfo, isRealMember } from '../api/member';
import { logout as logoutCall } from '../api/session';
import { createSessionStore, takeTokenFromUrl, type SessionStore } from './sessionStore';

export interface AppApi {
  client: ApiClient;
  session: SessionStore;
}

export type AppApiOptions = Omit<ApiClientOptions, 'getToken'> & {
  session?: SessionStore;
};

export function createAppApi(options: AppApiOptions): AppApi {
  const session = options.session ?? createSessionStore();
  const client = createApiClient({
    ...options,
    getToken: session.getToken,
    onSessionLost(sentWith) {
      // Only for the session's own token: a call sent before a logout (or a new login) that answers
      // 401 after it says nothing of the session now, and must not open the login popup over the
      // page the logout led to.
      if (sentWith !== session.getToken()) return;
      session.dropToken();
      options.onSessionLost?.(sentWith);
    },
  });
  return { client, session };
}

/**
 * Auto-login at start (SPEC.md section 4): a token from the URL query wins over the one in the
 * session; either is checked with member info, which a guest may answer with placeholder data.
 * Resolves whether the player is logged in.
 */
export async function restoreSession(
  { client, session }: AppApi,
  urlToken: string | null = typeof window === 'undefined' ? null : takeTokenFromUrl(),
): Promise<boolean> {
  if (urlToken) session.adoptToken(urlToken);
  if (!session.getToken()) return false;
  try {
    const info = await getMemberInfo(client);
    if (!isRealMember(info)) {
      session.dropToken();
      return false;
    }
    session.setMember(info);
    return true;
  } catch {
    // A lost session already dropped the token; a network failure keeps it for the next try.
    return session.getToken() !== null;
  }
}

/**
 * Logout (SPEC.md section 4): tells the platform, then empties the session whatever it answered
 * (keeping the merchant code). Confirmation, loader and the route home belong to the page.
 */
export async function logoutSession({ client, session }: AppApi): Promise<void> {
  try {
    await logoutCall(client);
  } finally {
    session.clear();
  }
}
