/** The reality check (issue 17, item 2; contract: realityCheck.ts): its interval and the session's summary. */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  realityCheckPaths,
  type RealityCheckValue,
  type SessionSummaryValue,
  type SetRealityCheckRequest,
} from '@lobby/contract';

export function getRealityCheck(client: ApiClient, options?: CallOptions) {
  return client.get<RealityCheckValue>(realityCheckPaths.realityCheck, undefined, options);
}

/** Sets the interval: never retried, one Idempotency-Key per action. */
export function setRealityCheck(client: ApiClient, request: SetRealityCheckRequest, options?: ActionOptions) {
  return client.post<RealityCheckValue>(realityCheckPaths.setRealityCheck, request, actionOptions(options));
}

export function getSessionSummary(client: ApiClient, options?: CallOptions) {
  return client.get<SessionSummaryValue>(realityCheckPaths.sessionSummary, undefined, options);
}
