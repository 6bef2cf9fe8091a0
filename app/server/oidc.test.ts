// The site's server as the OpenID Connect relying party (oidc.ts) against the embedded platform's
// stand-in provider, as a browser goes through it: start (the flow's cookie, the redirect with PKCE),
// consent, callback (the handoff cookie, the return path), the one-time handoff, and the failures:
// cancel, a state that does not match, a return path of another site, a channel with no provider.
import { afterAll, describe, expect, it } from 'vitest';
import { type LoginValue, sessionPaths } from '@lobby/contract';
import { createServer } from './app';
import { createLogger } from './logger';
import { oidcProvidersFromEnv, sameSitePath } from './oidc';
import { call, testPlatform } from './platform/testing';

const platform = testPlatform();
afterAll(() => platform.close());
const lines: string[] = [];
const log = createLogger({ format: 'json', level: 'info', stream: { write: (line: string) => lines.push(line) } });
const server = createServer({
  siteDir: null,
  pages: () => Promise.resolve(new Response('page')),
  platform: platform.fetch,
  thirdParty: { google: 'standIn', facebook: 'standIn' },
  log,
});

/** The cookies a response sets, as a browser would send them back (name=value). */
const cookiesOf = (response: Response): Record<string, string> =>
  Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** From the start to the callback's answer, choosing at the consent page with `form`. */
async function signIn(form: Record<string, string>, start = '/auth/google/start?intent=login&return=/promotions?x=1') {
  const started = await server.request(start, { headers: { Cookie: 'lang=th' } });
  expect(started.status).toBe(303);
  const flow = cookiesOf(started);
  const authorize = new URL(started.headers.get('location') ?? '');
  const consent = await server.request(`${authorize.pathname}${authorize.search}`);
  expect(consent.status).toBe(200);
  const answer = await server.request(authorize.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), ...form }).toString(),
  });
  expect(answer.status).toBe(303);
  const callback = new URL(answer.headers.get('location') ?? '');
  const done = await server.request(`${callback.pathname}${callback.search}`, {
    headers: { Cookie: cookieHeader(flow) },
  });
  return { started, authorize, done };
}

