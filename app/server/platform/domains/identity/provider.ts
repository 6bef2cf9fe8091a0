// The stand-in OpenID Connect provider (issue 16 item 2): one per channel at /wps/idp/<channel>, so
// that the third-party login works on a fresh machine and in the e2e journeys. Discovery, a consent
// page (authorize), the token endpoint (authorization_code only, PKCE S256 required, the client's
// secret by client_secret_post or client_secret_basic, a code used once within 60 s) and the JWKS.
// Its RS256 keys are made at start with jose: a restart signs with new ones. The issuer is the
// origin the request came to, plus the path: the site's own origin behind the site's server.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import {
  createLocalJWKSet,
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  SignJWT,
} from 'jose';
import { type ThirdPartyChannel, thirdPartyChannels } from '@lobby/contract';
import { requestOrigin } from '../../../clientAddress';
import { oidcStandIn } from '../../config';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../domain';
import { toLang } from '../../seed/names';
import {
  anotherAccount,
  type AuthorizationParams,
  consentCss,
  consentCssUrl,
  consentPage,
  demoIdentities,
  invalidRequestPage,
  sendPage,
} from './pages';
import { type CodeGrant, createCodeStore } from './store';

type Ctx = Context<PlatformEnv>;

/** An authorization code is good once, for this long (issue 16 item 2). */
const codeTtlMs = 60_000;
/** An ID token is good for this long after it is issued. */
const idTokenTtlSeconds = 600;

const standInPath = (channel: ThirdPartyChannel): string => `/wps/idp/${channel}`;

/** Whether `issuer` is a stand-in's issuer of the channel (of any origin: the site's own). */
export const isStandInIssuer = (issuer: unknown, channel: ThirdPartyChannel): boolean => {
  if (typeof issuer !== 'string') return false;
  try {
    const url = new URL(issuer);
    return /^https?:$/.test(url.protocol) && url.pathname === standInPath(channel) && !url.search && !url.hash;
  } catch {
    return false;
  }
};

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
}

async function makeKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, jwks: { keys: [jwk] } };
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** base64url(SHA-256(verifier)): PKCE's S256 (RFC 7636). */
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

const oauthError = (c: Ctx, error: string, description: string, status: 400 | 401 = 400) =>
  c.json({ error, error_description: description }, status, { 'Cache-Control': 'no-store' });

/** The client's id and secret, from the Authorization header (basic) or the body (post). */
function clientOf(c: Ctx, body: Record<string, string>): { id: string; secret: string } | null {
  const header = c.req.header('authorization');
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  }
  return body.client_id && body.client_secret ? { id: body.client_id, secret: body.client_secret } : null;
}

const textsOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** The request parameters the consent form carries back. */
const carried = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'ui_locales',
] as const;

/**
 * The request's parameters when the stand-in serves it: its own client, a return address on the
 * request's own origin (the site's callback), the openid scope, a code answer and PKCE S256; null else.
 */
function validRequest(
  origin: string,
  channel: ThirdPartyChannel,
  input: Record<string, string>,
): AuthorizationParams | null {
  const params: AuthorizationParams = {};
  for (const name of carried) if (input[name] !== undefined) params[name] = input[name].slice(0, 2048);
  let redirect: URL;
  try {
    redirect = new URL(params.redirect_uri ?? '');
  } catch {
    return null;
  }
  const sameOrigin = redirect.origin === origin;
  const valid =
    params.client_id === oidcStandIn.clientId &&
    sameOrigin &&
    redirect.pathname === `/auth/${channel}/callback` &&
    params.response_type === 'code' &&
    (params.scope ?? '').split(' ').includes('openid') &&
    params.code_challenge_method === 'S256' &&
    /^[A-Za-z0-9_-]{43}$/.test(params.code_challenge ?? '');
  return valid ? params : null;
}

/** The redirect back to the client, with the answer's parameters and the issuer (RFC 9207). */
function answerTo(params: AuthorizationParams, issuer: string, answer: Record<string, string>): Response {
  const url = new URL(params.redirect_uri ?? '');
  for (const [name, value] of Object.entries({
    ...answer,
    ...(params.state ? { state: params.state } : {}),
    iss: issuer,
  }))
    url.searchParams.set(name, value);
  return new Response(null, { status: 303, headers: { Location: url.toString(), 'Cache-Control': 'no-store' } });
}

/** A typed identity: its subject follows from the e-mail, so the same address is the same person. */
const typedSubject = (channel: ThirdPartyChannel, email: string): string =>
  createHash('sha256').update(`${channel}:${email.toLowerCase()}`).digest('hex').slice(0, 24);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The stand-in's key sets, per channel, for the ID token's verification (verify.ts). */
export type StandInKeys = (channel: ThirdPartyChannel) => Promise<ReturnType<typeof createLocalJWKSet>>;

