// Accounts, passwords and tokens (platform-contract: tokens are opaque random strings stored hashed,
// expiring after 2 h without use; passwords are scrypt with a per-user salt).
import type { Database } from './db';
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@lobby/contract';
import type { Account, AccountStore, Session, NewAccount } from './account';
import type { PlatformConfig } from './config';
import type { PlatformMiddleware } from './domain';
import { PlatformError } from './errors';

/** Member types (SPEC.md section 3 and 6). */
export const memberType = { member: 0, agent: 1, nonMember: 3, trial: 4, subAgent: 41 } as const;
/**
 * SPEC.md sections 6 and 8: "Non-member accounts cannot log in" to the member site. Defined here: type 3
 * (an operator's account that is neither member, agent nor trial); its login answers NON_MEMBER.
 */
export const nonMemberTypes: readonly number[] = [memberType.nonMember];
export const agentTypes: readonly number[] = [1, 2, 41, 42];
export const trialTypes: readonly number[] = [4];
export const isAgentType = (type: number): boolean => agentTypes.includes(type);
export const isTrialType = (type: number): boolean => trialTypes.includes(type);

export function migrateAuth(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts (
      id INTEGER PRIMARY KEY,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password TEXT NOT NULL,
      type INTEGER NOT NULL DEFAULT 0,
      nickname TEXT NOT NULL,
      mobile TEXT,
      dialing_code TEXT,
      email TEXT,
      parent_id INTEGER REFERENCES accounts(id),
      reg_date INTEGER NOT NULL,
      password_changed_at INTEGER NOT NULL,
      default_password INTEGER NOT NULL DEFAULT 0,
      first_login_at INTEGER,
      icon_id INTEGER NOT NULL DEFAULT 1,
      affiliate_code TEXT UNIQUE,
      free_play INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX IF NOT EXISTS accounts_mobile ON accounts (dialing_code, mobile) WHERE mobile IS NOT NULL;
    CREATE INDEX IF NOT EXISTS accounts_parent ON accounts (parent_id);
    CREATE TABLE IF NOT EXISTS tokens (
      hash TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS tokens_account ON tokens (account_id);
  `);
  // A token is a session (issue 17: sessions, login time for the reality check, sign-out on every
  // device). Databases made before: add its columns; their tokens get a session id now.
  const columns = new Set((db.prepare('PRAGMA table_info(tokens)').all() as { name: string }[]).map((c) => c.name));
  if (!columns.has('session_id')) {
    db.exec(`ALTER TABLE tokens ADD COLUMN session_id TEXT;
      ALTER TABLE tokens ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE tokens ADD COLUMN last_seen INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE tokens ADD COLUMN ip TEXT;
      ALTER TABLE tokens ADD COLUMN user_agent TEXT;
      UPDATE tokens SET session_id = lower(hex(randomblob(8)));
      CREATE UNIQUE INDEX IF NOT EXISTS tokens_session ON tokens (session_id);`);
  }
}

interface TokenRow {
  account_id: number;
  expires_at: number;
  session_id: string;
  created_at: number;
  last_seen: number;
  ip: string | null;
  user_agent: string | null;
}

const sessionOfRow = (row: TokenRow): Session => ({
  sessionId: row.session_id,
  accountId: row.account_id,
  createdAt: row.created_at,
  lastSeen: row.last_seen,
  ip: row.ip,
  userAgent: row.user_agent,
});

interface AccountRow {
  id: number;
  username: string;
  password: string;
  type: number;
  nickname: string;
  mobile: string | null;
  dialing_code: string | null;
  email: string | null;
  parent_id: number | null;
  reg_date: number;
  password_changed_at: number;
  default_password: number;
  first_login_at: number | null;
  icon_id: number;
  affiliate_code: string | null;
  free_play: number;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  username: row.username,
  type: row.type,
  nickname: row.nickname,
  mobile: row.mobile,
  dialingCode: row.dialing_code,
  email: row.email,
  parentId: row.parent_id,
  regDate: row.reg_date,
  passwordChangedAt: row.password_changed_at,
  defaultPassword: row.default_password === 1,
  firstLoginAt: row.first_login_at,
  iconId: row.icon_id,
  affiliateCode: row.affiliate_code,
  freePlay: row.free_play === 1,
});

// ── Passwords ────────────────────────────────────────────────────────────────────────────────────

export function hashPassword(password: string, cost: number): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: cost, maxmem: memoryFor(cost) });
  return `scrypt$${cost}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** The scrypt cost a stored hash was made with (0 when unreadable). */
const costOf = (stored: string): number => Number(stored.split('$')[1]) || 0;

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, costText, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !hashText) return false;
  const cost = Number(costText);
  if (!Number.isInteger(cost) || cost < 2 || cost > 1 << 20) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = scryptSync(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: cost,
    maxmem: memoryFor(cost),
  });
  return timingSafeEqual(actual, expected);
}

