// Account security (issue 17 item 4) on the platform's injected clock: sessions and their sign-out,
// the login history, and two-step login (enrol, login with a code, a replay refused, a backup code
// used once, the lock after five wrong codes, disable).
import { afterAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  type LoginHistoryValue,
  type LoginValue,
  type LoginVerifyValue,
  securityPaths,
  sessionPaths,
  type SessionsValue,
  type TwoStepBackupCodes,
  type TwoStepEnrolment,
  type TwoStepValue,
  type VerifyCodeWrongValue,
  type VerifyLockedValue,
} from '@lobby/contract';
import { call, login, testPlatform } from '../../testing';
import { demoTwoStep } from './twoStep';

let clock = Date.UTC(2026, 4, 1, 12, 0, 10);
const platform = testPlatform({ now: () => clock });
afterAll(() => platform.close());

const code = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
const post = <T>(path: string, token: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call<T>(platform, 'POST', path, { token, body, headers });
const get = <T>(path: string, token: string) => call<T>(platform, 'GET', path, { token });
const passwordLogin = (username: string, password = 'Demo1234', ip = '10.1.0.1') =>
  call<LoginValue & LoginVerifyValue>(platform, 'POST', sessionPaths.login, {
    body: { username, password, type: 'username' },
    sealed: true,
    ip,
    headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36' },
  });
const verify = (challengeId: string, method: string, answer: string) =>
  call<LoginValue & VerifyCodeWrongValue & VerifyLockedValue>(platform, 'POST', sessionPaths.loginVerify, {
    body: { challengeId, method, code: answer },
    sealed: true,
  });

/** Enrols a member: its secret and backup codes. */
async function enrol(username: string): Promise<{ token: string; secret: string; backupCodes: string[] }> {
  const token = await login(platform, username);
  const started = await post<TwoStepEnrolment>(securityPaths.twoStepStart, token);
  const secret = started.envelope.value?.secret ?? '';
  const confirmed = await post<TwoStepBackupCodes>(securityPaths.twoStepConfirm, token, { code: code(secret) });
  return { token, secret, backupCodes: confirmed.envelope.value?.backupCodes ?? [] };
}

describe('active sessions', () => {
  it('lists the sessions with the current one marked, ends one, then all others', async () => {
    const first = await login(platform, 'member_004');
    const second = await login(platform, 'member_004');
    const third = await login(platform, 'member_004');
    const listed = await get<SessionsValue>(securityPaths.sessions, first);
    const sessions = listed.envelope.value?.sessions ?? [];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]?.createdAt).toBe(new Date(clock).toISOString());

    const secondId = platform.ctx.accounts.sessionOf(second)?.sessionId;
    const one = await post<SessionsValue>(
      securityPaths.signOutSession,
      first,
      { sessionId: secondId },
      {
        'Idempotency-Key': crypto.randomUUID(),
      },
    );
    expect(one.envelope.value?.sessions).toHaveLength(2);
    expect(platform.ctx.accounts.resolveToken(second)).toBeUndefined();
    // Another account's session, or an ended one, is not found.
    const again = await post(
      securityPaths.signOutSession,
      first,
      { sessionId: secondId },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(again.envelope.errorCode).toBe('NOT_FOUND');

    const others = await post<SessionsValue>(
      securityPaths.signOutOthers,
      first,
      {},
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(others.envelope.value?.sessions.map((session) => session.current)).toEqual([true]);
    expect(platform.ctx.accounts.resolveToken(third)).toBeUndefined();
    expect(platform.ctx.accounts.resolveToken(first)).toBeDefined();
  });
});

describe('login history', () => {
  it('records successful and failed logins, newest first, and forgets them after 30 days', async () => {
    await passwordLogin('member_005', 'wrong-password');
    clock += 1000;
    const { envelope } = await passwordLogin('member_005');
    const token = envelope.value?.token ?? '';
    const history = await get<LoginHistoryValue>(securityPaths.loginHistory, token);
    expect(history.envelope.value?.days).toBe(30);
    expect(history.envelope.value?.entries.map((entry) => [entry.outcome, entry.method])).toEqual([
      ['SUCCESS', 'password'],
      ['WRONG_PASSWORD', 'password'],
    ]);
    expect(history.envelope.value?.entries[0]).toMatchObject({ ip: '10.1.0.1' });
    expect(history.envelope.value?.entries[0]?.userAgent).toContain('Chrome/140.0');

    clock += 30 * 24 * 60 * 60_000;
    const later = await login(platform, 'member_005');
    const after = await get<LoginHistoryValue>(securityPaths.loginHistory, later);
    expect(after.envelope.value?.entries).toHaveLength(1);
    const kept = platform.ctx.db.prepare('SELECT count(*) AS n FROM login_history').get() as { n: number };
    // The sweep deleted the rows older than 30 days (of every account).
    expect(kept.n).toBeLessThan(3 + 10);
  });
});

describe('two-step login', () => {
  it('enrols in two steps: a wrong code first, then a right one; the secret is not sent again', async () => {
    const token = await login(platform, 'member_006');
    const started = await post<TwoStepEnrolment>(securityPaths.twoStepStart, token);
    const secret = started.envelope.value?.secret ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.envelope.value?.uri).toMatch(/^otpauth:\/\/totp\/Lobby:member_006\?.*secret=/);
    const wrong = await post(securityPaths.twoStepConfirm, token, {
      code: '000000' === code(secret) ? '111111' : '000000',
    });
    expect(wrong.envelope.errorCode).toBe('VERIFY_CODE_WRONG');

    const confirmed = await post<TwoStepBackupCodes>(securityPaths.twoStepConfirm, token, { code: code(secret) });
    const backupCodes = confirmed.envelope.value?.backupCodes ?? [];
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect(backupCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const state = await get<TwoStepValue>(securityPaths.twoStep, token);
    expect(state.envelope.value).toEqual({ enabled: true, backupCodesLeft: 10 });
    expect(JSON.stringify(state.envelope)).not.toContain(secret);
    // Stored hashed: no backup code is in the database in clear.
    const rows = platform.ctx.db.prepare('SELECT hash FROM backup_codes').all() as { hash: string }[];
    expect(rows.some((row) => backupCodes.includes(row.hash))).toBe(false);
    // Confirmed once: a repeat is a conflict, and a new start is refused while it is on.
    expect((await post(securityPaths.twoStepConfirm, token, { code: code(secret) })).envelope.errorCode).toBe(
      'STATE_CONFLICT',
    );
    expect((await post(securityPaths.twoStepStart, token)).envelope.errorCode).toBe('STATE_CONFLICT');
  });

  it('asks for the second step at login, accepts a code once and within one step either side', async () => {
    const { secret } = await enrol('member_007');
    clock += 60_000;
    const first = await passwordLogin('member_007');
    expect(first.envelope.errorCode).toBe('login_verify_required');
    expect(first.envelope.value).toMatchObject({ methods: ['totp', 'backup'], expiresIn: 300 });
    const challengeId = first.envelope.value?.challengeId ?? '';
    expect(first.envelope.value?.token).toBeUndefined();

    // The code of the step before is still accepted (a slow typist, a clock a little behind).
    const previous = code(secret, clock - 30_000);
    const opened = await verify(challengeId, 'totp', previous);
    expect(opened.envelope.value?.userName).toBe('member_007');
    // The challenge is used up, and the same code is not accepted twice (a replay).
    expect((await verify(challengeId, 'totp', previous)).envelope.errorCode).toBe('VERIFY_CHALLENGE_EXPIRED');
    const second = await passwordLogin('member_007');
    const replay = await verify(second.envelope.value?.challengeId ?? '', 'totp', previous);
    expect(replay.envelope.errorCode).toBe('VERIFY_CODE_WRONG');
    // Two steps away is too far.
    const far = await verify(second.envelope.value?.challengeId ?? '', 'totp', code(secret, clock + 90_000));
    expect(far.envelope.errorCode).toBe('VERIFY_CODE_WRONG');
    // The next step's code works.
    const next = await verify(second.envelope.value?.challengeId ?? '', 'totp', code(secret, clock + 30_000));
    expect(next.envelope.success).toBe(true);

    const history = await get<LoginHistoryValue>(securityPaths.loginHistory, next.envelope.value?.token ?? '');
    expect(history.envelope.value?.entries.slice(0, 3).map((entry) => [entry.outcome, entry.method])).toEqual([
      ['SUCCESS', 'totp'],
      ['WRONG_CODE', 'totp'],
      ['WRONG_CODE', 'totp'],
    ]);
  });

  it('lets the challenge expire after five minutes', async () => {
    const { secret } = await enrol('member_008');
    clock += 60_000;
    const asked = await passwordLogin('member_008');
    clock += 5 * 60_000;
    const late = await verify(asked.envelope.value?.challengeId ?? '', 'totp', code(secret));
    expect(late.envelope.errorCode).toBe('VERIFY_CHALLENGE_EXPIRED');
  });

  it('takes a backup code once, in any case and with or without its dash', async () => {
    const { backupCodes } = await enrol('member_009');
    const backup = backupCodes[3] ?? '';
    const asked = await passwordLogin('member_009');
    const opened = await verify(
      asked.envelope.value?.challengeId ?? '',
      'backup',
      backup.replace('-', '').toUpperCase(),
    );
    expect(opened.envelope.success).toBe(true);
    const again = await passwordLogin('member_009');
    expect((await verify(again.envelope.value?.challengeId ?? '', 'backup', backup)).envelope.errorCode).toBe(
      'VERIFY_CODE_WRONG',
    );
    const state = await get<TwoStepValue>(securityPaths.twoStep, opened.envelope.value?.token ?? '');
    expect(state.envelope.value?.backupCodesLeft).toBe(9);
  });

  it('locks the verification for 15 minutes after five wrong codes, even with a right one', async () => {
    const { secret } = await enrol('member_010');
    clock += 60_000;
    const asked = await passwordLogin('member_010');
    const challengeId = asked.envelope.value?.challengeId ?? '';
    const wrong = code(secret) === '123456' ? '654321' : '123456';
    for (const left of [4, 3, 2, 1]) {
      const answer = await verify(challengeId, 'totp', wrong);
      expect(answer.envelope).toMatchObject({ errorCode: 'VERIFY_CODE_WRONG', value: { attemptsLeft: left } });
    }
    const fifth = await verify(challengeId, 'totp', wrong);
    expect(fifth.envelope.errorCode).toBe('VERIFY_LOCKED');
    expect(fifth.envelope.value?.lockedUntil).toBe(new Date(clock + 15 * 60_000).toISOString());
    // A new login does not lift the lock, and a right code is refused while it lasts.
    const again = await passwordLogin('member_010');
    expect((await verify(again.envelope.value?.challengeId ?? '', 'totp', code(secret))).envelope.errorCode).toBe(
      'VERIFY_LOCKED',
    );
    clock += 15 * 60_000;
    const after = await passwordLogin('member_010');
    expect((await verify(after.envelope.value?.challengeId ?? '', 'totp', code(secret))).envelope.success).toBe(true);
  });

  it('is turned off with the password and a code, once per Idempotency-Key', async () => {
    const { token, secret, backupCodes } = await enrol('member_011');
    clock += 60_000;
    const keys = { k1: crypto.randomUUID(), k2: crypto.randomUUID(), k3: crypto.randomUUID() };
    const disable = (body: Record<string, string>, name: keyof typeof keys) =>
      call<TwoStepValue>(platform, 'POST', securityPaths.twoStepDisable, {
        token,
        body,
        sealed: true,
        headers: { 'Idempotency-Key': keys[name] },
      });
    const badPassword = await disable({ password: 'nope', method: 'totp', code: code(secret) }, 'k1');
    expect(badPassword.envelope, JSON.stringify(badPassword.envelope)).toMatchObject({ errorCode: 'PASSWORD_WRONG' });
    const badCode = await disable({ password: 'Demo1234', method: 'backup', code: 'aaaa-aaaa' }, 'k2');
    expect(badCode.envelope.errorCode).toBe('VERIFY_CODE_WRONG');
    const off = await disable({ password: 'Demo1234', method: 'backup', code: backupCodes[0] ?? '' }, 'k3');
    expect(off.envelope.value).toEqual({ enabled: false, backupCodesLeft: 0 });
    const replayed = await disable({ password: 'Demo1234', method: 'backup', code: backupCodes[0] ?? '' }, 'k3');
    expect(replayed.envelope.value).toEqual({ enabled: false, backupCodesLeft: 0 });
    expect((await passwordLogin('member_011')).envelope.value?.token).toBeDefined();
  });

  it('refuses the disabling call unsealed (the password travels in it)', async () => {
    const token = await login(platform, 'member_012');
    const plain = await post(securityPaths.twoStepDisable, token, { password: 'Demo1234', method: 'totp', code: '1' });
    expect(plain.envelope.errorCode).toBe('ENCRYPTION_REQUIRED');
  });

  it('seeds the demo account with two-step login on and its printed secret', async () => {
    const asked = await passwordLogin(demoTwoStep.username);
    expect(asked.envelope.errorCode).toBe('login_verify_required');
    const opened = await verify(asked.envelope.value?.challengeId ?? '', 'totp', code(demoTwoStep.secret));
    expect(opened.envelope.value?.userName).toBe(demoTwoStep.username);
  });
});
