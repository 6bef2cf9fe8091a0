// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract';
import { ApiError, type ActionOptions } from '../api';
import { useIdempotentAction, type IdempotentActionOptions } from './useIdempotentAction';

type Failure = () => Error;

const network: Failure = () => new ApiError({ kind: 'network', messageKey: 'networkAbnormal' });
const refusal: Failure = () =>
  new ApiError({ kind: 'business', messageKey: 'insufficientBalance', errorCode: 'INSUFFICIENT_BALANCE' });

const noAnswers: Record<string, Failure> = {
  network,
  'time-out': () => new ApiError({ kind: 'timeout', messageKey: 'networkAbnormal' }),
  'HTTP 503': () => new ApiError({ kind: 'http', status: 503, messageKey: 'serverError' }),
  'a garbled reply': () => new ApiError({ kind: 'malformed', messageKey: 'serverError' }),
  'the same key still running': () =>
    new ApiError({ kind: 'business', messageKey: 'unknown', errorCode: ErrorCode.IDEMPOTENCY_IN_PROGRESS }),
};
const answers: Record<string, Failure> = {
  'a refusal': refusal,
  'HTTP 403': () => new ApiError({ kind: 'http', status: 403, messageKey: 'accessRestricted' }),
  'HTTP 422': () => new ApiError({ kind: 'http', status: 422, messageKey: 'unknown' }),
  'a lost session': () => new ApiError({ kind: 'session', messageKey: 'unknown', status: 401 }),
};

/** A send that fails with each of `failures` in turn, then answers `{ done: amount }`. */
function setup(failures: Failure[] = [], options?: IdempotentActionOptions) {
  const keys: string[] = [];
  const pending: (() => void)[] = [];
  let hold = false;
  const send = vi.fn((request: { amount: number }, { idempotencyKey }: ActionOptions) => {
    keys.push(idempotencyKey ?? '');
    const failure = failures.shift();
    const settle = () => (failure ? Promise.reject(failure()) : Promise.resolve({ done: request.amount }));
    if (!hold) return settle();
    return new Promise<{ done: number }>((resolve, reject) => pending.push(() => void settle().then(resolve, reject)));
  });
  const { result } = renderHook(() => useIdempotentAction(send, options));
  const holdAnswers = () => {
    hold = true;
  };
  const releaseAnswers = () =>
    act(async () => {
      for (const release of pending.splice(0)) release();
      await Promise.resolve();
    });
  return { result, keys, send, holdAnswers, releaseAnswers };
}

describe('useIdempotentAction', () => {
  it('sends one request for a double click', async () => {
    const { result, send } = setup();
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.run({ amount: 1 }), result.current.run({ amount: 1 })]);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ ok: true, value: { done: 1 } }, null]);
    expect(result.current.state).toEqual({ status: 'done', result: { done: 1 } });
    expect(result.current.result).toEqual({ done: 1 });
  });

  it('is busy while in flight, and sends nothing else meanwhile unless parallel', async () => {
    const { result, send, holdAnswers, releaseAnswers } = setup();
    holdAnswers();
    let second: unknown;
    await act(async () => {
      void result.current.run({ amount: 1 });
      second = await result.current.run({ amount: 2 });
    });
    expect(second).toBeNull();
    expect(result.current.busy).toBe(true);
    expect(result.current.state).toEqual({ status: 'sending' });
    expect(result.current.isSending({ amount: 1 })).toBe(true);
    expect(result.current.isSending({ amount: 2 })).toBe(false);
    await releaseAnswers();
    expect(result.current.busy).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends different requests side by side when parallel, never the same one twice', async () => {
    const { result, send, holdAnswers, releaseAnswers } = setup([], { parallel: true });
    holdAnswers();
    act(() => {
      void result.current.run({ amount: 1 });
      void result.current.run({ amount: 2 });
      void result.current.run({ amount: 1 });
    });
    expect(send.mock.calls.map(([request]) => request)).toEqual([{ amount: 1 }, { amount: 2 }]);
    expect(result.current.isSending({ amount: 1 })).toBe(true);
    expect(result.current.isSending({ amount: 2 })).toBe(true);
    await releaseAnswers();
    expect(result.current.busy).toBe(false);
    // The state tells the request started last.
    expect(result.current.result).toEqual({ done: 2 });
  });

  it.each(Object.entries(noAnswers))(
    'keeps the key across retries after %s, and is never retried by itself',
    async (_, failure) => {
      const { result, keys, send } = setup([failure, failure]);
      await act(() => result.current.run({ amount: 5 }));
      expect(send).toHaveBeenCalledTimes(1);
      expect(result.current.error).toBeInstanceOf(ApiError);
      await act(() => result.current.run({ amount: 5 }));
      await act(() => result.current.run({ amount: 5 }));
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      // Answered at last: the next action is a new one.
      await act(() => result.current.run({ amount: 5 }));
      expect(keys[3]).not.toBe(keys[2]);
    },
  );

  it.each(Object.entries(answers))('makes a new key after %s', async (_, failure) => {
    const { result, keys } = setup([failure]);
    await act(() => result.current.run({ amount: 5 }));
    expect(result.current.error).toBeInstanceOf(ApiError);
    await act(() => result.current.run({ amount: 5 }));
    expect(keys[1]).not.toBe(keys[0]);
    expect(result.current.result).toEqual({ done: 5 });
  });

  it('makes a new key after a success, and for another request', async () => {
    const { result, keys } = setup([network]);
    await act(() => result.current.run({ amount: 5 }));
    await act(() => result.current.run({ amount: 6 }));
    await act(() => result.current.run({ amount: 6 }));
    expect(new Set(keys).size).toBe(3);
    // The request that got no answer still has its key.
    await act(() => result.current.run({ amount: 5 }));
    expect(keys[3]).toBe(keys[0]);
  });

  it('forgets the result or failure on reset, but not while a request is in flight', async () => {
    const { result, holdAnswers, releaseAnswers } = setup([refusal]);
    await act(() => result.current.run({ amount: 5 }));
    expect(result.current.state.status).toBe('failed');
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(result.current.error).toBeUndefined();
    holdAnswers();
    act(() => void result.current.run({ amount: 5 }));
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'sending' });
    await releaseAnswers();
    expect(result.current.result).toEqual({ done: 5 });
  });
});
