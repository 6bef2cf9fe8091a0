import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeadingThrottle } from './useLeadingThrottle';

describe('useLeadingThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls at once, ignores calls within the interval, then calls again', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useLeadingThrottle(callback, 1000));
    result.current('a');
    result.current('b');
    expect(callback).toHaveBeenCalledExactlyOnceWith('a');
    vi.advanceTimersByTime(999);
    result.current('c');
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    result.current('d');
    expect(callback).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenLastCalledWith('d');
  });

  it('never makes a trailing call', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useLeadingThrottle(callback, 1000));
    result.current();
    result.current();
    vi.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('keeps the same function across renders and calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ callback }) => useLeadingThrottle(callback, 1000), {
      initialProps: { callback: first },
    });
    const throttled = result.current;
    rerender({ callback: second });
    expect(result.current).toBe(throttled);
    act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
