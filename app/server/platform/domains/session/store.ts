// The session domain's tables: the SMS codes (sms.ts) and captchas (captcha.ts) keep theirs beside
// their checks; the failed logins that bring the captcha are here.
import type { Database } from '../../db';
import { migrateCaptcha } from './captcha';
import { migrateSms } from './sms';

/** SPEC.md section 4: the captcha appears after this many failures from one username or address. */
const failuresBeforeCaptcha = 3;
/** Failures older than this are forgotten. */
const failureWindowMs = 15 * 60_000;

export function migrateSession(db: Database): void {
  migrateSms(db);
  migrateCaptcha(db);
  db.exec(
    `CREATE TABLE IF NOT EXISTS login_failures (subject TEXT PRIMARY KEY, count INTEGER NOT NULL, last_at INTEGER NOT NULL)`,
  );
}

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
