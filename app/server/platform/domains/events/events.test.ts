import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Envelope,
  eventHeartbeatMs,
  eventTicketTtlMs,
  type EventTicketValue,
  type PlatformEventMessage,
} from '@lobby/contract';
import { createTestPlatform, testEpoch, type TestPlatform } from '../wallet/testing';
import { maxStreamsPerAccount } from '.';

const decoder = new TextDecoder();

/** Reads the stream until `count` SSE blocks (separated by a blank line) have arrived. */
async function readBlocks(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<string[]> {
  let text = '';
  while (text.split('\n\n').length - 1 < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text.split('\n\n').filter(Boolean);
}

const dataOf = (block: string): PlatformEventMessage =>
  JSON.parse(
    block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n'),
  ) as PlatformEventMessage;

describe('events stream', () => {
  let t: TestPlatform;
  let token: string;
  let memberId: number;
  beforeAll(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
    memberId = t.accountId('demo_member');
  });
  afterAll(() => t.platform.close());
  afterEach(() => vi.useRealTimers());

  const open = (query: string, init?: RequestInit) => t.platform.request(`/wps/events${query}`, init);
  /** A ticket for the stream, asked with the session's token as every call is. */
  const ticketOf = async (sessionToken = token) => {
    const response = await t.platform.request('/wps/events/ticket', {
      method: 'POST',
      headers: { Authorization: sessionToken },
    });
    return (await response.json()) as Envelope<EventTicketValue>;
  };
  const withTicket = async (sessionToken = token) => {
    const { value } = await ticketOf(sessionToken);
    return `?ticket=${encodeURIComponent(value?.ticket ?? '')}`;
  };

  it('streams the events of the ticket holder as SSE messages', async () => {
    const response = await open(await withTicket());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(await readBlocks(reader, 1)).toEqual([': connected']);
    expect(t.platform.ctx.events.listenerCount(memberId)).toBe(1);

    // Another account's events never reach this stream.
    t.platform.ctx.events.publish(t.accountId('demo_agent'), { type: 'DEPOSIT_CREDITED', payload: { amount: 1 } });
    t.platform.ctx.events.publish(memberId, { type: 'DEPOSIT_CREDITED', payload: { depositId: 7, amount: 150.5 } });
    t.platform.ctx.events.publish(memberId, { type: 'WITHDRAWAL_REJECTED', payload: { withdrawalId: 3, amount: 20 } });
    const [first, second] = await readBlocks(reader, 2);
    expect(first?.split('\n')[0]).toBe('id: 1');
    expect(dataOf(first ?? '')).toEqual({
      type: 'DEPOSIT_CREDITED',
      payload: { depositId: 7, amount: 150.5 },
      time: testEpoch,
    });
    expect(second?.split('\n')[0]).toBe('id: 2');
    expect(dataOf(second ?? '').type).toBe('WITHDRAWAL_REJECTED');

    await reader.cancel();
    expect(t.platform.ctx.events.listenerCount(memberId)).toBe(0);
  });

  it('accepts the Authorization header and unsubscribes when the request is aborted', async () => {
    const abort = new AbortController();
    const response = await open('', { headers: { Authorization: token }, signal: abort.signal });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readBlocks(reader, 1);
    expect(t.platform.ctx.events.listenerCount(memberId)).toBe(1);
    abort.abort();
    expect(t.platform.ctx.events.listenerCount(memberId)).toBe(0);
    expect((await reader.read()).done).toBe(true);
    // A publish after the page has gone reaches no one and breaks nothing.
    t.platform.ctx.events.publish(memberId, { type: 'DEPOSIT_FAILED', payload: { amount: 5 } });
  });

  it('sends a heartbeat comment every 25 seconds', async () => {
    const query = await withTicket();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const response = await open(query);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readBlocks(reader, 1);
    vi.advanceTimersByTime(eventHeartbeatMs);
    expect(await readBlocks(reader, 1)).toEqual([': heartbeat']);
    await reader.cancel();
    expect(t.platform.ctx.events.listenerCount(memberId)).toBe(0);
  });

  it('refuses guests, unknown tokens and trial users with the envelope', async () => {
    const guest = await open('');
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as Envelope<unknown>).errorCode).toBe('login.not.session');
    const unknown = await open('', { headers: { Authorization: 'nope' } });
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as Envelope<unknown>).errorCode).toBe('user.or.token.invalid');
    expect((await ticketOf('nope')).errorCode).toBe('user.or.token.invalid');
    // SPEC.md section 6: no messages for trial users, so no ticket either.
    expect((await ticketOf(t.tokenOf('demo_trial'))).errorCode).toBe('TRIAL_FORBIDDEN');
  });

  it('never takes the token from the URL: a ticket opens one stream, once, within its 30 seconds', async () => {
    const inUrl = await open(`?token=${encodeURIComponent(token)}`);
    expect(((await inUrl.json()) as Envelope<unknown>).errorCode).toBe('login.not.session');

    const { value } = await ticketOf();
    expect(value?.expiresIn).toBe(eventTicketTtlMs / 1000);
    expect(value?.ticket).toMatch(/^[\w-]{32}$/);
    expect(value?.ticket).not.toContain(token);
    const query = `?ticket=${encodeURIComponent(value?.ticket ?? '')}`;
    const first = await open(query);
    expect(first.status).toBe(200);
    await (first.body as ReadableStream<Uint8Array>).cancel();
    const again = await open(query);
    expect(again.status).toBe(401);
    expect(((await again.json()) as Envelope<unknown>).errorCode).toBe('user.or.token.invalid');

    const late = await withTicket();
    t.clock.now += eventTicketTtlMs;
    try {
      expect(((await (await open(late)).json()) as Envelope<unknown>).errorCode).toBe('user.or.token.invalid');
    } finally {
      t.clock.now -= eventTicketTtlMs;
    }
  });

  it('opens nothing with the ticket of a session that has ended since', async () => {
    const session = t.tokenOf('demo_member');
    const query = await withTicket(session);
    await t.platform.request('/wps/session/logout', { method: 'DELETE', headers: { Authorization: session } });
    const response = await open(query);
    expect(response.status).toBe(401);
    expect(((await response.json()) as Envelope<unknown>).errorCode).toBe('user.or.token.invalid');
  });

  it('limits the open streams of one account', async () => {
    const readers = await Promise.all(
      Array.from({ length: maxStreamsPerAccount }, async () => {
        const response = await open(await withTicket());
        return (response.body as ReadableStream<Uint8Array>).getReader();
      }),
    );
    const refused = await open(await withTicket());
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Envelope<unknown>).errorCode).toBe('TOO_MANY_REQUESTS');
    await Promise.all(readers.map((reader) => reader.cancel()));
    expect(t.platform.ctx.events.listenerCount(memberId)).toBe(0);
  });
});
