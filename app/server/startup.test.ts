import { getRequestListener } from '@hono/node-server';
import { createServer as createHttpServer, get, type IncomingMessage, type RequestListener } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createServer } from './app';
import { createEventStreams } from './eventStreams';
import { createReadiness, embeddedPlatformCheck } from './health';
import { createLogger } from './logger';
import { login, testPlatform } from './platform/testing';
import { listen } from './startup';

/** A server listening on a free port, stopped by the test rather than by a signal. */
async function listening(handler: RequestListener, options: { drainMs?: number; stopping?: () => void } = {}) {
  const lines: string[] = [];
  const log = createLogger({ format: 'json', stream: { write: (line: string) => void lines.push(line) } });
  const exits: number[] = [];
  const server = createHttpServer(handler);
  const { url, stop } = listen(server, {
    port: 0,
    host: '127.0.0.1',
    ready: (address) => `Lobby is serving ${address}, slowly`,
    log,
    signals: false,
    exit: (code) => exits.push(code),
    ...options,
  });
  return { server, url: await url, stop, exits, lines };
}

/** One GET on a connection of its own (no pool that could reuse one the server has kept). */
function fetchAlone(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const slowly: RequestListener = (_request, response) => {
  setTimeout(() => response.end('all of it'), 300);
};

describe('listen', () => {
  it('says where it listens in the line that scripts/site-server.mjs looks for', async () => {
    const { url, stop, lines } = await listening(slowly);
    // As site-server.mjs reads it: the raw JSON line, the port of the address found in it.
    const serving = /Lobby is serving (http:\/\/\S+)/.exec(lines[0] ?? '');
    expect(new URL(serving?.[1] ?? '').port).toBe(new URL(url).port);
    await stop('test');
  });

  it('lets a request in flight finish, refuses new ones, then ends with 0', async () => {
    const { url, stop, exits, lines, server } = await listening(slowly);
    const inFlight = fetchAlone(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stop('SIGTERM');
    await expect(fetchAlone(url)).rejects.toThrow(/ECONNREFUSED/);
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: 'all of it' });
    expect(answer.headers.connection).toBe('close');
    expect(await stopped).toBe(0);
    expect(exits).toEqual([0]);
    expect(server.listening).toBe(false);
    expect(lines.join('')).toContain('Lobby is stopping (SIGTERM): 1 request(s) in flight');
  });

  it('cuts what is still running after the drain time, and ends with 1', async () => {
    const { url, stop, exits, lines, server } = await listening(() => undefined, { drainMs: 100 });
    fetchAlone(url).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stop('SIGTERM')).toBe(1);
    expect(exits).toEqual([1]);
    expect(lines.join('')).toContain('with 1 request(s) still in flight: cut');
    server.closeAllConnections();
  });

  it('ends open event streams with a reconnection hint and turns /readyz to 503', async () => {
    const platform = testPlatform();
    const streams = createEventStreams();
    const readiness = createReadiness(embeddedPlatformCheck(platform));
    const pages = () => Promise.resolve(new Response(''));
    const site = createServer({ siteDir: null, pages, platform: platform.fetch, streams, readiness });
    const answer = getRequestListener(site.fetch);
    const { url, stop, exits } = await listening((request, response) => void answer(request, response), {
      stopping: () => {
        readiness.stop();
        streams.endAll();
      },
    });
    const token = await login(platform, 'demo_member');
    const stream = fetchAlone(`${url}wps/events`, { Authorization: token });
    while (streams.open() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await fetchAlone(`${url}readyz`)).status).toBe(200);

    const stopped = stop('SIGTERM');
    const { body } = await stream;
    expect(body).toMatch(/^: connected\n\nretry: \d{4}\n\n$/);
    expect(await readiness.check()).toBe('shutting down');
    expect(await stopped).toBe(0);
    expect(exits).toEqual([0]);
    // The platform's side has unsubscribed.
    expect(platform.ctx.events.listenerCount(platform.ctx.accounts.byUsername('demo_member')?.id ?? 0)).toBe(0);
    platform.close();
  });
});
