/**
 * Health for the operator's load balancer (ARCHITECTURE.md, production): /healthz says the process
 * is up, /readyz that it can answer players, which it cannot without its platform, nor once it has
 * begun to stop (startup.ts `listen`): the balancer then sends the next requests to another replica.
 */

import { systemPaths } from '@lobby/contract';

/** Why the server is not ready, or null when it is. */
export type ReadinessCheck = () => Promise<string | null>;

export interface Readiness {
  check: ReadinessCheck;
  /** From now on not ready: the server is stopping. */
  stop: () => void;
}

export function createReadiness(platformCheck: ReadinessCheck = () => Promise.resolve(null)): Readiness {
  let stopping = false;
  return {
    check: () => (stopping ? Promise.resolve('shutting down') : platformCheck()),
    stop: () => {
      stopping = true;
    },
  };
}

/** The embedded platform is ready while its database answers (platform/index.ts `ping`). */
export function embeddedPlatformCheck(platform: { ping: () => void }): ReadinessCheck {
  return () => {
    try {
      platform.ping();
      return Promise.resolve(null);
    } catch (error) {
      return Promise.resolve(`embedded platform: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/**
 * The operator's platform is ready when its status call answers within a second: a balancer polls
 * every few seconds, and a platform slower than that would fail the players' pages anyway.
 */
export function upstreamPlatformCheck(
  baseUrl: string,
  { fetch: upstreamFetch = fetch, timeoutMs = 1000 }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): ReadinessCheck {
  const statusUrl = new URL(`${new URL(baseUrl).pathname.replace(/\/$/, '')}${systemPaths.status}`, baseUrl);
  return async () => {
    try {
      const response = await upstreamFetch(statusUrl, {
        // PLATFORM.md "Requests": every call names its merchant and device (the site's default).
        headers: { Merchant: 'LOBBY', Device: 'web' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.ok ? null : `platform status answered ${response.status}`;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return timedOut
        ? `platform status did not answer within ${timeoutMs} ms`
        : `platform status failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
}
