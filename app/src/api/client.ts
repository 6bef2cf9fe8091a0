/**
 * The one API client of the site (PLATFORM.md): headers, query strings and bodies, the envelope, the
 * error catalogue, time-outs, retries of reads, idempotency keys and sealed payloads.
 */
import { defaultModuleId, readRetries, readTimeoutMs, requestTimeoutMs, retryBaseDelayMs } from '../config/business';
import { ApiError } from './apiError';
import type { PayloadCipher } from './cipher';
import { keyExpiredCode, messageKeyFor, sessionLostCodes } from './errorCatalogue';
import { type RsaKeyValue, sessionPaths } from '@lobby/contract';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
type Query = Record<string, QueryValue>;

export interface ApiClientOptions {
  /** Prefix of every path; the site's own origin when empty. */
  baseUrl?: string;
  merchant: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /**
   * Called when the platform says the token a request was sent with (`sentWith`, null for none) is
   * gone; the session store drops it there, if it is still the session's.
   */
  onSessionLost?: (sentWith: string | null) => void;
  cipher?: PayloadCipher;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Waits between retries; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * How many times a failed read is tried again (default: PLATFORM.md's two). The server's renders
   * try once: a call that fails is the browser's to make (entry-server.tsx).
   */
  readRetries?: number;
  /** Source of the back-off jitter, in [0, 1). */
  random?: () => number;
}

interface RequestOptions {
  method?: HttpMethod;
  query?: Query;
  /** Sent as JSON, or sealed by the cipher when `encrypt` is set. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: Record<string, string>;
  encrypt?: boolean;
  /** Marks a call that moves money or changes state: sent as Idempotency-Key, never retried. */
  idempotencyKey?: string;
  moduleId?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, options?: Omit<RequestOptions, 'method' | 'query'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  readonly merchant: string;
  readonly getLanguage: () => string;
}

/** A new Idempotency-Key: one per user action, reused when the player retries that same action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Options of a read. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Options of a call that moves money or changes state. */
export interface ActionOptions extends CallOptions {
  /** Pass the key of the first attempt when the player retries the same action. */
  idempotencyKey?: string;
}

/** The request options of an action: its key, made here when the caller brought none. */
export function actionOptions(options?: ActionOptions): { signal?: AbortSignal; idempotencyKey: string } {
  return { signal: options?.signal, idempotencyKey: options?.idempotencyKey ?? newIdempotencyKey() };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  const client: ApiClient = {
    merchant: options.merchant,
    getLanguage: options.getLanguage,
    request,
    get: (path, query, rest) => request(path, { ...rest, method: 'GET', query }),
    post: (path, body, rest) => request(path, { ...rest, method: 'POST', body }),
    put: (path, body, rest) => request(path, { ...rest, method: 'PUT', body }),
    delete: (path, body, rest) => request(path, { ...rest, method: 'DELETE', body }),
  };
  const cipher = options.cipher ?? lazyCipher(() => client.get<RsaKeyValue>(sessionPaths.rsaKey));

  async function request<T>(path: string, request: RequestOptions = {}): Promise<T> {
    const method = request.method ?? 'GET';
    // Only reads without side effects are retried (PLATFORM.md): never a call that changes state.
    const retries = method === 'GET' && !request.idempotencyKey ? (options.readRetries ?? readRetries) : 0;
    let keyRefetched = false;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send<T>(path, method, request);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Nothing was processed under an unknown key, so resealing with a fresh one is safe.
        if (error.errorCode === keyExpiredCode && request.encrypt && !keyRefetched) {
          keyRefetched = true;
          cipher.reset?.();
          attempt -= 1;
          continue;
        }
        if (attempt >= retries || !isRetryable(error)) throw error;
        await sleep(backoff(attempt));
      }
    }
  }

  function backoff(attempt: number): number {
    const base = retryBaseDelayMs * 2 ** attempt;
    return base + Math.floor(random() * base);
  }

  async function send<T>(path: string, method: HttpMethod, request: RequestOptions): Promise<T> {
    const headers = new Headers({
      Merchant: options.merchant,
      Language: options.getLanguage(),
      Device: 'web',
      ModuleId: request.moduleId ?? defaultModuleId,
      Accept: 'application/json',
    });
    const token = options.getToken();
    if (token) headers.set('Authorization', token);
    if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);

    let body: string | undefined;
    if (request.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(request.form).toString();
    } else if (request.body !== undefined && method !== 'GET') {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
      if (request.encrypt) {
        const sealed = await cipher.seal(body);
        for (const [name, value] of Object.entries(sealed.headers)) headers.set(name, value);
        body = JSON.stringify(sealed.body);
      }
    }

    const timeout = AbortSignal.timeout(options.timeoutMs ?? (method === 'GET' ? readTimeoutMs : requestTimeoutMs));
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(baseUrl + path + queryString(request.query), {
        method,
        headers,
        body,
        signal,
      });
    } catch (cause) {
      throw transportError(cause, timeout, request.signal);
    }
    return readEnvelope<T>(response, token);
  }

  async function readEnvelope<T>(response: Response, sentWith: string | null): Promise<T> {
    const { status } = response;
    const envelope: unknown = await response.json().catch((cause: unknown) => cause);
    const readable = isEnvelope(envelope);
    const errorCode = readable ? (envelope.errorCode ?? undefined) : undefined;
    const message = readable ? (envelope.message ?? undefined) : undefined;
    if (status === 401 || (errorCode !== undefined && sessionLostCodes.has(errorCode))) {
      options.onSessionLost?.(sentWith);
      throw new ApiError({
        kind: 'session',
        status,
        errorCode,
        serverMessage: message,
        messageKey: 'notLoggedIn',
      });
    }
    if (!readable) throw statusError(status, envelope);
    if (envelope.success && response.ok) return envelope.value as T;
    if (!response.ok && status >= 500) {
      throw new ApiError({
        kind: 'http',
        status,
        errorCode,
        serverMessage: message,
        messageKey: 'serverError',
      });
    }
    throw new ApiError({
      kind: 'business',
      status,
      errorCode,
      serverMessage: message,
      value: envelope.value,
      messageKey: messageKeyFor(errorCode),
    });
  }

  return client;
}

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string | null;
  message?: string | null;
}

