/**
 * A points action (redeem, convert) as page state: one request per player action with an
 * Idempotency-Key, never repeated by itself (PLATFORM.md "Requests"). A second submit while one is
 * in flight is ignored, so a double click makes one request. When the platform refused, the next try
 * is a new action with a new key (it replays a refusal for its key). When no answer came (network,
 * time-out, a 5xx, the first request still running), sending the same request again reuses its key,
 * so the platform runs it at most once however often the player retries.
 */
import { useCallback, useRef, useState } from 'react';
import { isApiError, newIdempotencyKey, type ActionOptions } from '../../api';
import { ErrorCode } from '@lobby/contract';

export type PointActionState<Value> =
  { status: 'idle' } | { status: 'sending' } | { status: 'done'; value: Value } | { status: 'failed'; error: unknown };

/** Whether the platform answered the request (a refusal), as opposed to no answer at all. */
export const wasAnswered = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'business' && error.errorCode !== ErrorCode.IDEMPOTENCY_IN_PROGRESS;

export function usePointAction<Request, Value>(run: (request: Request, options: ActionOptions) => Promise<Value>) {
  const [state, setState] = useState<PointActionState<Value>>({ status: 'idle' });
  const inFlight = useRef(false);
  const unanswered = useRef<{ key: string; request: string } | null>(null);

  const submit = useCallback(
    async (request: Request) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const fingerprint = JSON.stringify(request);
      const idempotencyKey = unanswered.current?.request === fingerprint ? unanswered.current.key : newIdempotencyKey();
      unanswered.current = { key: idempotencyKey, request: fingerprint };
      setState({ status: 'sending' });
      try {
        const value = await run(request, { idempotencyKey });
        unanswered.current = null;
        setState({ status: 'done', value });
      } catch (error) {
        if (wasAnswered(error)) unanswered.current = null;
        setState({ status: 'failed', error });
      } finally {
        inFlight.current = false;
      }
    },
    [run],
  );

  /** Back to the form (another gift, or the dialog closed); a request left unanswered keeps its key. */
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, submit, reset };
}
