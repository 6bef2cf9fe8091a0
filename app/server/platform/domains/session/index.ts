// Session calls of SPEC.md section 7 ("Auth and session"): login (E), free-play login, logout,
// the RSA key, the captcha and the login/register SMS codes.
import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type HumanCheckAnswer,
  type LoginFailureValue,
  loginTypes,
  sessionPaths,
  smsCodePurposes,
  type SmsValue,
} from '@lobby/contract';
import { isAgentType, memberType, nonMemberTypes, tokenOf } from '../../auth';
import type { Account, NewAccount } from '../../account';
import { demoPassword } from '../../seed-core';
import type { Domain, PlatformContext, Services } from '../../domain';
import { clientIp, deviceOf, ok, parse, PlatformError, readBody, v } from '../../http';
import { captchaVerifier, createCaptchaStore } from './captcha';
import { createHumanCheck, hostedVerifier, type HumanCheckVerifier, siteverifyOver } from '../../humanCheck';
import { createFailureLog } from '../../../failureLog';
import { openSession } from './login-value';
import { checkPhone, smsTo, createSmsStore } from './sms';
import { createLoginSteps, type LoginContext, securityRoutes } from './security';
import { createLoginFailureStore, createLoginHistoryStore, migrateSession } from './store';
import { createNewDevice, newDeviceAccounts, rememberIp, seededKnownIps } from './newDevice';
import { createTwoStep, demoTwoStep } from './twoStep';

/** The e2e journeys' own accounts (app/e2e/security.spec.ts), password Demo1234, two-step login off. */
const e2eSecurityAccounts = { sessions: 'e2e_sessions', twoStep: 'e2e_twostep' } as const;

/** The e2e journeys' non-member account (app/e2e/register-fields.spec.ts), password Demo1234: its login answers NON_MEMBER. */
const e2eNonMember = 'e2e_nonmember';

/**
 * Seeds the non-member account after every domain's seed (index.ts), so that the other accounts' ids
 * and seeded balances stay as they were; it has no wallet (it never logs in).
 */
export function seedNonMember(ctx: Pick<PlatformContext, 'accounts' | 'config'>): void {
  ctx.accounts.create({
    username: e2eNonMember,
    password: demoPassword,
    nickname: 'Non-member',
    type: memberType.nonMember,
    passwordCost: Math.min(ctx.config.passwordCost, 1024),
  });
}

const passwordLoginTypes = loginTypes.filter((type) => type !== 'thirdParty');

const loginSchema = {
  username: v.str({ max: 64 }),
  password: v.str({ max: 128, trim: false }),
  // A third-party login has its own call (domains/identity): this one takes a password or an SMS code.
  type: v.optional(v.oneOf(passwordLoginTypes), 'username'),
  countryDialingCode: v.optional(v.str({ max: 5 })),
  captcha: v.optional(v.str({ max: 8 })),
  captchaId: v.optional(v.str({ max: 64 })),
  // A hosted challenge's token (issue 16 item 3): Turnstile's are about 2,000 characters.
  challengeToken: v.optional(v.str({ max: 4096, trim: false })),
  agentLogin: v.optional(v.bool(), false),
};

const humanAnswerSchema = {
  captcha: loginSchema.captcha,
  captchaId: loginSchema.captchaId,
  challengeToken: loginSchema.challengeToken,
};

/** The human-verification fields of an unsealed body (an SMS send's), checked as the login's. */
function humanAnswerOf(body: Record<string, unknown>): HumanCheckAnswer {
  return parse(humanAnswerSchema, body);
}

const partsOf = new WeakMap<LoginContext['db'], ReturnType<typeof makeLoginParts>>();

function makeLoginParts(ctx: LoginContext) {
  const sms = createSmsStore(ctx);
  const twoStep = createTwoStep(ctx.db, ctx.now);
  const history = createLoginHistoryStore(ctx.db, ctx.now);
  // After the password: the login history, and the second step when two-step login is on (issue 17
  // item 4) or the device is new (SPEC.md section 4, issue 16 item 1).
  const steps = createLoginSteps(ctx, { twoStep, newDevice: createNewDevice(ctx, twoStep, sms), history });
  return { sms, twoStep, history, steps };
}

/**
 * The login's stores and steps, made once per platform (its database): the session's routes (the
 * password and SMS logins, the second step) and its service (the third-party login's finish) share
 * them.
 */
