/**
 * Actions that change state on the platform (claims, applications), one per item at a time
 * (PLATFORM.md "Requests"): a second click while one is in flight does nothing; each action sends
 * one Idempotency-Key, reused when the player retries after a failure with no answer (network,
 * time-out, a 5xx: the platform may or may not have done it), and a new one after a refusal (the
 * platform keeps a refusal for its key). Nothing is ever retried by itself.
 */
import { useCallback, useRef, useState } from 'react';
import { isApiError, newIdempotencyKey, type ActionOptions } from '../../api';
import { ErrorCode } from '@lobby/contract';

export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Whether the platform may not have answered: the same action must then reuse its key. */
export function unanswered(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.errorCode === ErrorCode.IDEMPOTENCY_IN_PROGRESS) return true;
  return error.kind !== 'business' && error.kind !== 'session';
}

export function useIdempotentActions() {
  const inFlight = useRef(new Set<string>());
  const keys = useRef(new Map<string, string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  /** Runs the action named `id`, unless it is in flight already (then answers null). */
  const run = useCallback(
    async <T>(id: string, action: (options: ActionOptions) => Promise<T>): Promise<ActionOutcome<T> | null> => {
      if (inFlight.current.has(id)) return null;
      inFlight.current.add(id);
      setBusy(new Set(inFlight.current));
      const idempotencyKey = keys.current.get(id) ?? newIdempotencyKey();
      keys.current.set(id, idempotencyKey);
      try {
        const value = await action({ idempotencyKey });
        keys.current.delete(id);
        return { ok: true, value };
      } catch (error) {
        if (!unanswered(error)) keys.current.delete(id);
        return { ok: false, error };
      } finally {
        inFlight.current.delete(id);
        setBusy(new Set(inFlight.current));
      }
    },
    [],
  );

  const isBusy = useCallback((id: string) => busy.has(id), [busy]);
  return { run, isBusy };
}
