// The session domain's tables: the SMS codes (sms.ts), captchas (captcha.ts), two-step login
// (twoStep.ts) and the known addresses (newDevice.ts) keep theirs beside their checks; the failed
// logins that bring the captcha and the login history (issue 17 item 4) are here.
import { type LoginHistoryEntry, loginHistoryDays, type LoginMethod, type LoginOutcome } from '@lobby/contract';
import type { SessionDevice } from '../../account';
import type { Database } from '../../db';
import { dayMs, isoTime } from '../../shared/days';
import { migrateCaptcha } from './captcha';
import { migrateKnownIps } from './newDevice';
import { migrateSms } from './sms';
import { migrateTwoStep } from './twoStep';

/** SPEC.md section 4: the captcha appears after this many failures from one username or address. */
const failuresBeforeCaptcha = 3;
/** Failures older than this are forgotten. */
const failureWindowMs = 15 * 60_000;

export function migrateSession(db: Database): void {
  migrateSms(db);
  migrateCaptcha(db);
  migrateTwoStep(db);
  migrateKnownIps(db);
  db.exec(
    `CREATE TABLE IF NOT EXISTS login_failures (subject TEXT PRIMARY KEY, count INTEGER NOT NULL, last_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS login_history (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      at INTEGER NOT NULL,
      ip TEXT,
      user_agent TEXT,
      outcome TEXT NOT NULL,
      method TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS login_history_account ON login_history (account_id, at);`,
  );
}

/** The login history keeps this long (issue 17 item 4: 30 days). */
const historyMs = loginHistoryDays * dayMs;
/** The most a history answer lists (a busy account's 30 days). */
const historyMaxRows = 500;

/** Successful and failed logins per account, kept 30 days: older rows are swept at most once an hour. */
export function createLoginHistoryStore(db: Database, now: () => number) {
  const insert = db.prepare(
    'INSERT INTO login_history (account_id, at, ip, user_agent, outcome, method) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const sweep = db.prepare('DELETE FROM login_history WHERE at <= ?');
  const list = db.prepare(`SELECT at, ip, user_agent, outcome, method FROM login_history
    WHERE account_id = ? AND at > ? ORDER BY at DESC, id DESC LIMIT ${historyMaxRows}`);
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    record(accountId: number, outcome: LoginOutcome, method: LoginMethod, device: SessionDevice): void {
      const time = now();
      if (time - lastSweep > 60 * 60_000) {
        sweep.run(time - historyMs);
        lastSweep = time;
      }
      insert.run(accountId, time, device.ip ?? null, device.userAgent?.slice(0, 256) ?? null, outcome, method);
    },
    /** The account's logins of the last 30 days, newest first. */
    of(accountId: number): LoginHistoryEntry[] {
      const rows = list.all(accountId, now() - historyMs) as {
        at: number;
        ip: string | null;
        user_agent: string | null;
        outcome: LoginOutcome;
        method: LoginMethod;
      }[];
      return rows.map((row) => ({
        time: isoTime(row.at),
        ip: row.ip,
        userAgent: row.user_agent,
        outcome: row.outcome,
        method: row.method,
      }));
    },
  };
}

export type LoginHistoryStore = ReturnType<typeof createLoginHistoryStore>;

/** Failed logins per subject (a username or an address), forgotten after the window. */
export function createLoginFailureStore(db: Database, now: () => number) {
  const read = db.prepare('SELECT count, last_at FROM login_failures WHERE subject = ?');
  const bump = db.prepare(`INSERT INTO login_failures (subject, count, last_at) VALUES (?, 1, ?)
    ON CONFLICT(subject) DO UPDATE SET count = CASE WHEN last_at <= ? THEN 1 ELSE count + 1 END, last_at = excluded.last_at`);
  const clear = db.prepare('DELETE FROM login_failures WHERE subject = ?');
  const countOf = (subject: string) => {
    const row = read.get(subject) as { count: number; last_at: number } | undefined;
    return row && row.last_at > now() - failureWindowMs ? row.count : 0;
  };
  return {
    captchaNeeded: (subjects: string[]) => subjects.some((subject) => countOf(subject) >= failuresBeforeCaptcha),
    record(subjects: string[]) {
      const time = now();
      for (const subject of subjects) bump.run(subject, time, time - failureWindowMs);
    },
    clear(subjects: string[]) {
      for (const subject of subjects) clear.run(subject);
    },
  };
}
