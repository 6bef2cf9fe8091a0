/**
 * Wire types of the points calls of SPEC.md section 7 (all T, under /wps/relay/):
 * MCS2_getPointBalance, MCS2_getPointReward, passwordCheck/MCS2_redeemPointReward (E),
 * MCS2_getRedeemPointList, MCS2_getPointConfig, ODSFE2_MemTransDet, passwordCheck/MCS2_convertPoint (E).
 * Points are whole numbers; money amounts have two decimals. Points have no expiry.
 */

export const pointPaths = {
  balance: '/wps/relay/MCS2_getPointBalance',
  rewards: '/wps/relay/MCS2_getPointReward',
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  redeemList: '/wps/relay/MCS2_getRedeemPointList',
  config: '/wps/relay/MCS2_getPointConfig',
  details: '/wps/relay/ODSFE2_MemTransDet',
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
} as const;

/** Point types of SPEC.md section 3, in the order the site lists them. */
export const pointTypes = ['LIVE', 'LOTTERY', 'CARD', 'SLOTS', 'SPORTS', 'REDEEM', 'DEPOSIT'] as const;
export type PointType = (typeof pointTypes)[number];
export const isPointType = (value: unknown): value is PointType => (pointTypes as readonly unknown[]).includes(value);

/**
 * What a redeem's delivery fields accept (defined here; the client checks the same rules before
 * sending): a GIFT needs a receiving address, a CASH reward the payment account the money is paid to
 * (letters, digits, spaces and . _ @ + -). The most units per redeem is in the configuration.
 */
export const redeemRules = {
  receivingAddress: { min: 10, max: 200 },
  paymentAccount: { min: 6, max: 40, pattern: /^[\p{L}\p{N} ._@+-]+$/u },
} as const;

/** GET MCS2_getPointBalance. */
export interface PointBalanceValue {
  balance: number;
}

export const pointRewardKinds = ['CASH', 'GIFT'] as const;
export type PointRewardKind = (typeof pointRewardKinds)[number];

export interface PointReward {
  rewardId: number;
  name: string;
  imageUrl: string;
  kind: PointRewardKind;
  pointsRequired: number;
  /** Money credited per unit of a CASH reward. */
  amount: number;
  /** 'piece' or the currency code. */
  unit: string;
  stock: number;
  /** GIFT rewards need a receiving address, CASH rewards a payment account. */
  needsAddress: boolean;
}

/** GET MCS2_getPointReward with pageNo, pageSize. */
export interface PointRewardListValue {
  list: PointReward[];
  totalPages: number;
  totalCount: number;
}

/** passwordCheck/MCS2_redeemPointReward (POST, sealed, Idempotency-Key). */
export interface RedeemPointRewardRequest {
  rewardId: number;
  quantity: number;
  /** The member's login password. */
  password: string;
  /** Required for a GIFT (redeemRules.receivingAddress). */
  receivingAddress?: string;
  /** Required for a CASH reward (redeemRules.paymentAccount). */
  paymentAccount?: string;
}

/** Redeem statuses of SPEC.md section 4. */
export const redeemStatuses = ['PROCESSING', 'REJECTED', 'APPROVED'] as const;
export type RedeemStatus = (typeof redeemStatuses)[number];
export const isRedeemStatus = (value: unknown): value is RedeemStatus =>
  (redeemStatuses as readonly unknown[]).includes(value);

export interface RedeemRecord {
  redeemId: number;
  rewardId: number;
  rewardName: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  /** ISO 8601. */
  time: string;
  /** Why it was rejected, or how it was settled; empty while processing. */
  remark: string;
  kind: PointRewardKind;
  /** What one unit of a CASH reward pays (0 for a GIFT). */
  amount: number;
  unit: string;
  receivingAddress: string | null;
  paymentAccount: string | null;
}

export interface RedeemPointRewardValue {
  record: RedeemRecord;
  balance: number;
}

/** GET MCS2_getRedeemPointList query: pageNo, pageSize, optional status. */
export interface RedeemListQuery {
  pageNo?: number;
  pageSize?: number;
  status?: RedeemStatus;
}

export interface RedeemListValue {
  list: RedeemRecord[];
  totalPages: number;
  totalCount: number;
}

/** Bet (or deposit) amount that earns `points` points of a type. */
export interface PointRatio {
  pointType: PointType;
  amount: number;
  points: number;
  unit: string;
}

/** GET MCS2_getPointConfig. */
export interface PointConfigValue {
  /** `points` points convert into `amount` of money. */
  exchangeRate: { points: number; amount: number };
  /** The least points a conversion accepts; a conversion is a multiple of `exchangeRate.points`. */
  minConvertPoints: number;
  /** The most units of a reward one redeem takes. */
  maxRedeemQuantity: number;
  ratios: PointRatio[];
  /** HTML rules. */
  rules: string;
}

export interface PointTransaction {
  id: number;
  pointType: PointType;
  /** Positive earned, negative spent. */
  points: number;
  balanceAfter: number;
  /** ISO 8601. */
  time: string;
  remark: string;
}

/** GET ODSFE2_MemTransDet query: pageNo, pageSize, optional pointType. */
export interface PointDetailsQuery {
  pageNo?: number;
  pageSize?: number;
  pointType?: PointType;
}

export interface PointDetailsValue {
  list: PointTransaction[];
  totalPages: number;
  totalCount: number;
}

/** passwordCheck/MCS2_convertPoint (POST, sealed, Idempotency-Key): points into the main wallet. */
export interface ConvertPointRequest {
  points: number;
  password: string;
}

export interface ConvertPointValue {
  points: number;
  amount: number;
  pointBalance: number;
  mainBalance: number;
}
