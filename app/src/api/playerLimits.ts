/** The player's deposit and loss limits (issue 17; contract: limits.ts). */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import { limitsPaths, type LimitsValue, type SetLimitRequest } from '@lobby/contract';

export function getLimits(client: ApiClient, options?: CallOptions) {
  return client.get<LimitsValue>(limitsPaths.limits, undefined, options);
}

/** Sets, lowers, raises or removes one limit: never retried, one Idempotency-Key per action. */
export function setLimit(client: ApiClient, request: SetLimitRequest, options?: ActionOptions) {
  return client.post<LimitsValue>(limitsPaths.setLimit, request, actionOptions(options));
}
