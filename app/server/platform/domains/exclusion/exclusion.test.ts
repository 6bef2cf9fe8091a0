import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AnnouncementsValue,
  ErrorCode,
  exclusionPaths,
  type ExclusionValue,
  limitsPaths,
  type LoginValue,
  type TakeBreakRequest,
} from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';

const hour = 60 * 60 * 1000;
const loginPath = '/wps/session/login';
const announcementsPath = '/wps/relay/MCSFE_getListAnnouncements';

describe('time-out and self-exclusion', () => {
  let t: TestPlatform;
  let logs: string[];

  // Sealed bodies are the core's business (tested there): these calls go plain.
  beforeEach(() => {
    logs = [];
    t = createTestPlatform({ acceptPlainPayloads: true, tokenTtlMs: 30 * 24 * hour, log: (line) => logs.push(line) });
  });
  afterEach(() => t.platform.close());

  const login = (username: string, extra: Record<string, unknown> = {}) =>
    t.call<LoginValue>('POST', loginPath, { body: { username, password: 'Demo1234', ...extra } });
  const tokenOf = async (username: string) => defined((await login(username)).envelope.value).token;
  const takeBreak = (token: string, body: Partial<TakeBreakRequest>, idempotencyKey: string | null = newKey()) =>
    t.call<ExclusionValue>('POST', exclusionPaths.takeBreak, {
      token,
      idempotencyKey: idempotencyKey ?? undefined,
      body: { password: 'Demo1234', ...body },
    });
  /** Any call that needs a token: its HTTP status. */
  const statusWith = async (token: string) => (await t.call('GET', limitsPaths.limits, { token })).status;

  it('self-exclusion logs out every session and refuses login with its end until that moment', async () => {
    const first = await tokenOf('e2e_break');
    const second = await tokenOf('e2e_break');
    expect(await statusWith(second)).toBe(200);

    const taken = await takeBreak(first, { kind: 'SELF_EXCLUSION', period: '6M' });
    // testEpoch is 2026-11-23 08:00 UTC: six calendar months on.
    const value: ExclusionValue = {
      kind: 'SELF_EXCLUSION',
      startTime: '2026-11-23T08:00:00.000Z',
      endTime: '2027-05-23T08:00:00.000Z',
    };
    expect(taken.envelope).toEqual({ success: true, value });
    expect(await statusWith(first)).toBe(401);
    expect(await statusWith(second)).toBe(401);

    const refused = await login('e2e_break');
    expect(refused.envelope).toMatchObject({ success: false, errorCode: ErrorCode.ACCOUNT_SELF_EXCLUDED, value });
    // A wrong password says only that: the break is no business of whoever does not know it.
    expect((await login('e2e_break', { password: 'Wrong1234' })).envelope.errorCode).toBe(ErrorCode.LOGIN_FAILED);

    t.clock.now = Date.parse(value.endTime) - 1;
    expect((await login('e2e_break')).envelope.errorCode).toBe(ErrorCode.ACCOUNT_SELF_EXCLUDED);
    t.clock.now += 1;
    expect((await login('e2e_break')).envelope.success).toBe(true);
  });

  it('a time-out refuses the password, SMS and agent logins with its end', async () => {
    const member = await tokenOf('demo_member');
    const timedOut = await takeBreak(member, { kind: 'TIME_OUT', period: '24H' });
    expect(timedOut.envelope.value).toMatchObject({ kind: 'TIME_OUT', endTime: '2026-11-24T08:00:00.000Z' });
    expect((await login('demo_member')).envelope).toMatchObject({
      errorCode: ErrorCode.ACCOUNT_TIMED_OUT,
      value: { kind: 'TIME_OUT', endTime: '2026-11-24T08:00:00.000Z' },
    });

    await t.call('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '812345678', countryDialingCode: '66' },
    });
    // The demo's SMS codes go to the log (README.md).
    const code = defined(/: (\d{6}) /.exec(logs.findLast((line) => line.includes('812345678')) ?? '')?.[1]);
    const bySms = await login('812345678', { password: code, type: 'sms', countryDialingCode: '66' });
    expect(bySms.envelope.errorCode).toBe(ErrorCode.ACCOUNT_TIMED_OUT);

    const agent = await tokenOf('demo_subagent');
    await takeBreak(agent, { kind: 'TIME_OUT', period: '7D' });
    const byAgentLogin = await login('demo_subagent', { agentLogin: true });
    expect(byAgentLogin.envelope).toMatchObject({
      errorCode: ErrorCode.ACCOUNT_TIMED_OUT,
      value: { endTime: '2026-11-30T08:00:00.000Z' },
    });
  });

  it('refuses a wrong password, a length of the other kind, a plain body and a missing key, taking no break', async () => {
    const token = await tokenOf('e2e_timeout');
    const wrong = await takeBreak(token, { kind: 'TIME_OUT', period: '24H', password: 'Wrong1234' });
    expect(wrong.envelope).toMatchObject({ errorCode: ErrorCode.PASSWORD_WRONG, value: { field: 'password' } });
    const mismatched = await takeBreak(token, { kind: 'TIME_OUT', period: '6M' });
    expect(mismatched.envelope).toMatchObject({ errorCode: ErrorCode.VALIDATION, value: { field: 'period' } });
    expect((await takeBreak(token, { kind: 'SELF_EXCLUSION', period: '30D' })).envelope.errorCode).toBe(
      ErrorCode.VALIDATION,
    );
    expect((await takeBreak(token, { kind: 'BREAK' as never, period: '24H' })).envelope.errorCode).toBe(
      ErrorCode.VALIDATION,
    );
    expect((await takeBreak(token, { kind: 'TIME_OUT', period: '24H' }, null)).envelope.errorCode).toBe(
      ErrorCode.IDEMPOTENCY_KEY_REQUIRED,
    );
    const trial = await t.call('POST', exclusionPaths.takeBreak, {
      token: t.tokenOf('demo_trial'),
      idempotencyKey: newKey(),
      body: { kind: 'TIME_OUT', period: '24H', password: 'Demo1234' },
    });
    expect(trial.envelope.errorCode).toBe(ErrorCode.TRIAL_FORBIDDEN);
    expect(await statusWith(token)).toBe(200);
    expect((await login('e2e_timeout')).envelope.success).toBe(true);

    const sealedOnly = createTestPlatform();
    try {
      const plain = await sealedOnly.call('POST', exclusionPaths.takeBreak, {
        token: sealedOnly.tokenOf('e2e_timeout'),
        idempotencyKey: newKey(),
        body: { kind: 'TIME_OUT', period: '24H', password: 'Demo1234' },
      });
      expect(plain.envelope.errorCode).toBe(ErrorCode.ENCRYPTION_REQUIRED);
    } finally {
      sealedOnly.platform.close();
    }
  });

  it('a second request while one is in force lengthens it, never shortens it', async () => {
    // Two sessions that both ask: the second arrives after the first ended every session, so this
    // one is a session the platform opened otherwise (its own token issue), as a race would leave.
    const first = await tokenOf('e2e_timeout2');
    await takeBreak(first, { kind: 'TIME_OUT', period: '30D' });
    t.clock.now += hour;
    const shorter = await takeBreak(t.tokenOf('e2e_timeout2'), { kind: 'TIME_OUT', period: '24H' });
    expect(shorter.envelope.value).toMatchObject({ kind: 'TIME_OUT', endTime: '2026-12-23T08:00:00.000Z' });
    const longer = await takeBreak(t.tokenOf('e2e_timeout2'), { kind: 'SELF_EXCLUSION', period: '1Y' });
    expect(longer.envelope.value).toEqual({
      kind: 'SELF_EXCLUSION',
      startTime: '2026-11-23T08:00:00.000Z',
      endTime: '2027-11-23T09:00:00.000Z',
    });
    expect((await login('e2e_timeout2')).envelope.errorCode).toBe(ErrorCode.ACCOUNT_SELF_EXCLUDED);
  });

  it('hides promotion popups and promotional announcements after a self-exclusion, not after a time-out', async () => {
    const announcements = async (token?: string) =>
      t.value<AnnouncementsValue>('GET', announcementsPath, token ? { token } : {});
    const promotional = (value: AnnouncementsValue) => ({
      promotion: value.promotion.length,
      popups: value.popup.filter((item) => item.promotionType !== undefined).length,
      notices: value.player.filter((item) => item.promotionType !== undefined).length,
      banners: value.banners.filter((banner) => banner.linkageType === 3).length,
    });
    const guest = promotional(await announcements());
    expect(Object.values(guest).every((count) => count > 0)).toBe(true);

    await takeBreak(await tokenOf('e2e_timeout'), { kind: 'TIME_OUT', period: '24H' });
    await takeBreak(await tokenOf('e2e_break2'), { kind: 'SELF_EXCLUSION', period: '6M' });
    // During a break the platform has no session of the account; a token the platform issues
    // itself stands for one that outlived the break (the filter holds all the same).
    const during = await announcements(t.tokenOf('e2e_timeout'));
    expect(promotional(during)).toEqual({ promotion: 0, popups: 0, notices: 0, banners: 0 });
    // Announcements that are not promotions stay: the welcome popup, the service notices.
    expect(during.popup.map((item) => item.title)).toContain('Te damos la bienvenida');
    expect(during.marquee.length).toBeGreaterThan(0);

    t.clock.now += 200 * 24 * hour;
    expect(promotional(await announcements(await tokenOf('e2e_timeout')))).toEqual(guest);
    expect(promotional(await announcements(await tokenOf('e2e_break2')))).toEqual({
      promotion: 0,
      popups: 0,
      notices: 0,
      banners: 0,
    });
  });
});
