// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ActionOptions } from '../../api';
import { useMoneyAction } from './useMoneyAction';

const noAnswer = () => new ApiError({ kind: 'network', messageKey: 'networkAbnormal' });
const refusal = () =>
  new ApiError({ kind: 'business', messageKey: 'insufficientBalance', errorCode: 'INSUFFICIENT_BALANCE' });

function setup(outcomes: (() => Error)[]) {
  const keys: string[] = [];
  const send = vi.fn((request: { amount: number }, options: ActionOptions) => {
    keys.push(options.idempotencyKey ?? '');
    const outcome = outcomes.shift();
    return outcome ? Promise.reject(outcome()) : Promise.resolve({ done: request.amount });
  });
  const { result } = renderHook(() => useMoneyAction(send));
  return { result, keys, send };
}

describe('useMoneyAction', () => {
  it('sends once while in flight', async () => {
    const { result, send } = setup([]);
    await act(async () => {
      await Promise.all([result.current.run({ amount: 1 }), result.current.run({ amount: 1 })]);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.result).toEqual({ done: 1 });
  });

  it('repeats an unanswered request with its key, and makes a new key after an answer or for another request', async () => {
    const { result, keys } = setup([noAnswer, noAnswer, refusal]);
    await act(() => result.current.run({ amount: 5 }));
    expect(result.current.error).toBeInstanceOf(ApiError);
    await act(() => result.current.run({ amount: 5 }));
    await act(() => result.current.run({ amount: 6 }));
    await act(() => result.current.run({ amount: 6 }));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // The third attempt was refused (an answer): the next one is a new action.
    expect(keys[3]).not.toBe(keys[2]);
    expect(result.current.result).toEqual({ done: 6 });
  });
});
