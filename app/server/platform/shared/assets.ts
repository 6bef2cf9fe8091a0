// Generated images served by the platform itself (PLATFORM.md: nothing is fetched from outside):
// GET /wps/assets/<kind>/<id>.svg.
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { ErrorCode } from '@lobby/contract';
import type { PlatformApp, PlatformEnv } from '../domain';
import { PlatformError } from '../http';

/** `/wps/assets/<kind>/<id>.svg`: the URL every generated image is published under. */
export const assetUrl = (kind: string, id: string | number): string => `/wps/assets/${kind}/${id}.svg`;

/**
 * A week fresh, and a day more served from the cache while the browser checks it in the background.
 * Not `immutable`: the URL names a record (banner 3, game 10001), not the image's bytes, so another
 * seed or database draws a different picture under the same URL; the ETag catches that change.
 */
export const assetCacheControl = 'public, max-age=604800, stale-while-revalidate=86400';

interface Asset {
  svg: string;
  /** Strong: a hash of the image's bytes. */
  etag: string;
}

/**
 * RFC 9110 section 13.1.2: If-None-Match compares weakly, so `W/"x"` matches `"x"`. The site server
 * compresses the SVGs and then weakens their ETag (app/server/app.ts: hono's compress), so that is
 * the form a browser sends back through it.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function svgResponse(c: Context<PlatformEnv>, { svg, etag }: Asset): Response {
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': assetCacheControl,
    ETag: etag,
    // The images are plain markup; no script in them ever runs.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  };
  // A 304 carries the same Cache-Control and ETag: they renew the browser's copy.
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(svg, { status: 200, headers });
}

/**
 * Registers GET /wps/assets/<kind>/:file: `render(id)` answers the SVG or undefined (404 envelope).
 * `idPattern` checks the id part of `<id>.svg`. An image is drawn and hashed once, on its first
 * request: the records it is drawn from are seeded and never change while the platform runs. Only
 * ids that exist are kept, so the cache holds at most one entry per record (per flag for `flag`).
 */
export function serveAsset(
  router: PlatformApp,
  kind: string,
  idPattern: RegExp,
  render: (id: string) => string | undefined,
): void {
  const drawn = new Map<string, Asset>();
  const assetOf = (id: string): Asset | undefined => {
    const known = drawn.get(id);
    if (known) return known;
    const svg = render(id);
    if (svg === undefined) return undefined;
    const asset = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url')}"` };
    drawn.set(id, asset);
    return asset;
  };
  router.get(`/wps/assets/${kind}/:file`, (c) => {
    const match = /^(.+)\.svg$/.exec(c.req.param('file'));
    const id = match?.[1];
    const asset = id !== undefined && idPattern.test(id) ? assetOf(id) : undefined;
    if (asset === undefined)
      throw new PlatformError(ErrorCode.NOT_FOUND, `No such image: ${kind}/${c.req.param('file')}`, 404);
    return svgResponse(c, asset);
  });
}
