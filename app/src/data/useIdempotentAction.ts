/**
 * The one way the site sends an action that moves money or changes state (PLATFORM.md "Requests"):
 * deposit, withdraw, transfer, redeem, claim, contract answers, profile changes, feedback...
 *
 * - One request per player action: while a request is in flight, another run sends nothing (a double
 *   click sends one request). By default that holds for the whole action; `parallel` lets different
 *   requests run side by side (a claim per reward), never the same one twice.
 * - One Idempotency-Key per action, never retried by itself. When no answer came (`isUnanswered`:
 *   the platform may have done it), sending the same request again reuses its key, so the platform
 *   replays what it did instead of doing it twice. After any answer (done, or refused), or for
 *   another request, it is a new action with a new key.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isUnanswered, newIdempotencyKey, type ActionOptions } from '../api';

export type ActionState<Result> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; result: Result }
  | { status: 'failed'; error: unknown };

export type ActionOutcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export interface IdempotentAction<Request, Result> {
  /** Sends the request; null when it sent nothing (the same action is in flight). Never throws. */
  run: (request: Request) => Promise<ActionOutcome<Result> | null>;
  /** The last run: sending, its result or its failure (idle again after `reset`). */
  state: ActionState<Result>;
  /** Whether any request is in flight. */
  busy: boolean;
  /** Whether this very request is in flight (the row whose button spins). */
  isSending: (request: Request) => boolean;
  result: Result | undefined;
  error: unknown;
  /** Forgets the last result or failure (a new action begins); nothing while a request is in flight. */
  reset: () => void;
}

export interface IdempotentActionOptions {
  /** Different requests may be in flight at the same time (one per item); the same one still once. */
  parallel?: boolean;
}

/** Requests are told apart by their content: the same content is the same action. */
const fingerprintOf = (request: unknown) => (JSON.stringify(request) as string | undefined) ?? '';

export function useIdempotentAction<Request, Result>(
  send: (request: Request, options: ActionOptions) => Promise<Result>,
  { parallel = false }: IdempotentActionOptions = {},
): IdempotentAction<Request, Result> {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  // Refs, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(new Set<string>());
  // The key of each request that got no answer, until it gets one.
  const unansweredKeys = useRef(new Map<string, string>());
  const latestRun = useRef(0);
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());
  const [state, setState] = useState<ActionState<Result>>({ status: 'idle' });

  const run = useCallback(
    async (request: Request): Promise<ActionOutcome<Result> | null> => {
      const fingerprint = fingerprintOf(request);
      if (parallel ? inFlight.current.has(fingerprint) : inFlight.current.size > 0) return null;
      inFlight.current.add(fingerprint);
      setSending(new Set(inFlight.current));
      const runNumber = ++latestRun.current;
      setState({ status: 'sending' });
      const idempotencyKey = unansweredKeys.current.get(fingerprint) ?? newIdempotencyKey();
      unansweredKeys.current.set(fingerprint, idempotencyKey);
      let outcome: ActionOutcome<Result>;
      try {
        outcome = { ok: true, value: await sendRef.current(request, { idempotencyKey }) };
        unansweredKeys.current.delete(fingerprint);
      } catch (error) {
        if (!isUnanswered(error)) unansweredKeys.current.delete(fingerprint);
        outcome = { ok: false, error };
      }
      inFlight.current.delete(fingerprint);
      setSending(new Set(inFlight.current));
      // With parallel requests, the state tells the one started last.
      if (runNumber === latestRun.current) {
        setState(outcome.ok ? { status: 'done', result: outcome.value } : { status: 'failed', error: outcome.error });
      }
      return outcome;
    },
    [parallel],
  );

  const isSending = useCallback((request: Request) => sending.has(fingerprintOf(request)), [sending]);

  const reset = useCallback(() => {
    if (inFlight.current.size === 0) setState({ status: 'idle' });
  }, []);

  return useMemo(
    () => ({
      run,
      state,
      busy: sending.size > 0,
      isSending,
      result: state.status === 'done' ? state.result : undefined,
      error: state.status === 'failed' ? state.error : undefined,
      reset,
    }),
    [run, state, sending, isSending, reset],
  );
}
