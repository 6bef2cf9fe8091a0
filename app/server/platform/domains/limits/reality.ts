// The reality check (issue 17, item 2), part of the limits domain: the player's interval, stored per
// account (no row: off), and the since-login summary of the caller's own session. The summary's
// figures are the bets domain's settled bets since the session's login, read through the same reader
// (and the same query) the loss limits are measured with (Readers['bets'].settledBetween).
import {
  ErrorCode,
  realityCheckIntervals,
  type RealityCheckInterval,
  realityCheckPaths,
  type RealityCheckValue,
  type SessionSummaryValue,
} from '@lobby/contract';
import { tokenOf } from '../../auth';
import type { Database } from '../../db';
import type { PlatformApp, PlatformContext } from '../../domain';
import { ok, PlatformError, readBody, v } from '../../http';
import { isoTime } from '../../shared/days';
import { toMajor } from '../../shared/money';
import { accountOf } from '../../shared/request';

/** interval_minutes: one of realityCheckIntervals other than 0 (off is no row, or 0). */
export function migrateRealityChecks(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS reality_checks (
      account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      interval_minutes INTEGER NOT NULL CHECK (interval_minutes IN (0, 15, 30, 60)),
      updated_at INTEGER NOT NULL
    );
  `);
}

function createRealityCheckStore(db: Database) {
  const read = db.prepare('SELECT interval_minutes AS minutes FROM reality_checks WHERE account_id = ?');
  const upsert = db.prepare(`INSERT INTO reality_checks (account_id, interval_minutes, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (account_id) DO UPDATE SET interval_minutes = excluded.interval_minutes, updated_at = excluded.updated_at`);
  return {
    intervalOf(accountId: number): RealityCheckInterval {
      const row = read.get(accountId) as { minutes: number } | undefined;
      return realityCheckIntervals.find((minutes) => minutes === row?.minutes) ?? 0;
    },
    save(accountId: number, minutes: RealityCheckInterval, at: number): void {
      upsert.run(accountId, minutes, at);
    },
  };
}

/** The reality check's calls (contract: realityCheck.ts), wired by the limits domain's routes. */
export function realityCheckRoutes(router: PlatformApp, ctx: PlatformContext): void {
  const store = createRealityCheckStore(ctx.db);
  const member = [ctx.requireToken, ctx.requireMember] as const;

  router.get(realityCheckPaths.realityCheck, ...member, (c) => {
    const value: RealityCheckValue = { intervalMinutes: store.intervalOf(accountOf(c).id) };
    return ok(c, value);
  });

  // A setting, not money: still one change per Idempotency-Key, as the limits are changed.
  router.post(realityCheckPaths.setRealityCheck, ...member, ctx.idempotent(), (c) => {
    const input = readBody(c, { intervalMinutes: v.oneOf(realityCheckIntervals) });
    const account = accountOf(c);
    store.save(account.id, input.intervalMinutes, ctx.now());
    const value: RealityCheckValue = { intervalMinutes: store.intervalOf(account.id) };
    return ok(c, value);
  });

  router.get(realityCheckPaths.sessionSummary, ...member, (c) => {
    const account = accountOf(c);
    const token = tokenOf(c.req.header('authorization'));
    const session = token === undefined ? undefined : ctx.accounts.sessionOf(token);
    // requireToken has just accepted this token: a session that is gone now ended in between.
    if (session?.accountId !== account.id) {
      throw new PlatformError(ErrorCode.TOKEN_INVALID, 'The session has ended', 401);
    }
    const now = ctx.now();
    // Settled up to and including now.
    const { wagered, netLoss } = ctx.readers.bets.settledBetween(account.id, session.createdAt, now + 1);
    const value: SessionSummaryValue = {
      loginTime: isoTime(session.createdAt),
      serverTime: isoTime(now),
      intervalMinutes: store.intervalOf(account.id),
      currency: ctx.config.currency,
      currencySymbol: ctx.config.currencySymbol,
      wagered: toMajor(wagered),
      netResult: toMajor(-netLoss),
    };
    return ok(c, value);
  });
}
