/**
 * Agent data: the agent's info, contracts of each kind, downlines, team overview, team reports, the
 * salary and dividend reports, referral links, agent announcements, and the agent's actions.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  addReferralLink,
  changeContract,
  getAgentAnnouncements,
  getAgentInfo,
  getAgentRevenue,
  getContracts,
  getContractSettlements,
  getDownlines,
  getReferralLinks,
  getTeamBets,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  registerDownline,
  removeReferralLink,
  transferToDownline,
} from '../api/agent';
import type { ActionOptions } from '../api/client';
import type {
  AddReferralLinkRequest,
  AgentAnnouncementQuery,
  AgentRevenueQuery,
  ContractActionRequest,
  ContractKind,
  DownlineListQuery,
  RegisterDownlineRequest,
  SettlementQuery,
  TeamBetQuery,
  TeamProfitLossQuery,
  TeamTransactionQuery,
  TransferToDownlineRequest,
} from '@lobby/contract';
import { useApi, useSessionState } from './ApiProvider';
import { useIdempotentAction } from './useIdempotentAction';
import { useMemberSWR } from './swr';

type ContractListQuery = Omit<Extract<ContractActionRequest, { action: 'list' }>, 'action'>;

/** Agents only (SPEC.md section 6). */
function useIsAgent() {
  return useSessionState().isAgent;
}

export function useContracts(kind: ContractKind, query: ContractListQuery = {}) {
  const isAgent = useIsAgent();
  return useMemberSWR(
    ['agent/contracts', kind, query],
    (client) => getContracts(client, kind, query),
    undefined,
    isAgent,
  );
}

export function useDownlines(query: DownlineListQuery) {
  const isAgent = useIsAgent();
  return useMemberSWR(['agent/downlines', query], (client) => getDownlines(client, query), undefined, isAgent);
}

/** The team report. */
export function useTeamOverview() {
  const isAgent = useIsAgent();
  return useMemberSWR(['agent/team'], getTeamOverview, undefined, isAgent);
}

/** The agent, its clock's offset (the live clock) and its features. */
export function useAgentInfo() {
  const isAgent = useIsAgent();
  return useMemberSWR(['agent/info'], getAgentInfo, undefined, isAgent);
}

/** Team betting; `null` waits (no range chosen yet). */
export function useTeamBets(query: TeamBetQuery | null) {
  const isAgent = useIsAgent();
  return useMemberSWR(
    ['agent/teamBets', query],
    (client) => getTeamBets(client, query as TeamBetQuery),
    undefined,
    isAgent && query !== null,
  );
}

/** User profit and loss per team account. */
export function useTeamProfitLoss(query: TeamProfitLossQuery | null) {
  const isAgent = useIsAgent();
  return useMemberSWR(
    ['agent/teamProfitLoss', query],
    (client) => getTeamProfitLoss(client, query as TeamProfitLossQuery),
    undefined,
    isAgent && query !== null,
  );
}

/** The agent's income per day. */
export function useAgentRevenue(query: AgentRevenueQuery | null) {
  const isAgent = useIsAgent();
  return useMemberSWR(
    ['agent/revenue', query],
    (client) => getAgentRevenue(client, query as AgentRevenueQuery),
    undefined,
    isAgent && query !== null,
  );
}

/** The team's deposits, withdrawals and transfers. */
export function useTeamTransactions(query: TeamTransactionQuery | null) {
  const isAgent = useIsAgent();
  return useMemberSWR(
    ['agent/teamTransactions', query],
    (client) => getTeamTransactions(client, query as TeamTransactionQuery),
    undefined,
    isAgent && query !== null,
  );
}

/**
 * A salary or dividend report (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
 * agentDividendRecordCopy2). Pass `null` for the dividend report when the feature is off.
 */
export function useContractSettlements(query: SettlementQuery | null) {
  const isAgent = useIsAgent();
  return useMemberSWR(
    ['agent/settlements', query],
    (client) => getContractSettlements(client, query as SettlementQuery),
    undefined,
    isAgent && query !== null,
  );
}

export function useReferralLinks() {
  const isAgent = useIsAgent();
  return useMemberSWR(['agent/links'], getReferralLinks, undefined, isAgent);
}

export function useAgentAnnouncements(query: AgentAnnouncementQuery = {}) {
  const isAgent = useIsAgent();
  return useMemberSWR(
    ['agent/announcements', query],
    (client) => getAgentAnnouncements(client, query),
    undefined,
    isAgent,
  );
}

/**
 * The agent's actions: contracts, transfers to a downline, registering a downline, adding and
 * removing referral links. Never retried (one Idempotency-Key per action, passed again only when the
 * agent retries the same action); agent data and wallets refresh after.
 */
export function useAgentActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && (String(key[0]).startsWith('agent/') || String(key[0]).startsWith('wallet/')),
      ),
    [mutate],
  );
  const contract = useCallback(
    async (
      kind: ContractKind,
      request: Exclude<ContractActionRequest, { action: 'list' }>,
      options?: ActionOptions,
    ) => {
      const value = await changeContract(client, kind, request, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const transfer = useCallback(
    async (request: TransferToDownlineRequest, options?: ActionOptions) => {
      const value = await transferToDownline(client, request, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const register = useCallback(
    async (request: RegisterDownlineRequest, options?: ActionOptions) => {
      const value = await registerDownline(client, request, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const addLink = useCallback(
    async (request: AddReferralLinkRequest, options?: ActionOptions) => {
      const value = await addReferralLink(client, request, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const removeLink = useCallback(
    async (linkId: number, options?: ActionOptions) => {
      const value = await removeReferralLink(client, linkId, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  return { contract, transfer, register, addLink, removeLink };
}

/** A change to a contract of one kind: an offer, an answer, a termination. */
export interface ContractChange {
  kind: ContractKind;
  request: Exclude<ContractActionRequest, { action: 'list' }>;
}

/** Contract changes as one idempotent action (an offer, an answer): see useIdempotentAction. */
export function useContractChange() {
  const { contract } = useAgentActions();
  return useIdempotentAction(({ kind, request }: ContractChange, options) => contract(kind, request, options));
}
