// Verification of a new device (SPEC.md section 4; issue 16 item 1) on the platform's injected clock:
// the switch, known and unknown addresses, each method right and wrong, the bank account name without
// case or spacing, the lock after five wrong answers, the address remembered after a success, and
// X-Forwarded-For believed only behind a trusted proxy.
import { afterAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  ErrorCode,
  type LoginValue,
  type LoginVerifyValue,
  sessionPaths,
  type SmsValue,
  type VerifyCodeWrongValue,
  type VerifyLockedValue,
} from '@lobby/contract';
import type { PlatformOptions } from '../../config';
import { openDatabase } from '../../db';
import { call, testPlatform } from '../../testing';
import { newDeviceAccounts, seededKnownIps } from './newDevice';
import { migrateSession } from './store';
import { demoTwoStep } from './twoStep';

const [demo, journey] = newDeviceAccounts;
const knownIp = seededKnownIps[0];
let clock = Date.UTC(2026, 4, 1, 12, 0, 10);
const platforms: ReturnType<typeof testPlatform>[] = [];
afterAll(() => platforms.forEach((platform) => platform.close()));

function setup(options: PlatformOptions = {}) {
  const platform = testPlatform({ now: () => clock, verifyNewIp: true, ...options });
  platforms.push(platform);
  const login = (username: string, ip: string, headers: Record<string, string> = {}, password = 'Demo1234') =>
    call<LoginValue & LoginVerifyValue>(platform, 'POST', sessionPaths.login, {
      body: { username, password, type: 'username' },
      sealed: true,
      ip,
      headers,
    });
  const verify = (challengeId: string, method: string, answer: string, ip = '10.2.0.1') =>
    call<LoginValue & VerifyCodeWrongValue & VerifyLockedValue>(platform, 'POST', sessionPaths.loginVerify, {
      body: { challengeId, method, code: answer },
      sealed: true,
      ip,
    });
  const send = (challengeId: string, method: string) =>
    call<SmsValue>(platform, 'POST', sessionPaths.loginVerifySend, {
      body: { challengeId, method },
      sealed: true,
    });
  /** A login from `ip` that must be asked: its challenge id. */
  const challenge = async (username: string, ip: string): Promise<string> => {
    const { envelope } = await login(username, ip);
    expect(envelope.errorCode).toBe(ErrorCode.LOGIN_VERIFY_REQUIRED);
    return envelope.value?.challengeId ?? '';
  };
  /** The last code the console printed to `to` (the demo has no gateway). */
  const printedCode = (to: string): string => {
    const line = platform.logs.findLast((entry) => entry.includes(to));
    return /: (\d{6}) \(verify/.exec(line ?? '')?.[1] ?? '';
  };
  return { platform, login, verify, send, challenge, printedCode };
}

const totp = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

describe('the switch and the known addresses', () => {
  it('asks nothing while LOBBY_VERIFY_NEW_IP is off', async () => {
    const { login } = setup({ verifyNewIp: false });
    const { envelope } = await login(demo.username, '10.2.0.1');
    expect(envelope.success).toBe(true);
    expect(envelope.value?.token).toBeTruthy();
  });

  it('asks a login from an unknown address for every method of the account, and nothing from a known one', async () => {
    const { login } = setup();
    const asked = await login(demo.username, '10.2.0.1');
    expect(asked.envelope).toMatchObject({ success: false, errorCode: ErrorCode.LOGIN_VERIFY_REQUIRED });
    expect(asked.envelope.value).toMatchObject({
      reason: 'newDevice',
      methods: ['totp', 'backup', 'sms', 'email', 'bankName'],
      expiresIn: 300,
    });
    const known = await login(demo.username, knownIp);
    expect(known.envelope.value?.token).toBeTruthy();
  });

  it('never shows a challenge to a wrong password', async () => {
    const { login } = setup();
    const { envelope } = await login(demo.username, '10.2.0.1', {}, 'Wrong1234');
    expect(envelope.errorCode).toBe(ErrorCode.LOGIN_FAILED);
    expect(envelope.value).not.toHaveProperty('challengeId');
  });

  it('makes the first address of an account known without asking, and asks from the next one', async () => {
    const { platform, login } = setup();
    platform.ctx.accounts.create({
      username: 'first_login',
      password: 'Demo1234',
      email: 'first@example.com',
      passwordCost: 1024,
    });
    expect((await login('first_login', '10.3.0.1')).envelope.value?.token).toBeTruthy();
    expect((await login('first_login', '10.3.0.1')).envelope.value?.token).toBeTruthy();
    const asked = await login('first_login', '10.3.0.2');
    expect(asked.envelope.value).toMatchObject({ reason: 'newDevice', methods: ['email'] });
  });

  it('keeps two-step login for an account that has it on: its codes only', async () => {
    const { login } = setup();
    const { envelope } = await login(demoTwoStep.username, '10.2.0.1');
    expect(envelope.value).toMatchObject({ reason: 'twoStep', methods: ['totp', 'backup'] });
  });
});

describe('the methods', () => {
  it('sends an SMS code, refuses a wrong one, opens the session with the right one and remembers the address', async () => {
    const { login, verify, send, challenge, printedCode } = setup();
    const id = await challenge(journey.username, '10.4.0.1');
    const sent = await send(id, 'sms');
    expect(sent.envelope.value).toEqual({ expiredMinutes: 5 });
    const code = printedCode(`+${journey.dialingCode} ${journey.mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await verify(id, 'sms', code === '000000' ? '111111' : '000000', '10.4.0.1');
    expect(wrong.envelope).toMatchObject({ errorCode: ErrorCode.VERIFY_CODE_WRONG, value: { attemptsLeft: 4 } });
    const right = await verify(id, 'sms', code, '10.4.0.1');
    expect(right.envelope.value?.userName).toBe(journey.username);
    // The address is known now: the next login from it is not asked.
    expect((await login(journey.username, '10.4.0.1')).envelope.value?.token).toBeTruthy();
  });

  it('sends an e-mail code and checks it', async () => {
    const { verify, send, challenge, printedCode } = setup();
    const id = await challenge(journey.username, '10.4.0.2');
    expect((await send(id, 'email')).envelope.success).toBe(true);
    const code = printedCode(`E-mail to ${journey.email}`);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await verify(id, 'email', code === '123456' ? '654321' : '123456');
    expect(wrong.envelope.errorCode).toBe(ErrorCode.VERIFY_CODE_WRONG);
    expect((await verify(id, 'email', code)).envelope.value?.token).toBeTruthy();
  });

  it('checks a code of the authenticator', async () => {
    const { verify, challenge } = setup();
    clock += 60_000;
    const id = await challenge(demo.username, '10.4.0.3');
    const wrong = await verify(id, 'totp', totp(demo.secret, clock - 10 * 60_000));
    expect(wrong.envelope.errorCode).toBe(ErrorCode.VERIFY_CODE_WRONG);
    expect((await verify(id, 'totp', totp(demo.secret))).envelope.value?.token).toBeTruthy();
  });

  it('compares the bank account name without case or spacing', async () => {
    const { verify, challenge } = setup();
    const id = await challenge(journey.username, '10.4.0.4');
    const wrong = await verify(id, 'bankName', 'Maria Cruz');
    expect(wrong.envelope).toMatchObject({ errorCode: ErrorCode.VERIFY_CODE_WRONG, value: { attemptsLeft: 4 } });
    const right = await verify(id, 'bankName', '  mARIA DE  la cruz ');
    expect(right.envelope.value?.userName).toBe(journey.username);
  });

  it('refuses a method the challenge does not offer, and an unknown challenge', async () => {
    const { platform, login, verify, send } = setup();
    platform.ctx.accounts.create({
      username: 'mail_only',
      password: 'Demo1234',
      email: 'mail@example.com',
      passwordCost: 1024,
    });
    await login('mail_only', '10.5.0.1');
    const { envelope } = await login('mail_only', '10.5.0.2');
    const id = envelope.value?.challengeId ?? '';
    expect((await send(id, 'sms')).envelope.errorCode).toBe(ErrorCode.VALIDATION);
    expect((await verify(id, 'bankName', 'Anyone')).envelope.errorCode).toBe(ErrorCode.VALIDATION);
    expect((await verify('no-such-challenge', 'email', '123456')).envelope.errorCode).toBe(
      ErrorCode.VERIFY_CHALLENGE_EXPIRED,
    );
  });
});

describe('the lock', () => {
  it('locks the verification for 15 minutes after five wrong answers, whatever the method', async () => {
    const { verify, challenge } = setup();
    const id = await challenge(journey.username, '10.6.0.1');
    for (const left of [4, 3, 2, 1]) {
      const wrong = await verify(id, 'bankName', `Nobody ${left}`);
      expect(wrong.envelope.value?.attemptsLeft).toBe(left);
    }
    const fifth = await verify(id, 'bankName', 'Nobody 0');
    expect(fifth.envelope).toMatchObject({
      errorCode: ErrorCode.VERIFY_LOCKED,
      value: { lockedUntil: new Date(clock + 15 * 60_000).toISOString() },
    });
    // The right answer is refused while locked, also on a new challenge.
    clock += 14 * 60_000;
    const again = await challenge(journey.username, '10.6.0.1');
    expect((await verify(again, 'bankName', journey.payeeName)).envelope.errorCode).toBe(ErrorCode.VERIFY_LOCKED);
    clock += 60_000 + 1000;
    const later = await challenge(journey.username, '10.6.0.1');
    expect((await verify(later, 'bankName', journey.payeeName)).envelope.value?.token).toBeTruthy();
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const direct = setup();
    // The socket's peer is the client: a forged header neither helps nor hurts.
    const forged = await direct.login(demo.username, '10.7.0.1', { 'X-Forwarded-For': knownIp });
    expect(forged.envelope.errorCode).toBe(ErrorCode.LOGIN_VERIFY_REQUIRED);
    const fromKnown = await direct.login(demo.username, knownIp, { 'X-Forwarded-For': '10.7.0.9' });
    expect(fromKnown.envelope.value?.token).toBeTruthy();

    const proxied = setup({ trustProxy: true });
    const throughProxy = await proxied.login(demo.username, '10.0.0.2', { 'X-Forwarded-For': `10.9.9.9, ${knownIp}` });
    expect(throughProxy.envelope.value?.token).toBeTruthy();
    const newOne = await proxied.login(demo.username, '10.0.0.2', { 'X-Forwarded-For': `${knownIp}, 10.7.0.3` });
    expect(newOne.envelope.errorCode).toBe(ErrorCode.LOGIN_VERIFY_REQUIRED);
  });
});

describe('an older database', () => {
  it('gains the challenge reasons and methods, the authenticator-only flag and the known addresses', () => {
    const db = openDatabase(':memory:');
    db.exec(`CREATE TABLE accounts (id INTEGER PRIMARY KEY);
      CREATE TABLE two_step (account_id INTEGER PRIMARY KEY, secret TEXT, pending_secret TEXT,
        last_step INTEGER NOT NULL DEFAULT 0, failures INTEGER NOT NULL DEFAULT 0, locked_until INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE login_challenges (id TEXT PRIMARY KEY, account_id INTEGER NOT NULL, login_type TEXT NOT NULL,
        expires_at INTEGER NOT NULL);
      INSERT INTO accounts (id) VALUES (1);
      INSERT INTO two_step (account_id, secret) VALUES (1, 'ABC');
      INSERT INTO login_challenges VALUES ('old', 1, 'username', 0);`);
    migrateSession(db);
    migrateSession(db);
    // What was there keeps its meaning: two-step login on, a two-step challenge.
    expect(db.prepare('SELECT login_required FROM two_step').get()).toEqual({ login_required: 1 });
    expect(db.prepare('SELECT reason, methods FROM login_challenges').get()).toEqual({
      reason: 'twoStep',
      methods: 'totp,backup',
    });
    expect(db.prepare('SELECT count(*) AS n FROM known_ips').get()).toEqual({ n: 0 });
    db.close();
  });
});