/** Mounts the stand-in providers; returns their keys for verifying what they signed. */
export function standInRoutes(app: PlatformApp, ctx: PlatformContext): StandInKeys {
  const codes = createCodeStore(ctx.db, ctx.now);
  // The origin a request came to: https behind a trusted proxy that says so (TRUST_PROXY).
  const origin = (c: Ctx) => requestOrigin(c.req.raw, c.env, ctx.config.trustProxy);
  /** The issuer a request to the stand-in speaks for: its origin and the channel's path. */
  const issuerOf = (c: Ctx, channel: ThirdPartyChannel): string => `${origin(c)}${standInPath(channel)}`;
  const keys = new Map(thirdPartyChannels.map((channel) => [channel, makeKey()]));
  const keyOf = (channel: ThirdPartyChannel) => keys.get(channel) as Promise<SigningKey>;

  app.get(consentCssUrl, () => sendPage(consentCss, 'text/css'));

  for (const channel of thirdPartyChannels) {
    const base = standInPath(channel);
    const langOfPage = (c: Ctx, params?: AuthorizationParams) =>
      toLang(params?.ui_locales?.split(' ')[0] ?? c.req.header('accept-language')?.split(',')[0]);

    app.get(`${base}/.well-known/openid-configuration`, (c) => {
      const issuer = issuerOf(c, channel);
      return c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['iss', 'aud', 'sub', 'email', 'email_verified', 'name', 'nonce', 'iat', 'exp'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
        authorization_response_iss_parameter_supported: true,
        ui_locales_supported: ['es', 'en', 'th'],
      });
    });

    app.get(`${base}/jwks`, async (c) => c.json((await keyOf(channel)).jwks));

    app.get(`${base}/authorize`, (c) => {
      const params = validRequest(origin(c), channel, c.req.query());
      const lang = langOfPage(c, params ?? undefined);
      if (!params) return sendPage(invalidRequestPage(lang), 'text/html', 400);
      return sendPage(consentPage({ channel, lang, params }), 'text/html');
    });

    app.post(`${base}/authorize`, (c) => {
      const input = textsOf(c.get('body'));
      const params = validRequest(origin(c), channel, input);
      const lang = langOfPage(c, params ?? undefined);
      if (!params) return sendPage(invalidRequestPage(lang), 'text/html', 400);
      const issuer = issuerOf(c, channel);
      if (input.action === 'cancel') return answerTo(params, issuer, { error: 'access_denied' });
      let person = demoIdentities[channel].find((identity) => identity.id === input.account);
      if (input.account === anotherAccount) {
        const name = (input.name ?? '').trim().slice(0, 80);
        const email = (input.email ?? '').trim().slice(0, 254);
        if (!name || !emailPattern.test(email)) {
          return sendPage(consentPage({ channel, lang, params, typed: { name, email }, missing: true }), 'text/html');
        }
        person = { id: anotherAccount, subject: typedSubject(channel, email), name, email };
      }
      if (!person) return sendPage(consentPage({ channel, lang, params, missing: true }), 'text/html');
      const code = randomBytes(32).toString('base64url');
      const grant: CodeGrant = {
        channel,
        clientId: params.client_id ?? '',
        redirectUri: params.redirect_uri ?? '',
        codeChallenge: params.code_challenge ?? '',
        nonce: params.nonce ?? null,
        subject: person.subject,
        name: person.name,
        email: person.email,
      };
      codes.issue(code, grant, codeTtlMs);
      return answerTo(params, issuer, { code });
    });

    app.post(`${base}/token`, async (c) => {
      const body = textsOf(c.get('body'));
      const client = clientOf(c, body);
      if (client?.id !== oidcStandIn.clientId || !sameText(client.secret, oidcStandIn.clientSecret)) {
        return oauthError(c, 'invalid_client', 'Unknown client or wrong secret', 401);
      }
      if (body.grant_type !== 'authorization_code') {
        return oauthError(c, 'unsupported_grant_type', 'Only authorization_code is supported');
      }
      const grant = body.code ? codes.redeem(body.code) : undefined;
      const verifier = body.code_verifier ?? '';
      const valid =
        grant?.channel === channel &&
        grant.clientId === client.id &&
        grant.redirectUri === body.redirect_uri &&
        /^[A-Za-z0-9._~-]{43,128}$/.test(verifier) &&
        sameText(s256(verifier), grant.codeChallenge);
      if (!grant || !valid) return oauthError(c, 'invalid_grant', 'The code is unknown, used, expired or not yours');
      const key = await keyOf(channel);
      const issuedAt = Math.floor(ctx.now() / 1000);
      const idToken = await new SignJWT({
        email: grant.email,
        email_verified: true,
        name: grant.name,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .setIssuer(issuerOf(c, channel))
        .setAudience(grant.clientId)
        .setSubject(grant.subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + idTokenTtlSeconds)
        .sign(key.privateKey);
      return c.json(
        {
          access_token: randomBytes(24).toString('base64url'),
          token_type: 'Bearer',
          expires_in: idTokenTtlSeconds,
          scope: 'openid email profile',
          id_token: idToken,
        },
        200,
        { 'Cache-Control': 'no-store', Pragma: 'no-cache' },
      );
    });
  }

  const sets = new Map<ThirdPartyChannel, ReturnType<typeof createLocalJWKSet>>();
  return async (channel) => {
    const known = sets.get(channel);
    if (known) return known;
    const set = createLocalJWKSet((await keyOf(channel)).jwks);
    sets.set(channel, set);
    return set;
  };
}
