import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract';
import { call, testPlatform } from './platform/testing';
import { createProxy } from './proxy';
import {
  createLimiter,
  createRouteLimiter,
  defaultRateLimits,
  groupOf,
  limitKeyOf,
  parseRateLimits,
  type RateLimits,
} from './rateLimit';

describe('createLimiter', () => {
  it('allows the limit in a window, then says how long until the window ends', () => {
    const clock = { now: 1_000_000 };
    const limiter = createLimiter({ limit: 3, windowMs: 60_000, now: () => clock.now });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0]);
    expect(limiter.hit('a')).toBe(60);
    clock.now += 59_001;
    expect(limiter.hit('a')).toBe(1);
    // At the window's last millisecond it is still shut; at its end a new window opens.
    clock.now += 998;
    expect(limiter.hit('a')).toBe(1);
    clock.now += 1;
    expect(limiter.hit('a')).toBe(0);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 60]);
  });

  it('counts every key by itself', () => {
    const limiter = createLimiter({ limit: 1, windowMs: 10_000, now: () => 0 });
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(10);
    expect(limiter.hit('b')).toBe(0);
  });

  it('forgets the keys whose window has ended', () => {
    const clock = { now: 0 };
    const limiter = createLimiter({ limit: 5, windowMs: 1000, now: () => clock.now });
    for (let index = 0; index < 100; index++) limiter.hit(`10.0.0.${index}`);
    expect(limiter.size).toBe(100);
    clock.now = 1000;
    limiter.hit('10.0.1.1');
    expect(limiter.size).toBe(1);
  });

  it('never holds more than maxKeys: the oldest window goes first', () => {
    const clock = { now: 0 };
    const limiter = createLimiter({ limit: 1, windowMs: 60_000, now: () => clock.now, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.hit(key);
      clock.now += 1;
    }
    limiter.hit('d');
    expect(limiter.size).toBe(3);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('c')).toBeGreaterThan(0);
  });
});

