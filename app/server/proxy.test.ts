import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode, legacyEncryptionScheme } from '@lobby/contract';
import { createServer } from './app';
import { createProxy } from './proxy';

const siteDir = mkdtempSync(join(tmpdir(), 'lobby-proxy-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Lobby</title>');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const pages = () => Promise.resolve(new Response('<!doctype html><title>Lobby</title>'));

describe('createProxy', () => {
  it("names the legacy scheme in the key of an operators' platform when PLATFORM_CIPHER says so", async () => {
    const key = { keyId: 'op1', publicKey: 'MIIB' };
    const upstream = (body: string) => () =>
      Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    const keyOf = async (cipher: 'legacy' | 'modern' | undefined, body: string, path = '/wps/session/key/rsa') =>
      (
        await createProxy('https://platform.example', { cipher, fetch: upstream(body) })(
          new Request(`http://lobby.test${path}`),
        )
      ).text();
    const answer = JSON.stringify({ success: true, value: key });
    expect(JSON.parse(await keyOf('legacy', answer))).toEqual({
      success: true,
      value: { ...key, scheme: legacyEncryptionScheme },
    });
    // The default scheme needs no name; other calls, and failures, pass as they came.
    expect(await keyOf('modern', answer)).toBe(answer);
    expect(await keyOf(undefined, answer)).toBe(answer);
    expect(await keyOf('legacy', answer, '/wps/member/info')).toBe(answer);
    const failed = JSON.stringify({ success: false, errorCode: 'X' });
    expect(await keyOf('legacy', failed)).toBe(failed);
    expect(await keyOf('legacy', 'not json')).toBe('not json');
  });

  it('forwards method, path, query, headers and body, without hop-by-hop headers', async () => {
    let seen: Request | undefined;
    let seenBody = '';
    const proxy = createProxy('https://platform.example/base/', {
      fetch: async (input, init) => {
        seen = new Request(input, init);
        seenBody = await seen.text();
        return new Response('{"success":true}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            Connection: 'close',
            'Keep-Alive': 'timeout=5',
            'X-Upstream': '1',
          },
        });
      },
    });
    const response = await proxy(
      new Request('http://lobby.test/wps/relay/GCS_walletTransfer?x=1', {
        method: 'POST',
        body: '{"amount":1}',
        headers: {
          Authorization: 'token-1',
          Merchant: 'LOBBY',
          'Idempotency-Key': 'key-12345678',
          Connection: 'keep-alive, X-Secret-Hop',
          'X-Secret-Hop': 'no',
          'Proxy-Authorization': 'no',
        },
      }),
    );
    expect(seen?.url).toBe('https://platform.example/base/wps/relay/GCS_walletTransfer?x=1');
    expect(seen?.method).toBe('POST');
    expect(seenBody).toBe('{"amount":1}');
    expect(seen?.headers.get('authorization')).toBe('token-1');
    expect(seen?.headers.get('idempotency-key')).toBe('key-12345678');
    expect(seen?.headers.get('x-forwarded-host')).toBe('lobby.test');
    expect(seen?.headers.has('x-secret-hop')).toBe(false);
    expect(seen?.headers.has('proxy-authorization')).toBe(false);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('1');
    expect(response.headers.has('keep-alive')).toBe(false);
    expect(await response.json()).toEqual({ success: true });
  });

  it('gives up on an answer that does not begin in time, but not on a long body (an event stream)', async () => {
    const lines: string[] = [];
    const slowHead = createProxy('https://platform.example/', {
      timeoutMs: 30,
      log: (line) => lines.push(line),
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    });
    const late = await slowHead(new Request('http://lobby.test/wps/system/status'));
    expect(late.status).toBe(502);
    expect(lines.join('\n')).toContain('no answer within 30 ms');

    const encoder = new TextEncoder();
    const stream = createProxy('https://platform.example/', {
      timeoutMs: 30,
      fetch: (_input, init) => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('data: first\n\n'));
            // Well past the time-out: an aborted request would fail the read below.
            await new Promise((resolve) => setTimeout(resolve, 120));
            if (init?.signal?.aborted) controller.error(init.signal.reason);
            else {
              controller.enqueue(encoder.encode('data: second\n\n'));
              controller.close();
            }
          },
        });
        return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
      },
    });
    const events = await stream(new Request('http://lobby.test/wps/events'));
    expect(await events.text()).toBe('data: first\n\ndata: second\n\n');
  });

  it('answers a 502 envelope when the upstream fails, and logs it', async () => {
    const logs: string[] = [];
    const proxy = createProxy('http://platform.invalid', {
      fetch: () => Promise.reject(new Error('connect ECONNREFUSED')),
      log: (line) => logs.push(line),
    });
    const response = await proxy(new Request('http://lobby.test/lgw/games/game_menus'));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, errorCode: ErrorCode.UPSTREAM_FAILED });
    expect(logs[0]).toContain('ECONNREFUSED');
  });
});

describe('the server with a platform', () => {
  const platform = (request: Request) =>
    Response.json({ success: true, value: { path: new URL(request.url).pathname, method: request.method } });
  const server = createServer({ siteDir, platform, pages });

  it('hands /wps and /lgw to the platform, with the generic security headers but not the framing rules', async () => {
    for (const path of ['/wps/system/status', '/lgw/games/game_menus']) {
      const response = await server.request(path, { method: 'POST' });
      expect(await response.json()).toEqual({ success: true, value: { path, method: 'POST' } });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // The platform's demo game is framed by the site's /seamless page: no DENY, no page CSP.
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('still serves the site for other routes', async () => {
    const response = await server.request('/member');
    expect(await response.text()).toContain('<title>Lobby</title>');
  });

  it('leaves /wps unanswered without a platform', async () => {
    const response = await createServer({ siteDir, pages }).request('/wps/system/status');
    expect(response.status).toBe(404);
  });
});
