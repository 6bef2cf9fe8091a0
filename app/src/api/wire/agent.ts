/**
 * Wire types of the agent calls of SPEC.md section 7 (all T, POST, under /wps/relay/):
 * MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract; and, defined here for the agent centre:
 * GET MCSFE_getDownlineList, GET MCSFE_getTeamOverview, POST MCS2_transferToDownline.
 * Agents only (types 1, 2, 41, 42; others get NON_AGENT).
 */

export const agentPaths = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  downlines: '/wps/relay/MCSFE_getDownlineList',
  teamOverview: '/wps/relay/MCSFE_getTeamOverview',
  transferToDownline: '/wps/relay/MCS2_transferToDownline',
} as const;

/** The four contract kinds (SPEC.md section 6), one per call. */
export type ContractKind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

/** Contract periods of SPEC.md section 3. */
export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

/** Request types of SPEC.md section 4. */
export type ContractRequestType = 'NEW' | 'TERMINATION';

/**
 * PENDING: a new offer waits for the downline; TERMINATION_PENDING: a termination request waits for
 * the other party; ACTIVE; REJECTED; TERMINATED.
 */
export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATION_PENDING' | 'TERMINATED';

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
}

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
  | { action: 'list'; pageNo?: number; pageSize?: number; role?: 'upline' | 'downline' }
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

/** GET MCSFE_getTeamOverview. */
export interface TeamOverviewValue {
  teamSize: number;
  directMembers: number;
  subAgents: number;
  activeMembers: number;
  teamBalance: number;
  todayBetAmount: number;
  todayProfitLoss: number;
}

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
