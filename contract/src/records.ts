/**
 * Wire types of the records calls and the manual rebate (SPEC.md sections 1 and 2: betting record,
 * account record, profit and loss, bonus details, manual rebate). SPEC.md section 7 does not list
 * them: the paths and shapes are defined here, shared by the client and the embedded platform.
 *
 * Date ranges are whole days in the platform's clock (the system status's timezoneOffset):
 * `startDate` and `endDate` are yyyy-MM-dd, both inclusive, at most `maxRecordDays` days apart.
 * Amounts are decimals with two places (PLATFORM.md); totals cover the whole filtered range, not
 * only the page.
 */
import type { Paged, PageQuery } from './envelope';
import { productLines, type ProductLine } from './games';

export const recordPaths = {
  bets: '/wps/relay/ODSFE2_getBetRecord',
  account: '/wps/relay/ODSFE2_getAccountRecord',
  profitLoss: '/wps/relay/ODSFE2_getProfitLoss',
  bonuses: '/wps/relay/ODSFE2_getBonusDetails',
  rebateSummary: '/wps/relay/MCSFE_getRebateSummary',
  rebateClaim: '/wps/relay/MCS2_claimRebate',
  rebateClaims: '/wps/relay/MCSFE_getRebateClaims',
} as const;

/** The longest range a records call accepts, in days. */
export const maxRecordDays = 90;

/** The product lines players bet on (SPEC.md section 1), in the lobby's order: all but EXCLUSIVE. */
export type BetGameType = Exclude<ProductLine, 'EXCLUSIVE'>;
export const betGameTypes: readonly BetGameType[] = productLines.filter(
  (line): line is BetGameType => line !== 'EXCLUSIVE',
);
export const isBetGameType = (value: unknown): value is BetGameType =>
  (betGameTypes as readonly unknown[]).includes(value);

/** SETTLED; UNSETTLED (open: no payout yet, not in profit and loss); CANCELLED (the stake refunded). */
export const betStatuses = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** A date range of whole days, plus paging. */
export interface RecordQuery extends PageQuery {
  /** yyyy-MM-dd, first day (inclusive). */
  startDate: string;
  /** yyyy-MM-dd, last day (inclusive). */
  endDate: string;
}

// ── Betting record ──────────────────────────────────────────────────────────────────────────────

/** GET /wps/relay/ODSFE2_getBetRecord (T, members): bets placed in the range, newest first. */
export interface BetRecordQuery extends RecordQuery {
  gameType?: 'ALL' | BetGameType;
  status?: 'ALL' | BetStatus;
}

export interface BetRecord {
  betId: number;
  roundId: string;
  gameType: BetGameType;
  /** Vendor code and display name. */
  vassalage: string;
  vendorName: string;
  gameName: string;
  betAmount: number;
  /** What counts for rebates and points (0 while open or when cancelled). */
  validBet: number;
  payout: number;
  /** payout - betAmount; null while the bet is open. */
  profit: number | null;
  status: BetStatus;
  /** ISO 8601. */
  betTime: string;
  settleTime: string | null;
}

export interface BetTotals {
  count: number;
  betAmount: number;
  validBet: number;
  payout: number;
  /** Of the settled and cancelled bets (open bets have none yet). */
  profit: number;
}

export interface BetRecordValue extends Paged {
  list: BetRecord[];
  totals: BetTotals;
}

// ── Account record ──────────────────────────────────────────────────────────────────────────────

/** Kinds of wallet movement, as the account record groups them. */
export const accountRecordTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'BONUS',
  'REBATE',
  'POINTS',
  'SALARY',
  'OTHER',
] as const;
export type AccountRecordType = (typeof accountRecordTypes)[number];

/** GET /wps/relay/ODSFE2_getAccountRecord (T, members): wallet movements in the range, newest first. */
export interface AccountRecordQuery extends RecordQuery {
  type?: 'ALL' | AccountRecordType;
}

/** IN: money came into the player's funds; OUT: it left them; MOVE: between the player's own wallets. */
export const movementDirections = ['IN', 'OUT', 'MOVE'] as const;
export type MovementDirection = (typeof movementDirections)[number];

export interface AccountRecord {
  movementId: string;
  type: AccountRecordType;
  /** The platform's own name of the movement (DEPOSIT, POINTS_CONVERT, ...). */
  kind: string;
  direction: MovementDirection;
  /** Always positive; `direction` gives the sign. */
  amount: number;
  /** Wallet names (the main wallet or a vendor's), null when money came from or went outside. */
  fromWallet: string | null;
  toWallet: string | null;
  /** The other account of a transfer between players (upline, downline). */
  counterparty: string | null;
  time: string;
}

