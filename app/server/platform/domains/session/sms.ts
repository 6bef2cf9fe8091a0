// SMS codes for login, registration and password reset (SPEC.md section 3 "SMS request"; section 9:
// the client counts 60 s x expiredMinutes), and the codes of a new device's verification by SMS or
// e-mail (SPEC.md section 4; issue 16 item 1). Codes are printed to the console, never sent.
import type { Database } from '../../db';
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@lobby/contract';
import type { PlatformContext } from '../../domain';
import { PlatformError } from '../../http';

type SmsPurpose = 'login' | 'register' | 'reset' | 'verify';

/**
 * Where a code goes: a phone by SMS, or an e-mail address. An e-mail's code is kept under an empty
 * dialing code (a phone's is 1 to 4 digits: checkPhone), its address in place of the number.
 */
export type CodeRecipient =
  { channel: 'sms'; dialingCode: string; mobile: string } | { channel: 'email'; email: string };

/** A phone (checkPhone's digits) as a recipient. */
export const smsTo = (phone: { dialingCode: string; mobile: string }): CodeRecipient => ({ channel: 'sms', ...phone });

/** The two key columns of a recipient, and how the console names it. */
function keyOf(to: CodeRecipient): { key: [string, string]; label: string } {
  return to.channel === 'sms'
    ? { key: [to.dialingCode, to.mobile], label: `SMS to +${to.dialingCode} ${to.mobile}` }
    : { key: ['', to.email.toLowerCase()], label: `E-mail to ${to.email}` };
}

/** One code per number per minute (the client's countdown makes the same promise). */
const resendMs = 60_000;
/** A code dies after this many wrong tries: 6 digits must not be guessable. */
const maxAttempts = 5;

export function migrateSms(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS sms_codes (
      purpose TEXT NOT NULL,
      dialing_code TEXT NOT NULL,
      mobile TEXT NOT NULL,
      code TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (purpose, dialing_code, mobile)
    );
  `);
}

/** Phone checks with the SMS error codes of SPEC.md section 8; returns the digits. */
export function checkPhone(dialingCode: unknown, mobile: unknown): { dialingCode: string; mobile: string } {
  if (mobile === undefined || mobile === null || (typeof mobile === 'string' && mobile.trim() === '')) {
    throw new PlatformError(ErrorCode.SMS_MISSING_PHONE, 'The phone number is missing');
  }
  const digits = typeof mobile === 'string' ? mobile.replace(/[\s-]/g, '') : '';
  const dialing = typeof dialingCode === 'string' ? dialingCode.trim().replace(/^\+/, '') : '';
  if (!/^\d{6,15}$/.test(digits) || !/^\d{1,4}$/.test(dialing)) {
    throw new PlatformError(ErrorCode.SMS_INVALID_PHONE, 'The phone number format is invalid');
  }
  return { dialingCode: dialing, mobile: digits.replace(/^0+/, '') };
}

export interface SmsStore {
  /** Sends (prints) a code; `deliver` false pretends, so a caller cannot probe which numbers exist. */
  send(purpose: SmsPurpose, to: CodeRecipient, deliver: boolean): { expiredMinutes: number };
  /** Checks a code; consumes it when right. Throws SMS_CODE_INVALID or SMS_CODE_EXPIRED. */
  verify(purpose: SmsPurpose, to: CodeRecipient, code: string): void;
}

export function createSmsStore(ctx: Pick<PlatformContext, 'db' | 'now' | 'log' | 'config'>): SmsStore {
  const { db, now, log, config } = ctx;
  const lastSent = db.prepare('SELECT MAX(sent_at) AS sent FROM sms_codes WHERE dialing_code = ? AND mobile = ?');
  const upsert =
    db.prepare(`INSERT OR REPLACE INTO sms_codes (purpose, dialing_code, mobile, code, sent_at, expires_at, attempts)
    VALUES (?, ?, ?, ?, ?, ?, 0)`);
  const find = db.prepare(
    'SELECT code, expires_at, attempts FROM sms_codes WHERE purpose = ? AND dialing_code = ? AND mobile = ?',
  );
  const miss = db.prepare(
    'UPDATE sms_codes SET attempts = attempts + 1 WHERE purpose = ? AND dialing_code = ? AND mobile = ?',
  );
  const consume = db.prepare('DELETE FROM sms_codes WHERE purpose = ? AND dialing_code = ? AND mobile = ?');

  return {
    send(purpose, to, deliver) {
      const time = now();
      const { key, label } = keyOf(to);
      const { sent } = lastSent.get(...key) as { sent: number | null };
      if (sent !== null && time - sent < resendMs) {
        throw new PlatformError(ErrorCode.TOO_MANY_REQUESTS, 'Too many requests, please try again later');
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      upsert.run(purpose, ...key, deliver ? code : '', time, time + config.smsExpiredMinutes * 60_000);
      log(
        deliver
          ? `${label}: ${code} (${purpose}, valid ${config.smsExpiredMinutes} min)`
          : `${label} not sent: no account for ${purpose}`,
      );
      return { expiredMinutes: config.smsExpiredMinutes };
    },
    verify(purpose, to, code) {
      const { key } = keyOf(to);
      const row = find.get(purpose, ...key) as { code: string; expires_at: number; attempts: number } | undefined;
      if (!row || row.code === '' || row.attempts >= maxAttempts) {
        throw new PlatformError(ErrorCode.SMS_CODE_INVALID, 'Invalid or missing verification code');
      }
      if (row.expires_at <= now())
        throw new PlatformError(ErrorCode.SMS_CODE_EXPIRED, 'The code has expired, send again');
      if (row.code !== code.trim()) {
        miss.run(purpose, ...key);
        throw new PlatformError(ErrorCode.SMS_CODE_INVALID, 'Invalid or missing verification code');
      }
      consume.run(purpose, ...key);
    },
  };
}
