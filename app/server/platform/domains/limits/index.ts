// The limits domain (issue 17, player protection): deposit and loss limits per day, week and month,
// set by the player; the cooling-off and the windows are rules.ts. The reality check (its interval and
// the since-login summary) lives here too (reality.ts): it is the same player-protection setting and
// measures play with the same bets reader as the loss limits. The wallet refuses a deposit over
// the remaining allowance and the games refuse real-money play after a loss limit, through this
// domain's reader (domain.ts: Readers['limits']).
import {
  ErrorCode,
  limitKinds,
  type LimitKind,
  type LimitPeriod,
  limitPeriods,
  limitsPaths,
  type LimitsValue,
  MAIN_WALLET_ACCOUNT_TYPE,
  maxLimitAmount,
  type PlayerLimit,
} from '@lobby/contract';
import type { Domain, PlatformContext, Readers } from '../../domain';
import { ok, PlatformError, readBody, v } from '../../http';
import { demoPassword } from '../../seed-core';
import { isoTime } from '../../shared/days';
import { toMajor, toMinor } from '../../shared/money';
import { accountOf } from '../../shared/request';
import { changeLimit, inForce, type LimitState, windowOf } from './rules';
import { migrateRealityChecks, realityCheckRoutes } from './reality';
import { createLimitStore, migrateLimits } from './store';

/** The e2e journeys' own account (app/e2e/limits.spec.ts), password Demo1234, no limit set. */
export const e2eLimitsAccount = 'e2e_limits';
/** The reality check's e2e account (app/e2e/reality-check.spec.ts), password Demo1234, interval off. */
export const e2eRealityAccount = 'e2e_reality';

/** What a limit is measured against: the other domains' data, in minor units over [from, until). */
export interface LimitUsage {
  deposited(accountId: number, from: number, until: number): number;
  netLoss(accountId: number, from: number, until: number): number;
}

interface Measured {
  kind: LimitKind;
  period: LimitPeriod;
  state: LimitState;
  used: number;
  remaining: number | null;
  until: number;
}

function createLimits(ctx: Pick<PlatformContext, 'db' | 'now'>, usage: LimitUsage) {
  const store = createLimitStore(ctx.db);

  /** Every limit of the account at `now`, with its use in the window that holds `now`. */
  function measure(accountId: number, now: number): Measured[] {
    const stored = store.of(accountId);
    return limitKinds.flatMap((kind) =>
      limitPeriods.map((period) => {
        const state = inForce(stored(kind, period), now);
        const { from, until } = windowOf(period, now);
        // Winnings in the window are not a negative loss: the loss used is never below 0.
        const used =
          kind === 'DEPOSIT'
            ? usage.deposited(accountId, from, until)
            : Math.max(0, usage.netLoss(accountId, from, until));
        const remaining = state.amount === null ? null : Math.max(0, state.amount - used);
        return { kind, period, state, used, remaining, until };
      }),
    );
  }

  /** The smallest remaining deposit limit (minor units); null without one. */
  const allowanceOf = (measured: Measured[]): number | null =>
    measured.reduce<number | null>(
      (least, limit) =>
        limit.kind !== 'DEPOSIT' || limit.remaining === null
          ? least
          : least === null
            ? limit.remaining
            : Math.min(least, limit.remaining),
      null,
    );
  const lossReached = (measured: Measured[]) =>
    measured.some((limit) => limit.kind === 'LOSS' && limit.remaining === 0);

  const toWire = (limit: Measured): PlayerLimit => ({
    kind: limit.kind,
    period: limit.period,
    amount: limit.state.amount === null ? null : toMajor(limit.state.amount),
    used: toMajor(limit.used),
    remaining: limit.remaining === null ? null : toMajor(limit.remaining),
    windowEnd: isoTime(limit.until),
    pending:
      limit.state.pendingAt === null
        ? null
        : {
            amount: limit.state.pendingAmount === null ? null : toMajor(limit.state.pendingAmount),
            effectiveTime: isoTime(limit.state.pendingAt),
          },
  });

  return {
    value(accountId: number, money: Pick<LimitsValue, 'currency' | 'currencySymbol'>): LimitsValue {
      const measured = measure(accountId, ctx.now());
      const allowance = allowanceOf(measured);
      return {
        ...money,
        limits: measured.map(toWire),
        depositAllowance: allowance === null ? null : toMajor(allowance),
        lossLimitReached: lossReached(measured),
      };
    },
    /** Applies the player's change (rules.ts) in one transaction: a repeat reads what the first wrote. */
    change: ctx.db.transaction(
      (accountId: number, kind: LimitKind, period: LimitPeriod, requested: number | null): void => {
        const time = ctx.now();
        store.save(accountId, kind, period, changeLimit(store.of(accountId)(kind, period), requested, time), time);
      },
    ),
    reader: {
      checkDeposit(accountId: number, amount: number): void {
        const allowance = allowanceOf(measure(accountId, ctx.now()));
        if (allowance !== null && amount > allowance) {
          throw new PlatformError(
            ErrorCode.DEPOSIT_LIMIT_EXCEEDED,
            `The deposit is over your deposit limit: ${toMajor(allowance)} left`,
            200,
            { remaining: toMajor(allowance) },
          );
        }
      },
      checkPlay(accountId: number): void {
        if (lossReached(measure(accountId, ctx.now()))) {
          throw new PlatformError(ErrorCode.LOSS_LIMIT_REACHED, 'Your loss limit is reached');
        }
      },
    } satisfies Readers['limits'],
  };
}

