/**
 * A game launch as page state (SPEC.md section 7: POST /wps/game/launchGame answers
 * value.content.game_url): launching, the URL, or the failure. A launch changes state on the platform,
 * so it is never repeated by itself: it runs once per request (a remount reuses the same call), and
 * again only when the player asks. Retrying after no answer reuses the action's Idempotency-Key;
 * after a refusal it is a new action with a new key (the platform replays a refusal for its key).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { cdnUrl, isApiError, isUnanswered, newIdempotencyKey, type ActionOptions } from '../../api';
import { ErrorCode, type LaunchGameValue } from '@lobby/contract';
import { useCloseGame, useSystemStatus } from '../../data';

export type LaunchState =
  | { status: 'launching' }
  | { status: 'ready'; url: string }
  /** 'previous game has not finished': another real-money game is open (PLATFORM.md). */
  | { status: 'previousOpen'; error: unknown }
  | { status: 'failed'; error: unknown };

export interface Launch {
  state: LaunchState;
  /** Launches again (after a failure, or to reload the game). */
  retry: () => void;
  /** Closes the other open game, then launches this one. */
  closePreviousAndRetry: () => Promise<void>;
  closing: boolean;
}

/**
 * Launches with `launch` while `requestKey` names the same request; null waits (nothing to launch).
 * The URL is joined to a launch CDN picked at random (SPEC.md section 7).
 */
export function useLaunch(
  requestKey: string | null,
  launch: (options: ActionOptions) => Promise<LaunchGameValue>,
): Launch {
  const status = useSystemStatus();
  const launchCdns = status.data?.info.config.launchCdnList;
  const closeGame = useCloseGame();
  const [attempt, setAttempt] = useState({ key: requestKey, number: 0, idempotencyKey: newIdempotencyKey() });
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  const [closing, setClosing] = useState(false);
  const running = useRef<{ id: string; promise: Promise<LaunchGameValue> } | null>(null);
  const launchRef = useRef(launch);
  useEffect(() => {
    launchRef.current = launch;
  });

  // Another game: a new action from the start.
  if (attempt.key !== requestKey) {
    setAttempt({ key: requestKey, number: 0, idempotencyKey: newIdempotencyKey() });
    setState({ status: 'launching' });
  }

  useEffect(() => {
    if (attempt.key === null) return;
    const id = `${attempt.key}#${attempt.number}`;
    // Strict mode runs effects twice: the second run waits for the same call instead of a second one.
    if (running.current?.id !== id) {
      running.current = { id, promise: launchRef.current({ idempotencyKey: attempt.idempotencyKey }) };
    }
    let live = true;
    running.current.promise.then(
      (value) => {
        if (live) setState({ status: 'ready', url: cdnUrl(value.content.game_url, launchCdns ?? []) });
      },
      (error: unknown) => {
        if (!live) return;
        const previousOpen = isApiError(error) && error.errorCode === ErrorCode.PREVIOUS_GAME_OPEN;
        setState(previousOpen ? { status: 'previousOpen', error } : { status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, launchCdns]);

  const retry = useCallback(() => {
    setState({ status: 'launching' });
    setAttempt((current) => ({
      ...current,
      number: current.number + 1,
      idempotencyKey:
        state.status === 'failed' && isUnanswered(state.error) ? current.idempotencyKey : newIdempotencyKey(),
    }));
  }, [state]);

  const closePreviousAndRetry = useCallback(async () => {
    setClosing(true);
    try {
      await closeGame();
      retry();
    } catch (error) {
      setState({ status: 'failed', error });
    } finally {
      setClosing(false);
    }
  }, [closeGame, retry]);

  return { state, retry, closePreviousAndRetry, closing };
}
