/**
 * Wire types of the agent calls of SPEC.md section 7 (all T, POST, under /wps/relay/):
 * MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract; and, defined here for the agent centre (SPEC.md sections 1
 * and 2; all T under /wps/relay/):
 * - GET MCSFE_getAgentInfo: the agent, its timezone offset (the live clock) and its features;
 * - GET MCSFE_getDownlineList, GET MCSFE_getTeamOverview, POST MCS2_transferToDownline;
 * - POST MCS2_registerDownline (E, registerCenter): a member or sub-agent directly below the agent;
 * - GET ODSFE2_getTeamBetRecord (team betting), GET ODSFE2_getTeamProfitLoss (user profit and loss),
 *   GET ODSFE2_getAgentRevenue (income), GET ODSFE2_getTeamTransactions (team transactions);
 * - GET MCSFE_getContractSettlements: the salary and dividend reports (agentDailyWages2,
 *   agentHourSalary, agentRealtimeSalary, agentDividendRecordCopy2);
 * - GET MCSFE_getReferralLinks, POST MCS2_addReferralLink, DELETE MCS2_removeReferralLink (link
 *   management);
 * - GET MCSFE_getAgentAnnouncements (agentAnnouncement).
 * Agents only (types 1, 2, 41, 42; others get NON_AGENT). The dividend calls (contracts, reports)
 * answer MODULE_DISABLED when the contract-dividend feature is off (`AgentInfo.features`).
 *
 * Reports take whole days of the platform's clock (`startDate`, `endDate`, yyyy-MM-dd, inclusive, at
 * most 90 days: records.ts `RecordQuery`) and paging; their `totals` cover the whole filtered range.
 * "The team" of a report is every account below the caller (its downline tree).
 */
import type { Paged, PageQuery } from './envelope';
import type { BetGameType, BetRecord, BetStatus, BetTotals, RecordQuery } from './records';

export const agentPaths = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  downlines: '/wps/relay/MCSFE_getDownlineList',
  teamOverview: '/wps/relay/MCSFE_getTeamOverview',
  transferToDownline: '/wps/relay/MCS2_transferToDownline',
  info: '/wps/relay/MCSFE_getAgentInfo',
  registerDownline: '/wps/relay/MCS2_registerDownline',
  teamBets: '/wps/relay/ODSFE2_getTeamBetRecord',
  teamProfitLoss: '/wps/relay/ODSFE2_getTeamProfitLoss',
  revenue: '/wps/relay/ODSFE2_getAgentRevenue',
  teamTransactions: '/wps/relay/ODSFE2_getTeamTransactions',
  settlements: '/wps/relay/MCSFE_getContractSettlements',
  links: '/wps/relay/MCSFE_getReferralLinks',
  addLink: '/wps/relay/MCS2_addReferralLink',
  removeLink: '/wps/relay/MCS2_removeReferralLink',
  announcements: '/wps/relay/MCSFE_getAgentAnnouncements',
} as const;

/** The four contract kinds (SPEC.md section 6), one per call. */
export const contractKinds = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** Contract periods of SPEC.md section 3. */
export const contractPeriods = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];

/** Request types of SPEC.md section 4. */
export const contractRequestTypes = ['NEW', 'TERMINATION'] as const;
export type ContractRequestType = (typeof contractRequestTypes)[number];

/**
 * PENDING: a new offer waits for the downline; TERMINATION_PENDING: a termination request waits for
 * the other party; ACTIVE; REJECTED; TERMINATED.
 */
export const contractStatuses = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATION_PENDING', 'TERMINATED'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** One condition tier; the fields that do not apply to a kind are 0. */
export interface ContractTier {
  /** Minimum bet amount in the period. */
  minBetAmount: number;
  /** Team loss (P&L) needed, dividend only. */
  minProfitLoss: number;
  minActiveMembers: number;
  /** Percentage, two decimals (1.5 means 1.5 %). */
  rate: number;
  /** Daily and hourly bet amount conditions of the salaries. */
  dailyBetAmount: number;
  hourlyBetAmount: number;
}

