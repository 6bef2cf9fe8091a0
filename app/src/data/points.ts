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
import type { PageQuery } from '../api/wire/envelope';
import type { ConvertPointRequest, PointDetailsQuery, RedeemPointRewardRequest } from '../api/wire/points';
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

export function useRedeemRecords(query: PageQuery = {}) {
  return useMemberSWR(['points/redeemed', query], (client) => getRedeemRecords(client, query));
}

export function usePointDetails(query: PointDetailsQuery) {
  return useMemberSWR(['points/details', query], (client) => getPointDetails(client, query));
}

/** Redeem and convert; afterwards every points and wallet answer is read again. */
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
      const value = await redeemPointReward(client, request, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const convert = useCallback(
    async (request: ConvertPointRequest, options?: ActionOptions) => {
      const value = await convertPoints(client, request, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  return { redeem, convert };
}
