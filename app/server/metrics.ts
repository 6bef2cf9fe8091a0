/**
 * Prometheus metrics of one server (ARCHITECTURE.md, production: each replica has its own). One
 * registry per server, not prom-client's global one, so that a test may make as many servers as it
 * likes. Every label has a small fixed set of values: a route class, never the path (a label per
 * URL would grow without end, and with it the scrape and the operator's time series).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RouteClass } from './requests';
import type { RenderOutcome } from './render';
import type { ProxyOutcome } from './proxy';

export interface ServerMetrics {
  registry: Registry;
  /** One answered request. */
  request: (route: RouteClass, status: number, seconds: number) => void;
  /** One page made by the renderer (render.ts `onRender`). */
  rendered: (outcome: RenderOutcome, ms: number) => void;
  /** One call forwarded to PLATFORM_URL (proxy.ts `observe`). */
  proxied: (outcome: ProxyOutcome) => void;
}

export interface MetricsOptions {
  /** How many event streams are open now (read at each scrape). */
  openStreams?: () => number;
  /** Node's own metrics: memory, GC, handles, event-loop lag (default on; tests may turn them off). */
  nodeMetrics?: boolean;
}

/** Seconds: a page in process takes milliseconds; a page waiting for its data up to SSR_TIMEOUT_MS. */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics({ openStreams = () => 0, nodeMetrics = true }: MetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (nodeMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'lobby_http_requests_total',
    help: 'Requests answered, by route class and status',
    labelNames: ['route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'lobby_http_request_duration_seconds',
    help: 'Time to the response head, by route class and status',
    labelNames: ['route', 'status'] as const,
    buckets,
    registers,
  });
  const renderSeconds = new Histogram({
    name: 'lobby_page_render_duration_seconds',
    help: 'Time to make a page on the server, by outcome (rendered, reused from the cache, shell)',
    labelNames: ['outcome'] as const,
    buckets,
    registers,
  });
  const proxySeconds = new Histogram({
    name: 'lobby_platform_proxy_duration_seconds',
    help: "Time to the platform's response head (PLATFORM_URL), by status",
    labelNames: ['status'] as const,
    buckets,
    registers,
  });
  const proxyErrors = new Counter({
    name: 'lobby_platform_proxy_errors_total',
    help: 'Platform calls that got no answer (PLATFORM_URL), by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  new Gauge({
    name: 'lobby_event_streams_open',
    help: "Open real-time event streams (the platform's server-sent events)",
    registers,
    collect() {
      this.set(openStreams());
    },
  });

  return {
    registry,
    request(route, status, seconds) {
      const labels = { route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    rendered: (outcome, ms) => renderSeconds.observe({ outcome }, ms / 1000),
    proxied({ status, ms, failure }) {
      if (failure) proxyErrors.inc({ reason: failure });
      proxySeconds.observe({ status: status === null ? 'none' : String(status) }, ms / 1000);
    },
  };
}

/**
 * Who may read /metrics: anyone (development), the holder of METRICS_TOKEN, or no one (production
 * without a token: the numbers say how busy the site is, which is not every visitor's business).
 */
export type MetricsAccess = 'open' | 'off' | { token: string };

export function metricsAccessOf(production: boolean, token: string | undefined): MetricsAccess {
  if (token?.trim()) return { token: token.trim() };
  return production ? 'off' : 'open';
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compares in constant time (as digests, so that unequal lengths take as long as equal ones). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** GET /metrics: 404 when off, 401 without the right bearer token, else the exposition text. */
export async function metricsResponse(c: Context, registry: Registry, access: MetricsAccess): Promise<Response> {
  if (access === 'off') return c.notFound();
  if (access !== 'open') {
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, access.token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('Unauthorized', 401);
    }
  }
  c.header('Content-Type', registry.contentType);
  return c.body(await registry.metrics());
}
