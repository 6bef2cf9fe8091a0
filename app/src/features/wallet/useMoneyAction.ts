/**
 * One money action as page state (PLATFORM.md "Requests"; issue 7: money actions): busy while its
 * request is in flight, one request per action however often it is pressed, and its result or error.
 * The Idempotency-Key is made per action; pressing again after a failure without an answer sends the
 * same request with the same key, so the platform replays it instead of moving money twice. After
 * an answer (a refusal), or for another request, it is a new action with a new key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnanswered, newIdempotencyKey, type ActionOptions } from '../../api';

export interface MoneyAction<Request, Result> {
  /** Sends the request, unless one is already in flight; resolves with the result, or undefined. */
  run: (request: Request) => Promise<Result | undefined>;
  busy: boolean;
  result: Result | undefined;
  error: unknown;
  /** Forgets the result and the error (a new action begins). */
  reset: () => void;
}

interface Attempt {
  fingerprint: string;
  key: string;
}

export function useMoneyAction<Request, Result>(
  send: (request: Request, options: ActionOptions) => Promise<Result>,
): MoneyAction<Request, Result> {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const inFlight = useRef(false);
  // The key of the last attempt that had no answer: reused if the same request is sent again.
  const unanswered = useRef<Attempt | null>(null);
  const [state, setState] = useState<{ busy: boolean; result: Result | undefined; error: unknown }>({
    busy: false,
    result: undefined,
    error: undefined,
  });

  const run = useCallback(async (request: Request) => {
    // A second press (or a double click) while the first is in flight sends nothing.
    if (inFlight.current) return undefined;
    inFlight.current = true;
    const fingerprint = JSON.stringify(request);
    const key = unanswered.current?.fingerprint === fingerprint ? unanswered.current.key : newIdempotencyKey();
    unanswered.current = null;
    setState({ busy: true, result: undefined, error: undefined });
    try {
      const result = await sendRef.current(request, { idempotencyKey: key });
      setState({ busy: false, result, error: undefined });
      return result;
    } catch (error) {
      if (isUnanswered(error)) unanswered.current = { fingerprint, key };
      setState({ busy: false, result: undefined, error });
      return undefined;
    } finally {
      inFlight.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    setState((current) => (current.busy ? current : { busy: false, result: undefined, error: undefined }));
  }, []);

  return { run, ...state, reset };
}
