import type { webcrypto } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode, type LoginValue, type RsaKeyValue } from '@lobby/contract';
import { optionsFromEnv, parseDomains } from './config';
import { ok, parse, PlatformError, readBody, v } from './http';
import { call, login, seal, testPlatform } from './testing';

let clock = Date.UTC(2026, 4, 1);
const platform = testPlatform({ now: () => clock });
let counter = 0;
// Routes that exist only here, to reach the shared middlewares from outside.
platform.get('/wps/test/throw', () => {
  throw new Error('boom');
});
platform.post('/wps/test/count', platform.ctx.requireToken, platform.ctx.idempotent(), (c) => {
  const { step } = readBody(c, { step: v.int({ min: 1, max: 10 }) });
  counter += step;
  return ok(c, { counter });
});
platform.post('/wps/test/optional', platform.ctx.idempotent({ required: false }), (c) => ok(c, { counter: ++counter }));
afterAll(() => platform.close());

describe('envelopes for what no handler answers', () => {
  it('answers 404 NOT_FOUND for unknown paths under /wps and /lgw', async () => {
    for (const path of ['/wps/nothing/here', '/lgw/nothing', '/wps/relay/NO_SUCH_CALL']) {
      const { status, envelope } = await call(platform, 'GET', path);
      expect(status).toBe(404);
      expect(envelope).toMatchObject({ success: false, errorCode: ErrorCode.NOT_FOUND });
    }
  });

  it('answers 400 BAD_JSON for an unparseable body', async () => {
    const { status, envelope } = await call(platform, 'POST', '/wps/session/login', { raw: '{"username":' });
    expect(status).toBe(400);
    expect(envelope.errorCode).toBe(ErrorCode.BAD_JSON);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const raw = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' });
    const { status, envelope } = await call(platform, 'POST', '/wps/session/login', { raw });
    expect(status).toBe(413);
    expect(envelope.errorCode).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers 500 INTERNAL for a thrown error, and logs it', async () => {
    const { status, envelope } = await call(platform, 'GET', '/wps/test/throw');
    expect(status).toBe(500);
    expect(envelope).toEqual({ success: false, errorCode: ErrorCode.INTERNAL, message: 'Internal error' });
    expect(platform.logs.some((line) => line.includes('boom'))).toBe(true);
  });

  it('answers VALIDATION for a body that is not an object', async () => {
    const { status, envelope } = await call(platform, 'POST', '/wps/member/password/email', { raw: '[1,2]' });
    expect(status).toBe(200);
    expect(envelope.errorCode).toBe(ErrorCode.VALIDATION);
  });
});

