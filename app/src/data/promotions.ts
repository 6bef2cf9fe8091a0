/** Promotion data: the list by type, details, reward centre, referral, and apply and claim. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions } from '../api/client';
import { claimRafflePromotion } from '../api/home';
import {
  applyPromotion,
  claimReward,
  getPromotionDetail,
  getPromotionList,
  getReferralInfo,
  getRewardCenter,
} from '../api/promotions';
import type { PageQuery } from '../api/wire/envelope';
import type { ApplyPromotionRequest, PromotionListQuery } from '../api/wire/promotions';
import { useApi, useSessionState } from './ApiProvider';
import { useMemberSWR, usePublicSWR } from './swr';

/** Promotions are public, but their states are the player's: the token is part of the key. */
export function usePromotions(query: PromotionListQuery) {
  const { language } = useApi();
  const { token } = useSessionState();
  return usePublicSWR(['promotions/list', language, query, token], (client) => getPromotionList(client, query));
}

export function usePromotionDetail(promotionId: number | null) {
  const { language } = useApi();
  const { token } = useSessionState();
  return usePublicSWR(promotionId === null ? null : ['promotions/detail', language, promotionId, token], (client) =>
    getPromotionDetail(client, promotionId ?? 0),
  );
}

export function useRewardCenter(query: PageQuery = {}) {
  return useMemberSWR(['promotions/rewards', query], (client) => getRewardCenter(client, query));
}

/** `enabled` false skips the call (trial users are refused it, SPEC.md section 6). */
export function useReferralInfo(enabled = true) {
  return useMemberSWR(['promotions/referral'], getReferralInfo, undefined, enabled);
}

/** Apply, claim a reward, claim a raffle: each never retried; promotions and wallets refresh after. */
export function usePromotionActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) && (String(key[0]).startsWith('promotions/') || String(key[0]).startsWith('wallet/')),
      ),
    [mutate],
  );
  const apply = useCallback(
    async (request: ApplyPromotionRequest, options?: ActionOptions) => {
      const value = await applyPromotion(client, request, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const claim = useCallback(
    async (rewardId: number, options?: ActionOptions) => {
      const value = await claimReward(client, rewardId, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  const claimRaffle = useCallback(
    async (promotionId: number, options?: ActionOptions) => {
      const value = await claimRafflePromotion(client, promotionId, options);
      void refresh();
      return value;
    },
    [client, refresh],
  );
  return { apply, claim, claimRaffle };
}
