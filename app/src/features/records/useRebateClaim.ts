/**
 * The rebate claim as page state (the money-action rules: one request per player action, with an
 * Idempotency-Key, never repeated by itself). A retry after a failure with no clear answer (network,
 * time-out, a 5xx, a garbled reply) reuses the action's key, so a claim the platform did make is
 * replayed, never paid twice; after a refusal the next click is a new action with a new key.
 */
import { useCallback, useRef, useState } from 'react';
import { isUnanswered, newIdempotencyKey } from '../../api';
import type { RebateClaimValue } from '@lobby/contract';
import { useRebateActions } from '../../data';

export type ClaimState =
  | { status: 'idle' }
  | { status: 'claiming' }
  | { status: 'claimed'; claim: RebateClaimValue }
  | { status: 'failed'; error: unknown };

export function useRebateClaim(onClaimed: (claim: RebateClaimValue) => void) {
  const { claim } = useRebateActions();
  const [state, setState] = useState<ClaimState>({ status: 'idle' });
  // Refs, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);
  const pendingKey = useRef<string | null>(null);

  const run = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const idempotencyKey = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = idempotencyKey;
    setState({ status: 'claiming' });
    try {
      const value = await claim({ idempotencyKey });
      pendingKey.current = null;
      setState({ status: 'claimed', claim: value });
      onClaimed(value);
    } catch (error) {
      if (!isUnanswered(error)) pendingKey.current = null;
      setState({ status: 'failed', error });
    } finally {
      inFlight.current = false;
    }
  }, [claim, onClaimed]);

  return { state, claim: run };
}
