/**
 * Records data (SPEC.md sections 1 and 2): betting and account records, profit and loss, bonuses,
 * the manual rebate and its claims. A null query (an invalid range) makes no call.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions, ApiClient } from '../api/client';
import {
  claimRebate,
  getAccountRecord,
  getBetRecord,
  getBonusDetails,
  getProfitLoss,
  getRebateClaims,
  getRebateSummary,
} from '../api/records';
import type {
  AccountRecordQuery,
  BetRecordQuery,
  BonusDetailsQuery,
  ProfitLossQuery,
  RebateClaimsQuery,
} from '@lobby/contract';
import { useApi } from './ApiProvider';
import { useMemberSWR } from './swr';

/**
 * A records call keyed by its query and the language (the bonus titles are in the Language header's:
 * issue 16 item 7); null waits (no call is made, so the fetcher never sees it).
 */
function useRecordCall<Q, T>(name: string, query: Q | null, fetch: (client: ApiClient, query: Q) => Promise<T>) {
  const { language } = useApi();
  return useMemberSWR([name, language, query], (client) => fetch(client, query as Q), undefined, query !== null);
}

export const useBetRecord = (query: BetRecordQuery | null) => useRecordCall('records/bets', query, getBetRecord);

export const useAccountRecord = (query: AccountRecordQuery | null) =>
  useRecordCall('records/account', query, getAccountRecord);

export const useProfitLoss = (query: ProfitLossQuery | null) => useRecordCall('records/profit', query, getProfitLoss);

export const useBonusDetails = (query: BonusDetailsQuery | null) =>
  useRecordCall('records/bonuses', query, getBonusDetails);

export const useRebateSummary = () => useMemberSWR(['records/rebate'], getRebateSummary);

export const useRebateClaims = (query: RebateClaimsQuery | null) =>
  useRecordCall('records/rebateClaims', query, getRebateClaims);

/** The rebate claim: never retried by itself; the records and the wallets refresh after it. */
export function useRebateActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const claim = useCallback(
    async (options?: ActionOptions) => {
      const value = await claimRebate(client, options);
      void mutate(
        (key) => Array.isArray(key) && (String(key[0]).startsWith('records/') || String(key[0]).startsWith('wallet/')),
      );
      return value;
    },
    [client, mutate],
  );
  return { claim };
}
