import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { createFirstScreenCollector } from './firstScreen';

describe('the first-screen collector', () => {
  it('carries the answers JSON keeps as they are, and leaves the others to the browser', async () => {
    const failures: string[] = [];
    const collector = createFirstScreenCollector({
      timeoutMs: 1000,
      onFailure: (key) => failures.push(key),
    });
    collector.seed([
      { key: ['plain'], fetch: () => Promise.resolve({ list: [1, 'a', null, { ok: true }], gone: undefined }) },
      // A page carries its answers as JSON: a Set would reach the browser as {}.
      { key: ['set'], fetch: () => Promise.resolve(new Set(['MODULE'])) },
      { key: ['date'], fetch: () => Promise.resolve({ at: new Date(0) }) },
    ]);
    await collector.settle();

    expect(Object.keys(collector.answers())).toEqual([unstable_serialize(['plain'])]);
    expect(failures).toEqual([unstable_serialize(['set']), unstable_serialize(['date'])]);
    // A page without all its answers is not kept in the server's page cache.
    expect(collector.complete()).toBe(false);
  });

  it('is complete when every call answered with JSON', async () => {
    const collector = createFirstScreenCollector({ timeoutMs: 1000 });
    collector.seed([{ key: ['modules'], fetch: () => Promise.resolve(['A', 'B']) }]);
    await collector.settle();
    expect(collector.answers()).toEqual({ [unstable_serialize(['modules'])]: ['A', 'B'] });
    expect(collector.complete()).toBe(true);
  });
});
