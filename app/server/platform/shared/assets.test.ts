import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlatformEnv } from '../domain';
import { testPlatform } from '../testing';
import { assetCacheControl, matchesIfNoneMatch, serveAsset } from './assets';

describe('generated images', () => {
  const platform = testPlatform();
  afterAll(() => platform.close());
  const banner = '/wps/assets/banner/1.svg';

  it('are cached for a week, revalidated in the background for a day more', async () => {
    const response = await platform.request(banner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(assetCacheControl).toBe(response.headers.get('cache-control'));
  });

  it('carry a strong ETag: the hash of their bytes, the same on every request', async () => {
    const response = await platform.request(banner);
    const svg = await response.text();
    const etag = response.headers.get('etag');
    expect(etag).toBe(`"${createHash('sha256').update(svg).digest('base64url')}"`);
    expect((await platform.request(banner)).headers.get('etag')).toBe(etag);
    expect((await platform.request('/wps/assets/banner/2.svg')).headers.get('etag')).not.toBe(etag);
  });

  it('answer 304, without a body and with their cache headers, to a matching If-None-Match', async () => {
    const etag = (await platform.request(banner)).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await platform.request(banner, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe(assetCacheControl);
    }
  });

  it('answer 200 with the image to a different If-None-Match', async () => {
    const other = (await platform.request('/wps/assets/banner/2.svg')).headers.get('etag') ?? '';
    const response = await platform.request(banner, { headers: { 'If-None-Match': other } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('answer 404 for an id that names no record', async () => {
    expect((await platform.request('/wps/assets/banner/999999.svg')).status).toBe(404);
  });
});

describe('serveAsset', () => {
  it('draws and hashes an image once, and keeps nothing for ids without a record', async () => {
    const router = new Hono<PlatformEnv>();
    // The platform's error handler turns the unknown id's error into its 404 envelope; here, a plain 404.
    router.onError((_, c) => c.text('Not found', 404));
    const drawn: string[] = [];
    serveAsset(router, 'thing', /^\d+$/, (id) => {
      drawn.push(id);
      return id === '1' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : undefined;
    });
    const first = await router.request('/wps/assets/thing/1.svg');
    const again = await router.request('/wps/assets/thing/1.svg', {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect([first.status, again.status]).toEqual([200, 304]);
    await router.request('/wps/assets/thing/2.svg');
    await router.request('/wps/assets/thing/2.svg');
    expect(drawn).toEqual(['1', '2', '2']);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"abc"';
  it('compares weakly, over a list, and takes * for any', () => {
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', etag)).toBe(false);
    expect(matchesIfNoneMatch('abc', etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});
