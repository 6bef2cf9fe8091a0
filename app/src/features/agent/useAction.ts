import { useCallback, useRef, useState } from 'react';
import { isUnanswered, newIdempotencyKey, type ActionOptions } from '../../api';

/**
 * One user action that changes state (a transfer, a contract answer, a registration): busy while in
 * flight (a second click does nothing), one Idempotency-Key per action, the same key again only when
 * the user retries after a failure without an answer (`isUnanswered`: the platform may have done it,
 * and replays it for the same key); never retried automatically.
 * `identity` names the action (e.g. 'accept:12'): another identity gets a new key.
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);
  const keys = useRef(new Map<string, string>());
  const run = useCallback(async <T>(identity: string, action: (options: ActionOptions) => Promise<T>) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(identity);
    const idempotencyKey = keys.current.get(identity) ?? newIdempotencyKey();
    keys.current.set(identity, idempotencyKey);
    try {
      const value = await action({ idempotencyKey });
      keys.current.delete(identity);
      return value;
    } catch (error) {
      if (!isUnanswered(error)) keys.current.delete(identity);
      throw error;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
