/**
 * Failures the server tells once, not once per request: a platform that is down fails every page's
 * first-screen calls, and one line a minute says so (with how many were not repeated) rather than
 * hundreds. A failure that stops and comes back is told again.
 */
import { serverLog } from './logger';

export interface FailureLog {
  failed: (what: string, error: unknown) => void;
}

export interface FailureLogOptions {
  /** How long a failure stays told (ms, default 60 000). */
  quietMs?: number;
  /** Where a failure is told (default: the server's log, as a warning: the page was still served). */
  write?: (line: string) => void;
  now?: () => number;
}

export function createFailureLog({
  quietMs = 60_000,
  write = (line) => serverLog().warn(line),
  now = Date.now,
}: FailureLogOptions = {}): FailureLog {
  const told = new Map<string, { at: number; repeats: number }>();
  return {
    failed(what, error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const signature = `${what}: ${reason}`;
      const last = told.get(signature);
      const time = now();
      if (last && time - last.at < quietMs) {
        last.repeats += 1;
        return;
      }
      const repeats = last?.repeats ? ` (${last.repeats} more since it was last told)` : '';
      write(`[lobby] ${signature}${repeats}`);
      told.set(signature, { at: time, repeats: 0 });
      // Forget what has not failed for a while, so that the map stays small.
      for (const [key, value] of told) if (time - value.at > quietMs * 10) told.delete(key);
    },
  };
}
