import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorText } from './apiError';
import type { PayloadCipher } from './cipher';
import { createApiClient, newIdempotencyKey, type ApiClientOptions } from './client';
import { ErrorCode } from '@lobby/contract';
import { at, ok, refused, startMockPlatform, testBaseUrl } from '../test/platform';

const server = startMockPlatform();

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = createApiClient({
    baseUrl: testBaseUrl,
    merchant: 'M1',
    getToken: () => 'tok-123',
    getLanguage: () => 'es',
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...overrides,
  });
  return { client, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('sends the contract headers exactly once and the query string', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(at('/wps/thing'), ({ request }) => {
        seen = request;
        return ok({ a: 1 });
      }),
    );
    const { client } = makeClient();
    await expect(client.get('/wps/thing', { pageNo: 2, name: 'x y', skip: undefined })).resolves.toEqual({ a: 1 });
    const url = new URL(seen?.url ?? '');
    expect(url.searchParams.get('pageNo')).toBe('2');
    expect(url.searchParams.get('name')).toBe('x y');
    expect(url.searchParams.has('skip')).toBe(false);
    const headers = seen?.headers;
    expect(headers?.get('Merchant')).toBe('M1');
    expect(headers?.get('Authorization')).toBe('tok-123');
    expect(headers?.get('Language')).toBe('es');
    expect(headers?.get('Device')).toBe('web');
    expect(headers?.get('ModuleId')).toBe('COMM3');
    expect(headers?.has('Idempotency-Key')).toBe(false);
    // A header given twice would read "M1, M1".
    for (const name of ['Merchant', 'Authorization', 'Language', 'Device', 'ModuleId']) {
      expect(headers?.get(name)).not.toContain(',');
    }
  });

  it('leaves Authorization out without a token and names the module when asked', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(at('/wps/thing'), ({ request }) => {
        headers = request.headers;
        return ok(null);
      }),
    );
    const { client } = makeClient({ getToken: () => null });
    await client.get('/wps/thing', undefined, { moduleId: 'FREEPLAY3' });
    expect(headers?.has('Authorization')).toBe(false);
    expect(headers?.get('ModuleId')).toBe('FREEPLAY3');
  });

  it('sends JSON bodies and form bodies', async () => {
    const bodies: { type: string | null; text: string }[] = [];
    server.use(
      http.post(at('/wps/json'), async ({ request }) => {
        bodies.push({ type: request.headers.get('Content-Type'), text: await request.text() });
        return ok(true);
      }),
      http.post(at('/wps/form'), async ({ request }) => {
        bodies.push({ type: request.headers.get('Content-Type'), text: await request.text() });
        return ok(true);
      }),
    );
    const { client } = makeClient();
    await client.post('/wps/json', { nodeId: 7 });
    await client.request('/wps/form', {
      method: 'POST',
      form: { username: 'ana', email: 'a@b.c' },
    });
    expect(bodies).toEqual([
      { type: 'application/json', text: '{"nodeId":7}' },
      { type: 'application/x-www-form-urlencoded', text: 'username=ana&email=a%40b.c' },
    ]);
  });
});