export interface AccountTotals {
  count: number;
  /** Sum of IN movements. */
  credit: number;
  /** Sum of OUT movements. */
  debit: number;
  /** credit - debit. */
  net: number;
}

/** One day of the player's funds. */
export interface AccountDay extends AccountTotals {
  /** yyyy-MM-dd. */
  date: string;
  /** The player's funds (every wallet) at the end of the day. */
  balance: number;
}

export interface AccountRecordValue extends Paged {
  list: AccountRecord[];
  totals: AccountTotals;
  /**
   * Every day of the range, oldest first, with its movements of every type (the type filter does not
   * apply) and the balance it ended with (defined here, optional: an extension of the embedded
   * platform that the account record charts; a platform without it leaves it out, and the chart too).
   */
  days?: AccountDay[];
}

// ── Profit and loss ─────────────────────────────────────────────────────────────────────────────

export const profitLossGroups = ['DAY', 'GAME_TYPE'] as const;
export type ProfitLossGroup = (typeof profitLossGroups)[number];

/** GET /wps/relay/ODSFE2_getProfitLoss (T, members): settled bets, bonuses and rebates, grouped. */
export interface ProfitLossQuery extends RecordQuery {
  groupBy?: ProfitLossGroup;
}

export interface ProfitLossFigures {
  /** Settled bets only. */
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  /** payout - betAmount. */
  profit: number;
  /** Bonuses credited (by day only: a bonus belongs to no product line; null in GAME_TYPE rows). */
  bonus: number | null;
  /** Rebates claimed. */
  rebate: number;
  /** profit + bonus + rebate. */
  net: number;
}

export interface ProfitLossRow extends ProfitLossFigures {
  /** yyyy-MM-dd (DAY) or a product line (GAME_TYPE). */
  key: string;
}

export interface ProfitLossValue extends Paged {
  /** Days with activity, newest first; or the product lines with activity, in the lobby's order. */
  list: ProfitLossRow[];
  /** The whole range (bonus always a number). */
  totals: ProfitLossFigures & { bonus: number };
}

// ── Bonus details ───────────────────────────────────────────────────────────────────────────────

export const bonusStates = ['CLAIMED', 'ISSUED', 'PROCESSING', 'EXPIRED'] as const;
export type BonusState = (typeof bonusStates)[number];

/** GET /wps/relay/ODSFE2_getBonusDetails (T, members): rewards and raffle prizes, newest first. */
export interface BonusDetailsQuery extends RecordQuery {
  state?: 'ALL' | BonusState;
}

/** REWARD: from the reward centre; RAFFLE: a raffle prize. */
export const bonusSources = ['REWARD', 'RAFFLE'] as const;
export type BonusSource = (typeof bonusSources)[number];

export interface BonusRecord {
  bonusId: string;
  source: BonusSource;
  /** The reward's title; null for a raffle prize. */
  title: string | null;
  amount: number;
  /** CLAIMED is credited to the main wallet. */
  state: BonusState;
  time: string;
}

export interface BonusTotals {
  count: number;
  amount: number;
  /** Of the CLAIMED rows. */
  credited: number;
}

export interface BonusDetailsValue extends Paged {
  list: BonusRecord[];
  totals: BonusTotals;
}

// ── Manual rebate ───────────────────────────────────────────────────────────────────────────────

export interface RebateLine {
  gameType: BetGameType;
  /** Percent of the valid bets (0.8 is 0.8 %). */
  rate: number;
  /** Valid bets settled since the last claim. */
  validBet: number;
  /** validBet x rate, rounded down to the cent. */
  amount: number;
}

/** GET /wps/relay/MCSFE_getRebateSummary (T, members): rates and what can be claimed now. */
export interface RebateSummaryValue {
  lines: RebateLine[];
  validBet: number;
  amount: number;
  /** When the last claim was made (bets settled after it count); null before the first claim. */
  since: string | null;
}

/** POST /wps/relay/MCS2_claimRebate (T, members, Idempotency-Key), body {}: credits the main wallet. */
export interface RebateClaim {
  claimId: number;
  amount: number;
  validBet: number;
  lines: RebateLine[];
  claimedTime: string;
}

export interface RebateClaimValue extends RebateClaim {
  /** The main wallet after the credit. */
  mainBalance: number;
}

/** GET /wps/relay/MCSFE_getRebateClaims (T, members): claims made in the range, newest first. */
export type RebateClaimsQuery = RecordQuery;

export interface RebateClaimsValue extends Paged {
  list: RebateClaim[];
  totals: { count: number; validBet: number; amount: number };
}
