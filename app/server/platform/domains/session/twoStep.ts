// Two-step login (issue 17 item 4): a TOTP secret per account (RFC 6238 with the otpauth library),
// enrolled in two steps, ten single-use backup codes stored hashed, and the second step of a login
// (a short-lived challenge answered with a code). Codes are checked with a window of one step either
// side, a used step is not accepted twice, and five wrong answers in a row lock the account's
// verification for 15 minutes. A challenge has a reason (two-step login, or a new device: SPEC.md
// section 4, newDevice.ts) and the methods it accepts; the new device's answers are counted and
// locked here too. Every time is the platform's clock (`now`, injected), never Date.now().
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  backupCodeCount,
  ErrorCode,
  type LoginChallengeReason,
  type LoginType,
  totpDigits,
  totpPeriodSeconds,
  type VerificationMethod,
  type VerifyCodeWrongValue,
  type VerifyLockedValue,
  verifyLockMinutes,
  verifyMaxAttempts,
} from '@lobby/contract';
import { addColumns, type Database } from '../../db';
import { PlatformError } from '../../http';
import { isoTime } from '../../shared/days';

/** The name an authenticator app shows above the code. */
const issuer = 'Lobby';
/** A login's second step must come within this time of the password. */
export const challengeTtlMs = 5 * 60_000;
const stepMs = totpPeriodSeconds * 1000;
const lockMs = verifyLockMinutes * 60_000;
/** Backup codes: 8 characters without look-alikes (0/o, 1/l/i), shown as xxxx-xxxx. */
const backupAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * The demo account with two-step login on (issue 16 item 1, issue 17 item 4): its secret is no secret,
 * it is printed at start-up with its otpauth URI so that a phone's authenticator can scan it.
 */
export const demoTwoStep = { username: 'demo_2fa', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } as const;

/** The otpauth:// URI of a secret (what the enrolment's QR code carries). */
export const otpauthUri = (secret: string, label: string): string => totpOf(secret, label).toString();

