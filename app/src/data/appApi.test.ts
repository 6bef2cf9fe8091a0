import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { at, startMockPlatform, testBaseUrl } from '../test/platform';
import { createAppApi } from './appApi';
import { createSessionStore } from './sessionStore';

const server = startMockPlatform();

/** A site's client with a session holding `token`; what it reports as lost. */
function appWith(token: string | null) {
  const session = createSessionStore();
  if (token) session.adoptToken(token);
  const onSessionLost = vi.fn();
  const api = createAppApi({ baseUrl: testBaseUrl, merchant: 'M1', getLanguage: () => 'es', session, onSessionLost });
  return { ...api, onSessionLost };
}

/** /wps/member/info answers 401 once `release` is called (a call still out while the player acts). */
function slowRefusal() {
  let release: () => void = () => undefined;
  const released = new Promise<undefined>((resolve) => {
    release = () => {
      resolve(undefined);
    };
  });
  server.use(
    http.get(at('/wps/member/info'), async () => {
      await released;
      return new HttpResponse(null, { status: 401 });
    }),
  );
  return release;
}

describe('a lost session (PLATFORM.md: 401 drops the token and asks for a login)', () => {
  it('drops the session token the refused call carried, and says so', async () => {
    server.use(http.get(at('/wps/member/info'), () => new HttpResponse(null, { status: 401 })));
    const { client, session, onSessionLost } = appWith('tok-1');
    await expect(client.get('/wps/member/info')).rejects.toMatchObject({ kind: 'session' });
    expect(session.getToken()).toBeNull();
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('ignores a refusal of a token the player has logged out of since the call was sent', async () => {
    const release = slowRefusal();
    const { client, session, onSessionLost } = appWith('tok-1');
    const call = client.get('/wps/member/info');
    session.dropToken();
    release();
    await expect(call).rejects.toMatchObject({ kind: 'session' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('keeps a new login when a call of the old token is refused after it', async () => {
    const release = slowRefusal();
    const { client, session, onSessionLost } = appWith('tok-1');
    const call = client.get('/wps/member/info');
    session.adoptToken('tok-2');
    release();
    await expect(call).rejects.toMatchObject({ kind: 'session' });
    expect(session.getToken()).toBe('tok-2');
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});
