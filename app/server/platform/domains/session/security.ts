// Account security (issue 17 item 4; contract: security.ts): the second step of a login (two-step
// login, or a new device's verification: SPEC.md section 4, newDevice.ts), the login history it and
// the login call write, and the member's calls: active sessions with sign-out of one or all others,
// the login history, and two-step login (enrol, confirm, disable).
import type { Context } from 'hono';
import {
  type ActiveSession,
  ErrorCode,
  type LoginHistoryValue,
  type LoginMethod,
  loginHistoryDays,
  type LoginType,
  type LoginChallengeReason,
  type LoginVerifyValue,
  securityPaths,
  sentCodeMethods,
  sessionPaths,
  type SessionsValue,
  type SmsValue,
  type TwoStepBackupCodes,
  type TwoStepEnrolment,
  type TwoStepValue,
  type VerificationMethod,
  verificationMethods,
} from '@lobby/contract';
import type { Account } from '../../account';
import { tokenOf } from '../../auth';
import type { Domain, PlatformContext, PlatformEnv } from '../../domain';
import { deviceOf, ok, PlatformError, readBody, v } from '../../http';
import { isoTime } from '../../shared/days';
import { accountOf } from '../../shared/request';
import { openSession } from './login-value';
import type { NewDevice } from './newDevice';
import type { LoginHistoryStore } from './store';
import { challengeTtlMs, type CodeMethod, type TwoStep } from './twoStep';

type Router = Parameters<Domain['routes']>[0];
type Ctx = Context<PlatformEnv>;

/** What a login's steps read: the services' context, with the accounts (domain.ts: createServices). */
export type LoginContext = Pick<PlatformContext, 'db' | 'now' | 'log' | 'config' | 'readers' | 'accounts'>;

const codeSchema = { method: v.oneOf(verificationMethods), code: v.str({ max: 32 }) };

/** Turning two-step login off takes a code of the authenticator: TOTP or a backup code. */
function codeMethod(method: string): CodeMethod {
  if (method === 'totp' || method === 'backup') return method;
  throw new PlatformError(ErrorCode.VALIDATION, 'method is not available for this account');
}

/** What a challenge asks, by its reason (the refusal's message; the site words it itself). */
const challengeMessages: Record<LoginChallengeReason, string> = {
  twoStep: 'Enter the code of your authenticator app',
  newDevice: 'This device is new to the account: verify it is you',
};

/** The login history's method of a login without a second step. */
const loginMethodOf: Record<LoginType, LoginMethod> = { username: 'password', sms: 'sms', thirdParty: 'thirdParty' };

/** The challenge of a call: its account, and a method it accepts (else VALIDATION). */
function challengeOf(ctx: LoginContext, twoStep: TwoStep, challengeId: string, method: VerificationMethod) {
  const challenge = twoStep.challenge(challengeId);
  const account = ctx.accounts.byId(challenge.accountId);
  if (!account) throw new PlatformError(ErrorCode.VERIFY_CHALLENGE_EXPIRED, 'Please log in again');
  if (!challenge.methods.includes(method)) {
    throw new PlatformError(ErrorCode.VALIDATION, 'method is not available for this account');
  }
  return { challenge, account };
}

/**
 * What the login call does once the password (or SMS code) is right, and after a wrong password:
 * records it in the login history and, when two-step login is on or the device is new (SPEC.md
 * section 4), asks for the second step instead of opening the session.
 */
export function createLoginSteps(
  ctx: LoginContext,
  { twoStep, newDevice, history }: { twoStep: TwoStep; newDevice: NewDevice; history: LoginHistoryStore },
) {
  return {
    /** A wrong password for an existing account: a line of its login history. */
    wrongPassword(c: Ctx, account: Account): void {
      history.record(account.id, 'WRONG_PASSWORD', 'password', deviceOf(c));
    },
    /**
     * The session, or LOGIN_VERIFY_REQUIRED with a challenge (the login then completes with POST
     * sessionPaths.loginVerify): two-step login on asks for its codes on every address (a code of the
     * authenticator also settles a new device); otherwise a new address asks for any of the account's
     * methods (newDevice.ts).
     */
    finish(c: Ctx, account: Account, type: LoginType): Response {
      const [reason, methods]: [LoginChallengeReason, VerificationMethod[]] = twoStep.enabled(account.id)
        ? ['twoStep', twoStep.methodsOf(account.id)]
        : ['newDevice', newDevice.asked(account, deviceOf(c).ip ?? '')];
      if (methods.length > 0) {
        const value: LoginVerifyValue = {
          challengeId: twoStep.openChallenge({ accountId: account.id, type, reason, methods }),
          reason,
          methods,
          expiresIn: Math.round(challengeTtlMs / 1000),
        };
        throw new PlatformError(ErrorCode.LOGIN_VERIFY_REQUIRED, challengeMessages[reason], 200, value);
      }
      history.record(account.id, 'SUCCESS', loginMethodOf[type], deviceOf(c));
      return ok(c, openSession(ctx, account, type, deviceOf(c)));
    },
    /**
     * The second step: a right answer opens the session (which makes its address known); a wrong
     * one is counted and recorded.
     */
    verify(c: Ctx): Response {
      const input = readBody(c, { challengeId: v.str({ max: 64 }), ...codeSchema });
      const { method } = input;
      const { challenge, account } = challengeOf(ctx, twoStep, input.challengeId, method);
      try {
        newDevice.verify(account, method, input.code);
      } catch (error) {
        if (error instanceof PlatformError && error.errorCode !== ErrorCode.STATE_CONFLICT) {
          const outcome = error.errorCode === ErrorCode.VERIFY_LOCKED ? 'LOCKED' : 'WRONG_CODE';
          history.record(account.id, outcome, method, deviceOf(c));
        }
        throw error;
      }
      twoStep.closeChallenge(input.challengeId);
      history.record(account.id, 'SUCCESS', method, deviceOf(c));
      return ok(c, openSession(ctx, account, challenge.type, deviceOf(c)));
    },
    /** A new device's code, sent by SMS or e-mail for a challenge that accepts it. */
    send(c: Ctx): Response {
      const input = readBody(c, { challengeId: v.str({ max: 64 }), method: v.oneOf(sentCodeMethods) });
      const { account } = challengeOf(ctx, twoStep, input.challengeId, input.method);
      const value: SmsValue = newDevice.send(account, input.method);
      return ok(c, value);
    },
  };
}