export interface ContractTerms {
  period: ContractPeriod;
  /** One to five tiers, ascending by minBetAmount. */
  tiers: ContractTier[];
}

export interface ContractParty {
  customerId: number;
  account: string;
}

export interface Contract {
  contractId: number;
  kind: ContractKind;
  upline: ContractParty;
  downline: ContractParty;
  status: ContractStatus;
  /** The last request made on it. */
  requestType: ContractRequestType;
  /** Who made the pending request (customerId); null when nothing is pending. */
  requestedBy: number | null;
  terms: ContractTerms;
  /** Highest tier rate: what the higher-rate rule compares. */
  rate: number;
  /** ISO 8601. */
  createdTime: string;
  updatedTime: string;
  /** Why it ended: 'REJECTED', 'TERMINATED', 'AUTO_HIGHER_RATE' (SPEC.md section 4). */
  endReason: string | null;
  /** When it became active (ISO 8601); null while never accepted. Settlement counts from here. */
  activatedTime: string | null;
}

/** The caller's side of a contract: its downline (it was offered the contract) or its upline. */
export const contractRoles = ['downline', 'upline'] as const;
export type ContractRole = (typeof contractRoles)[number];

/** The actions of the contract call, one per body shape below. */
export const contractActions = ['list', 'request', 'accept', 'reject', 'terminate'] as const;
export type ContractAction = (typeof contractActions)[number];

/**
 * Body of every contract call, by action:
 * - list: the caller's contracts of that kind, as upline or downline (pageNo, pageSize, role);
 * - request: requestType NEW to a direct downline (downlineId, terms) or TERMINATION (contractId);
 * - accept / reject: answer the pending request of the other party (contractId). Accepting a
 *   contract ends, automatically, the caller's contracts of the same kind with a downline whose rate
 *   is higher than the accepted rate (SPEC.md section 4);
 * - terminate: the upline ends an active contract at once (contractId).
 */
export type ContractActionRequest =
  | { action: 'list'; pageNo?: number; pageSize?: number; role?: ContractRole }
  | { action: 'request'; requestType: 'NEW'; downlineId: number; terms: ContractTerms }
  | { action: 'request'; requestType: 'TERMINATION'; contractId: number }
  | { action: 'accept' | 'reject' | 'terminate'; contractId: number };

export interface ContractListValue {
  list: Contract[];
  totalPages: number;
  totalCount: number;
}

export interface ContractActionValue {
  contract: Contract;
  /** Contracts ended automatically by the higher-rate rule. */
  autoTerminated: Contract[];
}

export interface Downline {
  customerId: number;
  account: string;
  nickname: string;
  type: number;
  /** ISO 8601. */
  regDate: string;
  balance: number;
  /** Members below it (0 for a member). */
  teamSize: number;
}

/** GET MCSFE_getDownlineList query. */
export interface DownlineListQuery {
  pageNo: number;
  pageSize: number;
  /** Part of the account name. */
  account?: string;
}

export interface DownlineListValue {
  list: Downline[];
  totalPages: number;
  totalCount: number;
}

/**
 * GET MCSFE_getTeamOverview: the team (every account below the agent) from its bets. Profit and
 * loss is the players' (payout - stake of the settled bets placed in the day): negative when the
 * team lost. The answer is `TeamOverviewDetails`.
 */
export interface TeamOverviewValue {
  teamSize: number;
  directMembers: number;
  subAgents: number;
  /** Team accounts with a valid bet settled in the last 7 days. */
  activeMembers: number;
  teamBalance: number;
  todayBetAmount: number;
  todayProfitLoss: number;
}

/** The overview's further figures (same call). */
export interface TeamOverviewDetails extends TeamOverviewValue {
  yesterdayBetAmount: number;
  yesterdayProfitLoss: number;
  /** The platform's current month, to date. */
  monthBetAmount: number;
  monthValidBet: number;
  monthProfitLoss: number;
  /** Team accounts registered in the last 30 days. */
  newMembers: number;
  /**
   * The last 30 platform days, today last (defined here, optional: an extension of the embedded
   * platform that the agent centre charts; a platform without it leaves it out, and the charts with it).
   */
  days?: TeamDay[];
}

