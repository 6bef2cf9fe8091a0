/**
 * Wire types of the promotion calls (SPEC.md sections 2, 4 and 5; the paths are defined here as
 * SPEC.md section 7 does not list them, except the raffle claim, which is in home.ts):
 * promotions and activities, the application with its images, the reward centre, the referral
 * information, the jackpot and its winners, and the news and blog articles.
 */

export const promotionPaths = {
  list: '/wps/relay/MCSFE_getPromotionList',
  detail: '/wps/relay/MCSFE_getPromotionDetail',
  uploadImage: '/wps/relay/MCS2_uploadActivityImage',
  apply: '/wps/relay/MCS2_applyPromotion',
  rewardCenter: '/wps/relay/MCSFE_getRewardCenter',
  claimReward: '/wps/relay/MCS2_claimReward',
  referral: '/wps/relay/MCSFE_getReferralInfo',
  jackpotPools: '/wps/relay/MCSFE_getJackpotPools',
  jackpotWinners: '/wps/relay/MCSFE_getJackpotWinners',
  articles: '/wps/relay/MCSFE_getArticleList',
  article: '/wps/relay/MCSFE_getArticleDetail',
} as const;

/** Promotion types of SPEC.md section 2 ('ALL' is a filter only). */
export const promotionTypes = [
  'OTHER',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISHING',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
  'GAME',
] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** Activity states of SPEC.md section 4, from the player's side. */
export const activityStates = [
  'COMING_SOON',
  'JOIN',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESSING',
  'JOINED',
  'CLOSED',
] as const;
export type ActivityState = (typeof activityStates)[number];

/** A raffle's kind: a red envelope (opened at once) or a lucky draw (SPEC.md section 2). */
export const raffleKinds = ['RED_ENVELOPE', 'LUCKY_DRAW'] as const;
export type RaffleKind = (typeof raffleKinds)[number];

/** The player's application, once sent (SPEC.md section 3: activity claim, remark and images). */
export interface PromotionApplication {
  remark: string;
  imageCount: number;
  /** ISO 8601. */
  time: string;
}

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
  /** The raffle's kind; null when not a raffle. */
  raffleKind: RaffleKind | null;
  /** The reward; for a raffle the biggest prize ("up to"). */
  rewardAmount: number;
  /** A raffle's smallest prize; 0 otherwise. */
  minPrize: number;
  /** REJECTED: why, in the reviewer's words. */
  rejectReason?: string;
  /** REJECTED: whether the player may apply again (while the promotion runs). */
  canReapply: boolean;
  /** The reward-centre reward of this promotion, when one was issued (claim it with MCS2_claimReward). */
  rewardId?: number;
  /** A claimed raffle: what the player won. */
  prizeAmount?: number;
  /** The player's application, when one was sent. */
  application?: PromotionApplication;
  /** When the player's state last changed (ISO 8601); absent for guests and untouched promotions. */
  updatedTime?: string;
}

/**
 * Which promotions a list holds: every one, the player's own (those with a state of theirs:
 * the activity centre), or the raffles and red envelopes.
 */
export const promotionScopes = ['ALL', 'MINE', 'RAFFLE'] as const;
export type PromotionScope = (typeof promotionScopes)[number];