/** scrypt needs about 128 x N x r bytes (r = 8); leave room above the default 32 MiB cap. */
const memoryFor = (cost: number): number => Math.max(64 * 1024 * 1024, 256 * cost * 8);

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// ── The store ────────────────────────────────────────────────────────────────────────────────────

export function createAccountStore(db: Database, config: PlatformConfig, now: () => number): AccountStore {
  const listeners: ((account: Account) => void)[] = [];
  const select = (where: string) => db.prepare(`SELECT * FROM accounts WHERE ${where}`);
  const byIdQuery = select('id = ?');
  const byUsernameQuery = select('username = ?');
  const byMobileQuery = select('dialing_code = ? AND mobile = ?');
  const byAffiliateQuery = select('affiliate_code = ?');
  const one = (row: unknown) => (row ? toAccount(row as AccountRow) : undefined);

  const insert = db.prepare(`INSERT INTO accounts
    (username, password, type, nickname, mobile, dialing_code, email, parent_id, reg_date, password_changed_at,
     default_password, affiliate_code, free_play)
    VALUES (@username, @password, @type, @nickname, @mobile, @dialingCode, @email, @parentId, @regDate,
     @passwordChangedAt, @defaultPassword, @affiliateCode, @freePlay)`);
  const create = db.transaction((input: NewAccount): Account => {
    const time = now();
    const { lastInsertRowid } = insert.run({
      username: input.username,
      password: hashPassword(input.password, input.passwordCost ?? config.passwordCost),
      type: input.type ?? memberType.member,
      nickname: input.nickname ?? input.username,
      mobile: input.mobile ?? null,
      dialingCode: input.dialingCode ?? null,
      email: input.email ?? null,
      parentId: input.parentId ?? null,
      regDate: input.regDate ?? time,
      passwordChangedAt: input.passwordChangedAt ?? input.regDate ?? time,
      defaultPassword: input.defaultPassword ? 1 : 0,
      affiliateCode: input.affiliateCode ?? null,
      freePlay: input.freePlay ? 1 : 0,
    });
    const account = one(byIdQuery.get(lastInsertRowid)) as Account;
    for (const listener of listeners) listener(account);
    return account;
  });

  const passwordOf = db.prepare('SELECT password FROM accounts WHERE id = ?');
  const updatePassword = db.prepare(
    'UPDATE accounts SET password = ?, password_changed_at = ?, default_password = 0 WHERE id = ?',
  );
  const rehash = db.prepare('UPDATE accounts SET password = ? WHERE id = ?');
  const updateFirstLogin = db.prepare('UPDATE accounts SET first_login_at = ? WHERE id = ? AND first_login_at IS NULL');
  const updateIcon = db.prepare('UPDATE accounts SET icon_id = ? WHERE id = ?');
  const insertToken =
    db.prepare(`INSERT INTO tokens (hash, account_id, expires_at, session_id, created_at, last_seen, ip, user_agent)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const tokenColumns = 'account_id, expires_at, session_id, created_at, last_seen, ip, user_agent';
  const tokenQuery = db.prepare(`SELECT ${tokenColumns} FROM tokens WHERE hash = ?`);
  const sessionsQuery = db.prepare(
    `SELECT ${tokenColumns} FROM tokens WHERE account_id = ? AND expires_at > ? ORDER BY last_seen DESC, created_at DESC`,
  );
  const slideToken = db.prepare('UPDATE tokens SET expires_at = ?, last_seen = ? WHERE hash = ?');
  const deleteToken = db.prepare('DELETE FROM tokens WHERE hash = ?');
  const deleteSession = db.prepare('DELETE FROM tokens WHERE account_id = ? AND session_id = ?');
  const deleteSessionsExcept = db.prepare('DELETE FROM tokens WHERE account_id = ? AND hash <> ?');
  const deleteSessions = db.prepare('DELETE FROM tokens WHERE account_id = ?');
  /** The token's row if it is valid at `time`. */
  const liveToken = (token: string, time: number): TokenRow | undefined => {
    const row = tokenQuery.get(hashToken(token)) as TokenRow | undefined;
    return row && row.expires_at > time ? row : undefined;
  };
  const purgeTokens = db.prepare('DELETE FROM tokens WHERE expires_at <= ?');
  let lastPurge = 0;

  return {
    byId: (id) => one(byIdQuery.get(id)),
    byUsername: (username) => one(byUsernameQuery.get(username)),
    byMobile: (dialingCode, mobile) => one(byMobileQuery.get(dialingCode, mobile)),
    byAffiliateCode: (code) => one(byAffiliateQuery.get(code)),
    create: (input) => create(input),
    onCreated: (listener) => listeners.push(listener),
    checkPassword(account, password) {
      const row = passwordOf.get(account.id) as { password: string } | undefined;
      if (row === undefined || !verifyPassword(password, row.password)) return false;
      if (costOf(row.password) < config.passwordCost) {
        rehash.run(hashPassword(password, config.passwordCost), account.id);
      }
      return true;
    },
    setPassword(accountId, password) {
      updatePassword.run(hashPassword(password, config.passwordCost), now(), accountId);
    },
    markLoggedIn(accountId) {
      updateFirstLogin.run(now(), accountId);
    },
    setIcon(accountId, iconId) {
      updateIcon.run(iconId, accountId);
    },
    issueToken(accountId, device = {}) {
      const token = randomBytes(32).toString('base64url');
      const time = now();
      const sessionId = randomBytes(8).toString('hex');
      const userAgent = device.userAgent?.slice(0, 256) ?? null;
      insertToken.run(
        hashToken(token),
        accountId,
        time + config.tokenTtlMs,
        sessionId,
        time,
        time,
        device.ip ?? null,
        userAgent,
      );
      return token;
    },
    resolveToken(token) {
      const time = now();
      // Expired tokens are swept at most once a minute, not on every call.
      if (time - lastPurge > 60_000) {
        purgeTokens.run(time);
        lastPurge = time;
      }
      const row = liveToken(token, time);
      if (!row) return undefined;
      // Sliding expiry (and the session's last use), written at most once a minute per token rather
      // than on every call.
      if (time + config.tokenTtlMs - row.expires_at > 60_000)
        slideToken.run(time + config.tokenTtlMs, time, hashToken(token));
      return one(byIdQuery.get(row.account_id));
    },
    revokeToken(token) {
      deleteToken.run(hashToken(token));
    },
    sessionOf(token) {
      const row = liveToken(token, now());
      return row ? sessionOfRow(row) : undefined;
    },
    sessionsOf(accountId) {
      return (sessionsQuery.all(accountId, now()) as TokenRow[]).map(sessionOfRow);
    },
    revokeSession(accountId, sessionId) {
      return deleteSession.run(accountId, sessionId).changes > 0;
    },
    revokeSessions(accountId, except) {
      if (except === undefined) deleteSessions.run(accountId);
      else deleteSessionsExcept.run(accountId, hashToken(except));
    },
  };
}

// ── Middlewares ──────────────────────────────────────────────────────────────────────────────────

/** The raw token of the Authorization header (a "Bearer " prefix is tolerated). */
export function tokenOf(header: string | undefined): string | undefined {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

export function authMiddlewares(accounts: AccountStore): {
  requireToken: PlatformMiddleware;
  optionalToken: PlatformMiddleware;
  requireMember: PlatformMiddleware;
  requireAgent: PlatformMiddleware;
} {
  return {
    async requireToken(c, next) {
      const token = tokenOf(c.req.header('authorization'));
      if (!token) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
      const account = accounts.resolveToken(token);
      if (!account) throw new PlatformError(ErrorCode.TOKEN_INVALID, 'The session has expired, please log in', 401);
      c.set('account', account);
      await next();
    },
    async optionalToken(c, next) {
      const token = tokenOf(c.req.header('authorization'));
      c.set('account', token ? accounts.resolveToken(token) : undefined);
      await next();
    },
    async requireMember(c, next) {
      const account = c.get('account');
      if (!account) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
      if (isTrialType(account.type)) {
        throw new PlatformError(ErrorCode.TRIAL_FORBIDDEN, 'Please Register An Account First');
      }
      await next();
    },
    async requireAgent(c, next) {
      const account = c.get('account');
      if (!account) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
      if (!isAgentType(account.type)) throw new PlatformError(ErrorCode.NON_AGENT, 'Non-agents cannot log in');
      await next();
    },
  };
}
