/**
 * Agent calls (SPEC.md sections 2 and 7): the four contract kinds, downlines, team, transfer to
 * downline, and the agent centre's calls defined in wire/agent.ts (info, register a downline, team
 * reports, salary and dividend reports, referral links, agent announcements).
 */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  type AddReferralLinkRequest,
  type AgentAnnouncementQuery,
  type AgentAnnouncementValue,
  type AgentInfoValue,
  agentPaths,
  type AgentRevenueQuery,
  type AgentRevenueValue,
  type ContractActionRequest,
  type ContractActionValue,
  type ContractKind,
  type ContractListValue,
  type DownlineListQuery,
  type DownlineListValue,
  type ReferralLink,
  type ReferralLinksValue,
  type RegisterDownlineRequest,
  type RegisterDownlineValue,
  type RemoveReferralLinkValue,
  type SettlementQuery,
  type SettlementValue,
  type TeamBetQuery,
  type TeamBetValue,
  type TeamOverviewDetails,
  type TeamProfitLossQuery,
  type TeamProfitLossValue,
  type TeamTransactionQuery,
  type TeamTransactionValue,
  type TransferToDownlineRequest,
  type TransferToDownlineValue,
} from '@lobby/contract';

/** Each contract kind has its own call (SPEC.md section 7). */
const contractPaths: Record<ContractKind, string> = {
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

export function getDownlines(client: ApiClient, query: DownlineListQuery, options?: CallOptions) {
  return client.get<DownlineListValue>(agentPaths.downlines, { ...query }, options);
}

export function getTeamOverview(client: ApiClient, options?: CallOptions) {
  return client.get<TeamOverviewDetails>(agentPaths.teamOverview, undefined, options);
}

/** Moves money to a direct downline: never retried, one Idempotency-Key per action. */
export function transferToDownline(client: ApiClient, request: TransferToDownlineRequest, options?: ActionOptions) {
  return client.post<TransferToDownlineValue>(agentPaths.transferToDownline, request, actionOptions(options));
}

/** The agent, its clock's offset and its features (the contract-dividend feature). */
export function getAgentInfo(client: ApiClient, options?: CallOptions) {
  return client.get<AgentInfoValue>(agentPaths.info, undefined, options);
}

/** registerCenter: a member or sub-agent directly below the agent; sealed, one Idempotency-Key per action. */
export function registerDownline(client: ApiClient, request: RegisterDownlineRequest, options?: ActionOptions) {
  return client.post<RegisterDownlineValue>(agentPaths.registerDownline, request, {
    ...actionOptions(options),
    encrypt: true,
  });
}

/** Team betting (personalHistoryCopy in the agent centre). */
export function getTeamBets(client: ApiClient, query: TeamBetQuery, options?: CallOptions) {
  return client.get<TeamBetValue>(agentPaths.teamBets, { ...query }, options);
}

/** User profit and loss per team account (palStatementsAgentCopy). */
export function getTeamProfitLoss(client: ApiClient, query: TeamProfitLossQuery, options?: CallOptions) {
  return client.get<TeamProfitLossValue>(agentPaths.teamProfitLoss, { ...query }, options);
}

/** The agent's income per day (agentRevenueReport). */
export function getAgentRevenue(client: ApiClient, query: AgentRevenueQuery, options?: CallOptions) {
  return client.get<AgentRevenueValue>(agentPaths.revenue, { ...query }, options);
}

/** The team's deposits, withdrawals and transfers (agentDownlineTransactionDetailsCopy). */
export function getTeamTransactions(client: ApiClient, query: TeamTransactionQuery, options?: CallOptions) {
  return client.get<TeamTransactionValue>(agentPaths.teamTransactions, { ...query }, options);
}

/**
 * Settled salary or dividend periods of one kind: agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary, agentDividendRecordCopy2 (MODULE_DISABLED when the dividend feature is off).
 */
export function getContractSettlements(client: ApiClient, query: SettlementQuery, options?: CallOptions) {
  return client.get<SettlementValue>(agentPaths.settlements, { ...query }, options);
}

export function getReferralLinks(client: ApiClient, options?: CallOptions) {
  return client.get<ReferralLinksValue>(agentPaths.links, undefined, options);
}

/** A new referral link; one Idempotency-Key per action. */
export function addReferralLink(client: ApiClient, request: AddReferralLinkRequest, options?: ActionOptions) {
  return client.post<ReferralLink>(agentPaths.addLink, request, actionOptions(options));
}

/** Removes one of the agent's links; one Idempotency-Key per action. */
export function removeReferralLink(client: ApiClient, linkId: number, options?: ActionOptions) {
  return client.delete<RemoveReferralLinkValue>(agentPaths.removeLink, { linkId }, actionOptions(options));
}

/** The agent announcements (agentAnnouncement), in the client's language. */
export function getAgentAnnouncements(client: ApiClient, query: AgentAnnouncementQuery = {}, options?: CallOptions) {
  return client.get<AgentAnnouncementValue>(agentPaths.announcements, { ...query }, options);
}
