import { afterAll, describe, expect, it } from 'vitest';
import { type AffiliateValue, ErrorCode, type IconValue, type LoginValue, type MemberInfo } from '@lobby/contract';
import { call, login, testPlatform } from '../../testing';

let clock = Date.UTC(2026, 4, 1);
const platform = testPlatform({ now: () => clock });
// Without REGMOBVERF3 no SMS code is needed, so the form rules can be tested alone.
const plain = testPlatform({ modules: ['MOBILENUMREG3'] });
afterAll(() => {
  platform.close();
  plain.close();
});

const smsCode = (mobile: string): string => {
  const line = platform.logs.findLast((entry) => entry.includes(mobile) && /: \d{6} /.test(entry)) ?? '';
  return /: (\d{6}) /.exec(line)?.[1] ?? '';
};
const newMember = { username: 'newplayer1', password: 'Secret12', confirmPassword: 'Secret12', termsAccepted: true };
const register = (target = plain, body: Record<string, unknown> = newMember, path = '/wps/member/register') =>
  call<LoginValue>(target, 'PUT', path, { body, sealed: true });

describe('GET /wps/member/info', () => {
  it('answers the member with masked contact details', async () => {
    const token = await login(platform, 'demo_member');
    const { envelope } = await call<MemberInfo>(platform, 'GET', '/wps/member/info', { token });
    expect(envelope.value).toMatchObject({
      account: 'demo_member',
      nickname: 'Demo Member',
      type: 0,
      mobile: '+66 81****678',
      email: 'de***@example.com',
      // Its VIP level (domains/vip), named in the default language.
      clubLabel: { labelName: 'Plata', rankLevel: 2 },
      vip: true,
    });
    expect(envelope.value?.iconUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('needs a token', async () => {
    const { status, envelope } = await call(platform, 'GET', '/wps/member/info');
    expect(status).toBe(401);
    expect(envelope.errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('PUT /wps/member/register', () => {
  it('registers and logs the new member in', async () => {
    const { envelope } = await register(plain, { ...newMember, email: 'new@example.com', referralCode: 'FRIEND1' });
    expect(envelope.value).toMatchObject({ userName: 'newplayer1', customerType: 0, firstTimeLogin: true });
    const info = await call<MemberInfo>(plain, 'GET', '/wps/member/info', { token: envelope.value?.token });
    expect(info.envelope.value?.email).toBe('ne***@example.com');
  });

  it('refuses a taken username, the terms unticked, and broken rules', async () => {
    expect((await register(plain, { ...newMember })).envelope.errorCode).toBe(ErrorCode.USERNAME_TAKEN);
    expect((await register(plain, { ...newMember, username: 'other1', termsAccepted: false })).envelope.errorCode).toBe(
      ErrorCode.TERMS_NOT_ACCEPTED,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '1abc' }, 'username does not match its rule (LETTER_FIRST_ALNUM)'],
      [{ username: 'ab' }, 'username does not match its rule (LETTER_FIRST_ALNUM)'],
      [{ username: undefined }, 'username is required'],
      [{ password: 'a b c d', confirmPassword: 'a b c d' }, 'password does not match its rule (ID_ALNUM)'],
      [{ confirmPassword: 'Other123' }, 'confirmPassword inconsistent_twice'],
      [{ email: 'not-an-email' }, 'email does not match its rule (EMAIL)'],
      [{ payeeName: 42 }, 'payeeName must be a string'],
    ];
    for (const [change, message] of cases) {
      const { envelope } = await register(plain, { ...newMember, username: 'other1', ...change });
      expect(envelope).toMatchObject({ success: false, errorCode: ErrorCode.VALIDATION, message });
    }
  });

  it('places the member under the agent of a valid affiliate code, and refuses an unknown one', async () => {
    const ok = await register(plain, { ...newMember, username: 'invited1', affiliateCode: 'DEMOSUB' });
    const account = plain.ctx.accounts.byUsername('invited1');
    expect(ok.envelope.success).toBe(true);
    expect(account?.parentId).toBe(plain.ctx.accounts.byUsername('demo_subagent')?.id);
    const bad = await register(plain, { ...newMember, username: 'invited2', affiliateCode: 'NOPE99' });
    expect(bad.envelope.errorCode).toBe(ErrorCode.AFFILIATE_INVALID);
  });

  it('needs the mobile number and its SMS code when REGMOBVERF3 is on', async () => {
    const noMobile = await register(platform, { ...newMember, username: 'smsplayer1' });
    expect(noMobile.envelope.message).toBe('mobileNum is required');
    await call(platform, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: '855555555', countryDialingCode: '66' },
    });
    const body = { ...newMember, username: 'smsplayer1', mobileNum: '855555555', countryDialingCode: '66' };
    expect((await register(platform, { ...body, verificationCode: '000000' })).envelope.errorCode).toBe(
      ErrorCode.SMS_CODE_INVALID,
    );
    const { envelope } = await register(platform, { ...body, verificationCode: smsCode('855555555') });
    expect(envelope.value?.userName).toBe('smsplayer1');
  });

  it('refuses an unsealed registration', async () => {
    const { envelope } = await call(plain, 'PUT', '/wps/member/register', { body: newMember });
    expect(envelope.errorCode).toBe(ErrorCode.ENCRYPTION_REQUIRED);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers by mobile number, making a username', async () => {
    const body = {
      password: 'Secret12',
      confirmPassword: 'Secret12',
      termsAccepted: true,
      mobileNum: '844444444',
      countryDialingCode: '66',
    };
    const { envelope } = await register(plain, body, '/wps/member/register/mobile');
    expect(envelope.value?.userName).toBe('m66844444444');
    const again = await register(plain, { ...body, username: 'another1' }, '/wps/member/register/mobile');
    expect(again.envelope.errorCode).toBe(ErrorCode.MOBILE_TAKEN);
    const missing = await register(plain, { ...body, mobileNum: undefined }, '/wps/member/register/mobile');
    expect(missing.envelope.message).toBe('mobileNum is required');
  });

  it('is refused when MOBILENUMREG3 is off', async () => {
    const other = testPlatform({ modules: [] });
    const body = { ...newMember, mobileNum: '833333333', countryDialingCode: '66' };
    expect((await register(other, body, '/wps/member/register/mobile')).envelope.errorCode).toBe(
      ErrorCode.MODULE_DISABLED,
    );
    other.close();
  });
});

describe('POST /wps/member/password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    call(platform, 'POST', '/wps/member/password', { token, body, sealed: true });

  it('changes the password and clears the default-password flag', async () => {
    const token = await login(platform, 'demo_default', 'Aa123456');
    const { envelope } = await change(token, {
      oldPassword: 'Aa123456',
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh123',
    });
    expect(envelope.success).toBe(true);
    const value = (
      await call<LoginValue>(platform, 'POST', '/wps/session/login', {
        body: { username: 'demo_default', password: 'Fresh123' },
        sealed: true,
      })
    ).envelope.value;
    expect(value?.defaultPassword).toBe(false);
  });

  it('refuses a wrong old password, a mismatch, a broken rule and no change', async () => {
    const token = await login(platform, 'demo_agent');
    const base = { oldPassword: 'Demo1234', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' };
    expect((await change(token, { ...base, oldPassword: 'Wrong123' })).envelope.errorCode).toBe(
      ErrorCode.PASSWORD_WRONG,
    );
    expect((await change(token, { ...base, confirmNewPassword: 'Fresh124' })).envelope.message).toBe(
      'confirmNewPassword inconsistent_twice',
    );
    expect((await change(token, { ...base, newPassword: 'x', confirmNewPassword: 'x' })).envelope.errorCode).toBe(
      ErrorCode.VALIDATION,
    );
    expect(
      (await change(token, { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' }))
        .envelope.message,
    ).toBe('newPassword must differ from the old password');
    expect((await change(token, {})).envelope.message).toBe('oldPassword is required');
  });

  it('needs a token', async () => {
    const { status } = await call(platform, 'POST', '/wps/member/password', { body: {}, sealed: true });
    expect(status).toBe(401);
  });
});

describe('forgot password', () => {
  it('by e-mail (form-encoded): succeeds when username and e-mail match', async () => {
    const send = (form: Record<string, string>) => call(platform, 'POST', '/wps/member/password/email', { form });
    expect((await send({ username: 'demo_member', email: 'DEMO_member@example.com' })).envelope.success).toBe(true);
    expect((await send({ username: 'demo_member', email: 'other@example.com' })).envelope.errorCode).toBe(
      ErrorCode.USERNAME_OR_EMAIL_NOT_FOUND,
    );
    expect((await send({ username: 'nobody', email: 'x@example.com' })).envelope.errorCode).toBe(
      ErrorCode.USERNAME_OR_EMAIL_NOT_FOUND,
    );
    expect((await send({ username: 'demo_member' })).envelope.message).toBe('email is required');
  });

  it('by phone: a reset code sets the new password and names the account', async () => {
    clock += 61_000;
    await call(platform, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: '812345678', countryDialingCode: '66', purpose: 'reset' },
    });
    const body = { mobileNum: '812345678', countryDialingCode: '66', newPassword: 'Reset123' };
    const wrong = await call(platform, 'POST', '/wps/member/password/verification', {
      body: { ...body, verificationCode: '000000' },
      sealed: true,
    });
    expect(wrong.envelope.errorCode).toBe(ErrorCode.SMS_CODE_INVALID);
    const { envelope } = await call(platform, 'POST', '/wps/member/password/verification', {
      body: { ...body, verificationCode: smsCode('812345678') },
      sealed: true,
    });
    expect(envelope).toEqual({ success: true, value: { userName: 'demo_member' } });
    expect(await login(platform, 'demo_member', 'Reset123')).toBeTruthy();
    const missing = await call(platform, 'POST', '/wps/member/password/verification', { body: {}, sealed: true });
    expect(missing.envelope.errorCode).toBe(ErrorCode.VALIDATION);
  });
});

describe('avatar and affiliate code', () => {
  it('reads and sets the avatar', async () => {
    const token = await login(platform, 'demo_agent');
    const read = await call<IconValue>(platform, 'GET', '/wps/member/info/icon', { token });
    expect(read.envelope.value).toMatchObject({ iconId: 1, iconCount: 8 });
    const set = await call<IconValue>(platform, 'PUT', '/wps/member/info/icon', { token, body: { iconId: 3 } });
    expect(set.envelope.value?.iconId).toBe(3);
    expect(
      (await call(platform, 'PUT', '/wps/member/info/icon', { token, body: { iconId: 99 } })).envelope.errorCode,
    ).toBe(ErrorCode.VALIDATION);
    expect((await call(platform, 'GET', '/wps/member/info/icon')).status).toBe(401);
  });

  it('checks an affiliate code', async () => {
    const good = await call<AffiliateValue>(platform, 'GET', '/wps/agent/affiliate?code=DEMOAG&domain=example.com');
    expect(good.envelope.value).toEqual({ valid: true, agentAccount: 'demo_agent' });
    expect((await call(platform, 'GET', '/wps/agent/affiliate?code=ZZZZ')).envelope.errorCode).toBe(
      ErrorCode.AFFILIATE_INVALID,
    );
    expect((await call(platform, 'GET', '/wps/agent/affiliate')).envelope.message).toBe('code is required');
  });
});
