// Load generation over keep-alive HTTP, shared by the platform's load script (load-platform.mjs) and
// the home page benchmark (bench-home.mjs): Node's own http client, no dependency, and figures that
// are computed the same way in both.
import http from 'node:http';
import https from 'node:https';

/**
 * Keep-alive connections to base, one per concurrent client. request() resolves, never rejects, to
 * { status, body (a Buffer, read whole), ms }; status 0 is a network error or a time-out.
 */
export function keepAliveClient(base, { concurrency, timeoutMs = 10_000, headers: defaultHeaders = {} }) {
  const target = new URL(base);
  const transport = target.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: concurrency });
  function request(method, path, { body, headers = {} } = {}) {
    return new Promise((resolve) => {
      const started = performance.now();
      const failed = () => resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started });
      const req = transport.request(
        new URL(path, target),
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            ...defaultHeaders,
            ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }),
          );
          res.on('error', failed);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', failed);
      if (body !== undefined) req.write(body);
      req.end();
    });
  }
  return { request, close: () => agent.destroy() };
}

/** concurrency clients, each calling step() again as soon as its last call ends, while more() says so. */
export async function runClients(concurrency, more, step) {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (more()) await step();
    }),
  );
}

/** The value below which p % of the (ascending) sorted values fall. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** "200: 9800, 503: 2, network error: 1" from a Map of status to count. */
export const formatStatuses = (byStatus) =>
  [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'network error' : status}: ${n}`)
    .join(', ');
