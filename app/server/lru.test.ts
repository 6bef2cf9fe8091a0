import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

describe('createLru', () => {
  it('forgets the least recently used entry beyond its limit', () => {
    const lru = createLru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recently used
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([1, 3, 2]);
  });

  it('replaces an entry in place, and deletes', () => {
    const lru = createLru<string>(2);
    lru.set('a', 'first');
    lru.set('a', 'second');
    expect([lru.get('a'), lru.size]).toEqual(['second', 1]);
    lru.delete('a');
    expect([lru.get('a'), lru.size]).toEqual([undefined, 0]);
  });
});
