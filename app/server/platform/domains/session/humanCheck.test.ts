// Issue 16 item 3: human verification where LOBBY_HUMAN_CHECK requires it (SPEC.md section 4): a
// username login (never an SMS login), an SMS code send, a registration; the register settings say where.
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode, type LoginValue, type RegisterSettingsValue, type SmsValue } from '@lobby/contract';
import { optionsFromEnv, parseHumanCheck } from '../../config';
import { createHumanCheck } from '../../humanCheck';
import { call, solvedCaptcha, testPlatform } from '../../testing';

let clock = Date.UTC(2026, 4, 1);
const platform = testPlatform({ now: () => clock, humanCheck: ['login', 'sms', 'register'] });
const unchecked = testPlatform({ now: () => clock });
afterAll(() => {
  platform.close();
  unchecked.close();
});

const loginCall = (body: Record<string, unknown>, on = platform) =>
  call<LoginValue>(on, 'POST', '/wps/session/login', { body, sealed: true });
const member = { username: 'demo_member', password: 'Demo1234', type: 'username' };
const smsLogin = (body: Record<string, unknown>) =>
  call<SmsValue>(platform, 'POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: '66', ...body } });
const smsRegister = (body: Record<string, unknown>) =>
  call<SmsValue>(platform, 'POST', '/wps/verification/sms/register', { body: { countryDialingCode: '66', ...body } });
const settingsOf = async (on = platform) =>
  (await call<RegisterSettingsValue>(on, 'GET', '/wps/system/setting/register')).envelope
    .value as RegisterSettingsValue;
const registerCall = (body: Record<string, unknown>) =>
  call<LoginValue>(platform, 'PUT', '/wps/member/register', {
    body: { password: 'Secret12', confirmPassword: 'Secret12', termsAccepted: true, ...body },
    sealed: true,
  });

describe('LOBBY_HUMAN_CHECK', () => {
  it('names the points, each once; empty or unset is none', () => {
    expect(parseHumanCheck(' sms , login,sms,')).toEqual(['sms', 'login']);
    expect(parseHumanCheck('')).toEqual([]);
    expect(optionsFromEnv({ LOBBY_HUMAN_CHECK: 'register' }).humanCheck).toEqual(['register']);
    expect(optionsFromEnv({}).humanCheck).toBeUndefined();
  });

  it('refuses unknown names, naming them', () => {
    expect(() => parseHumanCheck('login,email,SMS')).toThrow(
      'LOBBY_HUMAN_CHECK has unknown entries: email, SMS (each is one of login, sms, register)',
    );
    expect(() => optionsFromEnv({ LOBBY_HUMAN_CHECK: 'signup' })).toThrow(/unknown entries: signup/);
  });

  it('is told to the site by the register settings, with the captcha field required', async () => {
    const settings = await settingsOf();
    expect(settings.humanCheck).toEqual({ provider: 'captcha', required: ['login', 'sms', 'register'] });
    expect(settings.fields.captcha).toEqual({ shown: true, required: true });
    const none = await settingsOf(unchecked);
    expect(none.humanCheck).toEqual({ provider: 'captcha', required: [] });
    expect(none.fields.captcha).toBeUndefined();
  });

  it('checks only where it is required, with the one verifier', async () => {
    const answers: unknown[] = [];
    const check = createHumanCheck(
      { humanCheck: new Set(['sms'] as const) },
      { provider: 'captcha', verify: (answer) => Promise.resolve(void answers.push(answer)) },
    );
    await check.at('login', { captcha: '1' });
    await check.at('sms', { captcha: '2', captchaId: 'x' });
    expect(answers).toEqual([{ captcha: '2', captchaId: 'x' }]);
    expect([check.required('sms'), check.required('register')]).toEqual([true, false]);
  });
});

describe('a username login where it is required', () => {
  it('is refused without an answer, with a wrong one, with a used one; passes with a new one', async () => {
    const without = await loginCall(member);
    expect(without.envelope).toMatchObject({ errorCode: ErrorCode.CAPTCHA_REQUIRED, value: { captcha: true } });

    const image = await solvedCaptcha(platform);
    const wrong = await loginCall({
      ...member,
      captchaId: image.captchaId,
      captcha: image.captcha === '0000' ? '1111' : '0000',
    });
    expect(wrong.envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);
    // The wrong answer used the image up: its right answer no longer passes.
    expect((await loginCall({ ...member, ...image })).envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);

    const fresh = await solvedCaptcha(platform);
    const passed = await loginCall({ ...member, ...fresh });
    expect(passed.envelope.value?.userName).toBe('demo_member');
    expect((await loginCall({ ...member, ...fresh })).envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);
  });

  it('asks for it again after a wrong password (a failure carries the flag)', async () => {
    const failed = await loginCall({ ...member, password: 'Wrong999', ...(await solvedCaptcha(platform)) });
    expect(failed.envelope).toMatchObject({ errorCode: ErrorCode.LOGIN_FAILED, value: { captcha: true } });
  });

  it('is not asked of an SMS login', async () => {
    const sms = await loginCall({ username: '812345678', password: '000000', type: 'sms', countryDialingCode: '66' });
    expect(sms.envelope.errorCode).not.toBe(ErrorCode.CAPTCHA_REQUIRED);
    expect(sms.envelope.errorCode).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('is not asked where it is not required', async () => {
    expect((await loginCall(member, unchecked)).envelope.success).toBe(true);
  });
});

describe('an SMS send where it is required', () => {
  it('refuses a login code without an answer or with a wrong one, and sends with a right one', async () => {
    expect((await smsLogin({ mobileNum: '812345678' })).envelope.errorCode).toBe(ErrorCode.CAPTCHA_REQUIRED);
    const image = await solvedCaptcha(platform);
    const wrong = await smsLogin({ mobileNum: '812345678', captchaId: image.captchaId, captcha: '12345' });
    expect(wrong.envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);
    const sent = await smsLogin({ mobileNum: '812345678', ...(await solvedCaptcha(platform)) });
    expect(sent.envelope).toEqual({ success: true, value: { expiredMinutes: 5 } });
  });

  it('checks the number first: a malformed one keeps the answer', async () => {
    const image = await solvedCaptcha(platform);
    expect((await smsLogin({ mobileNum: '12ab', ...image })).envelope.errorCode).toBe(ErrorCode.SMS_INVALID_PHONE);
    clock += 61_000;
    expect((await smsLogin({ mobileNum: '812345678', ...image })).envelope.success).toBe(true);
  });

  it('guards registration and reset codes alike', async () => {
    expect((await smsRegister({ mobileNo: '876543210' })).envelope.errorCode).toBe(ErrorCode.CAPTCHA_REQUIRED);
    expect((await smsRegister({ mobileNo: '812345678', purpose: 'reset' })).envelope.errorCode).toBe(
      ErrorCode.CAPTCHA_REQUIRED,
    );
    // Before anything is told about the number: a registered one is refused as taken only after the check.
    const taken = await smsRegister({ mobileNo: '812345678', ...(await solvedCaptcha(platform)) });
    expect(taken.envelope.errorCode).toBe(ErrorCode.MOBILE_TAKEN);
    const sent = await smsRegister({ mobileNo: '876543210', ...(await solvedCaptcha(platform)) });
    expect(sent.envelope.value?.expiredMinutes).toBe(5);
  });
});

describe('a registration where it is required', () => {
  it('is refused without an answer or with a wrong one, and passes with a right one', async () => {
    const body = { username: 'human01', mobileNum: '876543211', countryDialingCode: '66' };
    // REGMOBVERF3 is on: an SMS code (itself behind the check) is sent and typed with each attempt.
    const code = async () => {
      clock += 61_000;
      await smsRegister({ mobileNo: '876543211', ...(await solvedCaptcha(platform)) });
      const line = platform.logs.findLast((entry) => entry.includes('876543211')) ?? '';
      return /: (\d{6}) /.exec(line)?.[1] ?? '';
    };
    const without = await registerCall({ ...body, verificationCode: await code() });
    expect(without.envelope).toMatchObject({ errorCode: ErrorCode.CAPTCHA_REQUIRED, value: { captcha: true } });
    const wrong = await registerCall({ ...body, verificationCode: await code(), captchaId: 'nope', captcha: '1234' });
    expect(wrong.envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);
    const passed = await registerCall({ ...body, verificationCode: await code(), ...(await solvedCaptcha(platform)) });
    expect(passed.envelope.value?.userName).toBe('human01');
  });
});
