// PLATFORM_URL: /wps and /lgw are forwarded to the operator's platform (ARCHITECTURE.md, production).
// Method, headers and body are streamed through; hop-by-hop headers stay on their own hop.
import { type Envelope, ErrorCode, payloadCipherSchemes, type PayloadCipherName, sessionPaths } from '@lobby/contract';
import { serverLog } from './logger';
import { clientAddress, forwardedFor, isHttps } from './clientAddress';
import { createRouteLimiter, defaultRateLimits, type RateLimits } from './rateLimit';

/** A fetch-like handler; `env` carries the node-server bindings (the caller's socket). */
export type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface ProxyOptions {
  /** The upstream's fetch (tests pass a fake). */
  fetch?: typeof fetch;
  /**
   * Give up on an upstream whose answer has not begun (its status and headers) within this (default
   * 30 s). A body that has begun takes as long as it takes: an event stream stays open for as long
   * as the page does.
   */
  timeoutMs?: number;
  /** Where failures are reported (default: the server's log). */
  log?: (line: string) => void;
  /** Told of every call once its answer's head has come, or it failed (the metrics). */
  observe?: (outcome: ProxyOutcome) => void;
  /** Believe one proxy in front about the client (TRUST_PROXY: clientAddress.ts). */
  trustProxy?: boolean;
  /** The same limits as the embedded platform's (rateLimit.ts), checked before anything is forwarded. */
  rateLimits?: RateLimits;
  /** The limits' clock (tests). */
  now?: () => number;
  /**
   * PLATFORM_CIPHER: the operators' platform does not name its scheme in its key's answer, so the
   * proxy adds it there when it is not the default (`scheme`, contract RsaKeyValue; issue 16 item 13).
   */
  cipher?: PayloadCipherName;
}

export interface ProxyOutcome {
  /** The platform's status; null when it did not answer. */
  status: number | null;
  /** Time to the response head. */
  ms: number;
  /** Why it did not answer: no answer within the time-out, or the network failed (refused, reset, DNS). */
  failure?: 'timeout' | 'network';
}

/** RFC 9110 section 7.6.1: meaningful for one connection only, never forwarded. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function forwardable(headers: Headers, extra: readonly string[] = []): Headers {
  // Connection may name further headers that are hop-by-hop for this message.
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const result = new Headers();
  headers.forEach((value, name) => {
    if (!hopByHop.has(name) && !named.includes(name) && !extra.includes(name)) result.append(name, value);
  });
  return result;
}

export function createProxy(baseUrl: string, options: ProxyOptions = {}): FetchHandler {
  const base = new URL(baseUrl);
  const upstreamFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? ((line: string) => serverLog().error(line));
  const observe = options.observe ?? (() => undefined);
  const basePath = base.pathname.replace(/\/$/, '');
  const trustProxy = options.trustProxy ?? false;
  const limitCalls = createRouteLimiter(options.rateLimits ?? defaultRateLimits, { now: options.now });

  return async (request, env) => {
    const incoming = new URL(request.url);
    // A call over its limit never reaches the operator's platform.
    const refused = limitCalls(incoming.pathname, clientAddress(request.headers, env, trustProxy), request.method);
    if (refused) return refused;
    const target = new URL(`${basePath}${incoming.pathname}${incoming.search}`, base);
    const headers = forwardable(request.headers);
    headers.set('x-forwarded-host', incoming.host);
    headers.set(
      'x-forwarded-proto',
      incoming.protocol === 'https:' || isHttps(request.headers, env, trustProxy) ? 'https' : 'http',
    );
    // The operator's platform sees the player's address, not ours (its own limits, its region check).
    headers.set('x-forwarded-for', forwardedFor(request.headers, env, trustProxy));
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    const started = performance.now();
    const headDue = new AbortController();
    const timer = setTimeout(() => {
      headDue.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    try {
      const upstream = await upstreamFetch(target, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
        signal: headDue.signal,
        // Node's fetch streams a request body only in half-duplex mode.
        ...(hasBody ? { duplex: 'half' } : {}),
      });
      clearTimeout(timer);
      // fetch has already decoded the body: its encoding and length no longer describe what we send.
      const responseHeaders = forwardable(upstream.headers, ['content-encoding', 'content-length']);
      observe({ status: upstream.status, ms: performance.now() - started });
      if (options.cipher === 'legacy' && request.method === 'GET' && incoming.pathname === sessionPaths.rsaKey) {
        return await withScheme(upstream, responseHeaders, payloadCipherSchemes.legacy);
      }
      return new Response(upstream.body, {
        status: upstream.status,
        statusText: upstream.statusText,
        headers: responseHeaders,
      });
    } catch (error) {
      clearTimeout(timer);
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      observe({ status: null, ms: performance.now() - started, failure: timedOut ? 'timeout' : 'network' });
      // The path only: a query may carry a token (the event stream's, wire/events.ts).
      log(
        `platform proxy: ${request.method} ${target.origin}${target.pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      const envelope: Envelope<never> = {
        success: false,
        errorCode: ErrorCode.UPSTREAM_FAILED,
        message: 'Network link abnormal, try again',
      };
      return Response.json(envelope, { status: 502 });
    }
  };
}

/** The key's answer with `scheme` set, when it is a successful envelope; anything else as it came. */
async function withScheme(upstream: Response, headers: Headers, scheme: string): Promise<Response> {
  const text = await upstream.text();
  let envelope: Envelope<Record<string, unknown>> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<Record<string, unknown>>;
  } catch {
    // Not JSON: the client reports it as it would any unreadable answer.
  }
  const value = envelope?.success ? envelope.value : undefined;
  const body = value && typeof value === 'object' ? JSON.stringify({ ...envelope, value: { ...value, scheme } }) : text;
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers });
}
