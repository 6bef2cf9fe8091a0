// Account security (issue 17 item 4; contract: security.ts): the second step of a login, the login
// history it and the login call write, and the member's calls: active sessions with sign-out of one
// or all others, the login history, and two-step login (enrol, confirm, disable).
import type { Context } from 'hono';
import {
  type ActiveSession,
  ErrorCode,
  type LoginHistoryValue,
  loginHistoryDays,
  type LoginType,
  type LoginVerifyValue,
  securityPaths,
  sessionPaths,
  type SessionsValue,
  type TwoStepBackupCodes,
  type TwoStepEnrolment,
  type TwoStepValue,
  verificationMethods,
} from '@lobby/contract';
import type { Account } from '../../account';
import { tokenOf } from '../../auth';
import type { Domain, PlatformContext, PlatformEnv } from '../../domain';
import { deviceOf, ok, PlatformError, readBody, v } from '../../http';
import { isoTime } from '../../shared/days';
import { accountOf } from '../../shared/request';
import { openSession } from './login-value';
import type { LoginHistoryStore } from './store';
import { challengeTtlMs, type CodeMethod, type TwoStep } from './twoStep';

type Router = Parameters<Domain['routes']>[0];
type Ctx = Context<PlatformEnv>;

const codeSchema = { method: v.oneOf(verificationMethods), code: v.str({ max: 32 }) };

/** Only TOTP and backup codes are checked here; the other methods are the new-device verification's (issue 16). */
function codeMethod(method: string): CodeMethod {
  if (method === 'totp' || method === 'backup') return method;
  throw new PlatformError(ErrorCode.VALIDATION, 'method is not available for this account');
}

/**
 * What the login call does once the password (or SMS code) is right, and after a wrong password:
 * records it in the login history and, when two-step login is on, asks for the second step instead
 * of opening the session.
 */
export function createLoginSteps(ctx: PlatformContext, twoStep: TwoStep, history: LoginHistoryStore) {
  return {
    /** A wrong password for an existing account: a line of its login history. */
    wrongPassword(c: Ctx, account: Account): void {
      history.record(account.id, 'WRONG_PASSWORD', 'password', deviceOf(c));
    },
    /**
     * The session, or LOGIN_VERIFY_REQUIRED with a challenge when two-step login is on (the login
     * then completes with POST sessionPaths.loginVerify).
     */
    finish(c: Ctx, account: Account, type: LoginType): Response {
      if (twoStep.enabled(account.id)) {
        const value: LoginVerifyValue = {
          challengeId: twoStep.openChallenge(account.id, type),
          methods: twoStep.methodsOf(account.id),
          expiresIn: Math.round(challengeTtlMs / 1000),
        };
        throw new PlatformError(
          ErrorCode.LOGIN_VERIFY_REQUIRED,
          'Enter the code of your authenticator app',
          200,
          value,
        );
      }
      history.record(account.id, 'SUCCESS', type === 'sms' ? 'sms' : 'password', deviceOf(c));
      return ok(c, openSession(ctx, account, type, deviceOf(c)));
    },
    /** The second step: a right code opens the session; a wrong one is counted and recorded. */
    verify(c: Ctx): Response {
      const input = readBody(c, { challengeId: v.str({ max: 64 }), ...codeSchema });
      const challenge = twoStep.challenge(input.challengeId);
      const account = ctx.accounts.byId(challenge.accountId);
      if (!account) throw new PlatformError(ErrorCode.VERIFY_CHALLENGE_EXPIRED, 'Please log in again');
      const method = codeMethod(input.method);
      try {
        twoStep.verify(account.id, method, input.code);
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