/** GET /wps/relay/MCSFE_getPromotionList query (token optional). */
export interface PromotionListQuery {
  promotionType?: 'ALL' | PromotionType;
  scope?: PromotionScope;
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

/** SPEC.md sections 5 and 9: png or jpg, at most 5 MB each, at most 3; remark at most 140 characters. */
export const applicationRules = {
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
  maxRemark: 140,
} as const;

/**
 * Bytes per upload piece: the platform takes bodies of at most 1 MB, and base64 makes a piece a third
 * bigger, so a 5 MB image travels in 10 pieces.
 */
export const uploadChunkBytes = 512 * 1024;

/**
 * POST /wps/relay/MCS2_uploadActivityImage (T): one piece of an application image, in order. The
 * first piece (offset 0, no uploadId) opens the upload with the image's total size; the platform
 * checks the type by the file's first bytes (png or jpg) and the size, then answers the uploadId for
 * the next pieces. Sending a piece again is harmless (same offset, same bytes).
 */
export interface UploadImageRequest {
  uploadId?: string;
  /** The whole image's size in bytes. */
  size: number;
  offset: number;
  /** This piece, base64. */
  data: string;
}

export interface UploadImageValue {
  uploadId: string;
  /** Bytes received so far. */
  received: number;
  size: number;
  /** png or jpg, as the first bytes say. */
  contentType: 'image/png' | 'image/jpeg';
  complete: boolean;
}

/**
 * POST /wps/relay/MCS2_applyPromotion (T, Idempotency-Key): joins (JOIN -> JOINED, a raffle -> ISSUED),
 * or applies (JOIN or REJECTED with canReapply -> APPLYING) with a remark and up to 3 complete
 * uploads (SPEC.md section 5).
 */
export interface ApplyPromotionRequest {
  promotionId: number;
  remark?: string;
  imageIds?: string[];
}

export interface ApplyPromotionValue {
  promotionId: number;
  state: ActivityState;
}

export const rewardStates = ['ISSUED', 'CLAIMED', 'PROCESSING', 'EXPIRED'] as const;
export type RewardState = (typeof rewardStates)[number];

export interface Reward {
  rewardId: number;
  title: string;
  promotionId: number | null;
  amount: number;
  state: RewardState;
  /** ISO 8601. */
  issuedTime: string;
  /** The last moment it can be claimed (ISO 8601); null when it never expires. */
  expireTime: string | null;
  /** When it was claimed (ISO 8601); null until then. */
  claimedTime: string | null;
}

/** GET /wps/relay/MCSFE_getRewardCenter (T) with pageNo, pageSize and an optional state. */
export interface RewardCenterQuery {
  state?: RewardState;
  pageNo?: number;
  pageSize?: number;
}

export interface RewardCenterValue {
  list: Reward[];
  totalPages: number;
  totalCount: number;
  /** Rewards waiting to be claimed: the reward badge of CSP_unreadCount counts the same. */
  unclaimedCount: number;
  unclaimedAmount: number;
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

// ── Jackpot ──────────────────────────────────────────────────────────────────────────────────────

export const jackpotTiers = ['GRAND', 'MAJOR', 'MINOR', 'MINI'] as const;
export type JackpotTier = (typeof jackpotTiers)[number];

export interface JackpotPool {
  tier: JackpotTier;
  /** The pool at `serverTime`. */
  amount: number;
  /** How much it grows each second until it is won (for a ticking display). */
  growthPerSecond: number;
  lastWinAmount: number | null;
  /** ISO 8601. */
  lastWinTime: string | null;
}

/** GET /wps/relay/MCSFE_getJackpotPools (public). */
export interface JackpotPoolsValue {
  pools: JackpotPool[];
  /** ISO 8601: the moment the amounts are for. */
  serverTime: string;
}

export interface JackpotWinner {
  winnerId: number;
  /** Masked by the platform. */
  customerName: string;
  tier: JackpotTier;
  gameName: string;
  winAmount: number;
  /** ISO 8601. */
  winTime: string;
}

/** GET /wps/relay/MCSFE_getJackpotWinners (public) with pageNo, pageSize and an optional tier. */
export interface JackpotWinnersQuery {
  tier?: JackpotTier;
  pageNo: number;
  pageSize: number;
}

export interface JackpotWinnersValue {
  list: JackpotWinner[];
  totalPages: number;
  totalCount: number;
}

// ── News and blog ────────────────────────────────────────────────────────────────────────────────

export const articleKinds = ['NEWS', 'BLOG'] as const;
export type ArticleKind = (typeof articleKinds)[number];

export interface ArticleSummary {
  articleId: number;
  kind: ArticleKind;
  title: string;
  summary: string;
  coverUrl: string;
  author: string;
  /** ISO 8601. */
  publishTime: string;
}

/** GET /wps/relay/MCSFE_getArticleList (public) with kind, pageNo, pageSize. */
export interface ArticleListQuery {
  kind: ArticleKind;
  pageNo: number;
  pageSize: number;
}

export interface ArticleListValue {
  list: ArticleSummary[];
  totalPages: number;
  totalCount: number;
}

/** GET /wps/relay/MCSFE_getArticleDetail?articleId (public): the article with its HTML body. */
export interface Article extends ArticleSummary {
  content: string;
}
