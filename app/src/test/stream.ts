/** Server-sent events in the tests: an EventSource that reads the embedded platform's own stream. */
import { afterEach } from 'vitest';
import type { EventSourceLike } from '../data/events';
import { testBaseUrl } from './msw';

type Fetch = (request: Request) => Promise<Response>;

/**
 * An EventSource over `fetch`: reads the SSE stream and calls `onmessage` with each `data`, so that
 * the listener is tested against the platform's own stream rather than a made-up one.
 */
export class StreamSource implements EventSourceLike {
  static open = new Set<StreamSource>();
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly abort = new AbortController();

  constructor(url: string, fetch: Fetch) {
    StreamSource.open.add(this);
    void this.read(url, fetch);
  }

  close() {
    StreamSource.open.delete(this);
    this.abort.abort();
  }

  private async read(url: string, fetch: Fetch) {
    try {
      const response = await fetch(new Request(new URL(url, testBaseUrl), { signal: this.abort.signal }));
      if (!response.ok || !response.body) throw new Error(`stream answered ${String(response.status)}`);
      this.onopen?.(new Event('open'));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6));
          if (data.length) this.onmessage?.(new MessageEvent('message', { data: data.join('\n') }));
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      if (!this.abort.signal.aborted) this.onerror?.(new Event('error'));
    }
  }
}

/** Closes the streams a test file left open, after each test. */
export function closeStreamsAfterEach() {
  afterEach(() => {
    for (const source of StreamSource.open) source.close();
  });
}