export type LoginSteps = ReturnType<typeof createLoginSteps>;

/** The member's security calls (contract: securityPaths) and the login's second step. */
export function securityRoutes(
  app: Router,
  ctx: PlatformContext,
  { steps, twoStep, history }: { steps: LoginSteps; twoStep: TwoStep; history: LoginHistoryStore },
): void {
  const member = [ctx.requireToken, ctx.requireMember] as const;
  const tokenOfCall = (c: Ctx): string => tokenOf(c.req.header('authorization')) ?? '';

  app.post(sessionPaths.loginVerify, ctx.sealed, (c) => steps.verify(c));
  app.post(sessionPaths.loginVerifySend, ctx.sealed, (c) => steps.send(c));

  const sessionsValue = (c: Ctx): SessionsValue => {
    const current = ctx.accounts.sessionOf(tokenOfCall(c))?.sessionId;
    const sessions = ctx.accounts.sessionsOf(accountOf(c).id).map((session): ActiveSession => ({
      sessionId: session.sessionId,
      ip: session.ip,
      userAgent: session.userAgent,
      createdAt: isoTime(session.createdAt),
      lastSeen: isoTime(session.lastSeen),
      current: session.sessionId === current,
    }));
    return { sessions };
  };

  app.get(securityPaths.sessions, ...member, (c) => ok(c, sessionsValue(c)));

  app.post(securityPaths.signOutSession, ...member, ctx.idempotent(), (c) => {
    const { sessionId } = readBody(c, { sessionId: v.str({ max: 32, pattern: /^[0-9a-f]+$/ }) });
    if (!ctx.accounts.revokeSession(accountOf(c).id, sessionId)) {
      throw new PlatformError(ErrorCode.NOT_FOUND, 'No such session');
    }
    return ok(c, sessionsValue(c));
  });

  app.post(securityPaths.signOutOthers, ...member, ctx.idempotent(), (c) => {
    ctx.accounts.revokeSessions(accountOf(c).id, tokenOfCall(c));
    return ok(c, sessionsValue(c));
  });

  app.get(securityPaths.loginHistory, ...member, (c) => {
    const value: LoginHistoryValue = { days: loginHistoryDays, entries: history.of(accountOf(c).id) };
    return ok(c, value);
  });

  const twoStepValue = (accountId: number): TwoStepValue => {
    const enabled = twoStep.enabled(accountId);
    return { enabled, backupCodesLeft: enabled ? twoStep.backupLeft(accountId) : 0 };
  };

  app.get(securityPaths.twoStep, ...member, (c) => ok(c, twoStepValue(accountOf(c).id)));

  app.post(securityPaths.twoStepStart, ...member, (c) => {
    const account = accountOf(c);
    const value: TwoStepEnrolment = twoStep.start(account.id, account.username);
    return ok(c, value);
  });

  app.post(securityPaths.twoStepConfirm, ...member, (c) => {
    const { code } = readBody(c, { code: v.str({ max: 16 }) });
    const value: TwoStepBackupCodes = { backupCodes: twoStep.confirm(accountOf(c).id, code) };
    return ok(c, value);
  });

  app.post(securityPaths.twoStepDisable, ...member, ctx.sealed, ctx.idempotent(), (c) => {
    const input = readBody(c, { password: v.str({ max: 128, trim: false }), ...codeSchema });
    const account = accountOf(c);
    if (!twoStep.enabled(account.id)) throw new PlatformError(ErrorCode.STATE_CONFLICT, 'Two-step login is off');
    if (!ctx.accounts.checkPassword(account, input.password)) {
      throw new PlatformError(ErrorCode.PASSWORD_WRONG, 'The password is wrong');
    }
    twoStep.verify(account.id, codeMethod(input.method), input.code);
    twoStep.disable(account.id);
    return ok(c, twoStepValue(account.id));
  });
}
