import { afterAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type IconValue,
  type LoginValue,
  type MemberInfo,
  type MemberProfile,
  type ReferralFriendsValue,
  type ReferralStatsValue,
} from '@lobby/contract';
import { call, login, testPlatform } from '../../testing';
import { oldEnough } from './profile';

const clock = Date.UTC(2026, 4, 1, 12);
const platform = testPlatform({ now: () => clock, modules: [] });
afterAll(() => {
  platform.close();
});

const profilePath = '/wps/member/info/profile';
const update = (token: string, body: unknown) => call<MemberProfile>(platform, 'PUT', profilePath, { token, body });

describe('GET /wps/member/info/profile', () => {
  it('answers every labelled field, masked where sensitive, with what may change', async () => {
    const token = await login(platform, 'demo_member');
    const { envelope } = await call<MemberProfile>(platform, 'GET', profilePath, { token });
    expect(envelope.value).toMatchObject({
      account: 'demo_member',
      nickname: 'Demo Member',
      mobile: '+66 81****678',
      email: 'de***@example.com',
      payeeName: 'D*** M*****',
      birthday: '1990-04-12',
      telegram: '@demo_member',
      zalo: '',
      withdrawPasswordSet: true,
    });
    // E-mail, payee name and birthday are set: they are no longer the member's to change.
    expect(envelope.value?.editable).toEqual([
      'nickname',
      'telegram',
      'zalo',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
    ]);
    expect(envelope.value?.rules.email.patternId).toBe('EMAIL');
  });

  it('needs a member', async () => {
    expect((await call(platform, 'GET', profilePath)).status).toBe(401);
    const trial = await login(platform, 'demo_trial');
    expect((await call(platform, 'GET', profilePath, { token: trial })).envelope.errorCode).toBe(
      ErrorCode.TRIAL_FORBIDDEN,
    );
  });
});

describe('PUT /wps/member/info/profile', () => {
  it('changes the nickname and contact channels, sets the set-once fields once', async () => {
    const token = await login(platform, 'e2e_account');
    const { envelope } = await update(token, {
      nickname: '  Lucky Star  ',
      telegram: '@lucky',
      zalo: '0901234567',
      email: 'lucky@example.com',
      payeeName: 'Lucky Star',
      birthday: '2000-02-29',
    });
    expect(envelope.value).toMatchObject({
      nickname: 'Lucky Star',
      telegram: '@lucky',
      zalo: '0901234567',
      email: 'lu***@example.com',
      payeeName: 'L**** S***',
      birthday: '2000-02-29',
    });
    expect(envelope.value?.editable).not.toContain('email');
    const info = await call<MemberInfo>(platform, 'GET', '/wps/member/info', { token });
    expect(info.envelope.value?.nickname).toBe('Lucky Star');
    // "" clears a channel; a set-once field refuses a second value.
    expect((await update(token, { zalo: '' })).envelope.value?.zalo).toBe('');
    expect((await update(token, { email: 'other@example.com' })).envelope.message).toBe('email cannot be changed');
  });

  it('refuses broken rules, naming the field, and changes nothing then', async () => {
    const token = await login(platform, 'demo_agent');
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: 'x' }, 'nickname does not match its rule (NICKNAME)'],
      [{ nickname: '<b>bold</b>' }, 'nickname does not match its rule (NICKNAME)'],
      [{ nickname: '' }, 'nickname is required'],
      [{ whatsapp: '12ab' }, 'whatsapp does not match its rule (DIGITS)'],
      [{ birthday: '2001-02-29' }, 'birthday does not match its rule (DATE_YMD)'],
      [{ birthday: '2010-01-01' }, 'birthday must be at least 18 years ago'],
      [{ line: 42 }, 'line must be a string'],
      [{ nickname: 'Fine Name', payeeName: 'J0hn' }, 'payeeName does not match its rule (LETTERS_SPACES)'],
    ];
    for (const [body, message] of cases) {
      expect((await update(token, body)).envelope).toMatchObject({ errorCode: ErrorCode.VALIDATION, message });
    }
    const { envelope } = await call<MemberProfile>(platform, 'GET', profilePath, { token });
    expect(envelope.value?.nickname).toBe('Demo Agent');
    expect((await update(token, [])).envelope.errorCode).toBe(ErrorCode.VALIDATION);
  });

  it('counts the 18th birthday as old enough', () => {
    expect(oldEnough('2008-05-01', clock)).toBe(true);
    expect(oldEnough('2008-05-02', clock)).toBe(false);
  });
});