describe('the envelope and the error classes', () => {
  it('returns value on success', async () => {
    server.use(http.get(at('/wps/v'), () => ok({ sum: 12.5 })));
    await expect(makeClient().client.get('/wps/v')).resolves.toEqual({ sum: 12.5 });
  });

  it('maps a business refusal to its catalogue key and keeps the value', async () => {
    server.use(http.post(at('/wps/session/login'), () => refused(ErrorCode.LOGIN_FAILED, 'bad', { captcha: true })));
    const error = await failure(makeClient().client.post('/wps/session/login', {}));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 'login.failed',
      messageKey: 'wrongCredentials',
      status: 200,
      value: { captcha: true },
    });
  });

  it('falls back to the server message, then to unknown', async () => {
    server.use(http.get(at('/wps/odd'), () => refused('SOMETHING_NEW', 'Something new happened')));
    const error = await failure(makeClient().client.get('/wps/odd'));
    expect(error.messageKey).toBe('unknown');
    const t = (key: string) => `t:${key}`;
    expect(errorText(t, error)).toBe('Something new happened');
    expect(errorText(t, new Error('x'))).toBe('t:errors:unknown');
    server.use(http.get(at('/wps/known'), () => refused(ErrorCode.INSUFFICIENT_BALANCE)));
    expect(errorText(t, await failure(makeClient().client.get('/wps/known')))).toBe('t:errors:insufficientBalance');
  });

  it.each([
    ['HTTP 401', () => HttpResponse.json({ success: false }, { status: 401 })],
    ['HTTP 401 without envelope', () => new HttpResponse('no', { status: 401 })],
    ['login.not.session', () => refused(ErrorCode.NOT_LOGGED_IN)],
    ['user.or.token.invalid', () => refused(ErrorCode.TOKEN_INVALID)],
    ['CUSTOMER_NOT_LOGIN', () => refused(ErrorCode.CUSTOMER_NOT_LOGIN)],
  ])('treats %s as a lost session', async (_name, answer) => {
    server.use(http.get(at('/wps/member/info'), answer));
    const onSessionLost = vi.fn();
    const error = await failure(makeClient({ onSessionLost }).client.get('/wps/member/info'));
    expect(error.kind).toBe('session');
    expect(error.messageKey).toBe('notLoggedIn');
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    // With the token the request carried: the session decides whether that is still its own.
    expect(onSessionLost).toHaveBeenCalledWith('tok-123');
  });

  it.each([500, 502, 503])('HTTP %i is an http error after the retries', async (status) => {
    let calls = 0;
    server.use(
      http.get(at('/wps/down'), () => {
        calls += 1;
        return new HttpResponse('<html>bad gateway</html>', { status });
      }),
    );
    const error = await failure(makeClient().client.get('/wps/down'));
    expect(error).toMatchObject({ kind: 'http', status, messageKey: 'serverError' });
    expect(calls).toBe(3);
  });

  it('reads a 500 envelope as an http error', async () => {
    server.use(
      http.get(at('/wps/boom'), () => HttpResponse.json({ success: false, errorCode: 'INTERNAL' }, { status: 500 })),
    );
    const error = await failure(makeClient().client.get('/wps/boom'));
    expect(error).toMatchObject({ kind: 'http', status: 500, errorCode: 'INTERNAL' });
  });

  it('calls malformed JSON and non-envelopes malformed', async () => {
    server.use(
      http.get(at('/wps/garbled'), () => new HttpResponse('{"success": tru', { status: 200 })),
      http.get(at('/wps/shape'), () => HttpResponse.json({ data: [] })),
    );
    const { client } = makeClient();
    expect((await failure(client.get('/wps/garbled'))).kind).toBe('malformed');
    expect((await failure(client.get('/wps/shape'))).kind).toBe('malformed');
  });

  it('times out a slow answer, without sending it again', async () => {
    server.use(
      http.get(at('/wps/slow'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return ok(1);
      }),
    );
    const { client, sleeps } = makeClient({ timeoutMs: 20 });
    const error = await failure(client.get('/wps/slow'));
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'pageSlow' });
    expect(sleeps).toHaveLength(0);
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    const fetchFn = vi.fn<typeof fetch>((_input, init) => {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(init.signal?.reason as Error);
        });
      });
    });
    const controller = new AbortController();
    const promise = makeClient({ fetch: fetchFn }).client.get('/wps/x', undefined, {
      signal: controller.signal,
    });
    controller.abort();
    expect((await failure(promise)).kind).toBe('aborted');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('tells offline from a network failure when fetch rejects with a TypeError', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = makeClient({ fetch: fetchFn });
    expect(await failure(client.get('/wps/x'))).toMatchObject({
      kind: 'network',
      messageKey: 'networkAbnormal',
    });
    vi.stubGlobal('navigator', { onLine: false });
    expect(await failure(client.get('/wps/x'))).toMatchObject({
      kind: 'offline',
      messageKey: 'offline',
    });
  });
});