function isEnvelope(data: unknown): data is Envelope {
  if (typeof data !== 'object' || data === null) return false;
  const { success, errorCode, message } = data as Record<string, unknown>;
  return (
    typeof success === 'boolean' &&
    (errorCode === undefined || errorCode === null || typeof errorCode === 'string') &&
    (message === undefined || message === null || typeof message === 'string')
  );
}

/** An answer that is not an envelope: a bare HTTP failure, or a 2xx that cannot be read. */
function statusError(status: number, cause?: unknown): ApiError {
  if (status >= 200 && status < 300) {
    return new ApiError({ kind: 'malformed', status, messageKey: 'unknown', cause });
  }
  return new ApiError({
    kind: 'http',
    status,
    messageKey: status >= 500 ? 'serverError' : status === 404 ? 'notFound' : 'unknown',
    cause,
  });
}

function transportError(cause: unknown, timeout: AbortSignal, callerSignal?: AbortSignal): ApiError {
  if (timeout.aborted && !callerSignal?.aborted) {
    return new ApiError({ kind: 'timeout', messageKey: 'pageSlow', cause });
  }
  if (callerSignal?.aborted) return new ApiError({ kind: 'aborted', messageKey: 'unknown', cause });
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return new ApiError({ kind: 'offline', messageKey: 'offline', cause });
  }
  return new ApiError({ kind: 'network', messageKey: 'networkAbnormal', cause });
}

// A read that timed out is not sent again: the player sees 'page slow to load' with a retry at once,
// rather than waiting three time-outs in a row.
function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}

function queryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The default cipher, imported with the first sealed request (login, register, a password change):
 * a guest's first screen seals nothing, so its code stays out of the first script (budgets.json).
 * A failed import is not cached: the next sealed request tries again.
 */
function lazyCipher(fetchKey: () => Promise<RsaKeyValue>): PayloadCipher {
  let cipher: PayloadCipher | null = null;
  let loading: Promise<PayloadCipher> | null = null;
  const load = () => {
    loading ??= import('./cipher').then(({ createPayloadCipher }) => {
      cipher = createPayloadCipher(fetchKey, () => import('./legacyCipher'));
      return cipher;
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    seal: async (json) => (await load()).seal(json),
    // Nothing is cached before the cipher has loaded.
    reset: () => cipher?.reset?.(),
  };
}
