/**
 * The inbox tests' wiring: the real embedded platform (its seeded inbox and wallets), a member signed
 * in with a token it issued, and an EventSource stand-in that reads the platform's real stream.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createPlatform, type Platform } from '../../../server/platform';
import type { EventSourceLike } from '../../data/events';
import { createTestApi } from '../../test/api';
import { loginValue, stubResizeObserver, TestProviders } from '../../test/site';

stubResizeObserver();

export type Fetch = (request: Request) => Promise<Response>;

export function startInboxPlatform() {
  let platform: Platform | undefined;
  beforeAll(() => {
    platform = createPlatform({ db: ':memory:', passwordCost: 1024, log: () => undefined, timers: false });
  });
  afterAll(() => platform?.close());
  afterEach(() => {
    for (const source of StreamSource.open) source.close();
  });
  return () => {
    if (!platform) throw new Error('the platform starts in beforeAll');
    return platform;
  };
}

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
      const response = await fetch(new Request(new URL(url, 'http://platform.test'), { signal: this.abort.signal }));
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

/** Renders `ui` on /member/messageV2, signed in as `username`, in `language`. */
export function renderAsMember(
  platform: Platform,
  ui: ReactNode,
  { username = 'e2e_inbox', language = 'en', fetch }: { username?: string; language?: string; fetch?: Fetch } = {},
) {
  localStorage.setItem('lang', language);
  const toPlatform: Fetch = fetch ?? ((request) => Promise.resolve(platform.fetch(request)));
  const api = createTestApi({ fetch: (input, init) => toPlatform(new Request(input, init)) });
  const account = platform.ctx.accounts.byUsername(username);
  if (!account) throw new Error(`no account ${username}`);
  api.session.signIn({
    ...loginValue,
    id: account.id,
    userName: username,
    token: platform.ctx.accounts.issueToken(account.id),
  });
  const router = createMemoryRouter([{ path: '/member/:page', element: ui }], {
    initialEntries: ['/member/messageV2'],
  });
  render(
    <TestProviders api={api} language={language} swr={{ shouldRetryOnError: false }} toasts>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, accountId: account.id, toPlatform };
}