describe('retries', () => {
  it('retries a GET on 503 with growing back-off, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(at('/wps/flaky'), () => {
        calls += 1;
        return calls < 3 ? new HttpResponse(null, { status: 503 }) : ok('fine');
      }),
    );
    const { client, sleeps } = makeClient();
    await expect(client.get('/wps/flaky')).resolves.toBe('fine');
    expect(calls).toBe(3);
    // 300 ms then 600 ms, each plus half of itself as jitter (random fixed at 0.5).
    expect(sleeps).toEqual([450, 900]);
  });

  it('retries a GET on network errors', async () => {
    let calls = 0;
    server.use(
      http.get(at('/wps/net'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : ok(true);
      }),
    );
    await expect(makeClient().client.get('/wps/net')).resolves.toBe(true);
    expect(calls).toBe(2);
  });

  it('never retries a POST', async () => {
    let calls = 0;
    server.use(
      http.post(at('/wps/relay/GCS_walletTransfer'), () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { client, sleeps } = makeClient();
    await failure(client.post('/wps/relay/GCS_walletTransfer', { amount: 1 }));
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it.each([400, 403, 404, 429])('never retries a %i', async (status) => {
    let calls = 0;
    server.use(
      http.get(at('/wps/no'), () => {
        calls += 1;
        return HttpResponse.json({ success: false, errorCode: 'NOT_FOUND' }, { status });
      }),
    );
    const error = await failure(makeClient().client.get('/wps/no'));
    expect(error.kind).toBe('business');
    expect(calls).toBe(1);
  });

  it('never retries a business refusal', async () => {
    let calls = 0;
    server.use(
      http.get(at('/wps/biz'), () => {
        calls += 1;
        return refused(ErrorCode.VALIDATION);
      }),
    );
    await failure(makeClient().client.get('/wps/biz'));
    expect(calls).toBe(1);
  });
});

describe('idempotency', () => {
  it('sends the key given and reuses it when the same action is retried', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    server.use(
      http.post(at('/wps/relay/GCS_walletTransfer'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        calls += 1;
        return calls === 1 ? HttpResponse.error() : ok({ done: true });
      }),
    );
    const { client } = makeClient();
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const transfer = () => client.post('/wps/relay/GCS_walletTransfer', { amount: 5 }, { idempotencyKey: key });
    expect((await failure(transfer())).kind).toBe('network');
    await expect(transfer()).resolves.toEqual({ done: true });
    expect(keys).toEqual([key, key]);
  });

  it('never retries even a GET that carries a key', async () => {
    let calls = 0;
    server.use(
      http.get(at('/wps/launch'), () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await failure(makeClient().client.get('/wps/launch', undefined, { idempotencyKey: 'k' }));
    expect(calls).toBe(1);
  });
});

describe('sealed payloads', () => {
  function fakeCipher(): PayloadCipher & { resets: number; seals: string[] } {
    const cipher = {
      resets: 0,
      seals: [] as string[],
      seal(json: string) {
        cipher.seals.push(json);
        return Promise.resolve({
          body: { value: `sealed-${cipher.resets}` },
          headers: { Encryption: `X; keyid=${cipher.resets}`, 'X-Digest': 'SHA-256=d' },
        });
      },
      reset() {
        cipher.resets += 1;
      },
    };
    return cipher;
  }

  it('sends the sealed body and headers instead of the plain JSON', async () => {
    let seen: { body: unknown; encryption: string | null } | undefined;
    server.use(
      http.post(at('/wps/session/login'), async ({ request }) => {
        seen = { body: await request.json(), encryption: request.headers.get('Encryption') };
        return ok({ token: 't' });
      }),
    );
    const cipher = fakeCipher();
    await makeClient({ cipher }).client.post('/wps/session/login', { a: 1 }, { encrypt: true });
    expect(cipher.seals).toEqual(['{"a":1}']);
    expect(seen).toEqual({ body: { value: 'sealed-0' }, encryption: 'X; keyid=0' });
  });

  it('refetches the key and reseals once on KEY_EXPIRED', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(at('/wps/session/login'), async ({ request }) => {
        bodies.push(await request.json());
        return refused(ErrorCode.KEY_EXPIRED);
      }),
    );
    const cipher = fakeCipher();
    const error = await failure(makeClient({ cipher }).client.post('/wps/session/login', { a: 1 }, { encrypt: true }));
    expect(error.errorCode).toBe('KEY_EXPIRED');
    expect(cipher.resets).toBe(1);
    expect(bodies).toEqual([{ value: 'sealed-0' }, { value: 'sealed-1' }]);
  });
});
