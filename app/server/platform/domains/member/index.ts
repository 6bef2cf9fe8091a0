// Member calls of SPEC.md section 7: info, register (username and mobile variants), change password,
// forgot password by e-mail and by phone, the avatar, and the affiliate-code check; defined here: the
// profile (read and change) and invite friends (the code's stats and the invited friends).
import {
  type AffiliateValue,
  ErrorCode,
  type ForgotByPhoneValue,
  type HumanCheckAnswer,
  type IconValue,
  type MemberInfo,
  memberPaths,
  type RegisterValue,
  type RegisterWelcome,
  zaloBonusMax,
} from '@lobby/contract';
import { isAgentType, isTrialType, memberType } from '../../auth';
import type { Account, SessionDevice } from '../../account';
import type { Domain, PlatformContext, Readers } from '../../domain';
import type { Database } from '../../db';
import type { Lang } from '../../seed/names';
import { newAffiliateCode } from '../agent/links';
import { deviceOf, ok, PlatformError, readBody, readQuery, v } from '../../http';
import { openSession } from '../session/login-value';
import { checkPhone } from '../session/sms';
import { checkField, registerSettings } from '../system/register-rules';
import { pageChecks } from '../../shared/paging';
import { langOf } from '../../shared/request';
import { avatarChoices, avatarUri, iconCount, maskEmail, maskMobile } from './avatar';
import { checkChanges, profileOf } from './profile';
import { createReferralStore, referrerOf } from './referral';
import { seedMembers } from './seed';
import { createProfileStore, migrateMember } from './store';

