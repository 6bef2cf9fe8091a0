// The stand-in hosted challenge's tokens (issue 16 item 3): HMAC-SHA256 with the stand-in's secret
// over the site key, the issue time, a random id and the host the widget was solved on; valid 5
// minutes, and good for one siteverify: the ids used are kept (in the database, which every server
// of one site shares) until the token would have expired anyway.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db';

/** A token answers for this long after it is issued (the frame unticks itself then). */
export const tokenTtlMs = 5 * 60_000;

export function migrateChallenge(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS challenge_tokens_used (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)');
}

/** Turnstile's siteverify answer (the fields this stand-in fills). */
interface SiteverifyAnswer {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
}

interface TokenClaims {
  /** The site key. */
  k: string;
  /** Issued at, epoch ms. */
  t: number;
  /** A random id, remembered once used. */
  i: string;
  /** The host the widget was served on. */
  h: string;
}

export interface ChallengeTokens {
  issue(siteKey: string, hostname: string): string;
  /** POST siteverify's form: `secret`, `response` (and `remoteip`, which the stand-in does not compare). */
  siteverify(form: Record<string, string | undefined>): SiteverifyAnswer;
}

const refused = (code: string): SiteverifyAnswer => ({ success: false, 'error-codes': [code] });

export function createChallengeTokens(
  db: Database,
  now: () => number,
  standIn: { siteKey: string; secret: string },
): ChallengeTokens {
  const mac = (payload: string) => createHmac('sha256', standIn.secret).update(payload).digest();
  const use = db.prepare('INSERT OR IGNORE INTO challenge_tokens_used (id, expires_at) VALUES (?, ?)');
  const purge = db.prepare('DELETE FROM challenge_tokens_used WHERE expires_at <= ?');

  /** The claims of a token this stand-in signed, or null. */
  function claimsOf(token: string): TokenClaims | null {
    const [payload = '', signature = '', ...rest] = token.split('.');
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(payload);
    if (rest.length || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
      const whole =
        typeof claims.k === 'string' &&
        typeof claims.i === 'string' &&
        typeof claims.h === 'string' &&
        Number.isSafeInteger(claims.t);
      return whole ? (claims as TokenClaims) : null;
    } catch {
      return null;
    }
  }

  return {
    issue(siteKey, hostname) {
      const claims: TokenClaims = { k: siteKey, t: now(), i: randomBytes(16).toString('base64url'), h: hostname };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    siteverify({ secret, response }) {
      if (!secret) return refused('missing-input-secret');
      const secretGiven = Buffer.from(secret);
      const secretKnown = Buffer.from(standIn.secret);
      if (secretGiven.length !== secretKnown.length || !timingSafeEqual(secretGiven, secretKnown))
        return refused('invalid-input-secret');
      if (!response) return refused('missing-input-response');
      const claims = response.length <= 4096 ? claimsOf(response) : null;
      if (claims?.k !== standIn.siteKey) return refused('invalid-input-response');
      const time = now();
      const expiresAt = claims.t + tokenTtlMs;
      if (claims.t > time || expiresAt <= time) return refused('timeout-or-duplicate');
      purge.run(time);
      if (use.run(claims.i, expiresAt).changes === 0) return refused('timeout-or-duplicate');
      return {
        success: true,
        'error-codes': [],
        challenge_ts: new Date(claims.t).toISOString(),
        hostname: claims.h,
      };
    },
  };
}
