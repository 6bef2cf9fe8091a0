// The types every domain is written against: what a request carries, the context a domain gets, and
// the domain itself (README.md in this folder: how to add a domain).
import type { Hono, MiddlewareHandler } from 'hono';
import type { ConsolidatedFundsValue } from '@lobby/contract';
import type { Account, AccountStore } from './account';
import type { Cipher } from './cipher';
import type { PlatformConfig } from './config';
import type { Database } from './db';
import type { PlatformEvents } from './events';

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
  };
  games: {
    /** The game vendors, each with its own wallet (account type), in display order. */
    vendors(): readonly { account_type_id: number; code: string; name: string }[];
  };
  points: { balanceOf(accountId: number): number };
  messages: { unreadCount(accountId: number): number };
  lottery: { unclaimedMissions(accountId: number): number };
}

/** Everything a domain gets: the database, the clock, the settings and the shared middlewares. */
export interface PlatformContext {
  db: Database;
  config: PlatformConfig;
  now: () => number;
  log: (line: string) => void;
  accounts: AccountStore;
  /** Other domains' data, read only (Readers). */
  readers: Readers;
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
