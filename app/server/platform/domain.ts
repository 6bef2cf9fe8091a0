// The types every domain is written against: what a request carries, the context a domain gets, and
// the domain itself (README.md in this folder: how to add a domain).
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type {
  BalanceValue,
  ConsolidatedFundsValue,
  LoginType,
  VipStatusValue,
  MessageKind,
  MessageParams,
  ReferralLinkType,
  SettlementKind,
} from '@lobby/contract';
import type { Account, AccountStore } from './account';
import type { Cipher } from './cipher';
import type { PlatformConfig, PlatformLog } from './config';
import type { Database } from './db';
import type { HumanCheck, Siteverify } from './humanCheck';
import type { PlatformEvents } from './events';
import type { Lang } from './seed/names';

/** What a request carries through the middlewares (Hono `c.get(...)`). */
interface PlatformVariables {
  /** The logged-in account (set by requireToken / optionalToken). */
  account: Account | undefined;
  /** The parsed body: JSON, form fields, or the opened sealed JSON. */
  body: unknown;
  /** The plaintext body as received or opened (idempotency fingerprints it). */
  bodyText: string;
  /** True when the body arrived sealed and was opened. */
  sealed: boolean;
  /** The caller's address (../clientAddress.ts), for the region check, login failures and rate limits. */
  clientIp: string;
}

export interface PlatformEnv {
  Variables: PlatformVariables;
}

export type PlatformApp = Hono<PlatformEnv>;
export type PlatformMiddleware = MiddlewareHandler<PlatformEnv>;

/**
 * What a domain may read of another domain's data: small readers that the owning domain provides
 * (domains/index.ts wires them), so that no domain imports another domain's store.
 */
export interface Readers {
  agent: {
    /** What waits for this account's answer, per contract kind. */
    contractFlags(
      accountId: number,
    ): Pick<ConsolidatedFundsValue, 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreqtype' | 'realtimesalreqtype'>;
    /** An agent's referral link by its code: the agent, and the kind of account it registers. */
    referralLink(code: string): { agentId: number; type: ReferralLinkType } | undefined;
  };
  games: {
    /** The game vendors, each with its own wallet (account type), in display order. */
    vendors(): readonly { account_type_id: number; code: string; name: string }[];
  };
  points: { balanceOf(accountId: number): number };
  member: {
    /** The name of the account's bank account holder (the profile's payee name), when it has one. */
    payeeName(accountId: number): string | undefined;
  };
  messages: { unreadCount(accountId: number): number };
  lottery: { unclaimedMissions(accountId: number): number };
  wallet: {
    /** Whether the account has set its withdraw password (the profile shows it). */
    hasWithdrawPassword(accountId: number): boolean;
    /** Minor units deposited in [from, until) by request time, pending and credited (not failed). */
    depositedBetween: (accountId: number, from: number, until: number) => number;
    /** Minor units of every credited deposit of the account (the VIP level's deposits). */
    creditedTotal: (accountId: number) => number;
  };
  bets: {
    /** Stakes minus returns of the bets settled in [from, until), minor units (negative: a net win). */
    netLossBetween: (accountId: number, from: number, until: number) => number;
    /** The same bets' stakes (wagered) and net loss, minor units: the reality check's figures since login. */
    settledBetween: (accountId: number, from: number, until: number) => { wagered: number; netLoss: number };
    /** Minor units of the valid bets of every settled round of the account (the VIP level's bets). */
    validBetTotal: (accountId: number) => number;
  };
  vip: {
    /** The account's VIP level and progress; null when the club is off or for a trial account. */
    statusOf(account: Account, lang: Lang): VipStatusValue | null;
  };
  limits: {
    /** Throws DEPOSIT_LIMIT_EXCEEDED when `amount` (minor units) is over the remaining deposit allowance. */
    checkDeposit(accountId: number, amount: number): void;
    /** Throws LOSS_LIMIT_REACHED when a loss limit of the current window is used up. */
    checkPlay(accountId: number): void;
  };
  promotions: {
    /** Rewards waiting to be claimed (expires those past their last day first). */
    unclaimedRewards(accountId: number): number;
    /** The newbie promotion running now, titled in @lang (the bonus prompt after registering), or null. */
    newbiePromotion(lang: Lang): { promotionId: number; title: string } | null;
  };
  exclusion: {
    /** Throws ACCOUNT_TIMED_OUT or ACCOUNT_SELF_EXCLUDED (value: the break, with its end) while one is in force. */
    checkLogin(accountId: number): void;
    /** Promotion popups and promotional announcements are hidden from the account (a break in force, or a self-exclusion ever). */
    hidesPromotions(accountId: number): boolean;
  };
}

/**
 * A message for an account's inbox. A settlement message needs only its `params` (the amount and the
 * deposit or withdrawal id): the messages domain words it.
 */
export type NewMessage =
  | { kind: SettlementKind; params: MessageParams & { amount: number }; title?: string; content?: string }
  | { kind: MessageKind; title: string; content: string; params?: MessageParams };