export function migrateTwoStep(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS two_step (
      account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      secret TEXT,
      pending_secret TEXT,
      last_step INTEGER NOT NULL DEFAULT 0,
      failures INTEGER NOT NULL DEFAULT 0,
      locked_until INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS backup_codes (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      hash TEXT NOT NULL,
      used_at INTEGER,
      PRIMARY KEY (account_id, hash)
    );
    CREATE TABLE IF NOT EXISTS login_challenges (
      id TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      login_type TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `);
  // Issue 16 item 1: an authenticator may be there for new devices only (login_required 0), and a
  // challenge says why it was opened and which methods answer it (a comma list).
  addColumns(db, 'two_step', { login_required: 'INTEGER NOT NULL DEFAULT 1' });
  addColumns(db, 'login_challenges', {
    reason: "TEXT NOT NULL DEFAULT 'twoStep'",
    methods: "TEXT NOT NULL DEFAULT 'totp,backup'",
  });
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** Lower case, without spaces or dashes: how a backup code is compared. */
const normalBackup = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
const hashBackup = (accountId: number, code: string): string =>
  createHash('sha256')
    .update(`${accountId}:${normalBackup(code)}`)
    .digest('hex');

function newBackupCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += backupAlphabet.charAt(randomInt(backupAlphabet.length));
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

interface TwoStepRow {
  secret: string | null;
  pending_secret: string | null;
  last_step: number;
  failures: number;
  locked_until: number;
  login_required: number;
}

/** A login's open challenge. */
export interface LoginChallenge {
  accountId: number;
  type: LoginType;
  reason: LoginChallengeReason;
  methods: VerificationMethod[];
}

/** The methods of the authenticator; the others are the new-device verification's (newDevice.ts). */
export type CodeMethod = Extract<VerificationMethod, 'totp' | 'backup'>;

export function createTwoStep(db: Database, now: () => number) {
  const row = db.prepare('SELECT * FROM two_step WHERE account_id = ?');
  const ensure = db.prepare('INSERT OR IGNORE INTO two_step (account_id) VALUES (?)');
  const setPending = db.prepare('UPDATE two_step SET pending_secret = ? WHERE account_id = ?');
  const enable = db.prepare(
    'UPDATE two_step SET secret = pending_secret, pending_secret = NULL, last_step = ?, failures = 0, login_required = ? WHERE account_id = ?',
  );
  const disable = db.prepare('UPDATE two_step SET secret = NULL, pending_secret = NULL WHERE account_id = ?');
  const setStep = db.prepare('UPDATE two_step SET last_step = ? WHERE account_id = ?');
  const setFailures = db.prepare('UPDATE two_step SET failures = ?, locked_until = ? WHERE account_id = ?');
  const clearCodes = db.prepare('DELETE FROM backup_codes WHERE account_id = ?');
  const insertCode = db.prepare('INSERT INTO backup_codes (account_id, hash) VALUES (?, ?)');
  const useCode = db.prepare(
    'UPDATE backup_codes SET used_at = ? WHERE account_id = ? AND hash = ? AND used_at IS NULL',
  );
  const codesLeft = db.prepare('SELECT count(*) AS n FROM backup_codes WHERE account_id = ? AND used_at IS NULL');
  const insertChallenge = db.prepare(
    'INSERT INTO login_challenges (id, account_id, login_type, reason, methods, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const challengeQuery = db.prepare(
    'SELECT account_id, login_type, reason, methods, expires_at FROM login_challenges WHERE id = ?',
  );
  const deleteChallenge = db.prepare('DELETE FROM login_challenges WHERE id = ?');
  const purgeChallenges = db.prepare('DELETE FROM login_challenges WHERE expires_at <= ?');

  const stateOf = (accountId: number) => row.get(accountId) as TwoStepRow | undefined;
  const backupLeft = (accountId: number): number => (codesLeft.get(accountId) as { n: number }).n;

  /** The step a TOTP code belongs to (±1 step around now), or null when it matches none. */
  function stepOf(secret: string, code: string, time: number): number | null {
    const delta = totpOf(secret, 'check').validate({ token: code.replace(/\s/g, ''), timestamp: time, window: 1 });
    return delta === null ? null : Math.floor(time / stepMs) + delta;
  }

  const issueBackupCodes = (accountId: number): string[] => {
    clearCodes.run(accountId);
    const codes = Array.from({ length: backupCodeCount }, newBackupCode);
    for (const code of codes) insertCode.run(accountId, hashBackup(accountId, code));
    return codes;
  };

  const locked = (until: number) => {
    const value: VerifyLockedValue = { lockedUntil: isoTime(until) };
    return new PlatformError(ErrorCode.VERIFY_LOCKED, 'Too many wrong codes: try again later', 200, value);
  };

  /**
   * Counts an answer to a verification of the account, whatever its method: the refusal to throw
   * (VERIFY_LOCKED while locked, VERIFY_CODE_WRONG with the tries left when `right` says no), or none.
   * A right answer resets the count. In one transaction, so that two calls cannot both use a code;
   * the refusal is returned, not thrown, so that the count it wrote stays.
   */
  const counted = db.transaction((accountId: number, right: (state: TwoStepRow) => boolean): PlatformError | null => {
    const time = now();
    ensure.run(accountId);
    const state = stateOf(accountId) as TwoStepRow;
    if (state.locked_until > time) return locked(state.locked_until);
    if (right(state)) {
      setFailures.run(0, 0, accountId);
      return null;
    }
    const failures = state.failures + 1;
    if (failures >= verifyMaxAttempts) {
      setFailures.run(0, time + lockMs, accountId);
      return locked(time + lockMs);
    }
    setFailures.run(failures, 0, accountId);
    const value: VerifyCodeWrongValue = { attemptsLeft: verifyMaxAttempts - failures };
    return new PlatformError(ErrorCode.VERIFY_CODE_WRONG, 'The code is wrong', 200, value);
  });

  /** Whether a code of the authenticator is right; a right one is spent (its step, or the backup code). */
  const codeRight = (accountId: number, state: TwoStepRow, method: CodeMethod, code: string): boolean => {
    if (!state.secret) return false;
    if (method === 'backup') return useCode.run(now(), accountId, hashBackup(accountId, code)).changes > 0;
    const step = /^\d{6}$/.test(code.trim()) ? stepOf(state.secret, code.trim(), now()) : null;
    // A step already used (at enrolment or a login) is not accepted again: a seen code is spent.
    if (step === null || step <= state.last_step) return false;
    setStep.run(step, accountId);
    return true;
  };

  /** Throws a refusal of `counted`; returns when the answer is right. */
  const answer = (accountId: number, right: (state: TwoStepRow) => boolean): void => {
    const refusal = counted(accountId, right);
    if (refusal) throw refusal;
  };
  /** The account has an authenticator (for two-step login, or for new devices only). */
  const hasAuthenticator = (accountId: number): boolean => Boolean(stateOf(accountId)?.secret);
  /** Two-step login is on: every login asks for a code. */
  const enabled = (accountId: number): boolean => {
    const state = stateOf(accountId);
    return Boolean(state?.secret) && state?.login_required === 1;
  };

  return {
    enabled,
    hasAuthenticator,
    backupLeft,
    /** The methods the account's authenticator answers with. */
    methodsOf(accountId: number): VerificationMethod[] {
      return backupLeft(accountId) > 0 ? ['totp', 'backup'] : ['totp'];
    },
    /** Starts (or restarts) an enrolment: a new 20-byte secret, kept pending until confirmed. */
    start(accountId: number, label: string): { secret: string; uri: string } {
      if (enabled(accountId)) throw new PlatformError(ErrorCode.STATE_CONFLICT, 'Two-step login is already on');
      const secret = new Secret({ size: 20 }).base32;
      ensure.run(accountId);
      setPending.run(secret, accountId);
      return { secret, uri: otpauthUri(secret, label) };
    },
    /** Confirms the pending secret with one of its codes; two-step login is on; the backup codes, in clear once. */
    confirm: db.transaction((accountId: number, code: string): string[] => {
      const state = stateOf(accountId);
      if (state?.secret || !state?.pending_secret) {
        throw new PlatformError(
          ErrorCode.STATE_CONFLICT,
          state?.secret ? 'Two-step login is already on' : 'Start first',
        );
      }
      const step = /^\d{6}$/.test(code.trim()) ? stepOf(state.pending_secret, code.trim(), now()) : null;
      if (step === null) {
        const value: VerifyCodeWrongValue = { attemptsLeft: verifyMaxAttempts };
        throw new PlatformError(ErrorCode.VERIFY_CODE_WRONG, 'The code is wrong', 200, value);
      }
      enable.run(step, 1, accountId);
      return issueBackupCodes(accountId);
    }),
    /**
     * Throws the refusal of a wrong, replayed or locked authenticator code (STATE_CONFLICT without an
     * authenticator); returns when the code is right.
     */
    verify(accountId: number, method: CodeMethod, code: string): void {
      if (!hasAuthenticator(accountId)) throw new PlatformError(ErrorCode.STATE_CONFLICT, 'Two-step login is off');
      answer(accountId, (state) => codeRight(accountId, state, method, code));
    },
    /** Another method's answer (newDevice.ts), counted and locked as the codes are. */
    answer,
    /** Turns two-step login off (after the caller checked the password and a code). */
    disable(accountId: number): void {
      disable.run(accountId);
      clearCodes.run(accountId);
    },
    /**
     * Gives an account a known secret (the seeds' demo and e2e accounts): two-step login on, or with
     * `loginRequired` false an authenticator for new devices only (issue 16 item 1).
     */
    seed(accountId: number, secret: string, loginRequired = true): void {
      ensure.run(accountId);
      setPending.run(secret, accountId);
      enable.run(0, loginRequired ? 1 : 0, accountId);
      issueBackupCodes(accountId);
    },
    /**
     * A login's second step: a random id that stands for the right password for a few minutes, why it
     * is asked and the methods that answer it.
     */
    openChallenge(challenge: LoginChallenge): string {
      const time = now();
      purgeChallenges.run(time);
      const id = randomBytes(18).toString('base64url');
      const { accountId, type, reason, methods } = challenge;
      insertChallenge.run(id, accountId, type, reason, methods.join(','), time + challengeTtlMs);
      return id;
    },
    /** The open challenge; VERIFY_CHALLENGE_EXPIRED when unknown or past its time. */
    challenge(id: string): LoginChallenge {
      const found = challengeQuery.get(id) as
        | {
            account_id: number;
            login_type: LoginType;
            reason: LoginChallengeReason;
            methods: string;
            expires_at: number;
          }
        | undefined;
      if (!found || found.expires_at <= now()) {
        throw new PlatformError(
          ErrorCode.VERIFY_CHALLENGE_EXPIRED,
          'The verification has expired, please log in again',
        );
      }
      const methods = found.methods.split(',') as VerificationMethod[];
      return { accountId: found.account_id, type: found.login_type, reason: found.reason, methods };
    },
    closeChallenge(id: string): void {
      deleteChallenge.run(id);
    },
  };
}

export type TwoStep = ReturnType<typeof createTwoStep>;
