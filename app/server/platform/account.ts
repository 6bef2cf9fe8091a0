// An account as the platform holds it, and the store of accounts every domain reads (auth.ts makes it).

export interface Account {
  id: number;
  username: string;
  type: number;
  nickname: string;
  mobile: string | null;
  dialingCode: string | null;
  email: string | null;
  /** The upline agent, if any (the agent tree). */
  parentId: number | null;
  /** Epoch milliseconds. */
  regDate: number;
  passwordChangedAt: number;
  /** The password is the default one (SPEC.md section 4): login asks for a change. */
  defaultPassword: boolean;
  /** Epoch milliseconds of the first login, null before it (firstTimeLogin). */
  firstLoginAt: number | null;
  iconId: number;
  /** The agent's own affiliate code (agents only). */
  affiliateCode: string | null;
  /** A free-play session's throwaway account. */
  freePlay: boolean;
}

export interface NewAccount {
  username: string;
  password: string;
  type?: number;
  nickname?: string;
  mobile?: string | null;
  dialingCode?: string | null;
  email?: string | null;
  parentId?: number | null;
  defaultPassword?: boolean;
  affiliateCode?: string | null;
  freePlay?: boolean;
  /** Epoch ms; default now. Seeds set older dates. */
  regDate?: number;
  passwordChangedAt?: number;
  /** scrypt cost for this hash (seeds use a lower one to start fast; login upgrades it). */
  passwordCost?: number;
}

export interface AccountStore {
  byId(id: number): Account | undefined;
  byUsername(username: string): Account | undefined;
  byMobile(dialingCode: string, mobile: string): Account | undefined;
  byAffiliateCode(code: string): Account | undefined;
  /** Creates an account and runs the onCreated listeners, in one transaction. */
  create(input: NewAccount): Account;
  /** Runs for every new account (the wallet domain opens its wallets here). */
  onCreated(listener: (account: Account) => void): void;
  checkPassword(account: Account, password: string): boolean;
  setPassword(accountId: number, password: string): void;
  markLoggedIn(accountId: number): void;
  setIcon(accountId: number, iconId: number): void;
  /** A new token for the account (raw; only its hash is stored): a session, on the given device. */
  issueToken(accountId: number, device?: SessionDevice): string;
  /** The account of a valid token, sliding its expiry; undefined when unknown or expired. */
  resolveToken(token: string): Account | undefined;
  revokeToken(token: string): void;
  /** The session of a valid token (without sliding it); undefined when unknown or expired. */
  sessionOf(token: string): Session | undefined;
  /** The account's valid sessions, the most recently used first. */
  sessionsOf(accountId: number): Session[];
  /** Ends one of the account's sessions by its public id; false when it has none of that id. */
  revokeSession(accountId: number, sessionId: string): boolean;
  /** Ends every session of the account, or every one but the given token's (issue 17: sign-out everywhere). */
  revokeSessions(accountId: number, except?: string): void;
}

/** Where a session was opened: the client's address and browser, as the login call saw them. */
export interface SessionDevice {
  ip?: string;
  userAgent?: string;
}

/**
 * A token as a session (issue 17: active sessions, the reality check's time since login). The id is
 * public and random, never the token or its hash.
 */
export interface Session {
  sessionId: string;
  accountId: number;
  /** When the session was opened (the login), platform clock. */
  createdAt: number;
  /** Its last use, to the minute. */
  lastSeen: number;
  ip: string | null;
  userAgent: string | null;
}
