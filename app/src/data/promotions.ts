/**
 * Promotion data: promotions and activities, details, the reward centre, referral, jackpot, news and
 * blog; and the actions (upload, apply, claim a reward, claim a raffle).
 */
import { useCallback, useMemo } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ActionOptions } from '../api/client';
import { claimRafflePromotion } from '../api/home';
import {
  applyPromotion,
  claimReward,
  getArticle,
  getArticles,
  getJackpotPools,
  getJackpotWinners,
  getPromotionDetail,
  getPromotionList,
  getReferralInfo,
  getRewardCenter,
  uploadActivityImage,
} from '../api/promotions';
import type {
  ApplyPromotionRequest,
  ArticleListQuery,
  JackpotWinnersQuery,
  PromotionListQuery,
  RewardCenterQuery,
  UploadImageRequest,
} from '@lobby/contract';
import { useApi, useSessionState } from './ApiProvider';
import { useMemberSWR, usePublicSWR } from './swr';

/** Promotions are public, but their states are the player's: the token is part of the key. */
export function usePromotions(query: PromotionListQuery, enabled = true) {
  const { language } = useApi();
  const { token } = useSessionState();
  return usePublicSWR(enabled ? ['promotions/list', language, query, token] : null, (client) =>
    getPromotionList(client, query),
  );
}

export function usePromotionDetail(promotionId: number | null) {
  const { language } = useApi();
  const { token } = useSessionState();
  return usePublicSWR(promotionId === null ? null : ['promotions/detail', language, promotionId, token], (client) =>
    getPromotionDetail(client, promotionId ?? 0),
  );
}

export function useRewardCenter(query: RewardCenterQuery = {}) {
  // The titles are in the Language header's language (issue 16 item 7).
  const { language } = useApi();
  return useMemberSWR(['promotions/rewards', language, query], (client) => getRewardCenter(client, query));
}

/** `enabled` false skips the call (trial users are refused it, SPEC.md section 6). */
export function useReferralInfo(enabled = true) {
  return useMemberSWR(['promotions/referral'], getReferralInfo, undefined, enabled);
}

/** The pools move every second on the platform: a fresh answer every half minute keeps a display honest. */
const poolsConfig: SWRConfiguration = { refreshInterval: 30_000 };

/**
 * The pools, with the moment they arrived (`receivedAt`, this device's clock): a ticking display
 * counts from there, so that a device clock that differs from the platform's never makes it jump.
 */
export function useJackpotPools() {
  return usePublicSWR(
    ['promotions/jackpot'],
    async (client) => ({ ...(await getJackpotPools(client)), receivedAt: Date.now() }),
    poolsConfig,
  );
}

export function useJackpotWinners(query: JackpotWinnersQuery) {
  return usePublicSWR(['promotions/jackpotWinners', query], (client) => getJackpotWinners(client, query));
}

export function useArticles(query: ArticleListQuery) {
  const { language } = useApi();
  return usePublicSWR(['promotions/articles', language, query], (client) => getArticles(client, query));
}

export function useArticle(articleId: number | null) {
  const { language } = useApi();
  return usePublicSWR(articleId === null ? null : ['promotions/article', language, articleId], (client) =>
    getArticle(client, articleId ?? 0),
  );
}

/** What a claim or an application changes: the promotions, the wallets and the unread badges. */
const touchedBy = (key: unknown) => {
  if (!Array.isArray(key)) return false;
  const name = String(key[0]);
  return name.startsWith('promotions/') || name.startsWith('wallet/') || name === 'home/unread';
};

/**
 * Upload, apply, claim a reward, claim a raffle: each never retried by itself; after a change the
 * promotions, the balance (and the consolidated funds) and the reward badge refresh.
 */
export function usePromotionActions() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(touchedBy), [mutate]);
  const uploadPiece = useCallback(
    (piece: UploadImageRequest, options?: { signal?: AbortSignal }) => uploadActivityImage(client, piece, options),
    [client],
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
  return useMemo(
    () => ({ uploadPiece, apply, claim, claimRaffle, refresh }),
    [uploadPiece, apply, claim, claimRaffle, refresh],
  );
}
