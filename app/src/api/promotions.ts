/**
 * Promotion calls (SPEC.md sections 2, 4 and 5): promotions and activities, the application with its
 * images, the reward centre, referral, jackpot, news and blog. The raffle claim is in home.ts.
 */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  type ApplyPromotionRequest,
  type ApplyPromotionValue,
  type Article,
  type ArticleListQuery,
  type ArticleListValue,
  type ClaimRewardValue,
  type JackpotPoolsValue,
  type JackpotWinnersQuery,
  type JackpotWinnersValue,
  type PromotionDetailValue,
  type PromotionListQuery,
  type PromotionListValue,
  promotionPaths,
  type ReferralInfoValue,
  type RewardCenterQuery,
  type RewardCenterValue,
  type UploadImageRequest,
  type UploadImageValue,
} from '@lobby/contract';

export function getPromotionList(client: ApiClient, query: PromotionListQuery, options?: CallOptions) {
  return client.get<PromotionListValue>(promotionPaths.list, { ...query }, options);
}

export function getPromotionDetail(client: ApiClient, promotionId: number, options?: CallOptions) {
  return client.get<PromotionDetailValue>(promotionPaths.detail, { promotionId }, options);
}

/**
 * Sends one piece of an application image. A piece changes state on the platform, so it is never
 * retried by the client: the uploader sends it again itself, which the platform takes (same bytes).
 */
export function uploadActivityImage(client: ApiClient, request: UploadImageRequest, options?: CallOptions) {
  return client.post<UploadImageValue>(promotionPaths.uploadImage, request, options);
}

/** Joins or applies for an activity (remark and up to 3 uploaded images): never retried. */
export function applyPromotion(client: ApiClient, request: ApplyPromotionRequest, options?: ActionOptions) {
  return client.post<ApplyPromotionValue>(promotionPaths.apply, request, actionOptions(options));
}

export function getRewardCenter(client: ApiClient, query: RewardCenterQuery = {}, options?: CallOptions) {
  return client.get<RewardCenterValue>(promotionPaths.rewardCenter, { ...query }, options);
}

/** Claims a reward into the main wallet: never retried. */
export function claimReward(client: ApiClient, rewardId: number, options?: ActionOptions) {
  return client.post<ClaimRewardValue>(promotionPaths.claimReward, { rewardId }, actionOptions(options));
}

export function getReferralInfo(client: ApiClient, options?: CallOptions) {
  return client.get<ReferralInfoValue>(promotionPaths.referral, undefined, options);
}

export function getJackpotPools(client: ApiClient, options?: CallOptions) {
  return client.get<JackpotPoolsValue>(promotionPaths.jackpotPools, undefined, options);
}

export function getJackpotWinners(client: ApiClient, query: JackpotWinnersQuery, options?: CallOptions) {
  return client.get<JackpotWinnersValue>(promotionPaths.jackpotWinners, { ...query }, options);
}

export function getArticles(client: ApiClient, query: ArticleListQuery, options?: CallOptions) {
  return client.get<ArticleListValue>(promotionPaths.articles, { ...query }, options);
}

export function getArticle(client: ApiClient, articleId: number, options?: CallOptions) {
  return client.get<Article>(promotionPaths.article, { articleId }, options);
}