describe('the third-party sign-in', () => {
  it('redirects to the provider with PKCE S256, state and nonce kept in a cookie scoped to /auth/', async () => {
    const started = await server.request('/auth/facebook/start?intent=link&return=/member/securityCenter', {
      headers: { Cookie: 'lang=th' },
    });
    const authorize = new URL(started.headers.get('location') ?? '');
    expect(authorize.pathname).toBe('/wps/idp/facebook/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'lobby-site',
      redirect_uri: 'http://localhost/auth/facebook/callback',
      code_challenge_method: 'S256',
      ui_locales: 'th',
    });
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const [cookie = ''] = started.headers.getSetCookie();
    expect(cookie).toMatch(/^lobby_oidc=/);
    expect(cookie).toContain('Path=/auth/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).not.toContain('Secure');
  });

  it('hands the ID token over once, by a cookie scoped to /auth/handoff, and comes back with the intent', async () => {
    const { done } = await signIn({ action: 'allow', account: 'ana' });
    expect(done.status).toBe(303);
    // A login completes in the login popup over home, which then goes back where the player was.
    expect(done.headers.get('location')).toBe('/login?thirdParty=login&next=%2Fpromotions%3Fx%3D1');
    const handoffCookie = done.headers.getSetCookie().find((line) => line.startsWith('lobby_oidc_handoff=')) ?? '';
    expect(handoffCookie).toContain('Path=/auth/handoff');
    expect(handoffCookie).toContain('Max-Age=60');
    expect(handoffCookie).toContain('HttpOnly');
    // The token is in no URL.
    expect(done.headers.get('location')).not.toContain('eyJ');

    const cookies = cookiesOf(done);
    const post = () =>
      server.request('/auth/handoff', {
        method: 'POST',
        headers: { Cookie: cookieHeader(cookies), Origin: 'http://localhost' },
      });
    const first = await post();
    expect(first.status).toBe(200);
    const handoff = (await first.json()) as { channel: string; idToken: string; intent: string };
    expect(handoff).toMatchObject({ channel: 'google', intent: 'login' });
    expect(first.headers.getSetCookie().join()).toMatch(/lobby_oidc_handoff=;.*Max-Age=0/);

    // The platform takes the token: the same account as the demo identity's every time.
    const login = await call<LoginValue>(platform, 'POST', sessionPaths.thirdPartyLogin, {
      body: { firebaseChannel: 'google', firebaseIdToken: handoff.idToken },
      sealed: true,
    });
    expect(login.envelope.value?.nickname).toBe('Ana García');
    // Nothing of the token was logged.
    expect(lines.join('\n')).not.toContain(handoff.idToken.split('.')[1]);
  });

  it('refuses the handoff to another site, and without its cookie', async () => {
    const { done } = await signIn({ action: 'allow', account: 'somchai' });
    const cookies = cookieHeader(cookiesOf(done));
    const foreign = await server.request('/auth/handoff', {
      method: 'POST',
      headers: { Cookie: cookies, Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await server.request('/auth/handoff', { method: 'POST' })).status).toBe(404);
  });

  it('says cancelled when the player cancels at the provider', async () => {
    const { done } = await signIn({ action: 'cancel' });
    expect(done.headers.get('location')).toBe('/login?thirdParty=error&reason=cancelled&next=%2Fpromotions%3Fx%3D1');
    expect(done.headers.getSetCookie().some((line) => line.startsWith('lobby_oidc_handoff='))).toBe(false);
  });

  it('fails a callback whose state is not the flow’s, or without the flow’s cookie', async () => {
    const started = await server.request('/auth/google/start?intent=login&return=/');
    const flow = cookiesOf(started);
    const callback = await server.request(
      '/auth/google/callback?code=abc&state=forged&iss=http%3A%2F%2Flocalhost%2Fwps%2Fidp%2Fgoogle',
      {
        headers: { Cookie: cookieHeader(flow) },
      },
    );
    expect(callback.headers.get('location')).toBe('/login?thirdParty=error&reason=failed');
    const bare = await server.request('/auth/google/callback?code=abc&state=x');
    expect(bare.headers.get('location')).toBe('/login?thirdParty=error&reason=failed');
  });

  it('goes back to / rather than another site, and fails a channel or intent it does not know', async () => {
    const started = await server.request('/auth/google/start?intent=login&return=//evil.example/x');
    const cookie = cookiesOf(started).lobby_oidc ?? '';
    expect(JSON.parse(Buffer.from(cookie, 'base64url').toString())).toMatchObject({ returnTo: '/' });
    expect((await server.request('/auth/twitter/start?intent=login&return=/live')).headers.get('location')).toBe(
      '/login?thirdParty=error&reason=failed&next=%2Flive',
    );
    // A link's failure is its page's to say (the security centre).
    expect(
      (await server.request('/auth/twitter/start?intent=link&return=/member/securityCenter')).headers.get('location'),
    ).toBe('/member/securityCenter?thirdParty=error&reason=failed');
    expect((await server.request('/auth/google/start?intent=steal')).headers.get('location')).toBe(
      '/login?thirdParty=error&reason=failed',
    );
    expect(sameSitePath('https://evil.example/', 'http://localhost')).toBe('/');
    expect(sameSitePath('/\\evil.example', 'http://localhost')).toBe('/');
    expect(sameSitePath('/member?tab=1#x', 'http://localhost')).toBe('/member?tab=1#x');
  });

  it('fails a channel with no provider (a real platform, nothing configured)', async () => {
    const bare = createServer({ siteDir: null, pages: () => Promise.resolve(new Response('page')), thirdParty: {} });
    expect((await bare.request('/auth/google/start?intent=login&return=/')).headers.get('location')).toBe(
      '/login?thirdParty=error&reason=failed',
    );
  });
});

describe('the providers from the environment', () => {
  it('uses the stand-in when the embedded platform runs and nothing is set', () => {
    expect(oidcProvidersFromEnv({}, true)).toEqual({ google: 'standIn', facebook: 'standIn' });
    expect(oidcProvidersFromEnv({}, false)).toEqual({});
  });

  it('takes a real provider, and names what a half-set one lacks', () => {
    const env = {
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(oidcProvidersFromEnv(env, true)).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'secret',
      },
      facebook: 'standIn',
    });
    expect(() => oidcProvidersFromEnv({ OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com' }, true)).toThrow(
      /OIDC_FACEBOOK_CLIENT_ID, OIDC_FACEBOOK_CLIENT_SECRET must be set too/,
    );
  });
});
