/** Points data: balance, configuration, mall, records, and the redeem and convert actions. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions } from '../api/client';
import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  getPointDetails,
  getPointRewards,
  getRedeemRecords,
  redeemPointReward,
} from '../api/points';
import type {
  ConvertPointRequest,
  PageQuery,
  PointDetailsQuery,
  RedeemListQuery,
  RedeemPointRewardRequest,
} from '@lobby/contract';
import { useApi } from './ApiProvider';
import { cachedConfig, useMemberSWR } from './swr';

export function usePointBalance() {
  return useMemberSWR(['points/balance'], getPointBalance);
}

export function usePointConfig() {
  return useMemberSWR(['points/config'], getPointConfig, cachedConfig);
}

export function usePointRewards(query: PageQuery = {}) {
  return useMemberSWR(['points/rewards', query], (client) => getPointRewards(client, query));
}

export function useRedeemRecords(query: RedeemListQuery = {}) {
  return useMemberSWR(['points/redeemed', query], (client) => getRedeemRecords(client, query));
}

export function usePointDetails(query: PointDetailsQuery) {
  return useMemberSWR(['points/details', query], (client) => getPointDetails(client, query));
}

/**
 * Redeem and convert. Afterwards every points and wallet answer is read again, also after a refusal
 * or no answer: the stock, the points or the balance may have moved meanwhile (the header's balance
 * and the consolidated funds are wallet answers too).
 */
export function usePointActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && (String(key[0]).startsWith('points/') || String(key[0]).startsWith('wallet/')),
      ),
    [mutate],
  );
  const redeem = useCallback(
    async (request: RedeemPointRewardRequest, options?: ActionOptions) => {
      try {
        return await redeemPointReward(client, request, options);
      } finally {
        void refresh();
      }
    },
    [client, refresh],
  );
  const convert = useCallback(
    async (request: ConvertPointRequest, options?: ActionOptions) => {
      try {
        return await convertPoints(client, request, options);
      } finally {
        void refresh();
      }
    },
    [client, refresh],
  );
  return { redeem, convert };
}
