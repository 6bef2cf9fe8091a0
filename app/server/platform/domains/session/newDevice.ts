// Verification of a new device (SPEC.md section 4: "Login from an unregistered IP triggers extra
// verification (SMS, e-mail, Google authenticator, or bank account name)"; issue 16 item 1). Every
// session opened makes its address known to the account (login-value.ts); with the switch on
// (LOBBY_VERIFY_NEW_IP, config.ts), a right password from another address asks for one of the
// account's methods before the session opens. The address is the one client address of the platform
// (../../../clientAddress.ts: X-Forwarded-For only behind a trusted proxy, TRUST_PROXY).
import { ErrorCode, type SentCodeMethod, type SmsValue, type VerificationMethod } from '@lobby/contract';
import type { Account } from '../../account';
import type { Database } from '../../db';
import type { PlatformContext } from '../../domain';
import { PlatformError } from '../../http';
import type { CodeRecipient, SmsStore } from './sms';
import type { TwoStep } from './twoStep';

/**
 * The accounts that always meet the check when it is on (issue 16 item 1): the demo's and the e2e
 * journey's (app/e2e/new-device.spec.ts). Their known addresses are documentation ones (RFC 5737),
 * never a browser's; each has a mobile, an e-mail, a bank account name (the member seed writes it)
 * and an authenticator for new devices only (two-step login off; the demo's secret is printed at
 * start-up).
 */
export const newDeviceAccounts = [
  {
    username: 'demo_newdevice',
    nickname: 'Demo New Device',
    secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    dialingCode: '66',
    mobile: '812345679',
    email: 'demo_newdevice@example.com',
    payeeName: 'Demo New Device',
  },
  {
    username: 'e2e_newdevice',
    nickname: 'New Device',
    secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    dialingCode: '66',
    mobile: '812345680',
    email: 'e2e_newdevice@example.com',
    payeeName: 'Maria de la Cruz',
  },
] as const;
export const [demoNewDevice] = newDeviceAccounts;
/** The addresses those accounts are seeded with. */
export const seededKnownIps = ['192.0.2.10', '198.51.100.20'] as const;

export function migrateKnownIps(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS known_ips (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    ip TEXT NOT NULL,
    first_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, ip)
  )`);
}

/** Makes an address known to the account (a session opened from it, or a seed). */
export function rememberIp(db: Database, accountId: number, ip: string | undefined, time: number): void {
  if (!ip) return;
  db.prepare(
    `INSERT INTO known_ips (account_id, ip, first_at, last_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(account_id, ip) DO UPDATE SET last_at = excluded.last_at`,
  ).run(accountId, ip, time, time);
}

/** How a bank account name is compared: without case or spacing (issue 16 item 1). */
const sameName = (a: string, b: string): boolean =>
  a.normalize('NFKC').toLocaleLowerCase().replace(/\s/g, '') ===
  b.normalize('NFKC').toLocaleLowerCase().replace(/\s/g, '');

export function createNewDevice(
  ctx: Pick<PlatformContext, 'db' | 'readers' | 'config'>,
  twoStep: TwoStep,
  sms: SmsStore,
) {
  const anyKnown = ctx.db.prepare('SELECT 1 FROM known_ips WHERE account_id = ? LIMIT 1');
  const isKnown = ctx.db.prepare('SELECT 1 FROM known_ips WHERE account_id = ? AND ip = ?');

  const recipientOf = (account: Account, method: SentCodeMethod): CodeRecipient | undefined => {
    if (method === 'email') return account.email ? { channel: 'email', email: account.email } : undefined;
    return account.mobile && account.dialingCode
      ? { channel: 'sms', dialingCode: account.dialingCode, mobile: account.mobile }
      : undefined;
  };

  /** The methods the account can prove itself with: its authenticator, SMS, e-mail, bank account name. */
  const methodsOf = (account: Account): VerificationMethod[] => [
    ...(twoStep.hasAuthenticator(account.id) ? twoStep.methodsOf(account.id) : []),
    ...(recipientOf(account, 'sms') ? (['sms'] as const) : []),
    ...(recipientOf(account, 'email') ? (['email'] as const) : []),
    ...(ctx.readers.member.payeeName(account.id) ? (['bankName'] as const) : []),
  ];

  return {
    methodsOf,
    /**
     * The methods to ask for when the login comes from an address the account does not know, or none:
     * the switch is off, the account has no known address yet (its first login makes one), or it has
     * no method to answer with.
     */
    asked(account: Account, ip: string): VerificationMethod[] {
      if (!ctx.config.verifyNewIp || !anyKnown.get(account.id) || isKnown.get(account.id, ip)) return [];
      return methodsOf(account);
    },
    /** Sends (prints) the code of an SMS or e-mail answer. */
    send(account: Account, method: SentCodeMethod): SmsValue {
      const to = recipientOf(account, method);
      if (!to) throw new PlatformError(ErrorCode.VALIDATION, 'method is not available for this account');
      return sms.send('verify', to, true);
    },
    /**
     * Checks an answer of any method (counted and locked as two-step codes are: twoStep.ts); throws
     * the refusal, returns when it is right.
     */
    verify(account: Account, method: VerificationMethod, code: string): void {
      if (method === 'totp' || method === 'backup') {
        twoStep.verify(account.id, method, code);
        return;
      }
      if (method === 'bankName') {
        const name = ctx.readers.member.payeeName(account.id);
        twoStep.answer(account.id, () => name !== undefined && sameName(name, code));
        return;
      }
      const to = recipientOf(account, method);
      twoStep.answer(account.id, () => {
        if (!to) return false;
        try {
          sms.verify('verify', to, code);
          return true;
        } catch (error) {
          // A wrong or unsent code counts as a wrong answer; an expired one says so, uncounted.
          if (error instanceof PlatformError && error.errorCode === ErrorCode.SMS_CODE_INVALID) return false;
          throw error;
        }
      });
    },
  };
}

export type NewDevice = ReturnType<typeof createNewDevice>;
