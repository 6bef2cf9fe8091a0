// Third-party login (issue 16 item 2) on the platform's injected clock: the stand-in provider's
// authorization code flow (consent, cancel, PKCE S256, one-use and 60 s codes, client authentication),
// the ID token's verification (wrong issuer, wrong audience, expired, bad signature, alg none: each
// refused), the first login that makes an account and the second that finds it, and the link rules.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import {
  ErrorCode,
  type LoginHistoryValue,
  type LoginValue,
  securityPaths,
  sessionPaths,
  type ThirdPartyChannel,
  type ThirdPartyLinksValue,
} from '@lobby/contract';
import { oidcStandIn, type PlatformOptions } from '../../config';
import { call, login, testPlatform } from '../../testing';
import { usernameFrom } from '.';

let clock = Date.UTC(2026, 4, 1, 12, 0, 0);
const platforms: ReturnType<typeof testPlatform>[] = [];
afterAll(() => platforms.forEach((platform) => platform.close()));

const origin = 'http://localhost';
const redirectOf = (channel: ThirdPartyChannel) => `${origin}/auth/${channel}/callback`;

function setup(options: PlatformOptions = {}) {
  const platform = testPlatform({ now: () => clock, ...options });
  platforms.push(platform);
  return platform;
}
type TestPlatform = ReturnType<typeof setup>;

/** An authorization request as the site's server makes it: its verifier, and the query. */
function authorization(channel: ThirdPartyChannel, overrides: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: oidcStandIn.clientId,
    redirect_uri: redirectOf(channel),
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  };
  return { verifier, params };
}

/** The consent form's answer: the redirect's query. */
async function consent(
  platform: TestPlatform,
  channel: ThirdPartyChannel,
  params: Record<string, string>,
  form: Record<string, string>,
) {
  const response = await platform.request(`/wps/idp/${channel}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, ...form }).toString(),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '').searchParams;
}

function redeem(platform: TestPlatform, channel: ThirdPartyChannel, form: Record<string, string>, basic = false) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const body = { grant_type: 'authorization_code', redirect_uri: redirectOf(channel), ...form };
  if (basic) {
    headers.Authorization = `Basic ${Buffer.from(`${oidcStandIn.clientId}:${oidcStandIn.clientSecret}`).toString('base64')}`;
  } else Object.assign(body, { client_id: oidcStandIn.clientId, client_secret: oidcStandIn.clientSecret });
  return platform.request(`/wps/idp/${channel}/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(body).toString(),
  });
}

/** A whole sign-in at the stand-in: the ID token of a typed identity (or a demo one). */
async function idToken(
  platform: TestPlatform,
  channel: ThirdPartyChannel,
  person: Record<string, string> = { account: 'another', name: 'José Pérez', email: 'jose@example.com' },
) {
  const { verifier, params } = authorization(channel);
  const answer = await consent(platform, channel, params, { action: 'allow', ...person });
  const response = await redeem(platform, channel, { code: answer.get('code') ?? '', code_verifier: verifier });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id_token: string }).id_token;
}

const thirdPartyLogin = (platform: TestPlatform, channel: ThirdPartyChannel, token: string) =>
  call<LoginValue>(platform, 'POST', sessionPaths.thirdPartyLogin, {
    body: { firebaseChannel: channel, firebaseIdToken: token, os: 'Linux' },
    sealed: true,
  });

