// Verifies a third-party ID token with jose (issue 16 item 2): its signature against the issuer's keys
// (the stand-in's own, or the configured issuer's JWKS found by discovery), its issuer, audience and
// expiry, with 60 s of clock tolerance. Any failure is THIRD_PARTY_TOKEN_INVALID, never why in detail.
import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ErrorCode, type ThirdPartyChannel } from '@lobby/contract';
import type { PlatformContext } from '../../domain';
import { PlatformError } from '../../http';
import { isStandInIssuer, type StandInKeys } from './provider';
import type { Identity } from './store';

const clockToleranceSeconds = 60;
/** The signatures a provider may use (Google and Facebook sign with RS256); `none` is never one. */
const algorithms = ['RS256', 'ES256', 'PS256'];

interface Discovery {
  issuer?: unknown;
  jwks_uri?: unknown;
}

/** The configured issuer's key set, found by its discovery document (kept once found). */
function remoteKeys(log: PlatformContext['log']) {
  const found = new Map<string, Promise<JWTVerifyGetKey>>();
  const discover = async (issuer: string): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    const metadata = (await response.json()) as Discovery;
    if (!response.ok || metadata.issuer !== issuer || typeof metadata.jwks_uri !== 'string') {
      throw new Error(`the discovery document of ${issuer} does not name it or its keys`);
    }
    return createRemoteJWKSet(new URL(metadata.jwks_uri));
  };
  return (issuer: string): Promise<JWTVerifyGetKey> => {
    let keys = found.get(issuer);
    if (!keys) {
      keys = discover(issuer);
      found.set(issuer, keys);
      // A failed discovery is tried again at the next login, not remembered.
      keys.catch((error: unknown) => {
        found.delete(issuer);
        log(`OIDC discovery of ${issuer} failed: ${error instanceof Error ? error.message : String(error)}`, 'warn');
      });
    }
    return keys;
  };
}

const invalid = () => new PlatformError(ErrorCode.THIRD_PARTY_TOKEN_INVALID, 'The sign-in could not be verified');

/** The key an identity is linked under: the stand-in's is the same on every origin the site is reached on. */
const linkIssuer = (channel: ThirdPartyChannel, issuer: string | null, claimed: string): string =>
  issuer === null ? `stand-in:${channel}` : claimed;

export function createVerifier(ctx: Pick<PlatformContext, 'config' | 'now' | 'log'>, standIn: StandInKeys) {
  const remote = remoteKeys(ctx.log);
  return async (channel: ThirdPartyChannel, idToken: string): Promise<Identity> => {
    const trust = ctx.config.oidc[channel];
    let payload: JWTPayload;
    try {
      const claimed = decodeJwt(idToken).iss;
      const issuer = trust.issuer ?? (isStandInIssuer(claimed, channel) ? claimed : undefined);
      if (issuer === undefined || claimed !== issuer) throw invalid();
      const keys = trust.issuer === null ? await standIn(channel) : await remote(trust.issuer);
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer,
        audience: trust.audience,
        algorithms,
        clockTolerance: clockToleranceSeconds,
        currentDate: new Date(ctx.now()),
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch {
      throw invalid();
    }
    const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      channel,
      issuer: linkIssuer(channel, trust.issuer, payload.iss ?? ''),
      subject: payload.sub ?? '',
      email: text(payload.email),
      name: text(payload.name),
    };
  };
}
