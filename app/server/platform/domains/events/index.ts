// The real-time events stream (SPEC.md section 2: the socket-event listener of logged-in members;
// the wire format is defined in src/api/wire/events.ts): Server-Sent Events of the token's account,
// fed by `ctx.events` (events.ts), which the settlements publish to.
import { ErrorCode, eventHeartbeatMs, eventPaths, eventTokenParam } from '@lobby/contract';
import { isTrialType, tokenOf } from '../../auth';
import type { Domain, PlatformContext } from '../../domain';
import type { PlatformEvent } from '../../events';
import { PlatformError } from '../../http';

/** Open streams per account: a page holds one; more than this is a loop or abuse, not a player. */
export const maxStreamsPerAccount = 8;

const encoder = new TextEncoder();

/** One SSE message: the event's JSON on one `data:` line (JSON never holds a raw line break). */
const sseMessage = (id: number, event: PlatformEvent): string => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The stream of one account: subscribed at once, a heartbeat comment every 25 s, and unsubscribed
 * when the page goes away (the request is aborted or the body cancelled) or the stream fails.
 */
function openStream(ctx: PlatformContext, accountId: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  let stop: () => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let sequence = 0;
      let closed = false;
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // The consumer is gone without telling (a closed controller): stop listening.
          stop();
        }
      };
      const unsubscribe = ctx.events.subscribe(accountId, (event) => {
        sequence += 1;
        write(sseMessage(sequence, event));
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), eventHeartbeatMs);
      // A stream never keeps the process alive on its own.
      if (typeof heartbeat === 'object' && 'unref' in heartbeat) heartbeat.unref();
      const onAbort = () => stop();
      stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener('abort', onAbort);
        try {
          controller.close();
        } catch {
          // Already closed or cancelled.
        }
      };
      signal.addEventListener('abort', onAbort);
      // Flushes the headers at once, so that the page knows the stream is open.
      write(': connected\n\n');
      if (signal.aborted) stop();
    },
    cancel() {
      stop();
    },
  });
}

export const eventsDomain: Domain = {
  name: 'events',
  migrate: () => undefined,
  routes(router, ctx) {
    router.get(eventPaths.stream, (c) => {
      // EventSource cannot set headers: the token may come in the query (wire/events.ts).
      const token = tokenOf(c.req.header('authorization')) ?? tokenOf(c.req.query(eventTokenParam));
      if (!token) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
      const account = ctx.accounts.resolveToken(token);
      if (!account) throw new PlatformError(ErrorCode.TOKEN_INVALID, 'The session has expired, please log in', 401);
      // SPEC.md section 6: trial users get no messages, so no events either.
      if (isTrialType(account.type)) {
        throw new PlatformError(ErrorCode.TRIAL_FORBIDDEN, 'Please Register An Account First');
      }
      if (ctx.events.listenerCount(account.id) >= maxStreamsPerAccount) {
        throw new PlatformError(ErrorCode.TOO_MANY_REQUESTS, 'Too many open event streams', 429);
      }
      return new Response(openStream(ctx, account.id, c.req.raw.signal), {
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          // no-transform: the site's compression (and any proxy's) must not hold the stream back.
          'Cache-Control': 'no-cache, no-transform',
          // nginx and similar reverse proxies would otherwise buffer the stream.
          'X-Accel-Buffering': 'no',
        },
      });
    });
  },
};
