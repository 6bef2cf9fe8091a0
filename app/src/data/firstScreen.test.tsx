// The collector as the server uses it: SWR hooks rendered to a string in Node (no window: SWR knows
// it is on a server and fetches nothing itself). firstScreen.client.test.tsx has the browser's side.
import { renderToString } from 'react-dom/server';
import useSWR, { SWRConfig, unstable_serialize, type Key } from 'swr';
import useSWRInfinite, { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import {
  createFirstScreenCollector,
  createSharedAnswers,
  type FirstScreenCollector,
  infinitePrefix,
  replayable,
  serialized,
} from './firstScreen';

/** A hook's state as text: its answer, else whether SWR calls it loading or validating. */
function Call({ swrKey, fetcher }: { swrKey: Key; fetcher: (key: unknown) => Promise<string> }) {
  const { data, isLoading, isValidating } = useSWR<string>(swrKey, fetcher);
  return <p>{`${data ?? 'no answer'}${isLoading ? ' loading' : ''}${isValidating ? ' validating' : ''}`}</p>;
}

const render = (collector: FirstScreenCollector, children: React.ReactNode) =>
  renderToString(<SWRConfig value={collector.data().swrConfig}>{children}</SWRConfig>).replace(/<!-- -->/g, '');

/** A fetch that answers `value` after `ms` (0: at once), counting its calls. */
function answering(value: string, ms = 0) {
  return vi.fn<(key: unknown) => Promise<string>>(
    () =>
      new Promise<string>((resolve) =>
        setTimeout(() => {
          resolve(value);
        }, ms),
      ),
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createFirstScreenCollector (server)', () => {
  it('starts a call once per request, however many renders and hooks ask for its key', async () => {
    const collector = createFirstScreenCollector({ timeoutMs: 1000 });
    const fetcher = answering('open');
    const page = (
      <>
        <Call swrKey={['system/status']} fetcher={fetcher} />
        <Call swrKey={['system/status']} fetcher={fetcher} />
      </>
    );
    render(collector, page);
    expect(collector.pending()).toBe(1);
    render(collector, page);
    await collector.settle();
    render(collector, page);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(['system/status']);
    expect(collector.pending()).toBe(0);
  });

  it('keeps an answer in time, and gives it as the fallback of the next render, which shows it settled', async () => {
    const collector = createFirstScreenCollector({ timeoutMs: 1000 });
    const key = ['games/hot', 'en'];
    const page = <Call swrKey={key} fetcher={answering('hot games', 5)} />;
    expect(render(collector, page)).toBe('<p>no answer loading validating</p>');
    await collector.settle();
    const id = unstable_serialize(key);
    expect(collector.answers()).toEqual({ [id]: 'hot games' });
    expect(collector.data().swrConfig.fallback).toEqual({ [id]: 'hot games' });
    // Neither loading nor validating: as the browser's first render (hydration) shows it.
    expect(render(collector, page)).toBe('<p>hot games</p>');
    expect(collector.complete()).toBe(true);
  });

  it('tells a failure once, with its key, and keeps no answer for it: the page is not complete', async () => {
    const onFailure = vi.fn();
    const collector = createFirstScreenCollector({ timeoutMs: 1000, onFailure });
    const error = new TypeError('Failed to fetch');
    const fetcher = vi.fn(() => Promise.reject(error));
    const page = <Call swrKey={['home/winners', 'en']} fetcher={fetcher} />;
    render(collector, page);
    await collector.settle();
    expect(render(collector, page)).toBe('<p>no answer loading validating</p>');
    await collector.settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(unstable_serialize(['home/winners', 'en']), error);
    expect(collector.answers()).toEqual({});
    expect(collector.pending()).toBe(0);
    expect(collector.complete()).toBe(false);
  });

  it('does not wait for a call slower than timeoutMs, nor take its late answer: the page is not complete', async () => {
    const collector = createFirstScreenCollector({ timeoutMs: 20 });
    const page = (
      <>
        <Call swrKey="slow" fetcher={answering('late', 150)} />
        <Call swrKey="quick" fetcher={answering('quick')} />
      </>
    );
    render(collector, page);
    const started = performance.now();
    await collector.settle();
    expect(performance.now() - started).toBeLessThan(120);
    expect(collector.pending()).toBe(0);
    expect(collector.answers()).toEqual({ [unstable_serialize('quick')]: 'quick' });
    expect(collector.complete()).toBe(false);
    await wait(200);
    expect(collector.answers()).toEqual({ [unstable_serialize('quick')]: 'quick' });
    expect(render(collector, page)).toBe('<p>no answer loading validating</p><p>quick</p>');
  });

  it('is complete when every call answered in time, or when nothing was asked for', async () => {
    const nothing = createFirstScreenCollector({ timeoutMs: 20 });
    render(nothing, <Call swrKey={null} fetcher={answering('never')} />);
    expect(nothing.pending()).toBe(0);
    expect(nothing.complete()).toBe(true);
    const collector = createFirstScreenCollector({ timeoutMs: 1000 });
    render(collector, <Call swrKey="a" fetcher={answering('a', 5)} />);
    expect(collector.complete()).toBe(false);
    await collector.settle();
    expect(collector.complete()).toBe(true);
  });

  it('starts seeded calls before any render, once each, and the render takes their answers', async () => {
    const collector = createFirstScreenCollector({ timeoutMs: 1000 });
    const seeded = answering('seeded');
    collector.seed([
      { key: ['system/status'], fetch: () => seeded(null) },
      { key: ['system/status'], fetch: () => seeded(null) },
    ]);
    expect(collector.pending()).toBe(1);
    await collector.settle();
    const hookFetcher = answering('from the hook');
    expect(render(collector, <Call swrKey={['system/status']} fetcher={hookFetcher} />)).toBe('<p>seeded</p>');
    collector.seed([{ key: ['system/status'], fetch: () => seeded(null) }]);
    expect(seeded).toHaveBeenCalledTimes(1);
    expect(hookFetcher).not.toHaveBeenCalled();
  });

  it("fetches a paged list's (useSWRInfinite) first page, kept as the list of pages the hook reads", async () => {
    const collector = createFirstScreenCollector({ timeoutMs: 1000 });
    const getKey = (index: number, previous: string[] | null) =>
      previous?.length === 0 ? null : (['games/list', 'slots', index] as const);
    const fetcher = vi.fn((key: readonly [string, string, number]) => Promise.resolve([`game ${String(key[2])}`]));
    function List() {
      const { data } = useSWRInfinite(getKey, fetcher);
      return <p>{data ? data.flat().join(', ') : 'no answer'}</p>;
    }
    expect(render(collector, <List />)).toBe('<p>no answer</p>');
    await collector.settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(['games/list', 'slots', 0]);
    expect(collector.answers()).toEqual({ [serializeInfinite(getKey)]: [['game 0']] });
    expect(render(collector, <List />)).toBe('<p>game 0</p>');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('says what the renders asked for, made with any client: replayable fetchers only, a paged list as its pages', async () => {
    const collector = createFirstScreenCollector({ timeoutMs: 1000 });
    const client = { name: 'this request' } as unknown as ApiClient;
    const later = { name: 'a later request' } as unknown as ApiClient;
    const status = vi.fn((from: ApiClient) =>
      Promise.resolve(`status for ${(from as unknown as { name: string }).name}`),
    );
    const getKey = (index: number) => ['games/list', 'slots', index] as const;
    const page = vi.fn((from: ApiClient, key: readonly [string, string, number]) =>
      Promise.resolve(`page ${String(key[2])} for ${(from as unknown as { name: string }).name}`),
    );
    function Page() {
      useSWR(
        ['system/status'],
        replayable(() => status(client), status),
      );
      useSWR(['not replayable'], () => Promise.resolve('x'));
      useSWRInfinite(
        getKey,
        replayable((key: readonly [string, string, number]) => page(client, key), page),
      );
      return null;
    }
    render(collector, <Page />);
    render(collector, <Page />); // asked twice: listed once
    await collector.settle();
    const asked = collector.asked();
    expect(asked.map((call) => serialized(call.key))).toEqual([serialized(['system/status']), serialized(getKey)]);
    expect(await Promise.all(asked.map((call) => call.fetch(later)))).toEqual([
      'status for a later request',
      ['page 0 for a later request'],
    ]);
    // Seeded into the next request's collector, they answer before its first render.
    const next = createFirstScreenCollector({ timeoutMs: 1000 });
    next.seed(asked.map((call) => ({ key: call.key, fetch: () => call.fetch(later) })));
    await next.settle();
    expect(next.answers()).toEqual({
      [serialized(['system/status'])]: 'status for a later request',
      [serialized(getKey)]: ['page 0 for a later request'],
    });
  });

  // firstScreen.ts spells SWR's infinite prefix itself (swr/infinite's module would be in the first
  // script): an SWR whose infinite keys change fails here, not in a page that asks twice.
  it("names a paged list's answer exactly as swr/infinite does", () => {
    const getKey = (index: number) => ['games/list', 'slots', index] as const;
    expect(serialized(getKey)).toBe(serializeInfinite(getKey));
    expect(serialized(getKey).startsWith(infinitePrefix)).toBe(true);
    expect(serialized(['system/status'])).toBe(unstable_serialize(['system/status']));
  });

  it('keeps each request apart: a new collector has none of another’s answers', async () => {
    const first = createFirstScreenCollector({ timeoutMs: 1000 });
    render(first, <Call swrKey="status" fetcher={answering('first')} />);
    await first.settle();
    const second = createFirstScreenCollector({ timeoutMs: 1000 });
    const fetcher = answering('second', 5);
    expect(render(second, <Call swrKey="status" fetcher={fetcher} />)).toBe('<p>no answer loading validating</p>');
    await second.settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(second.answers()).toEqual({ [unstable_serialize('status')]: 'second' });
  });
});

describe('createSharedAnswers (the short cache of public answers, SSR_DATA_CACHE_MS)', () => {
  const status = ['system/status'] as const;
  const hot = ['games/hot', 'es'];

  it('serves the next requests within its time, then asks again; never shares the status', async () => {
    let now = 1000;
    const shared = createSharedAnswers({ ttlMs: 2000, except: [status], now: () => now });
    const hotFetch = answering('hot games');
    const statusFetch = answering('status');
    const page = (
      <>
        <Call swrKey={hot} fetcher={hotFetch} />
        <Call swrKey={status} fetcher={statusFetch} />
      </>
    );
    const renderOnce = async () => {
      const collector = createFirstScreenCollector({ timeoutMs: 1000, shared });
      render(collector, page);
      await collector.settle();
      return [render(collector, page), collector.complete()];
    };
    expect(await renderOnce()).toEqual(['<p>hot games</p><p>status</p>', true]);
    now += 1999;
    expect(await renderOnce()).toEqual(['<p>hot games</p><p>status</p>', true]);
    expect(hotFetch).toHaveBeenCalledTimes(1);
    expect(statusFetch).toHaveBeenCalledTimes(2);
    now += 2;
    await renderOnce();
    expect(hotFetch).toHaveBeenCalledTimes(2);
  });

  it('gives requests that ask while a call is out the same call', async () => {
    const shared = createSharedAnswers({ ttlMs: 1000, except: [] });
    const call = answering('list', 10);
    const [first, second] = await Promise.all([
      shared.through('a', () => call('a')),
      shared.through('a', () => call('a')),
    ]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
  });

  it('keeps no failure: the next request asks again, and gets the answer', async () => {
    const shared = createSharedAnswers({ ttlMs: 1000, except: [] });
    await expect(shared.through('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(shared.through('a', () => Promise.resolve('back'))).resolves.toBe('back');
  });

  it('freezes an answer, so that a render cannot change the next visitor’s page', async () => {
    const shared = createSharedAnswers({ ttlMs: 1000, except: [] });
    const answer = (await shared.through('a', () => Promise.resolve({ list: [{ id: 1 }] }))) as {
      list: { id: number }[];
    };
    expect(() => {
      answer.list.push({ id: 2 });
    }).toThrow(TypeError);
    expect(Object.isFrozen(answer.list[0])).toBe(true);
  });

  it('shares nothing with a time of 0, and keeps at most maxEntries answers', async () => {
    const off = createSharedAnswers({ ttlMs: 0, except: [] });
    const call = answering('x');
    await off.through('a', () => call('a'));
    await off.through('a', () => call('a'));
    expect(call).toHaveBeenCalledTimes(2);
    const small = createSharedAnswers({ ttlMs: 1000, except: [], maxEntries: 2 });
    const calls = { a: answering('a'), b: answering('b'), c: answering('c') };
    for (const id of ['a', 'b', 'c', 'a'] as const) await small.through(id, () => calls[id](id));
    expect(calls.a).toHaveBeenCalledTimes(2);
    expect(calls.b).toHaveBeenCalledTimes(1);
  });
});