function loginParts(ctx: LoginContext) {
  let parts = partsOf.get(ctx.db);
  if (!parts) {
    parts = makeLoginParts(ctx);
    partsOf.set(ctx.db, parts);
  }
  return parts;
}

function routes(app: Parameters<Domain['routes']>[0], ctx: PlatformContext): void {
  const { sms, twoStep, history, steps } = loginParts(ctx);
  const captchas = createCaptchaStore(ctx.db, ctx.now);
  const { humanCheck } = ctx.services.session;
  const failures = createLoginFailureStore(ctx.db, ctx.now);
  const modules = ctx.config.modules;

  app.get(sessionPaths.rsaKey, (c) => ok(c, ctx.cipher.publicKey()));
  app.get(sessionPaths.captcha, (c) => ok(c, captchas.create()));

  app.post(sessionPaths.login, ctx.sealed, async (c) => {
    const input = readBody(c, loginSchema);
    const bySms = input.type === 'sms';
    const subjects = [`user:${input.username.toLowerCase()}`, `ip:${clientIp(c)}`];
    // Human verification is for username logins only (SPEC.md section 4): always where the operator
    // requires it (LOBBY_HUMAN_CHECK=login), else once failures asked for the captcha.
    const humanChecked = () => humanCheck.required('login') || failures.captchaNeeded(subjects);
    if (!bySms && humanChecked()) await humanCheck.verifier.verify(input, clientIp(c));

    let account: Account | undefined;
    if (bySms) {
      if (!modules.has('MOBILEVERCODELOGIN3')) {
        throw new PlatformError(ErrorCode.MODULE_DISABLED, 'Login by verification code is not enabled');
      }
      const phone = checkPhone(input.countryDialingCode, input.username);
      account = ctx.accounts.byMobile(phone.dialingCode, phone.mobile);
      if (account) sms.verify('login', smsTo(phone), input.password);
    } else {
      account = ctx.accounts.byUsername(input.username);
      if (account && !ctx.accounts.checkPassword(account, input.password)) {
        steps.wrongPassword(c, account);
        account = undefined;
      }
    }
    if (!account || account.freePlay) {
      failures.record(subjects);
      const value: LoginFailureValue = { captcha: !bySms && humanChecked() };
      throw new PlatformError(ErrorCode.LOGIN_FAILED, 'Wrong username or password', 200, value);
    }
    failures.clear(subjects);
    return ctx.services.session.finishLogin(c, account, input.type, { agentLogin: input.agentLogin });
  });

  securityRoutes(app, ctx, { steps, twoStep, history });

  // SPEC.md section 4 "Free-play login": a throwaway trial account (type 4) per call.
  app.post(sessionPaths.freePlayLogin, ctx.sealed, (c) => {
    readBody(c, {
      os: v.optional(v.str({ max: 64 })),
      platform: v.optional(v.str({ max: 8 }), 'W'),
      random: v.str({ max: 512 }),
      gatewayVersion: v.optional(v.int({ min: 1, max: 99 })),
    });
    if (!modules.has('FREEPLAY3')) throw new PlatformError(ErrorCode.MODULE_DISABLED, 'Free play is not enabled');
    const suffix = randomBytes(6).toString('hex');
    const account = ctx.accounts.create({
      username: `fp_${suffix}`,
      password: randomBytes(24).toString('base64url'),
      type: memberType.trial,
      nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      freePlay: true,
      // Nobody logs in to it again with a password: the cheapest hash will do.
      passwordCost: 2,
    });
    return ok(c, openSession(ctx, account, 'username', deviceOf(c)));
  });

  app.delete(sessionPaths.logout, ctx.requireToken, (c) => {
    const token = tokenOf(c.req.header('authorization'));
    if (token) ctx.accounts.revokeToken(token);
    return ok(c, null);
  });

  app.post(sessionPaths.smsLogin, async (c) => {
    const body = (c.get('body') ?? {}) as Record<string, unknown>;
    if (!modules.has('MOBILEVERCODELOGIN3')) {
      throw new PlatformError(ErrorCode.SMS_NOT_ALLOWED, 'Operation not allowed, contact customer service');
    }
    const phone = checkPhone(body.countryDialingCode, body.mobileNum);
    // Issue 16 item 3: after the number's format (a typing slip must not use the answer up), before
    // anything is told about the number.
    await humanCheck.at('sms', humanAnswerOf(body), clientIp(c));
    const exists = ctx.accounts.byMobile(phone.dialingCode, phone.mobile) !== undefined;
    const value: SmsValue = sms.send('login', smsTo(phone), exists);
    return ok(c, value);
  });

  app.post(sessionPaths.smsRegister, async (c) => {
    const body = (c.get('body') ?? {}) as Record<string, unknown>;
    const { purpose } = readBody(c, { purpose: v.optional(v.oneOf(smsCodePurposes), 'register') });
    if (!modules.has('REGMOBVERF3')) {
      throw new PlatformError(ErrorCode.SMS_NOT_ALLOWED, 'Operation not allowed, contact customer service');
    }
    const phone = checkPhone(body.countryDialingCode, body.mobileNo);
    await humanCheck.at('sms', humanAnswerOf(body), clientIp(c));
    const exists = ctx.accounts.byMobile(phone.dialingCode, phone.mobile) !== undefined;
    if (purpose === 'register' && exists)
      throw new PlatformError(ErrorCode.MOBILE_TAKEN, 'This phone number is already registered');
    const value: SmsValue = sms.send(purpose, smsTo(phone), purpose === 'register' || exists);
    return ok(c, value);
  });
}

