/** Time-out and self-exclusion (issue 17; contract: exclusion.ts). */
import { actionOptions, type ActionOptions, type ApiClient } from './client';
import { exclusionPaths, type ExclusionValue, type TakeBreakRequest } from '@lobby/contract';

/** Takes a break; sealed (it carries the password), never retried, one Idempotency-Key per action. */
export function takeBreak(client: ApiClient, request: TakeBreakRequest, options?: ActionOptions) {
  return client.post<ExclusionValue>(exclusionPaths.takeBreak, request, { ...actionOptions(options), encrypt: true });
}
