import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isThrottled, throttleLeading, throttleLeadingByKey } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttleLeading', () => {
  it('lets the leading call through and drops the others for the interval', async () => {
    const send = vi.fn((mobile: string) => Promise.resolve(mobile));
    const throttled = throttleLeading(send, 1000);
    await expect(throttled('1')).resolves.toBe('1');
    const dropped = throttled('2');
    await expect(dropped).rejects.toSatisfy(isThrottled);
    vi.advanceTimersByTime(999);
    await expect(throttled('3')).rejects.toSatisfy(isThrottled);
    vi.advanceTimersByTime(1);
    await expect(throttled('4')).resolves.toBe('4');
    expect(send.mock.calls).toEqual([['1'], ['4']]);
  });

  it('counts the window from the call, even when the call fails', async () => {
    const send = vi.fn(() => Promise.reject(new Error('no')));
    const throttled = throttleLeading(send, 1000);
    await expect(throttled()).rejects.toThrow('no');
    await expect(throttled()).rejects.toSatisfy(isThrottled);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('throttleLeadingByKey', () => {
  it('throttles each key on its own', async () => {
    const toggle = vi.fn((nodeId: number) => Promise.resolve(nodeId));
    const throttled = throttleLeadingByKey(toggle, String, 1000);
    await throttled(1);
    await throttled(2);
    await expect(throttled(1)).rejects.toSatisfy(isThrottled);
    vi.advanceTimersByTime(1000);
    await throttled(1);
    expect(toggle.mock.calls).toEqual([[1], [2], [1]]);
  });
});
