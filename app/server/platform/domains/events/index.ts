// The real-time events stream (SPEC.md section 2: the socket-event listener of logged-in members;
// the wire format is defined in contract/src/events.ts): Server-Sent Events of the token's account,
// fed by `ctx.events` (events.ts), which the settlements publish to. The page opens it with a
// one-use ticket rather than its token, which would stay in logs and history with the URL.
import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  eventHeartbeatMs,
  eventPaths,
  eventTicketParam,
  eventTicketTtlMs,
  type EventTicketValue,
} from '@lobby/contract';
import type { Account } from '../../account';
import { isTrialType, tokenOf } from '../../auth';
import type { Domain, PlatformContext } from '../../domain';
import type { PlatformEvent } from '../../events';
import { ok, PlatformError } from '../../http';

/** Open streams per account: a page holds one; more than this is a loop or abuse, not a player. */
export const maxStreamsPerAccount = 8;

/** Tickets waiting at once; past it the oldest go first (a page asks one per stream it opens). */
const maxWaitingTickets = 10_000;

const encoder = new TextEncoder();

/**
 * One-use tickets for the stream: each names the session's token (so a session ended after the
 * ticket was issued opens nothing) and expires after `eventTicketTtlMs`. Kept in memory: the process
 * that issues a ticket is the one that serves the stream (the replicas pass both calls through).
 */
function createTickets(now: () => number) {
  const waiting = new Map<string, { token: string; expires: number }>();
  const sweep = (time: number) => {
    for (const [ticket, entry] of waiting) if (entry.expires <= time) waiting.delete(ticket);
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const ticket of waiting.keys()) {
      if (waiting.size < maxWaitingTickets) break;
      waiting.delete(ticket);
    }
  };
  return {
    issue(token: string): EventTicketValue {
      const time = now();
      sweep(time);
      const ticket = randomBytes(24).toString('base64url');
      waiting.set(ticket, { token, expires: time + eventTicketTtlMs });
      return { ticket, expiresIn: Math.round(eventTicketTtlMs / 1000) };
    },
    /** The ticket's token, once: a second use, or a use after it expired, finds nothing. */
    redeem(ticket: string): string | undefined {
      const entry = waiting.get(ticket);
      waiting.delete(ticket);
      return entry && entry.expires > now() ? entry.token : undefined;
    },
  };
}

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
    const tickets = createTickets(ctx.now);

    router.post(eventPaths.ticket, ctx.requireToken, ctx.requireMember, (c) => {
      const token = tokenOf(c.req.header('authorization'));
      if (!token) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
      return ok(c, tickets.issue(token));
    });

    router.get(eventPaths.stream, (c) => {
      const ticket = c.req.query(eventTicketParam);
      const token = tokenOf(c.req.header('authorization')) ?? (ticket ? tickets.redeem(ticket) : undefined);
      if (!token && !ticket) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
      const account: Account | undefined = token ? ctx.accounts.resolveToken(token) : undefined;
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
