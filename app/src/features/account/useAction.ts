/**
 * A state-changing action as page state (PLATFORM.md "Requests"): busy while in flight (a second
 * submit is ignored), one Idempotency-Key per user action, and the same key again only when the
 * player retries the very same request after it got no answer; a changed request or an answered
 * refusal is a new action with a new key. Never retried by itself.
 */
import { useCallback, useRef, useState } from 'react';
import { isUnanswered, newIdempotencyKey, type ActionOptions } from '../../api';

export interface Action<Request, Result> {
  /** Runs the action; resolves with the result, or undefined when it failed or was already running. */
  run: (request: Request) => Promise<Result | undefined>;
  busy: boolean;
  /** The last failure, until the next run. */
  error: unknown;
  reset: () => void;
}

export function useAction<Request, Result>(
  perform: (request: Request, options: ActionOptions) => Promise<Result>,
): Action<Request, Result> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const running = useRef(false);
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const performRef = useRef(perform);
  performRef.current = perform;

  const run = useCallback(async (request: Request) => {
    if (running.current) return undefined;
    running.current = true;
    const fingerprint = JSON.stringify(request);
    const key = last.current?.fingerprint === fingerprint ? last.current.key : newIdempotencyKey();
    last.current = { fingerprint, key };
    setBusy(true);
    setError(undefined);
    try {
      const result = await performRef.current(request, { idempotencyKey: key });
      last.current = null;
      return result;
    } catch (failure) {
      // Only an unanswered try may be the same action again; anything else starts afresh.
      if (!isUnanswered(failure)) last.current = null;
      setError(failure);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const reset = useCallback(() => {
    setError(undefined);
  }, []);

  return { run, busy, error, reset };
}