export const sessionDomain: Domain = {
  name: 'session',
  migrate: migrateSession,
  // Issue 17 item 4: the demo account with two-step login on (its secret is printed at start-up) and
  // the e2e journeys' accounts. Issue 16 item 1: the demo account that a new device's check always
  // asks (known addresses that no browser has), with every method.
  seed(db, ctx) {
    const passwordCost = Math.min(ctx.config.passwordCost, 1024);
    const create = (username: string, nickname: string, more: Partial<NewAccount> = {}) =>
      ctx.accounts.create({ username, password: demoPassword, nickname, passwordCost, ...more });
    const twoStep = createTwoStep(db, ctx.now);
    const demo = create(demoTwoStep.username, 'Demo Two-step');
    twoStep.seed(demo.id, demoTwoStep.secret);
    for (const { username, nickname, dialingCode, mobile, email, secret } of newDeviceAccounts) {
      const account = create(username, nickname, { dialingCode, mobile, email });
      twoStep.seed(account.id, secret, false);
      for (const ip of seededKnownIps) rememberIp(db, account.id, ip, ctx.now());
    }
    create(e2eSecurityAccounts.sessions, 'Sessions');
    create(e2eSecurityAccounts.twoStep, 'Two-step');
  },
  routes,
};

/**
 * The verifier of LOBBY_HUMAN_CHECK_PROVIDER: the image captcha, or the hosted challenge's siteverify,
 * over HTTP when LOBBY_CHALLENGE_VERIFY_URL names a service, else the stand-in's in process.
 */
function humanCheckVerifier(ctx: LoginContext, standIn: Services['challenge']): HumanCheckVerifier {
  const { humanCheckProvider, challenge } = ctx.config;
  if (humanCheckProvider === 'captcha') return captchaVerifier(createCaptchaStore(ctx.db, ctx.now));
  const siteverify = challenge.verifyUrl ? siteverifyOver(challenge.verifyUrl) : standIn.siteverify;
  return hostedVerifier(challenge, siteverify, createFailureLog({ write: (line) => ctx.log(line, 'warn') }));
}

/** What other domains may do with the session's data (domain.ts: Services). */
export function sessionService(ctx: LoginContext, challenge: Services['challenge']): Services['session'] {
  const { sms, steps } = loginParts(ctx);
  return {
    verifySms: (purpose, dialingCode, mobile, code) => sms.verify(purpose, smsTo({ dialingCode, mobile }), code),
    humanCheck: createHumanCheck(ctx.config, humanCheckVerifier(ctx, challenge)),
    finishLogin(c, account, type, { agentLogin = false } = {}) {
      // Issue 17: a time-out or self-exclusion in force refuses every login (password, SMS, agent,
      // third party) with its end.
      ctx.readers.exclusion.checkLogin(account.id);
      // SPEC.md section 6: non-agents cannot log in at the agent login, non-members not at the member site.
      if (agentLogin && !isAgentType(account.type)) {
        throw new PlatformError(ErrorCode.NON_AGENT, 'Non-agents cannot log in');
      }
      if (!agentLogin && nonMemberTypes.includes(account.type)) {
        throw new PlatformError(ErrorCode.NON_MEMBER, 'Non-member accounts cannot log in');
      }
      return steps.finish(c, account, type);
    },
  };
}