/**
 * What a domain may do with another domain's data: the few operations the owning domain provides
 * (domains/index.ts wires them), so that no domain imports another domain's store to write.
 * Amounts are integer minor units.
 */
export interface Services {
  wallet: {
    /** The main wallet's balance. */
    mainBalance(accountId: number): number;
    /** Every wallet of the account, named in `lang`, with the sum (the wallet domain's balance answer). */
    balance(accountId: number, lang: Lang): BalanceValue;
    /**
     * Credits the main wallet and records the movement (at `at`, default now). Runs inside the
     * caller's transaction: call it from one.
     */
    creditMain(accountId: number, amount: number, kind: string, at?: number): void;
    /**
     * Main wallet to the main wallet of another account, in one transaction (a savepoint of the
     * caller's when there is one); INSUFFICIENT_BALANCE moves nothing. The movement's id.
     */
    transferToAccount(fromId: number, toId: number, amount: number, kind?: string): string;
    /** Sets a balance outright (seeds only). */
    seedBalance(accountId: number, accountTypeId: number, amount: number): void;
    /** Sets the withdraw password (hashed), as registration's paymentPassword does (SPEC.md section 3). */
    setWithdrawPassword(accountId: number, password: string): void;
  };
  messages: {
    /** Puts a message in the account's inbox, inside the caller's transaction when there is one; its id. */
    send(accountId: number, message: NewMessage): number;
  };
  challenge: {
    /** The stand-in hosted challenge's siteverify, in process (domains/challenge). */
    siteverify: Siteverify;
  };
  session: {
    /** Checks an SMS code sent for `purpose`; consumes it when right. Throws SMS_CODE_INVALID or SMS_CODE_EXPIRED. */
    verifySms(purpose: 'register' | 'reset', dialingCode: string, mobile: string, code: string): void;
    /**
     * Human verification (./humanCheck.ts): the verifier of LOBBY_HUMAN_CHECK_PROVIDER (the image
     * captcha or a hosted challenge), and where LOBBY_HUMAN_CHECK requires it. An answer is used up
     * by its check: CAPTCHA_REQUIRED when absent, CAPTCHA_WRONG when wrong.
     */
    humanCheck: HumanCheck;
    /**
     * What every login does once its account is known (the password, an SMS code, a third-party
     * identity): a time-out or self-exclusion in force, NON_AGENT at the agent login, NON_MEMBER at the
     * member site refuse it; then the login history and the second step when one is due, else the
     * session (the login's answer).
     */
    finishLogin(
      c: Context<PlatformEnv>,
      account: Account,
      type: LoginType,
      options?: { agentLogin?: boolean },
    ): Response;
  };
  lottery: {
    /** Records a lotto launch now (the game launch). */
    recordLaunch(accountId: number, gameCode: string): void;
  };
  promotions: {
    /** A raffle's prize ISSUED -> CLAIMED, credited to the main wallet, in one transaction; the prize (major units). */
    claimRaffle(accountId: number, promotionId: number): number;
  };
}

/** Everything a domain gets: the database, the clock, the settings and the shared middlewares. */
export interface PlatformContext {
  db: Database;
  config: PlatformConfig;
  now: () => number;
  log: PlatformLog;
  accounts: AccountStore;
  /** Other domains' data, read only (Readers). */
  readers: Readers;
  /** What a domain may do with other domains' data (Services). */
  services: Services;
  /** Opens sealed bodies; publishes the public key. */
  cipher: Cipher;
  /** 401 envelope without a valid token; sets `account`. */
  requireToken: PlatformMiddleware;
  /** Sets `account` when a valid token is sent; never refuses. */
  optionalToken: PlatformMiddleware;
  /** After requireToken: trial accounts (type 4) answer TRIAL_FORBIDDEN. */
  requireMember: PlatformMiddleware;
  /** After requireToken: non-agents answer NON_AGENT. */
  requireAgent: PlatformMiddleware;
  /** The E calls: refuses an unsealed body (ENCRYPTION_REQUIRED). */
  sealed: PlatformMiddleware;
  /** Stores the first answer per Idempotency-Key and replays it; put it after requireToken. */
  idempotent: (options?: { required?: boolean }) => PlatformMiddleware;
  /** Real-time events per account (events.ts): settlements publish, the events stream subscribes. */
  events: PlatformEvents;
  /**
   * Runs `task` every `everyMs` milliseconds (settlements), on an unref'd timer when timers are on;
   * `platform.runScheduled()` runs every task once (tests). A task that throws is logged, not fatal.
   */
  every: (name: string, everyMs: number, task: () => void) => void;
}

/** One domain of the platform (README.md: how to add one). */
export interface Domain {
  name: string;
  /** Creates its tables (idempotent: CREATE TABLE IF NOT EXISTS). */
  migrate: (db: Database) => void;
  /** Fills its tables once, after the core accounts exist; skipped when the database is already seeded. */
  seed?: (db: Database, ctx: PlatformContext) => void;
  routes: (router: PlatformApp, ctx: PlatformContext) => void;
}