describe('sealed payloads', () => {
  const key = async () =>
    (await call<RsaKeyValue>(platform, 'GET', '/wps/session/key/rsa')).envelope.value as RsaKeyValue;
  const credentials = { username: 'demo_member', password: 'Demo1234', type: 'username' };

  it('publishes an RSA-2048 SPKI key', async () => {
    const { keyId, publicKey } = await key();
    expect(keyId).toMatch(/^[\w-]+$/);
    const imported = await globalThis.crypto.subtle.importKey(
      'spki',
      Buffer.from(publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((imported.algorithm as webcrypto.RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });

  it('opens a body sealed with WebCrypto (round trip through the login)', async () => {
    const sealed = await seal(await key(), credentials);
    const response = await platform.request('/wps/session/login', { method: 'POST', ...sealed });
    const envelope = (await response.json()) as { success: boolean; value: LoginValue };
    expect(envelope.success).toBe(true);
    expect(envelope.value.userName).toBe('demo_member');
  });

  it('refuses an unsealed body on an E call', async () => {
    const { envelope } = await call(platform, 'POST', '/wps/session/login', { body: credentials });
    expect(envelope.errorCode).toBe(ErrorCode.ENCRYPTION_REQUIRED);
  });

  it('answers KEY_EXPIRED for an unknown keyId', async () => {
    const sealed = await seal({ ...(await key()), keyId: 'old-key' }, credentials);
    const response = await platform.request('/wps/session/login', { method: 'POST', ...sealed });
    expect(await response.json()).toMatchObject({ success: false, errorCode: ErrorCode.KEY_EXPIRED });
  });

  it('answers DIGEST_MISMATCH when the digest is not of the plaintext', async () => {
    const sealed = await seal(await key(), credentials);
    const headers = { ...sealed.headers, 'X-Digest': 'SHA-256=AAAA' };
    const response = await platform.request('/wps/session/login', { method: 'POST', body: sealed.body, headers });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: ErrorCode.DIGEST_MISMATCH });
  });

  it('answers DECRYPTION_FAILED for a tampered or malformed value', async () => {
    const sealed = await seal(await key(), credentials);
    const { value } = JSON.parse(sealed.body) as { value: string };
    const tampered = `${value.slice(0, -4)}AAAA`;
    for (const body of [{ value: tampered }, { value: 'a.b' }, { value: 42 }, {}]) {
      const response = await platform.request('/wps/session/login', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: sealed.headers,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: ErrorCode.DECRYPTION_FAILED });
    }
  });

  it('answers DECRYPTION_FAILED for an unknown scheme', async () => {
    const sealed = await seal(await key(), credentials);
    const headers = { ...sealed.headers, Encryption: 'RSA1_5+DES; keyid=x' };
    const response = await platform.request('/wps/session/login', { method: 'POST', body: sealed.body, headers });
    expect(await response.json()).toMatchObject({ errorCode: ErrorCode.DECRYPTION_FAILED });
  });
});

describe('idempotency keys', () => {
  it('replays the first answer for a repeated key and runs the handler once', async () => {
    const token = await login(platform, 'demo_member');
    const headers = { 'Idempotency-Key': 'c1f0f2a4-1111-4a4a-8b8b-000000000001' };
    const before = counter;
    const first = await call(platform, 'POST', '/wps/test/count', { token, headers, body: { step: 2 } });
    const second = await call(platform, 'POST', '/wps/test/count', { token, headers, body: { step: 2 } });
    expect(first.envelope).toEqual(second.envelope);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(counter).toBe(before + 2);
  });

  it('answers IDEMPOTENCY_CONFLICT for the same key with another body', async () => {
    const token = await login(platform, 'demo_member');
    const headers = { 'Idempotency-Key': 'c1f0f2a4-1111-4a4a-8b8b-000000000002' };
    await call(platform, 'POST', '/wps/test/count', { token, headers, body: { step: 1 } });
    const { status, envelope } = await call(platform, 'POST', '/wps/test/count', { token, headers, body: { step: 3 } });
    expect(status).toBe(409);
    expect(envelope.errorCode).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
  });

  it('keeps keys per account', async () => {
    const headers = { 'Idempotency-Key': 'c1f0f2a4-1111-4a4a-8b8b-000000000003' };
    const before = counter;
    await call(platform, 'POST', '/wps/test/count', {
      token: await login(platform, 'demo_member'),
      headers,
      body: { step: 1 },
    });
    await call(platform, 'POST', '/wps/test/count', {
      token: await login(platform, 'demo_agent'),
      headers,
      body: { step: 1 },
    });
    expect(counter).toBe(before + 2);
  });

  it('does not keep a failed check: the same key with a fixed body runs', async () => {
    const token = await login(platform, 'demo_member');
    const headers = { 'Idempotency-Key': 'c1f0f2a4-1111-4a4a-8b8b-000000000004' };
    const bad = await call(platform, 'POST', '/wps/test/count', { token, headers, body: { step: 0 } });
    expect(bad.envelope.errorCode).toBe(ErrorCode.VALIDATION);
    // A business answer is stored and replayed too: the same request gives the same answer.
    const again = await call(platform, 'POST', '/wps/test/count', { token, headers, body: { step: 0 } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('requires a well-formed key unless told otherwise', async () => {
    const token = await login(platform, 'demo_member');
    const missing = await call(platform, 'POST', '/wps/test/count', { token, body: { step: 1 } });
    expect(missing.envelope.errorCode).toBe(ErrorCode.IDEMPOTENCY_KEY_REQUIRED);
    const malformed = await call(platform, 'POST', '/wps/test/count', {
      token,
      body: { step: 1 },
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(malformed.envelope.errorCode).toBe(ErrorCode.VALIDATION);
    expect((await call(platform, 'POST', '/wps/test/optional')).envelope.success).toBe(true);
  });

  it('forgets keys after 24 hours', async () => {
    const token = await login(platform, 'demo_member');
    const headers = { 'Idempotency-Key': 'c1f0f2a4-1111-4a4a-8b8b-000000000005' };
    const before = counter;
    await call(platform, 'POST', '/wps/test/count', { token, headers, body: { step: 1 } });
    clock += 24 * 60 * 60 * 1000 + 1000;
    const fresh = await login(platform, 'demo_member');
    await call(platform, 'POST', '/wps/test/count', { token: fresh, headers, body: { step: 1 } });
    expect(counter).toBe(before + 2);
  });
});

describe('tokens', () => {
  it('expire after 2 hours without use, sliding with each call', async () => {
    const token = await login(platform, 'demo_member');
    const info = () => call(platform, 'GET', '/wps/member/info', { token });
    clock += 90 * 60 * 1000;
    expect((await info()).envelope.success).toBe(true);
    clock += 90 * 60 * 1000;
    expect((await info()).envelope.success).toBe(true);
    clock += 2 * 60 * 60 * 1000 + 1;
    const expired = await info();
    expect(expired.status).toBe(401);
    expect(expired.envelope.errorCode).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('are not accepted when unknown, and a Bearer prefix is tolerated', async () => {
    expect((await call(platform, 'GET', '/wps/member/info', { token: 'nope' })).envelope.errorCode).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    const token = await login(platform, 'demo_member');
    expect((await call(platform, 'GET', '/wps/member/info', { token: `Bearer ${token}` })).envelope.success).toBe(true);
  });
});

describe('input checks', () => {
  const schema = {
    name: v.str({ min: 2, max: 4 }),
    count: v.optional(v.int({ min: 1, max: 5 }), 1),
    money: v.optional(v.amount()),
    flag: v.optional(v.bool()),
    kind: v.optional(v.oneOf(['a', 'b'] as const)),
    tags: v.optional(v.list(v.str({ max: 3 }), { max: 2 })),
  };
  const errorOf = (input: unknown): string => {
    try {
      parse(schema, input);
      return '';
    } catch (error) {
      return error instanceof PlatformError ? error.message : 'not a PlatformError';
    }
  };

  it('cleans valid input and applies defaults', () => {
    expect(parse(schema, { name: ' ab ', money: '12.5', flag: 'true', kind: 'b', tags: 'x,y', extra: 1 })).toEqual({
      name: 'ab',
      count: 1,
      money: 12.5,
      flag: true,
      kind: 'b',
      tags: ['x', 'y'],
    });
  });

  it('names the field of every kind of bad input', () => {
    expect(errorOf({})).toBe('name is required');
    expect(errorOf({ name: 5 })).toBe('name must be a string');
    expect(errorOf({ name: 'a' })).toBe('name must be at least 2 characters');
    expect(errorOf({ name: 'abcde' })).toBe('name must be at most 4 characters');
    expect(errorOf({ name: 'ab', count: 1.5 })).toBe('count must be an integer');
    expect(errorOf({ name: 'ab', count: 9 })).toBe('count must be between 1 and 5');
    expect(errorOf({ name: 'ab', money: 1.234 })).toBe('money has more than 2 decimals');
    expect(errorOf({ name: 'ab', money: 'lots' })).toBe('money must be a number');
    expect(errorOf({ name: 'ab', flag: 'maybe' })).toBe('flag must be true or false');
    expect(errorOf({ name: 'ab', kind: 'c' })).toBe('kind must be one of a, b');
    expect(errorOf({ name: 'ab', tags: ['a', 'b', 'c'] })).toBe('tags must have at most 2 items');
    expect(errorOf({ name: 'ab', tags: { a: 1 } })).toBe('tags must be a list');
    expect(errorOf(null)).toBe('The body must be a JSON object');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(errorOf({ name: '😀😀😀😀' })).toBe('');
    expect(errorOf({ name: 'สวัสดี' })).toBe('name must be at most 4 characters');
  });
});

describe('start-up switches', () => {
  it('reads the LOBBY_* variables', () => {
    expect(
      optionsFromEnv({
        LOBBY_STATUS: 'maintenance',
        LOBBY_MODULES: 'FREEPLAY3, AGENTPOLICY3',
        LOBBY_DB: 'x.db',
        LOBBY_SEED: '7',
      }),
    ).toEqual({ status: 'maintenance', modules: ['FREEPLAY3', 'AGENTPOLICY3'], db: 'x.db', seed: 7 });
    expect(optionsFromEnv({ LOBBY_MODULES: '' })).toEqual({ modules: [] });
    expect(optionsFromEnv({})).toEqual({});
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => optionsFromEnv({ LOBBY_STATUS: 'closed' })).toThrow(/LOBBY_STATUS/);
    expect(() => optionsFromEnv({ LOBBY_MODULES: 'NOPE3' })).toThrow(/LOBBY_MODULES has unknown modules: NOPE3/);
    expect(() => optionsFromEnv({ LOBBY_SEED: '1.5' })).toThrow(/LOBBY_SEED/);
  });

  it('reads the operator domains: type:host or a bare host (main), lower-cased, ports kept', () => {
    expect(
      optionsFromEnv({ LOBBY_DOMAINS: ' Lobby.Example , agent:agents.lobby.example,backup:127.0.0.1:4180' }),
    ).toEqual({
      domains: [
        { type: 'main', domain: 'lobby.example' },
        { type: 'agent', domain: 'agents.lobby.example' },
        { type: 'backup', domain: '127.0.0.1:4180' },
      ],
    });
    expect(parseDomains('localhost:4180')).toEqual([{ type: 'main', domain: 'localhost:4180' }]);
    expect(() => parseDomains('mirror:lobby.example')).toThrow(/"mirror" is not one of main, agent, backup/);
    expect(() => parseDomains('main:https://lobby.example')).toThrow(/"https:\/\/lobby.example" is not a host name/);
    expect(() => parseDomains('lobby.example/path')).toThrow(/not a host name/);
    expect(() => parseDomains(' , ')).toThrow(/names no domain/);
  });

  it('reads the Google tag (LOBBY_GTAG_ID) and stops on anything that is not one, naming the variable', () => {
    expect(optionsFromEnv({ LOBBY_GTAG_ID: ' G-TEST1234 ' })).toEqual({ gtagId: 'G-TEST1234' });
    expect(optionsFromEnv({ LOBBY_GTAG_ID: 'UA-123456-1' })).toEqual({ gtagId: 'UA-123456-1' });
    expect(optionsFromEnv({ LOBBY_GTAG_ID: '' })).toEqual({});
    for (const bad of ['g-test1234', 'GTM-ABCD12', 'G-1', 'G-ABCD1234"><script>', 'https://example.com/G-ABCD1234'])
      expect(() => optionsFromEnv({ LOBBY_GTAG_ID: bad })).toThrow(/^LOBBY_GTAG_ID must be a Google tag id/);
  });
});
