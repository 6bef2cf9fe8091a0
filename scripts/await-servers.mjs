#!/usr/bin/env node
// Test only: the e2e servers' readiness in one place (app/playwright.config.ts). Playwright starts
// the servers of its webServer list one after another, each once the one before answers: thirteen
// sites took 55 s before the first test. In CI they are launched without waiting, side by side, and
// this waits for them all; it answers on PORT once every one of them does (and says which did not).
//   PORT     where it answers (200 once all are up)
//   URLS     the servers' addresses, a comma list
//   TIMEOUT  how long to wait for them, in ms (180000)
// `node await-servers.mjs --free URL,...` instead checks, before any is launched, that no process
// holds their ports: launched without a URL to wait on, a server that cannot listen exits unseen,
// and another run's server on its port would answer for it (stop 38's official CI: a helper's e2e
// run on the same ports shut its servers down under CI's tests). It exits 1 and names the ports.
import http from 'node:http';
import net from 'node:net';

if (process.argv[2] === '--free') {
  const ports = (process.argv[3] ?? '')
    .split(',')
    .filter(Boolean)
    .map((url) => Number(new URL(url).port));
  const held = [];
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free) held.push(port);
  }
  if (held.length) {
    console.error(
      `await-servers: port${held.length > 1 ? 's' : ''} ${held.join(', ')} already in use: another run's servers? ` +
        'Stop them, or move this run with E2E_PORT_BASE.',
    );
    process.exit(1);
  }
  process.exit(0);
}

const urls = (process.env.URLS ?? '').split(',').filter(Boolean);
const timeoutMs = Number(process.env.TIMEOUT ?? 180_000);
const started = performance.now();

/** Up as Playwright counts it: an HTTP answer from 200 to 403. */
const isUp = (url) =>
  new Promise((resolve) => {
    const request = http.get(url, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 404);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => {
      request.destroy();
      resolve(false);
    });
  });

const waiting = new Set(urls);
while (waiting.size > 0) {
  if (performance.now() - started > timeoutMs) {
    console.error(`await-servers: not up after ${timeoutMs} ms: ${[...waiting].join(', ')}`);
    process.exit(1);
  }
  for (const url of [...waiting]) if (await isUp(url)) waiting.delete(url);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
console.error(`await-servers: ${urls.length} servers up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
http.createServer((_, response) => response.end('ready')).listen(Number(process.env.PORT), '127.0.0.1');
