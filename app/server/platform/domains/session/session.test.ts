import { afterAll, describe, expect, it } from 'vitest';
import { type CaptchaValue, ErrorCode, type LoginValue, type SmsValue } from '@lobby/contract';
import { migrateAuth } from '../../auth';
import { openDatabase } from '../../db';
import { call, login, testPlatform } from '../../testing';

let clock = Date.UTC(2026, 4, 1);
const platform = testPlatform({ now: () => clock });
afterAll(() => platform.close());

const loginCall = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  call<LoginValue & { captcha?: boolean }>(platform, 'POST', '/wps/session/login', { body, sealed: true, ip });
const smsCode = (mobile: string): string => {
  const line = platform.logs.findLast((entry) => entry.includes(mobile) && /: \d{6} /.test(entry)) ?? '';
  return /: (\d{6}) /.exec(line)?.[1] ?? '';
};

describe('POST /wps/session/login', () => {
  it('logs a member in with the login value of the contract', async () => {
    const { envelope } = await loginCall({ username: ' demo_member ', password: 'Demo1234', type: 'username' });
    expect(envelope.success).toBe(true);
    expect(envelope.value).toMatchObject({
      userName: 'demo_member',
      customerType: 0,
      passwordExpired: false,
      defaultPassword: false,
      expiresIn: 7200,
    });
    expect(envelope.value?.token).toMatch(/^[\w-]{43}$/);
  });

  it('says firstTimeLogin only the first time', async () => {
    const first = await loginCall({ username: 'member_002', password: 'Demo1234' });
    const second = await loginCall({ username: 'member_002', password: 'Demo1234' });
    expect(first.envelope.value?.firstTimeLogin).toBe(true);
    expect(second.envelope.value?.firstTimeLogin).toBe(false);
  });

  it('flags the default password and an expired one', async () => {
    const byDefault = await loginCall({ username: 'demo_default', password: 'Aa123456' });
    expect(byDefault.envelope.value?.defaultPassword).toBe(true);
    const expired = await loginCall({ username: 'demo_expired', password: 'Demo1234' });
    expect(expired.envelope.value?.passwordExpired).toBe(true);
  });

  it('does not flag an expired password when PWDEXPFORCECHANGE3 is off', async () => {
    const other = testPlatform({ modules: [] });
    const { envelope } = await call<LoginValue>(other, 'POST', '/wps/session/login', {
      body: { username: 'demo_expired', password: 'Demo1234' },
      sealed: true,
    });
    expect(envelope.value?.passwordExpired).toBe(false);
    other.close();
  });

  it('answers LOGIN_FAILED for a wrong password or an unknown user', async () => {
    for (const body of [
      { username: 'demo_agent', password: 'wrong-one' },
      { username: 'nobody_here', password: 'Demo1234' },
    ]) {
      const { envelope } = await loginCall(body, '10.0.0.2');
      expect(envelope).toMatchObject({ success: false, errorCode: ErrorCode.LOGIN_FAILED, value: { captcha: false } });
    }
  });

  it('answers VALIDATION naming the field for bad input', async () => {
    expect((await loginCall({ password: 'x' })).envelope.message).toBe('username is required');
    expect((await loginCall({ username: 'a', password: 'x', type: 'qr' })).envelope.message).toMatch(/^type must be/);
    expect((await loginCall({ username: 'a'.repeat(65), password: 'x' })).envelope.errorCode).toBe(
      ErrorCode.VALIDATION,
    );
  });

  it('asks for the captcha after 3 failures for a username, and checks it', async () => {
    const wrong = { username: 'member_001', password: 'nope' };
    await loginCall(wrong, '10.0.1.1');
    await loginCall(wrong, '10.0.1.2');
    const third = await loginCall(wrong, '10.0.1.3');
    expect(third.envelope.value?.captcha).toBe(true);

    const right = { username: 'member_001', password: 'Demo1234' };
    const without = await loginCall(right, '10.0.1.4');
    expect(without.envelope).toMatchObject({ errorCode: ErrorCode.CAPTCHA_REQUIRED, value: { captcha: true } });

    const image = (await call<CaptchaValue>(platform, 'GET', '/wps/captcha')).envelope.value as CaptchaValue;
    const badAnswer = await loginCall({ ...right, captchaId: image.captchaId, captcha: 'x' }, '10.0.1.4');
    expect(badAnswer.envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);

    const fresh = (await call<CaptchaValue>(platform, 'GET', '/wps/captcha')).envelope.value as CaptchaValue;
    const { answer } = platform.ctx.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(fresh.captchaId) as {
      answer: string;
    };
    const passed = await loginCall({ ...right, captchaId: fresh.captchaId, captcha: answer }, '10.0.1.4');
    expect(passed.envelope.success).toBe(true);
    // Single use: the same answer again is wrong.
    const reused = await loginCall({ ...wrong, captchaId: fresh.captchaId, captcha: answer }, '10.0.1.4');
    expect(reused.envelope.errorCode).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('asks for the captcha after 3 failures from one address, whatever the usernames', async () => {
    for (const username of ['ghost_a', 'ghost_b', 'ghost_c']) await loginCall({ username, password: 'x' }, '10.0.2.1');
    const next = await loginCall({ username: 'demo_member', password: 'Demo1234' }, '10.0.2.1');
    expect(next.envelope.errorCode).toBe(ErrorCode.CAPTCHA_REQUIRED);
    clock += 16 * 60 * 1000;
    const later = await loginCall({ username: 'demo_member', password: 'Demo1234' }, '10.0.2.1');
    expect(later.envelope.success).toBe(true);
  });

  it('refuses non-agents at the agent login and lets agents in', async () => {
    const member = await loginCall({ username: 'demo_member', password: 'Demo1234', agentLogin: true });
    expect(member.envelope.errorCode).toBe(ErrorCode.NON_AGENT);
    const agent = await loginCall({ username: 'demo_subagent', password: 'Demo1234', agentLogin: true });
    expect(agent.envelope.value?.customerType).toBe(41);
  });

  it('gives trial accounts type 4', async () => {
    expect((await loginCall({ username: 'demo_trial', password: 'Demo1234' })).envelope.value?.customerType).toBe(4);
  });
});

describe('SMS codes and SMS login', () => {
  it('sends a login code to a known number, and logs in with it', async () => {
    const sent = await call<SmsValue>(platform, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '812345678', countryDialingCode: '66' },
    });
    expect(sent.envelope).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = smsCode('812345678');
    expect(code).toMatch(/^\d{6}$/);
    const { envelope } = await loginCall({
      username: '812345678',
      password: code,
      type: 'sms',
      countryDialingCode: '66',
    });
    expect(envelope.value).toMatchObject({ userName: 'demo_member', passwordExpired: false });
    // Consumed: a second use fails.
    const again = await loginCall({ username: '812345678', password: code, type: 'sms', countryDialingCode: '66' });
    expect(again.envelope.errorCode).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('sends at most one code per number per minute', async () => {
    const send = () =>
      call(platform, 'POST', '/wps/verification/sms/noLogin', {
        body: { mobileNum: '899999999', countryDialingCode: '66' },
      });
    expect((await send()).envelope.success).toBe(true);
    expect((await send()).envelope.errorCode).toBe(ErrorCode.TOO_MANY_REQUESTS);
    clock += 61_000;
    expect((await send()).envelope.success).toBe(true);
  });

  it('rejects a missing or malformed number with the SMS codes', async () => {
    const send = (body: Record<string, unknown>) => call(platform, 'POST', '/wps/verification/sms/noLogin', { body });
    expect((await send({ countryDialingCode: '66' })).envelope.errorCode).toBe(ErrorCode.SMS_MISSING_PHONE);
    expect((await send({ mobileNum: '12ab', countryDialingCode: '66' })).envelope.errorCode).toBe(
      ErrorCode.SMS_INVALID_PHONE,
    );
    expect((await send({ mobileNum: '812345678', countryDialingCode: 'x' })).envelope.errorCode).toBe(
      ErrorCode.SMS_INVALID_PHONE,
    );
  });

  it('lets a code expire after expiredMinutes', async () => {
    clock += 61_000;
    await call(platform, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '812345678', countryDialingCode: '66' },
    });
    const code = smsCode('812345678');
    clock += 5 * 60_000 + 1;
    const { envelope } = await loginCall({
      username: '812345678',
      password: code,
      type: 'sms',
      countryDialingCode: '66',
    });
    expect(envelope.errorCode).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('sends registration codes, refusing a number already registered', async () => {
    clock += 61_000;
    const send = (mobileNo: string) =>
      call<SmsValue>(platform, 'POST', '/wps/verification/sms/register', {
        body: { mobileNo, countryDialingCode: '66' },
      });
    expect((await send('877777777')).envelope.value?.expiredMinutes).toBe(5);
    expect((await send('812345678')).envelope.errorCode).toBe(ErrorCode.MOBILE_TAKEN);
  });

  it('refuses SMS calls whose module is off', async () => {
    const other = testPlatform({ modules: [] });
    const body = { mobileNum: '812345678', mobileNo: '812345678', countryDialingCode: '66' };
    for (const path of ['/wps/verification/sms/noLogin', '/wps/verification/sms/register']) {
      expect((await call(other, 'POST', path, { body })).envelope.errorCode).toBe(ErrorCode.SMS_NOT_ALLOWED);
    }
    const smsLogin = await call(other, 'POST', '/wps/session/login', {
      body: { username: '812345678', password: '123456', type: 'sms', countryDialingCode: '66' },
      sealed: true,
    });
    expect(smsLogin.envelope.errorCode).toBe(ErrorCode.MODULE_DISABLED);
    other.close();
  });
});

describe('free play, logout, key and captcha', () => {
  it('opens a free-play session of type 4', async () => {
    const { envelope } = await call<LoginValue>(platform, 'POST', '/wps/session/login/freeplay', {
      body: { os: 'Linux', platform: 'W', random: 'abc123', gatewayVersion: 3 },
      sealed: true,
    });
    expect(envelope.value?.customerType).toBe(4);
    const info = await call<{ type: number }>(platform, 'GET', '/wps/member/info', { token: envelope.value?.token });
    expect(info.envelope.value?.type).toBe(4);
  });

  it('refuses free play unsealed (SPEC.md section 7: the random string is sealed), without the random string or with FREEPLAY3 off', async () => {
    const clear = await call(platform, 'POST', '/wps/session/login/freeplay', { body: { random: 'abc' } });
    expect(clear.envelope.errorCode).toBe(ErrorCode.ENCRYPTION_REQUIRED);
    const bad = await call(platform, 'POST', '/wps/session/login/freeplay', { body: { platform: 'W' }, sealed: true });
    expect(bad.envelope.message).toBe('random is required');
    const other = testPlatform({ modules: [] });
    const off = await call(other, 'POST', '/wps/session/login/freeplay', { body: { random: 'abc' }, sealed: true });
    expect(off.envelope.errorCode).toBe(ErrorCode.MODULE_DISABLED);
    other.close();
  });

  it('logs out: the token stops working', async () => {
    const token = await login(platform, 'demo_member');
    expect((await call(platform, 'DELETE', '/wps/session/logout', { token })).envelope).toEqual({
      success: true,
      value: null,
    });
    const after = await call(platform, 'GET', '/wps/member/info', { token });
    expect(after.status).toBe(401);
  });

  it('needs a token to log out', async () => {
    const { status, envelope } = await call(platform, 'DELETE', '/wps/session/logout');
    expect(status).toBe(401);
    expect(envelope.errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('draws the captcha as an SVG data URI of 4 digits', async () => {
    const { envelope } = await call<CaptchaValue>(platform, 'GET', '/wps/captcha');
    const image = envelope.value?.image ?? '';
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg.match(/<text /g)).toHaveLength(4);
  });
});

describe('a token is a session (issue 17)', () => {
  it('records when and where it was opened, lists it, and ends one or all but the current', async () => {
    const { accounts } = platform.ctx;
    const opened = clock;
    const first = await call<LoginValue>(platform, 'POST', '/wps/session/login', {
      body: { username: 'member_003', password: 'Demo1234', type: 'username' },
      sealed: true,
      ip: '10.0.0.7',
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    });
    const token = first.envelope.value?.token ?? '';
    const session = accounts.sessionOf(token);
    expect(session).toMatchObject({ createdAt: opened, lastSeen: opened, ip: '10.0.0.7' });
    expect(session?.userAgent).toContain('Chrome/140.0');
    expect(session?.sessionId).toMatch(/^[0-9a-f]{16}$/);

    clock += 5 * 60_000;
    const second = await login(platform, 'member_003');
    const third = await login(platform, 'member_003');
    const accountId = session?.accountId ?? 0;
    // Used later: the first session's last use moves (to the minute); it is listed last-used first.
    clock += 2 * 60_000;
    expect(accounts.resolveToken(token)?.id).toBe(accountId);
    const listed = accounts.sessionsOf(accountId);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ sessionId: session?.sessionId, lastSeen: clock });

    const secondId = accounts.sessionOf(second)?.sessionId ?? '';
    expect(accounts.revokeSession(accountId, secondId)).toBe(true);
    expect(accounts.revokeSession(accountId + 1, secondId)).toBe(false);
    expect(accounts.resolveToken(second)).toBeUndefined();

    accounts.revokeSessions(accountId, third);
    expect(accounts.sessionsOf(accountId).map((s) => s.sessionId)).toEqual([accounts.sessionOf(third)?.sessionId]);
    accounts.revokeSessions(accountId);
    expect(accounts.sessionsOf(accountId)).toEqual([]);
    expect(accounts.resolveToken(token)).toBeUndefined();
  });
});

it('gives the tokens of a database made before sessions a session id each', () => {
  const db = openDatabase(':memory:');
  db.exec(`PRAGMA foreign_keys = OFF;
    CREATE TABLE tokens (hash TEXT PRIMARY KEY, account_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
    INSERT INTO tokens VALUES ('a', 1, 9), ('b', 1, 9);`);
  migrateAuth(db);
  migrateAuth(db);
  const ids = (db.prepare('SELECT session_id FROM tokens').all() as { session_id: string }[]).map((r) => r.session_id);
  expect(new Set(ids).size).toBe(2);
  expect(ids.every((id) => /^[0-9a-f]{16}$/.test(id))).toBe(true);
  db.close();
});