/** One platform day of the team, as the overview counts today's figures. */
export interface TeamDay {
  /** yyyy-MM-dd. */
  date: string;
  /** Bets placed in the day. */
  betAmount: number;
  validBet: number;
  /** The players' profit and loss of the settled bets placed in the day. */
  profitLoss: number;
  /** Team accounts registered in the day. */
  newMembers: number;
}

/**
 * A report's totals for one day of its range (yyyy-MM-dd). The reports' `days` (defined here,
 * optional, like TeamOverviewDetails.days) hold every day of the filtered range, oldest first.
 */
export type DayFigures<T> = T & { date: string };

/** POST MCS2_transferToDownline (Idempotency-Key): main wallet to a direct downline's main wallet. */
export interface TransferToDownlineRequest {
  downlineId: number;
  amount: number;
}

export interface TransferToDownlineValue {
  transferId: string;
  downlineId: number;
  amount: number;
  /** The agent's main balance after. */
  mainBalance: number;
}

// ── Agent info ──────────────────────────────────────────────────────────────────────────────────

/** GET MCSFE_getAgentInfo: who the agent is and what its centre shows. */
export interface AgentInfoValue {
  customerId: number;
  account: string;
  nickname: string;
  type: number;
  /** The agent's upline, null at the top of the tree. */
  upline: ContractParty | null;
  /** Its affiliate code (registration places new members below it), null when it has none. */
  affiliateCode: string | null;
  /** Minutes east of UTC of the agent's clock (the agent centre's live clock, SPEC.md section 2). */
  timezoneOffset: number;
  /** Minutes east of UTC of the platform's clock: the days of the reports and of the settlements. */
  platformTimezoneOffset: number;
  /** How often real-time salary is settled, in milliseconds (SPEC.md sections 1 and 9: 5 minutes). */
  realtimeSalaryIntervalMs: number;
  features: {
    /** The contract-dividend feature: agentDividendRecordCopy2 and the dividend contract. */
    contractDividend: boolean;
  };
}

// ── Register a downline (registerCenter) ────────────────────────────────────────────────────────

/** Types an agent may create below itself: a member (0) or a sub-agent (41). */
export const downlineTypes = [0, 41] as const;
export type DownlineType = (typeof downlineTypes)[number];

/**
 * POST MCS2_registerDownline (T, E, Idempotency-Key): username and password follow the register
 * rules of GET /wps/system/setting/register (SPEC.md section 5); confirmPassword must equal password
 * (VALIDATION 'confirmPassword inconsistent_twice'); a taken username is USERNAME_TAKEN.
 */
export interface RegisterDownlineRequest {
  username: string;
  password: string;
  confirmPassword: string;
  type: DownlineType;
  /** Default: the username. At most 32 characters. */
  nickname?: string;
}

/** The new account, as the downline list shows it; a sub-agent gets its own affiliate code. */
export interface RegisterDownlineValue extends Downline {
  affiliateCode: string | null;
}

// ── Team reports ────────────────────────────────────────────────────────────────────────────────

/** GET ODSFE2_getTeamBetRecord: bets placed by the team in the range, newest first. */
export interface TeamBetQuery extends RecordQuery {
  /** Part of a team account's name. */
  account?: string;
  gameType?: 'ALL' | BetGameType;
  status?: 'ALL' | BetStatus;
}

export interface TeamBet extends BetRecord {
  customerId: number;
  account: string;
}

export interface TeamBetValue extends Paged {
  list: TeamBet[];
  totals: BetTotals;
  /** The totals of each day of the range (optional, see DayFigures). */
  days?: DayFigures<BetTotals>[];
}

