// Generated images served by the platform itself (PLATFORM.md: nothing is fetched from outside):
// GET /wps/assets/<kind>/<id>.svg. They never change for a seed, so browsers may keep them a day.
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { ErrorCode } from '@lobby/contract';
import type { PlatformApp, PlatformEnv } from '../domain';
import { PlatformError } from '../http';

/** `/wps/assets/<kind>/<id>.svg`: the URL every generated image is published under. */
export const assetUrl = (kind: string, id: string | number): string => `/wps/assets/${kind}/${id}.svg`;

function svgResponse(c: Context<PlatformEnv>, svg: string): Response {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
    // The images are plain markup; no script in them ever runs.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  };
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(svg, { status: 200, headers });
}

/**
 * Registers GET /wps/assets/<kind>/:file: `render(id)` answers the SVG or undefined (404 envelope).
 * `idPattern` checks the id part of `<id>.svg`.
 */
export function serveAsset(
  router: PlatformApp,
  kind: string,
  idPattern: RegExp,
  render: (id: string) => string | undefined,
): void {
  router.get(`/wps/assets/${kind}/:file`, (c) => {
    const match = /^(.+)\.svg$/.exec(c.req.param('file'));
    const id = match?.[1];
    const svg = id !== undefined && idPattern.test(id) ? render(id) : undefined;
    if (svg === undefined)
      throw new PlatformError(ErrorCode.NOT_FOUND, `No such image: ${kind}/${c.req.param('file')}`, 404);
    return svgResponse(c, svg);
  });
}
