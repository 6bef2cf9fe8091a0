/** Agent calls of SPEC.md section 7: the four contract kinds, downlines, team, transfer to downline. */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  agentPaths,
  type ContractActionRequest,
  type ContractActionValue,
  type ContractKind,
  type ContractListValue,
  type ContractTerms,
  type DownlineListQuery,
  type DownlineListValue,
  type TeamOverviewValue,
  type TransferToDownlineRequest,
  type TransferToDownlineValue,
} from './wire/agent';

/** Each contract kind has its own call (SPEC.md section 7). */
export const contractPaths: Record<ContractKind, string> = {
  DIVIDEND: agentPaths.dividend,
  DAILY_SALARY: agentPaths.dailySalary,
  HOURLY_SALARY: agentPaths.hourlySalary,
  REALTIME_SALARY: agentPaths.realtimeSalary,
};

/** The caller's contracts of a kind, as upline or downline (a read, though sent as POST). */
export function getContracts(
  client: ApiClient,
  kind: ContractKind,
  query: Omit<Extract<ContractActionRequest, { action: 'list' }>, 'action'> = {},
  options?: CallOptions,
) {
  return client.post<ContractListValue>(contractPaths[kind], { action: 'list', ...query }, options);
}

type ContractChange = Exclude<ContractActionRequest, { action: 'list' }>;

/** Any contract action that changes state: never retried, one Idempotency-Key per action. */
export function changeContract(
  client: ApiClient,
  kind: ContractKind,
  request: ContractChange,
  options?: ActionOptions,
) {
  return client.post<ContractActionValue>(contractPaths[kind], request, actionOptions(options));
}

/** Offers a new contract to a direct downline. */
export function offerContract(
  client: ApiClient,
  kind: ContractKind,
  downlineId: number,
  terms: ContractTerms,
  options?: ActionOptions,
) {
  return changeContract(client, kind, { action: 'request', requestType: 'NEW', downlineId, terms }, options);
}

/** Asks the other party to end a contract. */
export function requestContractTermination(
  client: ApiClient,
  kind: ContractKind,
  contractId: number,
  options?: ActionOptions,
) {
  return changeContract(client, kind, { action: 'request', requestType: 'TERMINATION', contractId }, options);
}

/**
 * Answers the other party's pending request, or (upline) ends an active contract at once. Accepting
 * may end higher-rate downline contracts (`autoTerminated`, SPEC.md section 4).
 */
export function answerContract(
  client: ApiClient,
  kind: ContractKind,
  action: 'accept' | 'reject' | 'terminate',
  contractId: number,
  options?: ActionOptions,
) {
  return changeContract(client, kind, { action, contractId }, options);
}

export function getDownlines(client: ApiClient, query: DownlineListQuery, options?: CallOptions) {
  return client.get<DownlineListValue>(agentPaths.downlines, { ...query }, options);
}

export function getTeamOverview(client: ApiClient, options?: CallOptions) {
  return client.get<TeamOverviewValue>(agentPaths.teamOverview, undefined, options);
}

/** Moves money to a direct downline: never retried, one Idempotency-Key per action. */
export function transferToDownline(client: ApiClient, request: TransferToDownlineRequest, options?: ActionOptions) {
  return client.post<TransferToDownlineValue>(agentPaths.transferToDownline, request, actionOptions(options));
}