/** GET ODSFE2_getTeamProfitLoss: one row per team account with activity in the range. */
export interface TeamProfitLossQuery extends RecordQuery {
  account?: string;
}

export interface TeamProfitLossFigures {
  /** Settled bets placed in the range. */
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  /** payout - betAmount (the player's). */
  profit: number;
  /** Rewards and raffle prizes credited in the range. */
  bonus: number;
  /** Rebates claimed in the range. */
  rebate: number;
  /** profit + bonus + rebate. */
  net: number;
}

export interface TeamProfitLossRow extends TeamProfitLossFigures {
  customerId: number;
  account: string;
  type: number;
  /** 1 for a direct downline, 2 below it, ... */
  level: number;
}

export interface TeamProfitLossValue extends Paged {
  /** By account name. */
  list: TeamProfitLossRow[];
  totals: TeamProfitLossFigures;
  /** The team's figures of each day of the range, every account together (optional, see DayFigures). */
  days?: DayFigures<TeamProfitLossFigures>[];
}

/** GET ODSFE2_getAgentRevenue: the agent's own income per day (the day it was paid), newest first. */
export type AgentRevenueQuery = RecordQuery;

export interface AgentRevenueFigures {
  dailySalary: number;
  hourlySalary: number;
  realtimeSalary: number;
  dividend: number;
  /** Rebates the agent claimed. */
  rebate: number;
  total: number;
}

export interface AgentRevenueRow extends AgentRevenueFigures {
  /** yyyy-MM-dd. */
  date: string;
}

export interface AgentRevenueValue extends Paged {
  /** Days with income only. */
  list: AgentRevenueRow[];
  totals: AgentRevenueFigures;
}

export const teamTransactionTypes = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const;
export type TeamTransactionType = (typeof teamTransactionTypes)[number];

/**
 * GET ODSFE2_getTeamTransactions: the team's deposits, withdrawals and transfers between accounts
 * (an upline to a downline and back), newest first.
 */
export interface TeamTransactionQuery extends RecordQuery {
  account?: string;
  type?: 'ALL' | TeamTransactionType;
}

export interface TeamTransaction {
  movementId: string;
  /** The team account the movement belongs to (the sender of a transfer inside the team). */
  customerId: number;
  account: string;
  type: TeamTransactionType;
  /** The platform's own name of the movement (DEPOSIT, WITHDRAW, DOWNLINE, ...). */
  kind: string;
  /** Seen from `account`: IN came into its funds, OUT left them. */
  direction: 'IN' | 'OUT';
  amount: number;
  /** The other account of a transfer. */
  counterparty: string | null;
  time: string;
}

export interface TeamTransactionTotals {
  count: number;
  /** Sums of IN and OUT movements, and credit - debit. */
  credit: number;
  debit: number;
  net: number;
  /** Deposits credited; withdrawals taken less those refunded; transfers between accounts. */
  deposit: number;
  withdrawal: number;
  transfer: number;
}

export interface TeamTransactionValue extends Paged {
  list: TeamTransaction[];
  totals: TeamTransactionTotals;
}

// ── Salary and dividend settlements ─────────────────────────────────────────────────────────────

/**
 * GET MCSFE_getContractSettlements: what the settlement paid (or found not qualified) per contract
 * and period, for one kind: the four reports agentDailyWages2 (DAILY_SALARY), agentHourSalary
 * (HOURLY_SALARY), agentRealtimeSalary (REALTIME_SALARY) and agentDividendRecordCopy2 (DIVIDEND).
 * The range selects periods by the day they started. `role`: downline (what the caller received),
 * upline (what its downline agents received), or both when absent.
 */
export interface SettlementQuery extends RecordQuery {
  kind: ContractKind;
  role?: ContractRole;
  /** Part of the other party's account name. */
  account?: string;
}

