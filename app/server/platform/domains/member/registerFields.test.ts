// Issue 16 item 4: the optional register fields switched by LOBBY_REGISTER_FIELDS (SPEC.md section 5),
// the prompt after registering (section 4) and the non-member refusal at login (sections 6 and 8).
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode, type RegisterSettingsValue, type RegisterValue, zaloBonusMax } from '@lobby/contract';
import { optionsFromEnv, parseRegisterFields } from '../../config';
import { call, solvedCaptcha, testPlatform } from '../../testing';

const fields =
  'qqNum,line:required,whatsapp,wechat,idNumber:required,recommenderId,paymentPassword:required,captcha:required';
const platform = testPlatform({ modules: [], registerFields: parseRegisterFields(fields) });
afterAll(() => platform.close());

const base = { password: 'Secret12', confirmPassword: 'Secret12', termsAccepted: true };
const filled = { line: 'line_id', idNumber: 'ID123456', paymentPassword: '123456' };
const register = (body: Record<string, unknown>) =>
  call<RegisterValue>(platform, 'PUT', '/wps/member/register', { body, sealed: true });
const captcha = () => solvedCaptcha(platform);

describe('LOBBY_REGISTER_FIELDS', () => {
  it('switches fields on, some required', () => {
    expect(parseRegisterFields(' qqNum , line:required,')).toEqual({
      qqNum: { shown: true, required: false },
      line: { shown: true, required: true },
    });
    expect(parseRegisterFields('')).toEqual({});
    expect(optionsFromEnv({ LOBBY_REGISTER_FIELDS: 'wechat:required' }).registerFields).toEqual({
      wechat: { shown: true, required: true },
    });
  });

  it('refuses unknown names and flags, naming them', () => {
    expect(() => parseRegisterFields('qqNum,telegram,line:optional')).toThrow(
      /LOBBY_REGISTER_FIELDS has unknown entries: telegram, line:optional \(each is one of payeeName, .*":required"\)/,
    );
    expect(() => optionsFromEnv({ LOBBY_REGISTER_FIELDS: 'username' })).toThrow(/unknown entries: username/);
  });

  it('is published by the register settings, and only what it lists', async () => {
    const settings = (await call<RegisterSettingsValue>(platform, 'GET', '/wps/system/setting/register')).envelope
      .value as RegisterSettingsValue;
    expect(settings.fields).toEqual(parseRegisterFields(fields));
    expect(settings.fields.email).toBeUndefined();
  });
});

describe('PUT /wps/member/register with the fields on', () => {
  it('refuses a missing required field, naming it', async () => {
    const { envelope } = await register({ ...base, ...filled, username: 'fields01', line: '', ...(await captcha()) });
    expect(envelope).toMatchObject({ success: false, errorCode: ErrorCode.VALIDATION, message: 'line is required' });
  });

  it('refuses a value that breaks its rule', async () => {
    const { envelope } = await register({
      ...base,
      ...filled,
      username: 'fields02',
      qqNum: '12ab',
      ...(await captcha()),
    });
    expect(envelope).toMatchObject({
      errorCode: ErrorCode.VALIDATION,
      message: 'qqNum does not match its rule (DIGITS)',
    });
  });

  it('asks for the captcha and checks it', async () => {
    const missing = await register({ ...base, ...filled, username: 'fields03' });
    expect(missing.envelope.errorCode).toBe(ErrorCode.CAPTCHA_REQUIRED);
    const { captchaId } = await captcha();
    const wrong = await register({ ...base, ...filled, username: 'fields03', captchaId, captcha: 'x' });
    expect(wrong.envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);
  });

  it('stores the values, the payment password hashed as the withdraw password, and answers the prompt', async () => {
    const body = { ...base, ...filled, username: 'fields04', qqNum: '555555', wechat: 'wx_1', ...(await captcha()) };
    const { envelope } = await register(body);
    expect(envelope.success).toBe(true);
    const id = envelope.value?.id;
    const stored = platform.ctx.db.prepare('SELECT * FROM withdraw_passwords WHERE account_id = ?').get(id) as {
      hash: string;
    };
    expect(stored.hash).not.toContain('123456');
    const profile = JSON.stringify(
      platform.ctx.db.prepare('SELECT * FROM member_profiles WHERE account_id = ?').all(id),
    );
    for (const value of ['555555', 'line_id', 'ID123456', 'wx_1']) expect(profile).toContain(value);
    expect(profile).not.toContain('"123456"');
    // The seed runs a NEWBIE promotion ("Welcome Bonus 100%", the first): the bonus prompt opens it.
    expect(envelope.value?.welcome).toMatchObject({ kind: 'BONUS', promotionId: 1 });
  });

  it("names the newbie promotion in the player's language (issue 16 item 7)", async () => {
    const inLanguage = async (username: string, language: string) =>
      (
        await call<RegisterValue>(platform, 'PUT', '/wps/member/register', {
          body: { ...base, ...filled, username, ...(await captcha()) },
          sealed: true,
          headers: { Language: language },
        })
      ).envelope.value?.welcome;
    expect(await inLanguage('fields06', 'EN')).toMatchObject({ kind: 'BONUS', title: 'Welcome Bonus 100%' });
    expect(await inLanguage('fields08', 'ES')).toMatchObject({ kind: 'BONUS', title: 'Bono de bienvenida del 100%' });
    expect(await inLanguage('fields07', 'TH')).toMatchObject({ kind: 'BONUS', title: 'โบนัสต้อนรับ 100%' });
  });

  it('answers the Zalo prompt when no newbie promotion runs', async () => {
    platform.ctx.db.prepare("UPDATE promotions SET end_at = 0 WHERE promotion_type = 'NEWBIE'").run();
    const { envelope } = await register({ ...base, ...filled, username: 'fields05', ...(await captcha()) });
    expect(envelope.value?.welcome).toEqual({ kind: 'ZALO', maxAmount: zaloBonusMax });
  });
});

describe('non-member accounts', () => {
  const loginAs = (agentLogin: boolean) =>
    call(platform, 'POST', '/wps/session/login', {
      body: { username: 'e2e_nonmember', password: 'Demo1234', agentLogin },
      sealed: true,
    });

  it('are refused at the member login with NON_MEMBER, and at the agent login as non-agents', async () => {
    expect((await loginAs(false)).envelope).toMatchObject({ success: false, errorCode: ErrorCode.NON_MEMBER });
    expect((await loginAs(true)).envelope.errorCode).toBe(ErrorCode.NON_AGENT);
  });
});
