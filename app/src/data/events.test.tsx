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

/** Lets the ticket's promise settle and the stream open. */
const settle = () => act(() => Promise.resolve());

async function setup(customerType = 0, fetchTicket = () => Promise.resolve(`ticket-${String(tickets.length + 1)}`)) {
  const api = createTestApi();
  api.session.signIn({ ...loginValue, token: 'tok/1', customerType });
  const onEvent = vi.fn<(event: PlatformEventMessage) => void>();
  const onReconnect = vi.fn();
  const asked = vi.fn(async () => {
    const ticket = await fetchTicket();
    tickets.push(ticket);
    return ticket;
  });
  const hook = renderHook(
    () => usePlatformEvents({ onEvent, onReconnect, createSource, random: () => 0, fetchTicket: asked }),
    { wrapper: apiWrapper(api) },
  );
  await settle();
  return { api, onEvent, onReconnect, hook, asked };
}
let tickets: string[] = [];
/** Waits `ms` of the fake clock, then lets a new ticket arrive. */
const wait = async (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
};

describe('usePlatformEvents', () => {
  beforeEach(() => {
    FakeSource.all = [];
    tickets = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens one stream with a ticket, never the token, and passes on every event it can read', async () => {
    const { onEvent } = await setup();
    expect(FakeSource.all).toHaveLength(1);
    expect(latest().url).toBe('/wps/events?ticket=ticket-1');
    latest().open();
    latest().send({ type: 'DEPOSIT_CREDITED', payload: { amount: 10 }, time: 1 });
    latest().send({ type: 'SOMETHING_NEW', payload: {}, time: 2 });
    latest().send('garbage');
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['DEPOSIT_CREDITED', 'SOMETHING_NEW']);
  });

  it('reconnects after a growing wait with a new ticket, and refreshes once open again', async () => {
    const { onReconnect } = await setup();
    const first = latest();
    first.open();
    first.fail();
    expect(first.closed).toBe(true);
    await wait(reconnectDelay(0, () => 0) - 1);
    expect(FakeSource.all).toHaveLength(1);
    await wait(1);
    expect(FakeSource.all).toHaveLength(2);
    expect(latest().url).toBe('/wps/events?ticket=ticket-2');
    // A second failure before opening waits twice as long.
    latest().fail();
    await wait(reconnectDelay(1, () => 0) - 1);
    expect(FakeSource.all).toHaveLength(2);
    await wait(1);
    expect(FakeSource.all).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();
    latest().open();
    expect(onReconnect).toHaveBeenCalledOnce();
    // Open again: the next break starts from the first wait.
    latest().fail();
    await wait(reconnectDelay(0, () => 0));
    expect(FakeSource.all).toHaveLength(4);
  });

  it('waits and asks again when the ticket cannot be had (platform down)', async () => {
    let down = true;
    const { asked } = await setup(0, () => (down ? Promise.reject(new Error('down')) : Promise.resolve('late')));
    expect(FakeSource.all).toHaveLength(0);
    down = false;
    await wait(reconnectDelay(0, () => 0));
    expect(asked).toHaveBeenCalledTimes(2);
    expect(latest().url).toBe('/wps/events?ticket=late');
  });

  it('closes the stream on logout and stops reconnecting', async () => {
    const { api } = await setup();
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

  it('never listens for a trial user (SPEC.md section 6)', async () => {
    const { asked } = await setup(4);
    expect(FakeSource.all).toHaveLength(0);
    expect(asked).not.toHaveBeenCalled();
  });

  it('waits at most a minute and a half between attempts', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(8000);
    expect(reconnectDelay(20, () => 0.999)).toBeLessThan(90_000);
  });
});

describe('useEventRefresh', () => {
  it('fetches again what an event changes: money and messages for any, the agent pages for a contract payment', async () => {
    const api = createTestApi();
    const fetcher = () => vi.fn(() => Promise.resolve('value'));
    const money = {
      balance: fetcher(),
      funds: fetcher(),
      accountRecord: fetcher(),
      unread: fetcher(),
      inbox: fetcher(),
    };
    const agent = { settlements: fetcher(), revenue: fetcher(), contracts: fetcher() };
    const winners = fetcher();
    const { result } = renderHook(
      () => {
        useSWR(['wallet/balance', 'tok'], money.balance);
        useSWR(['wallet/consolidated', 'tok'], money.funds);
        useSWR(['records/account', 'es', { pageNo: 1 }, 'tok'], money.accountRecord);
        useSWR(['home/unread', 'tok'], money.unread);
        useSWR(['messages/list', { pageNo: 1 }, 'tok'], money.inbox);
        useSWR(['agent/settlements', { kind: 'DAILY_SALARY' }, 'tok'], agent.settlements);
        useSWR(['agent/revenue', {}, 'tok'], agent.revenue);
        useSWR(['agent/contracts', 'DAILY_SALARY', {}, 'tok'], agent.contracts);
        useSWR(['home/winners', 'es'], winners);
        return useEventRefresh();
      },
      { wrapper: apiWrapper(api) },
    );
    await vi.waitFor(() => expect(winners).toHaveBeenCalledOnce());
    const calls = (list: Record<string, ReturnType<typeof fetcher>>) =>
      Object.fromEntries(Object.entries(list).map(([name, fetched]) => [name, fetched.mock.calls.length]));
    const all = (list: Record<string, unknown>, count: number) =>
      Object.fromEntries(Object.keys(list).map((name) => [name, count]));

    await act(() => result.current({ type: 'DEPOSIT_CREDITED', payload: { amount: 1 }, time: 0 }));
    expect(calls(money)).toEqual(all(money, 2));
    expect(calls(agent)).toEqual(all(agent, 1));
    await act(() => result.current({ type: 'CONTRACT_SETTLED', payload: {}, time: 0 }));
    expect(calls(money)).toEqual(all(money, 3));
    expect(calls(agent)).toEqual(all(agent, 2));
    // After a break in the stream, anything may have been missed.
    await act(() => result.current());
    expect(calls(money)).toEqual(all(money, 4));
    expect(calls(agent)).toEqual(all(agent, 3));
    expect(winners).toHaveBeenCalledOnce();
  });
});