/**
 * How a period is settled (SPEC.md sections 1, 3, 4 and 9):
 * - the team of the downline agent (itself and every account below it) is measured over the period
 *   on its bets settled in it: valid bets, players' profit and loss, active members (accounts with
 *   a valid bet); the day's valid bets (for a period of a day or less: the day so far; longer: the
 *   average per day) and the hour's (likewise per hour);
 * - a tier applies when valid bets >= minBetAmount, active members >= minActiveMembers, the day's
 *   valid bets >= dailyBetAmount and the hour's >= hourlyBetAmount, and, for a dividend, the team's
 *   loss (the players' loss, -profitLoss) >= minProfitLoss and above 0; the highest applying rate
 *   wins;
 * - base: the valid bets (salaries) or the team's loss (dividend); amount = base x rate %, rounded
 *   down to the cent, credited to the downline agent's main wallet (PAID), or 0 (NOT_QUALIFIED);
 * - periods: real-time windows (`realtimeSalaryIntervalMs`), hours, days, or the dividend's period
 *   (daily, weekly from Monday, half-months 1-15 and 16-end, months); the first period counts from
 *   the activation, the last one ends with the contract. A period is settled once it is over, and
 *   never twice. Periods in which the team placed no valid bet are settled but not listed.
 */
export const settlementStatuses = ['PAID', 'NOT_QUALIFIED'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

export interface Settlement {
  settlementId: number;
  contractId: number;
  kind: ContractKind;
  upline: ContractParty;
  downline: ContractParty;
  /** ISO 8601; the end is exclusive. */
  periodStart: string;
  periodEnd: string;
  validBet: number;
  /** The players' profit and loss of the team (payout - stake): negative when the team lost. */
  profitLoss: number;
  activeMembers: number;
  base: number;
  /** Percent (1.5 means 1.5 %); 0 when no tier applied. */
  rate: number;
  /** 1-based tier that applied, null when none. */
  tier: number | null;
  amount: number;
  status: SettlementStatus;
  /** ISO 8601: when it was settled. */
  settledTime: string;
}

export interface SettlementTotals {
  count: number;
  validBet: number;
  base: number;
  amount: number;
}

export interface SettlementValue extends Paged {
  /** Newest period first. */
  list: Settlement[];
  totals: SettlementTotals;
}

// ── Referral links ──────────────────────────────────────────────────────────────────────────────

/** MEMBER links register members, AGENT links sub-agents. */
export const referralLinkTypes = ['MEMBER', 'AGENT'] as const;
export type ReferralLinkType = (typeof referralLinkTypes)[number];

export interface ReferralLink {
  linkId: number;
  /** The link's own code (the registration's referralCode). */
  code: string;
  type: ReferralLinkType;
  note: string;
  /**
   * The registration path relative to the site's origin, with referralCode and, when the agent has
   * one, affiliateCode: `/register?referralCode=L1234ABC&affiliateCode=DEMOAG`.
   */
  path: string;
  /** Accounts registered with this code. */
  registrations: number;
  createdTime: string;
}

/** GET MCSFE_getReferralLinks: the agent's links, newest first (at most `maxReferralLinks`). */
export interface ReferralLinksValue {
  list: ReferralLink[];
  /** The agent's affiliate code, null when it has none. */
  affiliateCode: string | null;
}

export const maxReferralLinks = 20;

/** POST MCS2_addReferralLink (Idempotency-Key). At most 20 links (STATE_CONFLICT beyond). */
export interface AddReferralLinkRequest {
  type: ReferralLinkType;
  /** At most 50 characters. */
  note?: string;
}

/** DELETE MCS2_removeReferralLink (Idempotency-Key): another agent's link is NOT_FOUND. */
export interface RemoveReferralLinkRequest {
  linkId: number;
}

export interface RemoveReferralLinkValue {
  linkId: number;
}

// ── Agent announcements ─────────────────────────────────────────────────────────────────────────

/** GET MCSFE_getAgentAnnouncements: in the request's language, pinned first, then newest. */
export type AgentAnnouncementQuery = PageQuery;

export interface AgentAnnouncement {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  pinned: boolean;
  publishTime: string;
}

export interface AgentAnnouncementValue extends Paged {
  list: AgentAnnouncement[];
}
