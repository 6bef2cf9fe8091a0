/**
 * The open real-time event streams (server-sent events, SPEC.md section 2), whoever answers them: the
 * embedded platform (platform/domains/events) or the operator's platform through the proxy. A stream
 * stays open for as long as the page does, so a server that waited for them would never stop: when it
 * stops (startup.ts `listen`), each is ended with an SSE `retry:` hint, and the page's EventSource
 * reconnects after that delay, through the load balancer, to a replica that is still up.
 */
import { randomInt } from 'node:crypto';

export interface EventStreams {
  /** The response itself, or, if it is an event stream, the same stream, counted and endable. */
  track: (response: Response) => Response;
  /** How many are open now (the lobby_event_streams_open gauge). */
  open: () => number;
  /** Ends every open stream with a reconnection hint. */
  endAll: () => void;
}

const encoder = new TextEncoder();

/** 1-5 s, different for each stream, so that the pages of a stopped replica do not all come back at once. */
const retryHint = (): string => `retry: ${1000 + randomInt(4000)}\n\n`;

export function createEventStreams(): EventStreams {
  const ends = new Set<() => void>();

  function track(response: Response): Response {
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.body || !type.startsWith('text/event-stream')) return response;
    const source: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
    let closed = false;
    let end = (): void => undefined;
    const finish = () => {
      closed = true;
      ends.delete(end);
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        end = () => {
          if (closed) return;
          finish();
          controller.enqueue(encoder.encode(retryHint()));
          controller.close();
          // The platform's side of the stream unsubscribes when it is cancelled.
          source.cancel().catch(() => undefined);
        };
        ends.add(end);
      },
      async pull(controller) {
        const { value, done } = await source.read();
        if (closed) return;
        if (done) {
          finish();
          controller.close();
        } else controller.enqueue(value);
      },
      cancel(reason) {
        finish();
        return source.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  return {
    track,
    open: () => ends.size,
    endAll: () => [...ends].forEach((end) => end()),
  };
}