describe('avatar choices', () => {
  it('lists every avatar with its picture', async () => {
    const token = await login(platform, 'demo_subagent');
    const { envelope } = await call<IconValue>(platform, 'GET', '/wps/member/info/icon', { token });
    expect(envelope.value?.choices).toHaveLength(envelope.value?.iconCount ?? 0);
    expect(envelope.value?.choices[2]?.iconId).toBe(3);
    expect(envelope.value?.choices[2]?.iconUrl).toMatch(/^data:image/);
  });
});

describe('invite friends', () => {
  it('counts demo_member friends by how far they came and pages the list, newest first', async () => {
    const token = await login(platform, 'demo_member');
    const stats = await call<ReferralStatsValue>(platform, 'GET', '/wps/member/referral', { token });
    expect(stats.envelope.value).toEqual({
      referralCode: 'R000001',
      referralPath: '/register?referralCode=R000001',
      invitedCount: 12,
      activeCount: 9,
      depositedCount: 5,
      rewardTotal: 40,
      rewardPerFriend: 8,
    });
    const page = await call<ReferralFriendsValue>(platform, 'GET', '/wps/member/referral/friends?pageSize=5', {
      token,
    });
    expect(page.envelope.value).toMatchObject({ totalCount: 12, totalPages: 3 });
    expect(page.envelope.value?.list[0]).toMatchObject({ account: 'ma****8', state: 'REGISTERED', reward: 0 });
    expect(page.envelope.value?.list[2]).toMatchObject({ state: 'DEPOSITED', reward: 8 });
    const last = await call<ReferralFriendsValue>(platform, 'GET', '/wps/member/referral/friends?pageNo=3&pageSize=5', {
      token,
    });
    expect(last.envelope.value?.list.map((friend) => friend.state)).toEqual(['DEPOSITED', 'ACTIVE']);
  });

  it('makes the inviter the upline of a friend who registers with the code', async () => {
    const body = {
      username: 'newfriend1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      termsAccepted: true,
      referralCode: 'R000001',
    };
    const { envelope } = await call<LoginValue>(platform, 'PUT', '/wps/member/register', { body, sealed: true });
    expect(envelope.success).toBe(true);
    expect(platform.ctx.accounts.byUsername('newfriend1')?.parentId).toBe(
      platform.ctx.accounts.byUsername('demo_member')?.id,
    );
    const token = await login(platform, 'demo_member');
    const stats = await call<ReferralStatsValue>(platform, 'GET', '/wps/member/referral', { token });
    expect(stats.envelope.value?.invitedCount).toBe(13);
    // An unknown code registers the friend with no upline.
    const other = await call(platform, 'PUT', '/wps/member/register', {
      body: { ...body, username: 'newfriend2', referralCode: 'R999999' },
      sealed: true,
    });
    expect(other.envelope.success).toBe(true);
    expect(platform.ctx.accounts.byUsername('newfriend2')?.parentId).toBeNull();
  });

  it('checks the paging and needs a member', async () => {
    const token = await login(platform, 'demo_member');
    expect(
      (await call(platform, 'GET', '/wps/member/referral/friends?pageSize=500', { token })).envelope.errorCode,
    ).toBe(ErrorCode.VALIDATION);
    expect((await call(platform, 'GET', '/wps/member/referral')).status).toBe(401);
  });
});
