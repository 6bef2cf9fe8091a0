import { describe, expect, it } from 'vitest';
import { createServer } from './app';
import { createReadiness, embeddedPlatformCheck, upstreamPlatformCheck } from './health';
import { testPlatform } from './platform/testing';

const pages = () => Promise.resolve(new Response('<!doctype html><title>page</title>'));

describe('health', () => {
  it('answers /healthz while the process is up, never cached and never the page', async () => {
    const response = await createServer({ siteDir: null, pages }).request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready while the embedded database answers, and not once it is closed or the server stops', async () => {
    const platform = testPlatform();
    const readiness = createReadiness(embeddedPlatformCheck(platform));
    const app = createServer({ siteDir: null, pages, platform: platform.fetch, readiness });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');

    readiness.stop();
    const stopping = await app.request('/readyz');
    expect(stopping.status).toBe(503);
    expect(stopping.headers.get('cache-control')).toBe('no-store');
    expect(await stopping.json()).toEqual({ status: 'not ready', reason: 'shutting down' });

    platform.close();
    const closed = await createServer({
      siteDir: null,
      pages,
      readiness: createReadiness(embeddedPlatformCheck(platform)),
    }).request('/readyz');
    expect(closed.status).toBe(503);
    expect(((await closed.json()) as { reason: string }).reason).toMatch(/^embedded platform: /);
  });

  it("asks the operator's platform for its status, and gives it one second", async () => {
    const asked: string[] = [];
    const answering = upstreamPlatformCheck('https://platform.example/api/', {
      fetch: (url) => {
        asked.push(url instanceof Request ? url.url : url.toString());
        return Promise.resolve(Response.json({ success: true }));
      },
    });
    expect(await answering()).toBeNull();
    expect(asked).toEqual(['https://platform.example/api/wps/system/status']);

    const failing = upstreamPlatformCheck('https://platform.example', {
      fetch: () => Promise.resolve(new Response('down', { status: 503 })),
    });
    expect(await failing()).toBe('platform status answered 503');

    const silent = upstreamPlatformCheck('https://platform.example', {
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    });
    expect(await silent()).toBe('platform status did not answer within 20 ms');

    const refused = upstreamPlatformCheck('https://platform.example', {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await refused()).toBe('platform status failed: fetch failed');
  });
});
