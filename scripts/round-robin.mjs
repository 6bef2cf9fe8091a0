#!/usr/bin/env node
// Test only: a small round-robin load balancer in front of the site's replicas, for the replica
// journey (app/e2e/replicas.spec.ts). It stands in for the operator's load balancer: no sticky
// sessions, each request goes to the next replica in turn, whoever sent it. Responses are streamed
// as they come, so the platform's event stream (server-sent events) passes through unbuffered.
//   PORT       where it listens on 127.0.0.1
//   UPSTREAMS  the replicas, a comma list of origins (http://127.0.0.1:4186,http://127.0.0.1:4187)
// GET /__round-robin answers the journal of what each replica served (the test reads it).
import http from 'node:http';

const journalPath = '/__round-robin';

/**
 * Starts the balancer; resolves once it listens. `journal` holds one entry per request passed on:
 * the replica's index, the method and the path (never the query, which may carry a token), whether
 * it carried the player's token, and the replica's status (499 when the player left before it answered,
 * 502 when the replica could not be reached).
 */
function startRoundRobin({ port, upstreams, host = '127.0.0.1' }) {
  const targets = upstreams.map((origin) => new URL(origin));
  // Keep-alive towards the replicas, as a real balancer pools its connections.
  const agent = new http.Agent({ keepAlive: true });
  const journal = [];
  let next = 0;

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://balancer');
    if (url.pathname === journalPath) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ upstreams, journal }));
      return;
    }
    const index = next;
    next = (next + 1) % targets.length;
    const entry = {
      upstream: index,
      method: request.method,
      path: url.pathname,
      authorized: Boolean(request.headers.authorization) || url.searchParams.has('token'),
      status: 0,
      left: false,
    };
    journal.push(entry);
    const target = targets[index];
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // The Host the player asked for travels on (the replica builds its own links from it), as
        // does where the request came from.
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        // An event stream's first bytes must reach the browser now, not with the next chunk.
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      // A player who left before the answer (a reload, a closed page) is not the replica's fault:
      // 499, as balancers log it, and nothing to write back.
      if (entry.left) {
        entry.status = 499;
        return;
      }
      entry.status = 502;
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502, { 'content-type': 'text/plain' }).end(`replica ${index}: ${error.message}`);
    });
    // A player who leaves (a closed page, an EventSource closed at logout) ends the replica's request too.
    response.on('close', () => {
      if (response.writableFinished) return;
      entry.left = true;
      upstream.destroy();
    });
    request.pipe(upstream);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, journal }));
  });
}

const upstreams = (process.env.UPSTREAMS ?? '').split(',').filter(Boolean);
if (upstreams.length < 2) {
  console.error('UPSTREAMS must name at least two replicas (a comma list of origins)');
  process.exit(1);
}
const port = Number(process.env.PORT ?? '0');
const { server } = await startRoundRobin({ port, upstreams });
console.log(`Round robin on http://127.0.0.1:${server.address().port}/ over ${upstreams.join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