/** Registration fields kept beside the account, as the player typed them. */
const profileFields = [
  'payeeName',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;

/** Without a VIP level (the club off, a trial account): the account's kind, or no label. */
function plainLabel(account: Account): string {
  if (isAgentType(account.type)) return 'Agent';
  if (isTrialType(account.type)) return 'Trial';
  return '';
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const passwordChange = {
  newPassword: v.str({ max: 128, trim: false }),
};

function routes(app: Parameters<Domain['routes']>[0], ctx: PlatformContext): void {
  const profiles = createProfileStore(ctx.db);

  app.get(memberPaths.info, ctx.requireToken, (c) => {
    const account = c.get('account') as Account;
    // SPEC.md section 3: the VIP flag, label and rank level, from the account's real VIP level.
    const vip = ctx.readers.vip.statusOf(account, langOf(c));
    const value: MemberInfo = {
      id: account.id,
      account: account.username,
      nickname: account.nickname,
      type: account.type,
      regDate: new Date(account.regDate).toISOString(),
      mobile: maskMobile(account.dialingCode, account.mobile),
      email: maskEmail(account.email),
      clubLabel: vip ? { labelName: vip.name, rankLevel: vip.level } : { labelName: plainLabel(account) },
      vip: vip !== null,
      iconUrl: avatarUri(account.iconId, account.nickname),
    };
    return ok(c, value);
  });

  /** Both register variants (SPEC.md section 4 "Register flow"; rules of section 5). */
  const handleRegister = async (
    body: Record<string, unknown>,
    byMobile: boolean,
    device: SessionDevice,
    lang: Lang,
  ): Promise<RegisterValue> => {
    const settings = registerSettings(ctx.config);
    if (body.termsAccepted !== true) {
      throw new PlatformError(ErrorCode.TERMS_NOT_ACCEPTED, 'Please agree to the terms');
    }
    if (byMobile && !settings.tabs.mobile) {
      throw new PlatformError(ErrorCode.MODULE_DISABLED, 'Registration by mobile number is not enabled');
    }
    const mobileRequired = byMobile || settings.fields.mobileNum?.required === true;
    const mobileNum = checkField('mobileNum', body.mobileNum, mobileRequired);
    const phone = mobileNum === undefined ? undefined : checkPhone(body.countryDialingCode, mobileNum);
    // The mobile variant may leave the username out: one is made from the number.
    const derived = byMobile && phone ? `m${phone.dialingCode}${phone.mobile}`.slice(0, 16) : undefined;
    const username = checkField('username', body.username ?? derived, true) ?? '';
    const password = checkField('password', body.password, true) ?? '';
    if (body.confirmPassword !== password) {
      throw new PlatformError(ErrorCode.VALIDATION, 'confirmPassword inconsistent_twice');
    }
    const shownField = (field: 'email' | 'paymentPassword') => {
      const setting = settings.fields[field];
      return setting?.shown ? checkField(field, body[field], setting.required) : undefined;
    };
    const email = shownField('email');
    // SPEC.md section 3: the payment (withdraw) password, kept hashed as the wallet's own.
    const paymentPassword = shownField('paymentPassword');
    // Fields the settings hide are ignored, whatever was sent.
    const profile: Record<string, string> = {};
    for (const field of profileFields) {
      const setting = settings.fields[field];
      const value = setting?.shown ? checkField(field, body[field], setting.required) : undefined;
      if (value !== undefined) profile[field] = value;
    }
    for (const field of ['domain', 'registerUrl'] as const) {
      const value = body[field];
      if (typeof value === 'string' && value !== '') profile[field] = value.slice(0, 256);
    }

    const checkFree = () => {
      if (ctx.accounts.byUsername(username))
        throw new PlatformError(ErrorCode.USERNAME_TAKEN, 'This username is taken');
      if (phone && ctx.accounts.byMobile(phone.dialingCode, phone.mobile)) {
        throw new PlatformError(ErrorCode.MOBILE_TAKEN, 'This phone number is already registered');
      }
    };
    checkFree();
    let parentId: number | null = null;
    let type: number = memberType.member;
    // An agent's referral link (link management, SPEC.md section 2) names its agent and the kind of
    // account it registers: a MEMBER link a member below the agent, an AGENT link a sub-agent.
    const link = profile.referralCode ? ctx.readers.agent.referralLink(profile.referralCode) : undefined;
    if (link) {
      parentId = link.agentId;
      if (link.type === 'AGENT') type = memberType.subAgent;
    } else if (profile.affiliateCode) {
      const agent = ctx.accounts.byAffiliateCode(profile.affiliateCode);
      if (!agent || !isAgentType(agent.type))
        throw new PlatformError(ErrorCode.AFFILIATE_INVALID, 'Invalid invitation code');
      parentId = agent.id;
    } else if (profile.referralCode) {
      // A friend's invitation link (SPEC.md section 2: referralCode stored with the registration)
      // makes the inviter the upline; an unknown code never stops a registration.
      parentId = referrerOf(profile.referralCode, ctx.accounts)?.id ?? null;
    }
    // The captcha (GET /wps/captcha) and the SMS code are checked last: a form error must not burn them.
    // LOBBY_HUMAN_CHECK=register makes the field shown and required (register-rules.ts); with a hosted
    // challenge (LOBBY_HUMAN_CHECK_PROVIDER=hosted) its answer is the widget's token, `challengeToken`.
    const captcha = settings.fields.captcha;
    const { verifier } = ctx.services.session.humanCheck;
    const answer: HumanCheckAnswer =
      verifier.provider === 'hosted'
        ? { challengeToken: checkField('captcha', body.challengeToken, false, settings.rules.captcha) }
        : { captchaId: optionalText(body.captchaId), captcha: optionalText(body.captcha) };
    if (captcha?.shown && (captcha.required || answer.captcha || answer.challengeToken)) {
      await verifier.verify(answer, device.ip);
    }
    if (settings.smsVerification && phone) {
      const code = checkField('verificationCode', body.verificationCode, true) ?? '';
      ctx.services.session.verifySms('register', phone.dialingCode, phone.mobile, code);
    }
    const account = ctx.db.transaction(() => {
      // Again: another registration may have taken the name while the verification was asked.
      checkFree();
      const created = ctx.accounts.create({
        username,
        password,
        mobile: phone?.mobile ?? null,
        dialingCode: phone?.dialingCode ?? null,
        email: email ?? null,
        parentId,
        type,
        affiliateCode: type === memberType.subAgent ? newAffiliateCode(ctx.accounts) : null,
      });
      profiles.write(created.id, profile);
      if (paymentPassword !== undefined) ctx.services.wallet.setWithdrawPassword(created.id, paymentPassword);
      return created;
    })();
    ctx.log(`Registered ${account.username} (id ${account.id})`);
    const newbie = ctx.readers.promotions.newbiePromotion(lang);
    const welcome: RegisterWelcome = newbie ? { kind: 'BONUS', ...newbie } : { kind: 'ZALO', maxAmount: zaloBonusMax };
    const value: RegisterValue = { ...openSession(ctx, account, 'username', device), welcome };
    return value;
  };

  const bodyObject = (body: unknown): Record<string, unknown> => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new PlatformError(ErrorCode.VALIDATION, 'The body must be a JSON object');
    }
    return body as Record<string, unknown>;
  };

  app.put(memberPaths.register, ctx.sealed, async (c) =>
    ok(c, await handleRegister(bodyObject(c.get('body')), false, deviceOf(c), langOf(c))),
  );
  app.put(memberPaths.registerMobile, ctx.sealed, async (c) =>
    ok(c, await handleRegister(bodyObject(c.get('body')), true, deviceOf(c), langOf(c))),
  );

  app.post(memberPaths.password, ctx.requireToken, ctx.sealed, (c) => {
    const account = c.get('account') as Account;
    const input = readBody(c, {
      oldPassword: v.str({ max: 128, trim: false }),
      confirmNewPassword: v.str({ max: 128, trim: false }),
      ...passwordChange,
    });
    const newPassword = checkField('password', input.newPassword, true) ?? '';
    if (input.confirmNewPassword !== newPassword) {
      throw new PlatformError(ErrorCode.VALIDATION, 'confirmNewPassword inconsistent_twice');
    }
    if (!ctx.accounts.checkPassword(account, input.oldPassword)) {
      throw new PlatformError(ErrorCode.PASSWORD_WRONG, 'The old password is wrong');
    }
    if (input.oldPassword === newPassword) {
      throw new PlatformError(ErrorCode.VALIDATION, 'newPassword must differ from the old password');
    }
    ctx.accounts.setPassword(account.id, newPassword);
    return ok(c, null);
  });

  // SPEC.md section 7: form-encoded (the body reader parses it like JSON).
  app.post(memberPaths.passwordEmail, (c) => {
    const input = readBody(c, { username: v.str({ max: 64 }), email: v.str({ max: 128 }) });
    const account = ctx.accounts.byUsername(input.username);
    if (account?.email?.toLowerCase() !== input.email.toLowerCase() || !account.email) {
      throw new PlatformError(ErrorCode.USERNAME_OR_EMAIL_NOT_FOUND, 'Username/Email does not exist');
    }
    ctx.log(`E-mail to ${account.email}: password reset instructions for ${account.username}`);
    return ok(c, null);
  });

  app.post(memberPaths.passwordVerification, ctx.sealed, (c) => {
    const body = bodyObject(c.get('body'));
    const input = readBody(c, { verificationCode: v.str({ max: 12 }), ...passwordChange });
    const phone = checkPhone(body.countryDialingCode, body.mobileNum);
    const newPassword = checkField('password', input.newPassword, true) ?? '';
    ctx.services.session.verifySms('reset', phone.dialingCode, phone.mobile, input.verificationCode);
    const account = ctx.accounts.byMobile(phone.dialingCode, phone.mobile);
    if (!account) throw new PlatformError(ErrorCode.MOBILE_NOT_FOUND, 'No account has this phone number');
    ctx.accounts.setPassword(account.id, newPassword);
    const value: ForgotByPhoneValue = { userName: account.username };
    return ok(c, value);
  });

  app.get(memberPaths.icon, ctx.requireToken, (c) => {
    const account = c.get('account') as Account;
    const value: IconValue = {
      iconId: account.iconId,
      iconUrl: avatarUri(account.iconId, account.nickname),
      iconCount,
      choices: avatarChoices(account.nickname),
    };
    return ok(c, value);
  });

  app.put(memberPaths.icon, ctx.requireToken, (c) => {
    const account = c.get('account') as Account;
    const { iconId } = readBody(c, { iconId: v.int({ min: 1, max: iconCount }) });
    ctx.accounts.setIcon(account.id, iconId);
    const value: IconValue = {
      iconId,
      iconUrl: avatarUri(iconId, account.nickname),
      iconCount,
      choices: avatarChoices(account.nickname),
    };
    return ok(c, value);
  });

  const profileValue = (account: Account) =>
    profileOf(account, profiles.read(account.id), ctx.readers.wallet.hasWithdrawPassword(account.id));

  app.get(memberPaths.profile, ctx.requireToken, ctx.requireMember, (c) =>
    ok(c, profileValue(c.get('account') as Account)),
  );

  app.put(memberPaths.profile, ctx.requireToken, ctx.requireMember, ctx.idempotent({ required: false }), (c) => {
    const account = c.get('account') as Account;
    const changes = checkChanges(bodyObject(c.get('body')), account, profiles.read(account.id), ctx.now());
    profiles.update(account, changes);
    return ok(c, profileValue(ctx.accounts.byId(account.id) ?? account));
  });

  const referrals = createReferralStore(ctx.db);
  app.get(memberPaths.referral, ctx.requireToken, ctx.requireMember, (c) =>
    ok(c, referrals.stats(c.get('account') as Account)),
  );
  app.get(memberPaths.referralFriends, ctx.requireToken, ctx.requireMember, (c) => {
    const paging = readQuery(c, pageChecks(10, 50));
    return ok(c, referrals.friends(c.get('account') as Account, paging));
  });

  app.get(memberPaths.affiliate, (c) => {
    const { code } = readQuery(c, { code: v.str({ max: 32 }), domain: v.optional(v.str({ max: 256 })) });
    const agent = ctx.accounts.byAffiliateCode(code);
    if (!agent || !isAgentType(agent.type))
      throw new PlatformError(ErrorCode.AFFILIATE_INVALID, 'Invalid invitation code');
    const value: AffiliateValue = { valid: true, agentAccount: agent.username };
    return ok(c, value);
  });
}

/** What the other domains read of a member (domain.ts: Readers). */
export const memberReader = (db: Database): Readers['member'] => {
  const profiles = createProfileStore(db);
  return {
    payeeName: (accountId) => {
      const name = profiles.read(accountId).payeeName?.trim();
      return name === '' ? undefined : name;
    },
  };
};

export const memberDomain: Domain = { name: 'member', migrate: migrateMember, seed: seedMembers, routes };
