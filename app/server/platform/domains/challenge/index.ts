// The stand-in hosted challenge (issue 16 item 3; SPEC.md section 4), served when no LOBBY_CHALLENGE_*
// names a real one (Cloudflare Turnstile, hCaptcha...), so that LOBBY_HUMAN_CHECK_PROVIDER=hosted
// works on a fresh machine and in the e2e journeys, as the stand-in identity provider does for the
// third-party login. Under /wps/challenge/ of whatever origin the site is reached on:
//   GET  api.js      the widget's script (widget.ts: the global `lobbyChallenge`)
//   GET  frame       the widget's page: ?sitekey=&theme=light|dark&lang=es|en|th&origin=&id=
//   POST answer      form `sitekey`: a signed token, 5 minutes, one use (token.ts)
//   POST siteverify  form `secret`, `response`, `remoteip`: Turnstile's answer
// The platform's own verifier asks it in process (challengeService), never over the network.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { requestOrigin } from '../../../clientAddress';
import { challengeStandIn } from '../../config';
import type { Domain, PlatformContext, PlatformEnv } from '../../domain';
import type { Siteverify } from '../../humanCheck';
import { readBody, readQuery, v } from '../../http';
import { toLang } from '../../seed/names';
import { servePage } from '../../shared/pages';
import { createChallengeTokens, migrateChallenge, tokenTtlMs } from './token';
import { apiScript, framePage } from './widget';

const base = '/wps/challenge';
const { answerPath } = challengeStandIn;

/** The script's URL never changes with its content: a day, then revalidated in the background. */
const scriptCache = 'public, max-age=86400, stale-while-revalidate=604800';

/** The page's origin, when it is one (scheme, host and port only); '' otherwise. */
function originOf(text: string | undefined): string {
  try {
    const url = new URL(text ?? '');
    return /^https?:$/.test(url.protocol) && url.origin === text ? url.origin : '';
  } catch {
    return '';
  }
}

const frameQuery = {
  sitekey: v.optional(v.str({ max: 256 }), ''),
  theme: v.optional(v.oneOf(['light', 'dark'] as const), 'light'),
  lang: v.optional(v.str({ max: 16 }), ''),
  origin: v.optional(v.str({ max: 256 }), ''),
  id: v.optional(v.str({ max: 64 }), ''),
};

/** The stand-in's token store of a platform (its database), shared by its routes and its service. */
const tokensOf = (ctx: Pick<PlatformContext, 'db' | 'now'>) => createChallengeTokens(ctx.db, ctx.now, challengeStandIn);

function routes(app: Parameters<Domain['routes']>[0], ctx: PlatformContext): void {
  const tokens = tokensOf(ctx);
  const hostOf = (c: Context<PlatformEnv>) => new URL(requestOrigin(c.req.raw, c.env, ctx.config.trustProxy)).hostname;

  app.get(`${base}/api.js`, () =>
    servePage(apiScript(challengeStandIn.api), 'text/javascript', { fileCache: scriptCache }),
  );

  app.get(`${base}/frame`, (c) => {
    const query = readQuery(c, frameQuery);
    const origin = originOf(query.origin);
    const known = query.sitekey === challengeStandIn.siteKey && origin !== '' && /^[\w-]{1,64}$/.test(query.id);
    const nonce = randomBytes(16).toString('base64');
    const page = framePage(
      { lang: toLang(query.lang), theme: query.theme, siteKey: query.sitekey, origin, id: query.id, answerPath, known },
      nonce,
    );
    // Framed by the page that drew it: this site, and the page's own origin (a site on another origin
    // in front of this platform).
    const ancestors = origin ? `'self' ${origin}` : "'self'";
    return servePage(page, 'text/html', { status: known ? 200 : 400, frameAncestors: ancestors, nonce });
  });

  app.post(answerPath, (c) => {
    const { sitekey } = readBody(c, { sitekey: v.optional(v.str({ max: 256 }), '') });
    const headers = { 'Cache-Control': 'no-store' };
    if (sitekey !== challengeStandIn.siteKey) return c.json({ error: 'invalid-sitekey' }, 400, headers);
    return c.json({ token: tokens.issue(sitekey, hostOf(c)), expiresInMs: tokenTtlMs }, 200, headers);
  });

  app.post(`${base}/siteverify`, (c) => {
    const body = (c.get('body') ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
    const answer = tokens.siteverify({ secret: text('secret'), response: text('response') });
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });
}

export const challengeDomain: Domain = { name: 'challenge', migrate: migrateChallenge, routes };

/** The stand-in's siteverify, in process (the verifier of ../../humanCheck.ts when no verify URL is set). */
export function challengeService(ctx: Pick<PlatformContext, 'db' | 'now'>): { siteverify: Siteverify } {
  const tokens = tokensOf(ctx);
  return {
    siteverify: (form) =>
      Promise.resolve(
        tokens.siteverify({ secret: form.get('secret') ?? undefined, response: form.get('response') ?? undefined }),
      ),
  };
}
