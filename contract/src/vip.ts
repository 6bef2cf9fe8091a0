// The VIP club (SPEC.md section 2: the side menu's "VIP if available"; section 3: the login state's
// VIP flag, VIP label and rank level; PLATFORM.md: member info's clubLabel). The spec names no call
// for the levels nor for the player's progress: both are defined here. A player's level is never
// set by hand: it is the highest level whose two thresholds the account's lifetime credited deposits
// and settled valid bets both reach. The club is a whitelabel module (VIPCLUB3, system.ts): off,
// both calls answer MODULE_DISABLED and member info says `vip: false`.

export const vipPaths = {
  /** GET: the levels and their benefits, names in the Language header's language. Public. */
  levels: '/wps/member/vip/levels',
  /** GET (T, members): the player's level and progress to the next. */
  status: '/wps/member/vip',
} as const;

/** What a level gives. Money in major units, 2 decimals. */
export interface VipBenefits {
  /** The rebate on valid bets, in percent (0.5 = 0.5 %). */
  rebateRate: number;
  /** Paid on the first day of each month while the level holds. */
  monthlyBonus: number;
  /** Paid once on reaching the level. */
  upgradeBonus: number;
  /** Paid on the player's birthday (the profile's birthday). */
  birthdayBonus: number;
  /** The most that may be withdrawn in one platform day. */
  dailyWithdrawalLimit: number;
  /** How many withdrawals one platform day allows. */
  dailyWithdrawals: number;
  /** A personal account manager in customer service. */
  dedicatedService: boolean;
}

export interface VipLevel {
  /** The rank level, 1 (the level every account starts at) and up. */
  level: number;
  /** The level's name in the requested language ("Gold", "Oro", "โกลด์"). */
  name: string;
  /** Lifetime credited deposits needed, major units. */
  depositRequired: number;
  /** Lifetime valid bets (settled) needed, major units. */
  validBetRequired: number;
  benefits: VipBenefits;
}

/** `value` of GET /wps/member/vip/levels: lowest level first. */
export interface VipLevelsValue {
  levels: VipLevel[];
}

/** The way to the next level: its thresholds and what is left of each (never below 0). */
export interface VipNextLevel {
  level: number;
  name: string;
  depositRequired: number;
  validBetRequired: number;
  depositLeft: number;
  validBetLeft: number;
}

/** `value` of GET /wps/member/vip. */
export interface VipStatusValue {
  level: number;
  name: string;
  /** Lifetime credited deposits, major units. */
  deposited: number;
  /** Lifetime valid bets of settled rounds, major units. */
  validBet: number;
  /** Null at the top level. */
  next: VipNextLevel | null;
}
