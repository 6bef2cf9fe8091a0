import { describe, expect, it } from 'vitest';
import { createServer } from './app';
import { createEventStreams } from './eventStreams';
import { createMetrics, metricsAccessOf, type MetricsAccess } from './metrics';
import { createProxy } from './proxy';

const pages = () => Promise.resolve(new Response('<!doctype html><title>page</title>'));

function serverWith(metricsAccess: MetricsAccess, nodeMetrics = false) {
  const metrics = createMetrics({ nodeMetrics });
  return { metrics, app: createServer({ siteDir: null, pages, metrics, metricsAccess }) };
}

describe('metrics', () => {
  it('counts requests by route class and status, never by path', async () => {
    const { app } = serverWith('open');
    for (const path of ['/', '/member/wallet?tab=1', '/promotions/7', '/assets/nowhere.js', '/wps/x'])
      await app.request(path);
    const response = await app.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('lobby_http_requests_total{route="page",status="200"} 3');
    expect(text).toContain('lobby_http_requests_total{route="asset",status="404"} 1');
    expect(text).toContain('lobby_http_requests_total{route="platform",status="404"} 1');
    expect(text).toContain('lobby_http_request_duration_seconds_bucket{le="0.005",route="page",status="200"}');
    expect(text).not.toMatch(/wallet|promotions|nowhere/);
  });

  it("includes Node's own metrics, the event-loop lag among them", async () => {
    const text = await (await serverWith('open', true).app.request('/metrics')).text();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('is off in production without a token, and asks for the token when there is one', async () => {
    expect(metricsAccessOf(true, undefined)).toBe('off');
    expect(metricsAccessOf(true, ' ')).toBe('off');
    expect(metricsAccessOf(false, undefined)).toBe('open');
    expect(metricsAccessOf(true, 's3cret')).toEqual({ token: 's3cret' });

    expect((await serverWith('off').app.request('/metrics')).status).toBe(404);
    const { app } = serverWith({ token: 's3cret' });
    const without = await app.request('/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await app.request('/metrics', { headers: { Authorization: 'Bearer s3cre' } });
    expect(wrong.status).toBe(401);
    const right = await app.request('/metrics', { headers: { Authorization: 'Bearer s3cret' } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('lobby_http_requests_total');
  });

  it("times pages, the proxy's calls and failures, and counts open event streams", async () => {
    const streams = createEventStreams();
    const metrics = createMetrics({ nodeMetrics: false, openStreams: streams.open });
    metrics.rendered('rendered', 40);
    metrics.rendered('reused', 2);
    const proxy = createProxy('https://platform.example', {
      fetch: (url) =>
        (url instanceof Request ? url.url : url.toString()).includes('down')
          ? Promise.reject(new TypeError('fetch failed'))
          : Promise.resolve(new Response('{}', { status: 200 })),
      log: () => undefined,
      observe: metrics.proxied,
    });
    await proxy(new Request('http://site/wps/up'));
    await proxy(new Request('http://site/wps/down'));
    const open = streams.track(
      new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
    );
    const text = await metrics.registry.metrics();
    expect(text).toContain('lobby_page_render_duration_seconds_count{outcome="rendered"} 1');
    expect(text).toContain('lobby_page_render_duration_seconds_count{outcome="reused"} 1');
    expect(text).toContain('lobby_platform_proxy_duration_seconds_count{status="200"} 1');
    expect(text).toContain('lobby_platform_proxy_duration_seconds_count{status="none"} 1');
    expect(text).toContain('lobby_platform_proxy_errors_total{reason="network"} 1');
    expect(text).toContain('lobby_event_streams_open 1');
    await open.body?.cancel();
    expect(await metrics.registry.metrics()).toContain('lobby_event_streams_open 0');
  });

  it('keeps each server its own registry', async () => {
    const first = serverWith('open');
    const second = serverWith('open');
    await first.app.request('/');
    expect(await (await second.app.request('/metrics')).text()).not.toContain('route="page"');
  });
});