describe('the stand-in provider', () => {
  const platform = setup();

  it('publishes its discovery document and keys', async () => {
    const response = await platform.request('/wps/idp/google/.well-known/openid-configuration');
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: `${origin}/wps/idp/google`,
      token_endpoint: `${origin}/wps/idp/google/token`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await platform.request('/wps/idp/google/jwks')).json()) as {
      keys: { alg: string; d?: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]?.alg).toBe('RS256');
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('shows its consent page in the asked language, and refuses a request without PKCE or from elsewhere', async () => {
    const { params } = authorization('google', { ui_locales: 'th' });
    const page = await platform.request(`/wps/idp/google/authorize?${new URLSearchParams(params).toString()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('lang="th"');
    expect(html).toContain('Ana García');
    const noPkce = authorization('google', { code_challenge: '' }).params;
    const refused = await platform.request(`/wps/idp/google/authorize?${new URLSearchParams(noPkce).toString()}`);
    expect(refused.status).toBe(400);
    const foreign = authorization('google', { redirect_uri: 'https://evil.example/auth/google/callback' }).params;
    expect(
      (await platform.request(`/wps/idp/google/authorize?${new URLSearchParams(foreign).toString()}`)).status,
    ).toBe(400);
  });

  it('answers access_denied when the player cancels', async () => {
    const { params } = authorization('facebook');
    const answer = await consent(platform, 'facebook', params, { action: 'cancel' });
    expect(answer.get('error')).toBe('access_denied');
    expect(answer.get('state')).toBe('state-1');
    expect(answer.get('iss')).toBe(`${origin}/wps/idp/facebook`);
    expect(answer.get('code')).toBeNull();
  });

  it('asks again when the typed identity lacks a name or a valid e-mail', async () => {
    const { params } = authorization('google');
    const response = await platform.request('/wps/idp/google/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...params,
        action: 'allow',
        account: 'another',
        name: 'X',
        email: 'nope',
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('role="alert"');
  });

  it('issues a signed ID token for a code with its PKCE verifier, once, by either client authentication', async () => {
    const { verifier, params } = authorization('google');
    const code = (await consent(platform, 'google', params, { action: 'allow', account: 'ana' })).get('code') ?? '';
    const response = await redeem(platform, 'google', { code, code_verifier: verifier }, true);
    expect(response.status).toBe(200);
    const claims = decodeJwt(((await response.json()) as { id_token: string }).id_token);
    expect(claims).toMatchObject({
      iss: `${origin}/wps/idp/google`,
      aud: oidcStandIn.clientId,
      name: 'Ana García',
      email: 'ana.garcia@gmail.example',
      email_verified: true,
      nonce: 'nonce-1',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    // One use: the same code again is refused.
    const again = await redeem(platform, 'google', { code, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a wrong PKCE verifier, an expired code and a wrong client secret', async () => {
    const first = authorization('google');
    const code =
      (await consent(platform, 'google', first.params, { action: 'allow', account: 'ana' })).get('code') ?? '';
    const wrong = await redeem(platform, 'google', { code, code_verifier: randomBytes(32).toString('base64url') });
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const second = authorization('google');
    const late =
      (await consent(platform, 'google', second.params, { action: 'allow', account: 'ana' })).get('code') ?? '';
    clock += 61_000;
    const expired = await redeem(platform, 'google', { code: late, code_verifier: second.verifier });
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant' });

    const third = authorization('google');
    const fresh =
      (await consent(platform, 'google', third.params, { action: 'allow', account: 'ana' })).get('code') ?? '';
    const badClient = await platform.request('/wps/idp/google/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: fresh,
        code_verifier: third.verifier,
        redirect_uri: redirectOf('google'),
        client_id: oidcStandIn.clientId,
        client_secret: 'guess',
      }).toString(),
    });
    expect(badClient.status).toBe(401);
  });
});

describe('the third-party login', () => {
  it('makes a member account at first use and logs in to the same one after', async () => {
    const platform = setup();
    const first = await thirdPartyLogin(platform, 'google', await idToken(platform, 'google'));
    expect(first.envelope.success).toBe(true);
    const made = first.envelope.value as LoginValue;
    expect(made).toMatchObject({
      userName: 'joseperez',
      nickname: 'José Pérez',
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(platform.ctx.accounts.byId(made.id)?.email).toBe('jose@example.com');

    const second = await thirdPartyLogin(platform, 'google', await idToken(platform, 'google'));
    expect(second.envelope.value).toMatchObject({ id: made.id, firstTimeLogin: false });
    // Its own login type in the history.
    const history = await call<LoginHistoryValue>(platform, 'GET', securityPaths.loginHistory, { token: made.token });
    expect(history.envelope.value?.entries[0]).toMatchObject({ outcome: 'SUCCESS', method: 'thirdParty' });
    // No password login: the made password is nobody's.
    const byPassword = await call(platform, 'POST', sessionPaths.login, {
      body: { username: made.userName, password: 'Demo1234', type: 'username' },
      sealed: true,
    });
    expect(byPassword.envelope.errorCode).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('gives a second person of the same name another username', () => {
    const taken = new Set(['joseperez']);
    expect(usernameFrom('José Pérez', 'google', (name) => taken.has(name))).toMatch(/^joseperez\d{4}$/);
    expect(usernameFrom('สมชาย', 'facebook', () => false)).toBe('facebook');
  });

  it('refuses the login when the whitelabel module is off, or when the body is not sealed', async () => {
    const platform = setup({ modules: ['FACEBOOKLOGIN3'] });
    const token = await idToken(platform, 'google');
    expect((await thirdPartyLogin(platform, 'google', token)).envelope.errorCode).toBe(ErrorCode.MODULE_DISABLED);
    const plain = await call(platform, 'POST', sessionPaths.thirdPartyLogin, {
      body: { firebaseChannel: 'facebook', firebaseIdToken: token },
    });
    expect(plain.envelope.errorCode).toBe(ErrorCode.ENCRYPTION_REQUIRED);
  });

  describe('refuses an ID token', () => {
    it('of another issuer', async () => {
      const platform = setup({ oidc: { google: { issuer: 'https://accounts.google.example' } } });
      const refused = await thirdPartyLogin(platform, 'google', await idToken(platform, 'google'));
      expect(refused.envelope.errorCode).toBe(ErrorCode.THIRD_PARTY_TOKEN_INVALID);
      // Nor is the stand-in of one channel believed for the other.
      const other = setup();
      const facebook = await thirdPartyLogin(other, 'google', await idToken(other, 'facebook'));
      expect(facebook.envelope.errorCode).toBe(ErrorCode.THIRD_PARTY_TOKEN_INVALID);
    });

    it('for another audience', async () => {
      const platform = setup({ oidc: { google: { audience: 'another-site' } } });
      const refused = await thirdPartyLogin(platform, 'google', await idToken(platform, 'google'));
      expect(refused.envelope.errorCode).toBe(ErrorCode.THIRD_PARTY_TOKEN_INVALID);
    });

    it('past its expiry and the minute of tolerance', async () => {
      const platform = setup();
      const token = await idToken(platform, 'google');
      clock += 600_000 + 61_000;
      expect((await thirdPartyLogin(platform, 'google', token)).envelope.errorCode).toBe(
        ErrorCode.THIRD_PARTY_TOKEN_INVALID,
      );
    });

    it('with a bad signature, or signed by another key', async () => {
      const platform = setup();
      const token = await idToken(platform, 'google');
      const [header, payload, signature = ''] = token.split('.');
      const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      expect((await thirdPartyLogin(platform, 'google', flipped)).envelope.errorCode).toBe(
        ErrorCode.THIRD_PARTY_TOKEN_INVALID,
      );
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT(decodeJwt(token))
        .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
        .sign(privateKey);
      expect((await thirdPartyLogin(platform, 'google', forged)).envelope.errorCode).toBe(
        ErrorCode.THIRD_PARTY_TOKEN_INVALID,
      );
    });

    it('of alg none', async () => {
      const platform = setup();
      const claims = decodeJwt(await idToken(platform, 'google'));
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
      expect((await thirdPartyLogin(platform, 'google', unsigned)).envelope.errorCode).toBe(
        ErrorCode.THIRD_PARTY_TOKEN_INVALID,
      );
    });
  });
});

describe('linked identities', () => {
  const links = (platform: TestPlatform, token: string) =>
    call<ThirdPartyLinksValue>(platform, 'GET', sessionPaths.thirdPartyLinks, { token });
  const link = async (platform: TestPlatform, token: string, channel: ThirdPartyChannel, idTokenValue: string) =>
    call<ThirdPartyLinksValue>(platform, 'POST', sessionPaths.thirdPartyLinks, {
      token,
      body: { firebaseChannel: channel, firebaseIdToken: idTokenValue },
      sealed: true,
    });
  const unlink = (platform: TestPlatform, token: string, channel: ThirdPartyChannel) =>
    call<ThirdPartyLinksValue>(platform, 'DELETE', `${sessionPaths.thirdPartyLinks}?channel=${channel}`, { token });

  it('links a member account, logs in with it, refuses it to another account, unlinks', async () => {
    const platform = setup();
    const token = await login(platform, 'demo_member');
    expect((await links(platform, token)).envelope.value).toEqual({ links: [], hasPassword: true });

    const lucia = { account: 'lucia' };
    const linked = await link(platform, token, 'facebook', await idToken(platform, 'facebook', lucia));
    expect(linked.envelope.value?.links).toEqual([
      { channel: 'facebook', email: 'lucia.fernandez@facebook.example', linkedAt: new Date(clock).toISOString() },
    ]);
    const member = platform.ctx.accounts.byUsername('demo_member');
    const loggedIn = await thirdPartyLogin(platform, 'facebook', await idToken(platform, 'facebook', lucia));
    expect(loggedIn.envelope.value?.id).toBe(member?.id);

    const other = await login(platform, 'demo_expired');
    const refused = await link(platform, other, 'facebook', await idToken(platform, 'facebook', lucia));
    expect(refused.envelope.errorCode).toBe(ErrorCode.THIRD_PARTY_LINKED_ELSEWHERE);

    // A member with a password may unlink its only link.
    expect((await unlink(platform, token, 'facebook')).envelope.value?.links).toEqual([]);
    expect((await unlink(platform, token, 'facebook')).envelope.errorCode).toBe(ErrorCode.NOT_FOUND);
  });

  it('keeps the only way into an account made by a third-party login', async () => {
    const platform = setup();
    const made = (await thirdPartyLogin(platform, 'google', await idToken(platform, 'google'))).envelope
      .value as LoginValue;
    expect((await links(platform, made.token)).envelope.value?.hasPassword).toBe(false);
    expect((await unlink(platform, made.token, 'google')).envelope.errorCode).toBe(ErrorCode.THIRD_PARTY_LAST_LOGIN);

    await link(platform, made.token, 'facebook', await idToken(platform, 'facebook', { account: 'niran' }));
    const left = await unlink(platform, made.token, 'google');
    expect(left.envelope.value?.links.map((entry) => entry.channel)).toEqual(['facebook']);
    expect((await unlink(platform, made.token, 'facebook')).envelope.errorCode).toBe(ErrorCode.THIRD_PARTY_LAST_LOGIN);
  });

  it('is for logged-in members only', async () => {
    const platform = setup();
    expect((await call(platform, 'GET', sessionPaths.thirdPartyLinks)).status).toBe(401);
  });
});
