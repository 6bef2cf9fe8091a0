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
  /** A new token for the account (raw; only its hash is stored). */
  issueToken(accountId: number): string;
  /** The account of a valid token, sliding its expiry; undefined when unknown or expired. */
  resolveToken(token: string): Account | undefined;
  revokeToken(token: string): void;
}
