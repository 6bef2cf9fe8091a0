// The exclusion domain (issue 17, player protection): a time-out (24 hours to 6 weeks) and
// self-exclusion (6 months to 5 years), confirmed with the login password. Taking one ends every
// session of the account; while one is in force, login is refused with its end (the session domain
// asks through this domain's reader), and promotion popups and promotional announcements are hidden
// (the home domain asks too). Neither can be ended early: rules.ts.
import {
  ErrorCode,
  exclusionKinds,
  type ExclusionKind,
  type ExclusionPeriod,
  exclusionPaths,
  type ExclusionValue,
  selfExclusionPeriods,
  timeOutPeriods,
} from '@lobby/contract';
import type { Domain, PlatformContext, Readers } from '../../domain';
import { ok, PlatformError, readBody, v } from '../../http';
import { demoPassword } from '../../seed-core';
import { isoTime } from '../../shared/days';
import { accountOf } from '../../shared/request';
import { type Exclusion, hidesPromotions, inForce, periodFits, refusalCodeOf, takeBreak } from './rules';
import { createExclusionStore, migrateExclusion } from './store';

/** The e2e journeys' own accounts (app/e2e/take-a-break.spec.ts), password Demo1234, no break taken. */
const e2eExclusionAccounts = ['e2e_break', 'e2e_break2', 'e2e_timeout', 'e2e_timeout2'] as const;

const toWire = (exclusion: Exclusion): ExclusionValue => ({
  kind: exclusion.kind,
  startTime: isoTime(exclusion.startAt),
  endTime: isoTime(exclusion.endAt),
});

/** What other domains read of the breaks (domain.ts: Readers): the login's check, the promotions' filter. */
export function exclusionReader(ctx: Pick<PlatformContext, 'db' | 'now'>): Readers['exclusion'] {
  const store = createExclusionStore(ctx.db);
  return {
    checkLogin(accountId) {
      const running = inForce(store.latest(accountId), ctx.now());
      if (!running) return;
      const value = toWire(running);
      throw new PlatformError(
        refusalCodeOf(running.kind),
        `${running.kind === 'SELF_EXCLUSION' ? 'Self-excluded' : 'Timed out'} until ${value.endTime}`,
        200,
        value,
      );
    },
    hidesPromotions: (accountId) => hidesPromotions(store.all(accountId), ctx.now()),
  };
}

export const exclusionDomain: Domain = {
  name: 'exclusion',
  migrate: migrateExclusion,
  seed(_db, ctx) {
    for (const username of e2eExclusionAccounts) {
      ctx.accounts.create({
        username,
        password: demoPassword,
        nickname: 'Break',
        passwordCost: Math.min(ctx.config.passwordCost, 1024),
      });
    }
  },
  routes(router, ctx) {
    const store = createExclusionStore(ctx.db);
    /** Takes the break and answers the one now in force, in one transaction (two at once: the longer). */
    const take = ctx.db.transaction((accountId: number, kind: ExclusionKind, period: ExclusionPeriod): Exclusion => {
      const current = store.latest(accountId);
      const time = ctx.now();
      const running = inForce(current, time);
      const next = takeBreak(current, kind, period, time);
      store.save(accountId, next, time, running ? current?.id : undefined);
      return next;
    });
    const input = {
      kind: v.oneOf(exclusionKinds),
      period: v.oneOf([...timeOutPeriods, ...selfExclusionPeriods]),
      password: v.str({ max: 128, trim: false }),
    };

    // Sealed (it carries the password) and one break per Idempotency-Key: a retry answers the first.
    router.post(exclusionPaths.takeBreak, ctx.requireToken, ctx.requireMember, ctx.sealed, ctx.idempotent(), (c) => {
      const { kind, period, password } = readBody(c, input);
      if (!periodFits(kind, period)) {
        throw new PlatformError(ErrorCode.VALIDATION, `period ${period} is not a length of ${kind}`, 200, {
          field: 'period',
        });
      }
      const account = accountOf(c);
      if (!ctx.accounts.checkPassword(account, password)) {
        throw new PlatformError(ErrorCode.PASSWORD_WRONG, 'The password is wrong', 200, { field: 'password' });
      }
      const exclusion = take(account.id, kind, period);
      // Logged out on every device, this one included: the next call of any of them is refused.
      ctx.accounts.revokeSessions(account.id);
      ctx.log(`${account.username}: ${exclusion.kind} until ${isoTime(exclusion.endAt)}`);
      return ok(c, toWire(exclusion));
    });
  },
};
