// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformEventMessage } from '@lobby/contract';
import { reconnectDelay, useEventRefresh, usePlatformEvents, type EventSourceLike } from './events';
import { apiWrapper, createTestApi, loginValue } from '../test/platform';

/** A stand-in for the browser's EventSource: the test opens, feeds and breaks it. */
class FakeSource implements EventSourceLike {
  static all: FakeSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
const createSource = (url: string) => new FakeSource(url);
const latest = () => FakeSource.all[FakeSource.all.length - 1] as FakeSource;

function setup(customerType = 0) {
  const api = createTestApi();
  api.session.signIn({ ...loginValue, token: 'tok/1', customerType });
  const onEvent = vi.fn<(event: PlatformEventMessage) => void>();
  const onReconnect = vi.fn();
  const hook = renderHook(() => usePlatformEvents({ onEvent, onReconnect, createSource, random: () => 0 }), {
    wrapper: apiWrapper(api),
  });
  return { api, onEvent, onReconnect, hook };
}

describe('usePlatformEvents', () => {
  beforeEach(() => {
    FakeSource.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens one stream with the token and passes on every event it can read', () => {
    const { onEvent } = setup();
    expect(FakeSource.all).toHaveLength(1);
    expect(latest().url).toBe('/wps/events?token=tok%2F1');
    latest().open();
    latest().send({ type: 'DEPOSIT_CREDITED', payload: { amount: 10 }, time: 1 });
    latest().send({ type: 'SOMETHING_NEW', payload: {}, time: 2 });
    latest().send('garbage');
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['DEPOSIT_CREDITED', 'SOMETHING_NEW']);
  });

  it('reconnects after a growing wait, and refreshes once open again', () => {
    const { onReconnect } = setup();
    const first = latest();
    first.open();
    first.fail();
    expect(first.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(reconnectDelay(0, () => 0) - 1);
    });
    expect(FakeSource.all).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeSource.all).toHaveLength(2);
    // A second failure before opening waits twice as long.
    latest().fail();
    act(() => {
      vi.advanceTimersByTime(reconnectDelay(1, () => 0) - 1);
    });
    expect(FakeSource.all).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeSource.all).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();
    latest().open();
    expect(onReconnect).toHaveBeenCalledOnce();
    // Open again: the next break starts from the first wait.
    latest().fail();
    act(() => {
      vi.advanceTimersByTime(reconnectDelay(0, () => 0));
    });
    expect(FakeSource.all).toHaveLength(4);
  });

  it('closes the stream on logout and stops reconnecting', () => {
    const { api } = setup();
    const source = latest();
    source.open();
    act(() => {
      api.session.clear();
    });
    expect(source.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(FakeSource.all).toHaveLength(1);
  });

  it('never listens for a trial user (SPEC.md section 6)', () => {
    setup(4);
    expect(FakeSource.all).toHaveLength(0);
  });

  it('waits at most a minute and a half between attempts', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(8000);
    expect(reconnectDelay(20, () => 0.999)).toBeLessThan(90_000);
  });
});

describe('useEventRefresh', () => {
  it('fetches again the balance, wallet data, unread badges and the inbox, and nothing else', async () => {
    const api = createTestApi();
    const fetcher = () => vi.fn(() => Promise.resolve('value'));
    const changed = { balance: fetcher(), funds: fetcher(), unread: fetcher(), inbox: fetcher() };
    const winners = fetcher();
    const { result } = renderHook(
      () => {
        useSWR(['wallet/balance', 'tok'], changed.balance);
        useSWR(['wallet/consolidated', 'tok'], changed.funds);
        useSWR(['home/unread', 'tok'], changed.unread);
        useSWR(['messages/list', { pageNo: 1 }, 'tok'], changed.inbox);
        useSWR(['home/winners', 'es'], winners);
        return useEventRefresh();
      },
      { wrapper: apiWrapper(api) },
    );
    await vi.waitFor(() => expect(winners).toHaveBeenCalledOnce());
    await act(() => result.current());
    for (const [name, fetched] of Object.entries(changed)) expect(fetched, name).toHaveBeenCalledTimes(2);
    expect(winners).toHaveBeenCalledOnce();
  });
});
