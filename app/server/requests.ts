/**
 * Every request, seen from outside: its id (X-Request-Id, kept from the caller when it looks like
 * one, so a load balancer's id follows the request through; made otherwise), one access line, and
 * its count and time in the metrics. The line holds the path without its query string, and never a
 * header or a body: headers hold tokens, bodies passwords and codes (and the event stream's query
 * its one-use ticket: contract/src/events.ts).
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { eventPaths } from '@lobby/contract';
import type { EventStreams } from './eventStreams';
import { inRequest, type Logger } from './logger';
import type { ServerMetrics } from './metrics';

/** What a request was for: the metrics' `route` label and the access line's (a small fixed set). */
export type RouteClass = 'page' | 'asset' | 'file' | 'platform' | 'events' | 'healthz' | 'readyz' | 'metrics';

/** The checks of the load balancer and of Prometheus, asked every few seconds. */
const probes = new Set<RouteClass>(['healthz', 'readyz', 'metrics']);

/** A last segment with an extension (`/logo.png`) names a file; routes have none (`/member`, `/index.html` aside). */
export function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !last.toLowerCase().endsWith('.html');
}

export function routeClassOf(path: string): RouteClass {
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path.slice(1) as RouteClass;
  if (path === eventPaths.stream) return 'events';
  if (/^\/(wps|lgw)\//.test(path)) return 'platform';
  if (path.startsWith('/assets/')) return 'asset';
  return looksLikeFile(path) ? 'file' : 'page';
}

/** The caller's id if it is a sane one (a UUID, a trace id...), else a new UUID. */
export function requestIdOf(given: string | undefined): string {
  return given !== undefined && /^[A-Za-z0-9._-]{1,128}$/.test(given) ? given : randomUUID();
}

export interface RequestObserverOptions {
  log: Logger;
  metrics?: ServerMetrics | null;
  streams?: EventStreams | null;
}

/** The first middleware: everything after it runs inside the request's scope (its log lines carry the id). */
export function observeRequests({ log, metrics, streams }: RequestObserverOptions): MiddlewareHandler {
  return (c, next) => {
    const reqId = requestIdOf(c.req.header('X-Request-Id'));
    const started = performance.now();
    return inRequest(reqId, async () => {
      await next();
      if (streams) c.res = streams.track(c.res);
      c.header('X-Request-Id', reqId);
      const ms = performance.now() - started;
      const route = routeClassOf(c.req.path);
      const status = c.res.status;
      metrics?.request(route, status, ms / 1000);
      // The probes would bury the players' lines: they are there at LOG_LEVEL=debug.
      const level = probes.has(route) ? 'debug' : status >= 500 ? 'error' : 'info';
      log[level](
        { method: c.req.method, route, path: c.req.path, status, ms: Math.round(ms * 10) / 10 },
        `${c.req.method} ${c.req.path} ${status}`,
      );
    });
  };
}
