// The site's server as an OpenID Connect relying party (issue 16 item 2), with oauth4webapi: the
// authorization code flow with PKCE S256, state and nonce, for each third-party channel.
//   GET  /auth/<channel>/start?intent=login|link&return=<same-site path>
//   GET  /auth/<channel>/callback
//   POST /auth/handoff   -> { channel, idToken, intent }, once
// Nothing is kept on the server between the steps (two replicas behind a balancer both answer):
// the flow's secrets travel in an HttpOnly cookie scoped to /auth/, and the ID token reaches the
// page in another, scoped to /auth/handoff, never in a URL. The platform verifies the token itself
// (its signature, issuer, audience and expiry) when the page hands it to the third-party login.
// Nothing of a token is logged.
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oauth from 'oauth4webapi';
import { isThirdPartyChannel, type ThirdPartyChannel, thirdPartyChannels } from '@lobby/contract';
import { requestOrigin } from './clientAddress';
import type { Logger } from './logger';
import { oidcStandIn } from './platform/config';
import type { FetchHandler } from './proxy';

/** Where a channel's provider is: its issuer and this site's client there. */
interface OidcClientSetting {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Per channel: a configured provider, the embedded platform's stand-in, or none (the button fails). */
export type OidcProviders = Partial<Record<ThirdPartyChannel, OidcClientSetting | 'standIn'>>;

/**
 * OIDC_<CHANNEL>_ISSUER, OIDC_<CHANNEL>_CLIENT_ID, OIDC_<CHANNEL>_CLIENT_SECRET (all three, or none).
 * A channel with none uses the stand-in of the embedded platform when it runs (`standIn`), so the
 * login works on a fresh machine. A channel set in part is an Error naming what is missing.
 */
export function oidcProvidersFromEnv(env: Record<string, string | undefined>, standIn: boolean): OidcProviders {
  const providers: OidcProviders = {};
  for (const channel of thirdPartyChannels) {
    const prefix = `OIDC_${channel.toUpperCase()}_`;
    const names = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const;
    const [issuer, clientId, clientSecret] = names.map((name) => env[`${prefix}${name}`]?.trim() ?? '');
    const given = names.filter((_, index) => [issuer, clientId, clientSecret][index]);
    if (given.length === 0) {
      if (standIn) providers[channel] = 'standIn';
      continue;
    }
    const missing = names.filter((name) => !given.includes(name));
    if (missing.length) throw new Error(`${missing.map((name) => prefix + name).join(', ')} must be set too`);
    if (!/^https?:\/\/\S+$/.test(issuer ?? '')) throw new Error(`${prefix}ISSUER must be an http(s) URL`);
    providers[channel] = { issuer: issuer ?? '', clientId: clientId ?? '', clientSecret: clientSecret ?? '' };
  }
  return providers;
}

export interface OidcOptions {
  providers: OidcProviders;
  /** The embedded platform: the stand-in is asked in process, not over the network. */
  platform?: FetchHandler | null;
  log: Logger;
  /** Believe X-Forwarded-Proto from one proxy in front (TRUST_PROXY): the origin is https there. */
  trustProxy?: boolean;
}

const intents = ['login', 'link'] as const;
type Intent = (typeof intents)[number];

/** The flow's cookie: the state, nonce and PKCE verifier of one sign-in, 10 minutes. */
const flowCookie = 'lobby_oidc';
const flowMaxAge = 600;
/** The ID token on its way to the page: read once by POST /auth/handoff, 60 seconds. */
const handoffCookie = 'lobby_oidc_handoff';
const handoffPath = '/auth/handoff';
const handoffMaxAge = 60;

interface Flow {
  channel: ThirdPartyChannel;
  state: string;
  nonce: string;
  verifier: string;
  intent: Intent;
  returnTo: string;
}

interface Handoff {
  channel: ThirdPartyChannel;
  idToken: string;
  intent: Intent;
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A cookie's JSON, or null when it is absent or not JSON; its fields are checked where they are used. */
function decode(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The flow's cookie, when it holds a whole flow. */
function flowOf(value: unknown): Flow | null {
  const flow = (value ?? {}) as Partial<Record<keyof Flow, unknown>>;
  const texts = [flow.state, flow.nonce, flow.verifier, flow.returnTo, flow.channel, flow.intent];
  if (!texts.every((text): text is string => typeof text === 'string')) return null;
  const known = isThirdPartyChannel(flow.channel as string) && (intents as readonly unknown[]).includes(flow.intent);
  return known ? (flow as Flow) : null;
}

/** The site's own origin as the browser sees it. */
const originOf = (c: Context, trustProxy: boolean): string => requestOrigin(c.req.raw, c.env, trustProxy);

/** A path of this site to come back to; anything else (another site, `//host`, a scheme) is `/`. */
export function sameSitePath(value: string | undefined, origin: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Where the browser lands with the outcome. A link comes back to its page (the security centre reads
 * `thirdParty=link`, or `thirdParty=error&reason=`). A login, or a flow whose intent is unknown, comes
 * back to /login (home with the login popup, SPEC.md section 2), which completes it and then goes on
 * to `next`: the site's first script carries nothing of a third-party return (budgets.json).
 */
function back(intent: Intent | undefined, returnTo: string, origin: string, outcome: Record<string, string>): string {
  const url = new URL(intent === 'link' ? returnTo : '/login', origin);
  url.searchParams.delete('thirdParty');
  url.searchParams.delete('reason');
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  if (intent !== 'link' && returnTo !== '/') url.searchParams.set('next', returnTo);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What oauth4webapi needs of a provider: where it is, this client, and how to reach it. */
interface Resolved {
  issuer: URL;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  options: {
    [oauth.customFetch]?: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => Promise<Response>;
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the stand-in on a development machine speaks plain http
    [oauth.allowInsecureRequests]?: boolean;
    signal?: AbortSignal;
  };
}

export function oidcRoutes({ providers, platform = null, log, trustProxy = false }: OidcOptions): Hono {
  const app = new Hono();
  // Discovery documents, by issuer (the stand-in's issuer is the origin the site is reached on).
  const servers = new Map<string, Promise<oauth.AuthorizationServer>>();

  const resolve = (channel: ThirdPartyChannel, origin: string): Resolved | null => {
    const setting = providers[channel];
    if (!setting) return null;
    const standIn = setting === 'standIn';
    const issuer = new URL(standIn ? `${origin}/wps/idp/${channel}` : setting.issuer);
    const clientId = standIn ? oidcStandIn.clientId : setting.clientId;
    const secret = standIn ? oidcStandIn.clientSecret : setting.clientSecret;
    const options: Resolved['options'] = {
      // The stand-in is the embedded platform: asked in process (the site may be reached on a name
      // this machine cannot resolve), and over plain http on a development machine.
      ...(standIn && platform
        ? {
            [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
              Promise.resolve(
                platform(
                  new Request(url, { method: init.method, headers: init.headers, body: init.body as string | null }),
                ),
              ),
          }
        : {}),
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- as above: an http issuer (the stand-in here)
      ...(issuer.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}),
      signal: AbortSignal.timeout(10_000),
    };
    return { issuer, client: { client_id: clientId }, auth: oauth.ClientSecretPost(secret), options };
  };

  const serverOf = (resolved: Resolved): Promise<oauth.AuthorizationServer> => {
    const key = resolved.issuer.href;
    let found = servers.get(key);
    if (!found) {
      found = oauth
        .discoveryRequest(resolved.issuer, { ...resolved.options, algorithm: 'oidc' })
        .then((response) => oauth.processDiscoveryResponse(resolved.issuer, response));
      // A failed discovery is asked again next time; a handful of origins at most is kept.
      found.catch(() => servers.delete(key));
      if (servers.size > 16) servers.clear();
      servers.set(key, found);
    }
    return found;
  };

  const cookieOptions = (c: Context, path: string, maxAge: number) =>
    ({
      path,
      maxAge,
      httpOnly: true,
      sameSite: 'Lax',
      secure: originOf(c, trustProxy).startsWith('https:'),
    }) as const;

  app.get('/:channel/start', async (c) => {
    const origin = originOf(c, trustProxy);
    const returnTo = sameSitePath(c.req.query('return'), origin);
    const channel = c.req.param('channel');
    const intent = c.req.query('intent');
    if (!isThirdPartyChannel(channel) || !(intents as readonly string[]).includes(intent ?? '')) {
      const known = intents.find((name) => name === intent);
      return c.redirect(back(known, returnTo, origin, { thirdParty: 'error', reason: 'failed' }), 303);
    }
    const resolved = resolve(channel, origin);
    try {
      if (!resolved) throw new Error(`no provider is configured for ${channel}`);
      const server = await serverOf(resolved);
      if (!server.authorization_endpoint) throw new Error('the provider names no authorization endpoint');
      const flow: Flow = {
        channel,
        state: oauth.generateRandomState(),
        nonce: oauth.generateRandomNonce(),
        verifier: oauth.generateRandomCodeVerifier(),
        intent: intent as Intent,
        returnTo,
      };
      const url = new URL(server.authorization_endpoint);
      const language = getCookie(c, 'lang');
      for (const [name, value] of Object.entries({
        response_type: 'code',
        client_id: resolved.client.client_id,
        redirect_uri: `${origin}/auth/${channel}/callback`,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        ...(language && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(language) ? { ui_locales: language } : {}),
      }))
        url.searchParams.set(name, value);
      setCookie(c, flowCookie, encode(flow), cookieOptions(c, '/auth/', flowMaxAge));
      c.header('Cache-Control', 'no-store');
      return c.redirect(url.toString(), 303);
    } catch (error) {
      log.warn({ channel, reason: reasonOf(error) }, 'third-party sign-in could not start');
      return c.redirect(back(intent as Intent, returnTo, origin, { thirdParty: 'error', reason: 'failed' }), 303);
    }
  });

  app.get('/:channel/callback', async (c) => {
    const origin = originOf(c, trustProxy);
    const channel = c.req.param('channel');
    const flow = flowOf(decode(getCookie(c, flowCookie)));
    deleteCookie(c, flowCookie, { path: '/auth/' });
    c.header('Cache-Control', 'no-store');
    const returnTo = sameSitePath(flow?.returnTo, origin);
    const failed = (reason: 'cancelled' | 'failed') =>
      c.redirect(back(flow?.intent, returnTo, origin, { thirdParty: 'error', reason }), 303);
    const resolved = isThirdPartyChannel(channel) ? resolve(channel, origin) : null;
    if (flow?.channel !== channel || !resolved) return failed('failed');
    try {
      const server = await serverOf(resolved);
      const redirectUri = `${origin}/auth/${channel}/callback`;
      const params = oauth.validateAuthResponse(server, resolved.client, new URL(c.req.url), flow.state);
      const response = await oauth.authorizationCodeGrantRequest(
        server,
        resolved.client,
        resolved.auth,
        params,
        redirectUri,
        flow.verifier,
        resolved.options,
      );
      const result = await oauth.processAuthorizationCodeResponse(server, resolved.client, response, {
        expectedNonce: flow.nonce,
        requireIdToken: true,
      });
      const handoff: Handoff = { channel, idToken: result.id_token ?? '', intent: flow.intent };
      setCookie(c, handoffCookie, encode(handoff), cookieOptions(c, handoffPath, handoffMaxAge));
      return c.redirect(back(flow.intent, returnTo, origin, { thirdParty: flow.intent }), 303);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied')
        return failed('cancelled');
      log.warn({ channel, reason: reasonOf(error) }, 'third-party sign-in failed');
      return failed('failed');
    }
  });

  app.post('/handoff', (c) => {
    c.header('Cache-Control', 'no-store');
    // Only the site's own pages take the token (SameSite=Lax keeps the cookie from other sites' posts too).
    const from = c.req.header('origin');
    if (from && from !== originOf(c, trustProxy)) return c.json({ error: 'forbidden' }, 403);
    const handoff = decode(getCookie(c, handoffCookie)) as Partial<Handoff> | null;
    deleteCookie(c, handoffCookie, { path: handoffPath });
    if (!handoff?.idToken || !isThirdPartyChannel(handoff.channel ?? '')) return c.json({ error: 'not_found' }, 404);
    return c.json(handoff);
  });

  return app;
}

/** Why a step failed, for the log: the library's code or the error's name, never a token. */
function reasonOf(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError) return `${error.code}: ${error.error}`;
  if (error instanceof oauth.OperationProcessingError) return error.code ?? 'OPERATION_PROCESSING_ERROR';
  if (error instanceof oauth.WWWAuthenticateChallengeError) return error.code;
  return error instanceof Error ? error.name : 'unknown';
}
