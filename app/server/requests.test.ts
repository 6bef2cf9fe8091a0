import type { EventTicketValue, LoginValue } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { createServer } from './app';
import { createLogger, logFormat } from './logger';
import { createPlatform } from './platform';
import { demoPassword } from './platform/seed-core';
import { requestIdOf, routeClassOf } from './requests';

const pages = () => Promise.resolve(new Response('<!doctype html><title>page</title>'));

/** A JSON logger whose lines are kept in `lines`. */
function capturedLog() {
  const lines: string[] = [];
  const log = createLogger({ format: 'json', stream: { write: (line: string) => void lines.push(line) } });
  return { log, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request ids and access lines', () => {
  it("keeps a sane caller's id and makes one otherwise", () => {
    expect(requestIdOf('lb-7f3a.01_x')).toBe('lb-7f3a.01_x');
    for (const insane of [undefined, '', 'a b', 'x'.repeat(129), 'id\nforged line', '<script>'])
      expect(requestIdOf(insane)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('classifies paths into a small fixed set, never the path itself', () => {
    expect(routeClassOf('/')).toBe('page');
    expect(routeClassOf('/member/wallet')).toBe('page');
    expect(routeClassOf('/assets/index-abc.js')).toBe('asset');
    expect(routeClassOf('/robots.txt')).toBe('file');
    expect(routeClassOf('/wps/session/login')).toBe('platform');
    expect(routeClassOf('/lgw/anything')).toBe('platform');
    expect(routeClassOf('/wps/events')).toBe('events');
    expect(routeClassOf('/healthz')).toBe('healthz');
  });

  it('writes one access line per request with its id, and returns the id', async () => {
    const { log, records } = capturedLog();
    const app = createServer({ siteDir: null, pages, log });
    const given = await app.request('/promotions?ref=abc', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const made = await app.request('/');
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    await app.request('/healthz');
    expect(records().map(({ reqId, method, route, path, status }) => ({ reqId, method, route, path, status }))).toEqual(
      [
        { reqId: 'trace-42', method: 'GET', route: 'page', path: '/promotions', status: 200 },
        { reqId: madeId, method: 'GET', route: 'page', path: '/', status: 200 },
        // The probes are debug lines: not at the default level.
      ],
    );
    expect(typeof records()[0]?.ms).toBe('number');
  });

  it('never logs a password, a token or a cookie, through a login and the calls after it', async () => {
    const { log, lines } = capturedLog();
    // Unsealed bodies (LOBBY_PLAIN_PAYLOADS=1), so that the password travels as readable text.
    const platform = createPlatform({
      passwordCost: 1024,
      timers: false,
      acceptPlainPayloads: true,
      log: (line, level = 'info') => log[level](`embedded platform: ${line}`),
    });
    const app = createServer({ siteDir: null, pages, platform: platform.fetch, log });
    const headers = { Merchant: 'LOBBY', Device: 'web', 'Content-Type': 'application/json' };
    const cookie = 'lang=en; session-secret=cookie-value-77';
    const loginResponse = await app.request('/wps/session/login', {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ username: 'demo_member', password: demoPassword, type: 'username' }),
    });
    const login = (await loginResponse.json()) as { value: LoginValue };
    const { token } = login.value;
    expect(token).toBeTruthy();

    await app.request('/wps/member/info', { headers: { ...headers, Authorization: token, Cookie: cookie } });
    const ticketResponse = await app.request('/wps/events/ticket', {
      method: 'POST',
      headers: { ...headers, Authorization: token, Cookie: cookie },
    });
    const { ticket } = ((await ticketResponse.json()) as { value: EventTicketValue }).value;
    const stream = await app.request(`/wps/events?ticket=${encodeURIComponent(ticket)}`, {
      headers: { Cookie: cookie },
    });
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    // A line that names the secrets itself is redacted too.
    log.info({ headers: { authorization: token, cookie }, body: { password: demoPassword, smsCode: '123456' } }, 'x');
    platform.close();

    const output = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(output).toContain('"path":"/wps/events"');
    for (const secret of [demoPassword, token, ticket, 'cookie-value-77', '123456'])
      expect(output).not.toContain(secret);
  });
});

describe('logFormat', () => {
  it('writes JSON lines for a production server without a terminal, readable lines otherwise', () => {
    expect(logFormat({ NODE_ENV: 'production' }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('pretty');
  });

  it('takes LOG_FORMAT first, and ignores a value it does not know', () => {
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: ' JSON ' }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'xml' }, false)).toBe('json');
  });
});
