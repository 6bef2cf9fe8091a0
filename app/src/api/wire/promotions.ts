/**
 * Wire types of the promotion calls the pages need (SPEC.md sections 2 and 4; the paths are defined
 * here as SPEC.md section 7 does not list them): /wps/relay/MCSFE_getPromotionList,
 * MCSFE_getPromotionDetail, MCS2_applyPromotion, MCSFE_getRewardCenter, MCS2_claimReward,
 * MCSFE_getReferralInfo. The raffle claim is in home.ts.
 */

export const promotionPaths = {
  list: '/wps/relay/MCSFE_getPromotionList',
  detail: '/wps/relay/MCSFE_getPromotionDetail',
  apply: '/wps/relay/MCS2_applyPromotion',
  rewardCenter: '/wps/relay/MCSFE_getRewardCenter',
  claimReward: '/wps/relay/MCS2_claimReward',
  referral: '/wps/relay/MCSFE_getReferralInfo',
} as const;

/** Promotion types of SPEC.md section 2 ('ALL' is a filter only). */
export type PromotionType =
  | 'OTHER'
  | 'SPORTS'
  | 'LIVE'
  | 'SLOTS'
  | 'CARD'
  | 'FISHING'
  | 'LOTTO'
  | 'REBATE'
  | 'POINTS_MALL'
  | 'RANKING'
  | 'DEPOSIT'
  | 'APP_DOWNLOAD'
  | 'NEWBIE'
  | 'GAME';

/** Activity states of SPEC.md section 4, from the player's side. */
export type ActivityState =
  'COMING_SOON' | 'JOIN' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMED' | 'PROCESSING' | 'JOINED' | 'CLOSED';

export interface Promotion {
  promotionId: number;
  title: string;
  promotionType: PromotionType;
  bannerUrl: string;
  /** HTML rules. */
  content: string;
  /** ISO 8601. */
  startTime: string;
  endTime: string;
  /** For guests always 'JOIN', 'COMING_SOON' or 'CLOSED'. */
  state: ActivityState;
  /** The application form asks for a remark and up to 3 images. */
  needsApplication: boolean;
  /** A raffle: claimed with MCS2_claimRafflePromotion. */
  raffle: boolean;
  rewardAmount: number;
}

/** GET /wps/relay/MCSFE_getPromotionList query (token optional). */
export interface PromotionListQuery {
  promotionType?: 'ALL' | PromotionType;
  pageNo: number;
  pageSize: number;
}

export interface PromotionListValue {
  list: Promotion[];
  totalPages: number;
  totalCount: number;
  /** Promotions the user can still join or claim (the header counter). */
  availableCount: number;
}

/** GET /wps/relay/MCSFE_getPromotionDetail?promotionId. */
export type PromotionDetailValue = Promotion;

/**
 * POST /wps/relay/MCS2_applyPromotion (T, Idempotency-Key). Images are data: URIs of png or jpg,
 * at most 5 MB each and 3 in all; remark at most 140 characters (SPEC.md section 5).
 */
export interface ApplyPromotionRequest {
  promotionId: number;
  remark?: string;
  images?: string[];
}

export interface ApplyPromotionValue {
  promotionId: number;
  state: ActivityState;
}

export type RewardState = 'ISSUED' | 'CLAIMED' | 'PROCESSING' | 'EXPIRED';

export interface Reward {
  rewardId: number;
  title: string;
  promotionId: number | null;
  amount: number;
  state: RewardState;
  /** ISO 8601. */
  issuedTime: string;
}

/** GET /wps/relay/MCSFE_getRewardCenter (T) with pageNo, pageSize. */
export interface RewardCenterValue {
  list: Reward[];
  totalPages: number;
  totalCount: number;
  unclaimedCount: number;
}

/** POST /wps/relay/MCS2_claimReward (T, Idempotency-Key): credits the main wallet. */
export interface ClaimRewardRequest {
  rewardId: number;
}

export interface ClaimRewardValue {
  rewardId: number;
  amount: number;
  state: 'CLAIMED';
}

/** GET /wps/relay/MCSFE_getReferralInfo (T). */
export interface ReferralInfoValue {
  referralPromoEnabled: boolean;
  referralCode: string;
  /** Relative registration link carrying referralCode. */
  referralPath: string;
  invitedCount: number;
  rewardTotal: number;
}
