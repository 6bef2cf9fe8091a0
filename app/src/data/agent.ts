/** Agent data: contracts of each kind, downlines, team overview, and the agent's actions. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { changeContract, getContracts, getDownlines, getTeamOverview, transferToDownline } from '../api/agent';
import type { ActionOptions } from '../api/client';
import type {
  ContractActionRequest,
  ContractKind,
  DownlineListQuery,
  TransferToDownlineRequest,
} from '../api/wire/agent';
import { useApi, useSessionState } from './ApiProvider';
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

/** Contract actions and transfers to a downline: never retried; agent data and wallets refresh after. */
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
  return { contract, transfer };
}