describe('the table', () => {
  it('groups the calls by path, whatever their spelling', () => {
    expect(groupOf('/wps/session/login')).toBe('login');
    expect(groupOf('/wps/session/login/freeplay')).toBe('login');
    expect(groupOf('/wps/member/register/mobile')).toBe('register');
    expect(groupOf('/wps/verification/sms/noLogin')).toBe('sms');
    expect(groupOf('//WPS/captcha/')).toBe('captcha');
    expect(groupOf('/wps/member/info')).toBeUndefined();
    expect(groupOf('/')).toBeUndefined();
  });

  it("counts the chat page's sends, not its reads of the same path", () => {
    expect(groupOf('/wps/relay/CBS_launchChat', 'GET')).toBe('chatStart');
    expect(groupOf('/wps/chat/messages', 'post')).toBe('chatMessage');
    expect(groupOf('/wps/chat/messages', 'GET')).toBeUndefined();
    expect(groupOf('/wps/chat/messages')).toBeUndefined();
    expect(groupOf('/wps/session/login', 'POST')).toBe('login');
  });

  it('reads RATE_LIMITS over the defaults, and names a bad entry', () => {
    expect(parseRateLimits('')).toEqual(defaultRateLimits);
    expect(parseRateLimits(' login=3/10, captcha=0/60 ')).toEqual({
      ...defaultRateLimits,
      login: { limit: 3, windowMs: 10_000 },
      captcha: { limit: 0, windowMs: 60_000 },
    });
    expect(() => parseRateLimits('logins=3/10')).toThrow('not "logins=3/10"');
    expect(() => parseRateLimits('login=3')).toThrow('<group>=<calls>/<seconds>');
    expect(() => parseRateLimits('login=3/0')).toThrow('login=3/0');
    expect(() => parseRateLimits('constructor=3/10')).toThrow('constructor');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(limitKeyOf('2001:DB8:0:12:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('createRouteLimiter', () => {
  it('answers 429 with Retry-After and the envelope, per group and address; other calls pass', async () => {
    const limit = createRouteLimiter({ ...defaultRateLimits, login: { limit: 2, windowMs: 30_000 } }, { now: () => 0 });
    expect(limit('/wps/session/login', '198.51.100.1', 'POST')).toBeUndefined();
    expect(limit('/wps/session/login/freeplay', '198.51.100.1', 'POST')).toBeUndefined();
    const refused = limit('/wps/session/login', '198.51.100.1', 'POST');
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe('30');
    expect(await refused?.json()).toEqual({
      success: false,
      errorCode: ErrorCode.TOO_MANY_REQUESTS,
      message: 'Too many requests, please try again later',
    });
    expect(limit('/wps/session/login', '198.51.100.2', 'POST')).toBeUndefined();
    expect(limit('/wps/captcha', '198.51.100.1', 'GET')).toBeUndefined();
    for (let index = 0; index < 50; index++) expect(limit('/wps/member/info', '198.51.100.1', 'GET')).toBeUndefined();
    // The chat page polls its messages every 2 s on the path its sends are limited on.
    for (let index = 0; index < 50; index++) expect(limit('/wps/chat/messages', '198.51.100.1', 'GET')).toBeUndefined();
  });

  it('leaves a group with 0 calls unlimited', () => {
    const limit = createRouteLimiter({ ...defaultRateLimits, captcha: { limit: 0, windowMs: 60_000 } });
    for (let index = 0; index < 100; index++) expect(limit('/wps/captcha', '198.51.100.1', 'GET')).toBeUndefined();
  });
});

/** Every limited call, as the site makes it (SPEC.md section 7). */
const limitedCalls = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/login/freeplay'],
  ['POST', '/wps/session/login/thirdParty'],
  ['POST', '/wps/member/password/verification'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
  ['POST', '/wps/verification/sms/noLogin'],
  ['POST', '/wps/verification/sms/register'],
  ['POST', '/wps/member/password/email'],
  ['GET', '/wps/captcha'],
  ['GET', '/wps/relay/CBS_launchChat'],
  ['POST', '/wps/chat/messages'],
] as const;

const twoEach = { login: 2, register: 2, sms: 2, captcha: 2, chatStart: 2, chatMessage: 2 };
const tight = Object.fromEntries(
  Object.entries(twoEach).map(([group, limit]) => [group, { limit, windowMs: 60_000 }]),
) as unknown as RateLimits;

describe('the embedded platform', () => {
  const platform = testPlatform({ rateLimits: tight, now: () => 0 });
  afterAll(() => platform.close());

  it.each(limitedCalls.map(([method, path], index) => [method, path, index] as const))(
    'limits %s %s per address',
    async (method, path, index) => {
      const ip = `192.0.2.${index}`;
      const send = (from: string) =>
        call(platform, method, path, { body: method === 'GET' ? undefined : {}, ip: from });
      expect((await send(ip)).status).not.toBe(429);
      expect((await send(ip)).status).not.toBe(429);
      const refused = await send(ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('60');
      expect(refused.envelope.errorCode).toBe(ErrorCode.TOO_MANY_REQUESTS);
      expect((await send(`198.51.100.${index}`)).status).not.toBe(429);
    },
  );

  it('counts by the forwarded address only behind a trusted proxy', async () => {
    const behind = testPlatform({ rateLimits: tight, trustProxy: true, now: () => 0 });
    const captcha = (forwarded: string, platformOf = behind) =>
      call(platformOf, 'GET', '/wps/captcha', { ip: '10.0.0.1', headers: { 'X-Forwarded-For': forwarded } });
    await captcha('203.0.113.1');
    await captcha('203.0.113.1');
    expect((await captcha('203.0.113.1')).status).toBe(429);
    // A client's own X-Forwarded-For entries come first; the proxy's last entry is the one believed.
    expect((await captcha('203.0.113.1, 203.0.113.2')).status).toBe(200);
    behind.close();

    // Not trusted: everyone behind 10.0.0.1 is one caller, whatever they claim.
    const direct = testPlatform({ rateLimits: tight, now: () => 0 });
    await captcha('203.0.113.1', direct);
    await captcha('203.0.113.2', direct);
    expect((await captcha('203.0.113.3', direct)).status).toBe(429);
    direct.close();
  });
});

describe('the proxy to an operator platform', () => {
  it('refuses over the limit without calling the upstream, and forwards the rest', async () => {
    let forwarded = 0;
    const proxy = createProxy('https://platform.example', {
      rateLimits: tight,
      now: () => 0,
      fetch: () => {
        forwarded += 1;
        return Promise.resolve(Response.json({ success: true }));
      },
    });
    const env = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
    for (const [method, path] of limitedCalls) {
      const send = (ip: string) =>
        proxy(new Request(`http://lobby.test${path}`, { method, body: method === 'GET' ? null : '{}' }), env(ip));
      forwarded = 0;
      // The groups are shared by their calls: a fresh address per call keeps each check on its own.
      const index = limitedCalls.findIndex(([, other]) => other === path);
      const ip = `192.0.2.${index}`;
      expect((await send(ip)).status).toBe(200);
      expect((await send(ip)).status).toBe(200);
      const refused = await send(ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('60');
      expect(await refused.json()).toMatchObject({ errorCode: ErrorCode.TOO_MANY_REQUESTS });
      expect(forwarded).toBe(2);
      expect((await send(`198.51.100.${index}`)).status).toBe(200);
    }
  });

  it("tells the upstream the player's address and protocol, believing X-Forwarded-* only when trusted", async () => {
    const seen: Request[] = [];
    const upstream = (input: string | URL | Request, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return Promise.resolve(Response.json({ success: true }));
    };
    const request = () =>
      new Request('http://lobby.test/wps/system/status', {
        headers: { 'X-Forwarded-For': '203.0.113.5', 'X-Forwarded-Proto': 'https' },
      });
    const env = { incoming: { socket: { remoteAddress: '::ffff:10.0.0.2' } } };
    await createProxy('https://platform.example', { fetch: upstream })(request(), env);
    await createProxy('https://platform.example', { fetch: upstream, trustProxy: true })(request(), env);
    expect(seen.map((one) => one.headers.get('x-forwarded-for'))).toEqual(['10.0.0.2', '203.0.113.5, 10.0.0.2']);
    expect(seen.map((one) => one.headers.get('x-forwarded-proto'))).toEqual(['http', 'https']);
  });
});