/** What other domains read of the limits (domain.ts: Readers): the checks of a deposit and of play. */
export const limitsReader = (ctx: Pick<PlatformContext, 'db' | 'now'>, usage: LimitUsage): Readers['limits'] =>
  createLimits(ctx, usage).reader;

export const limitsDomain: Domain = {
  name: 'limits',
  migrate(db) {
    migrateLimits(db);
    migrateRealityChecks(db);
  },
  seed(_db, ctx) {
    for (const [username, nickname] of [
      [e2eLimitsAccount, 'Limits'],
      [e2eRealityAccount, 'Reality'],
    ] as const) {
      const account = ctx.accounts.create({
        username,
        password: demoPassword,
        nickname,
        passwordCost: Math.min(ctx.config.passwordCost, 1024),
      });
      ctx.services.wallet.seedBalance(account.id, MAIN_WALLET_ACCOUNT_TYPE, 100_000);
    }
  },
  routes(router, ctx) {
    const limits = createLimits(ctx, {
      deposited: ctx.readers.wallet.depositedBetween,
      netLoss: ctx.readers.bets.netLossBetween,
    });
    const money = { currency: ctx.config.currency, currencySymbol: ctx.config.currencySymbol };

    router.get(limitsPaths.limits, ctx.requireToken, ctx.requireMember, (c) =>
      ok(c, limits.value(accountOf(c).id, money)),
    );

    // A change moves no money but changes what the player may do: one change per Idempotency-Key.
    router.post(limitsPaths.setLimit, ctx.requireToken, ctx.requireMember, ctx.idempotent(), (c) => {
      const input = readBody(c, {
        kind: v.oneOf(limitKinds),
        period: v.oneOf(limitPeriods),
        amount: v.optional(v.amount({ min: 1, max: maxLimitAmount })),
      });
      const body = c.get('body') as { amount?: unknown } | null;
      // Only an explicit null removes: a missing amount is a mistake, not a removal.
      if (input.amount === undefined && body?.amount !== null) {
        throw new PlatformError(ErrorCode.VALIDATION, 'amount is required (null removes the limit)');
      }
      const account = accountOf(c);
      limits.change(account.id, input.kind, input.period, input.amount === undefined ? null : toMinor(input.amount));
      return ok(c, limits.value(account.id, money));
    });

    // The reality check (issue 17, item 2): its interval and the since-login summary (reality.ts).
    realityCheckRoutes(router, ctx);
  },
};
