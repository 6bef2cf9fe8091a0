// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchText } from './useSearchText';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The hook over a URL's search that the test moves, as the router would. */
function field(initial = '') {
  const write = vi.fn<(typed: string) => void>();
  const hook = renderHook(({ search }) => useSearchText(search, write), { initialProps: { search: initial } });
  const type = (text: string) => {
    act(() => {
      hook.result.current[1](text);
    });
  };
  const url = (search: string) => hook.rerender({ search });
  return { write, type, url, text: () => hook.result.current[0] };
}

describe('useSearchText', () => {
  it('writes the typed text, trimmed, once typing pauses', () => {
    const { write, type } = field();
    type('dra');
    act(() => {
      vi.advanceTimersByTime(349);
    });
    type(' dragon ');
    act(() => {
      vi.advanceTimersByTime(349);
    });
    expect(write).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(write).toHaveBeenCalledExactlyOnceWith('dragon');
  });

  it('keeps a key typed while its own write was on the way to the URL', () => {
    const { write, type, url, text } = field();
    type('dra');
    act(() => {
      vi.advanceTimersByTime(350);
    });
    expect(write).toHaveBeenLastCalledWith('dra');
    // The player goes on typing before the router has rendered the new URL.
    type('drag');
    url('dra');
    expect(text()).toBe('drag');
    act(() => {
      vi.advanceTimersByTime(350);
    });
    expect(write).toHaveBeenLastCalledWith('drag');
  });

  it('follows the URL when it brings another search (back, forward, a link)', () => {
    const { type, url, text } = field('fish');
    expect(text()).toBe('fish');
    type('fishing');
    url('slots');
    expect(text()).toBe('slots');
    url('');
    expect(text()).toBe('');
  });
});
