/** Promotion calls (SPEC.md sections 2 and 4): list, detail, apply, reward centre, referral. */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  promotionPaths,
  type ApplyPromotionRequest,
  type ApplyPromotionValue,
  type ClaimRewardValue,
  type PromotionDetailValue,
  type PromotionListQuery,
  type PromotionListValue,
  type RewardCenterValue,
  type ReferralInfoValue,
} from './wire/promotions';
import type { PageQuery } from './wire/envelope';

export function getPromotionList(client: ApiClient, query: PromotionListQuery, options?: CallOptions) {
  return client.get<PromotionListValue>(promotionPaths.list, { ...query }, options);
}

export function getPromotionDetail(client: ApiClient, promotionId: number, options?: CallOptions) {
  return client.get<PromotionDetailValue>(promotionPaths.detail, { promotionId }, options);
}

/** Applies for an activity (remark and up to 3 images): never retried. */
export function applyPromotion(client: ApiClient, request: ApplyPromotionRequest, options?: ActionOptions) {
  return client.post<ApplyPromotionValue>(promotionPaths.apply, request, actionOptions(options));
}

export function getRewardCenter(client: ApiClient, query: PageQuery = {}, options?: CallOptions) {
  return client.get<RewardCenterValue>(promotionPaths.rewardCenter, { ...query }, options);
}

/** Claims a reward into the main wallet: never retried. */
export function claimReward(client: ApiClient, rewardId: number, options?: ActionOptions) {
  return client.post<ClaimRewardValue>(promotionPaths.claimReward, { rewardId }, actionOptions(options));
}

export function getReferralInfo(client: ApiClient, options?: CallOptions) {
  return client.get<ReferralInfoValue>(promotionPaths.referral, undefined, options);
}
