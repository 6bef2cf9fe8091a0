// Bets: every wager a player placed, the source of the betting record, profit and loss, manual
// rebates (member centre, SPEC.md section 2) and of the agent reports, salaries and dividends
// (agent centre). Amounts are integer minor units (README.md: money). This domain also answers the
// member centre's records calls and the manual rebate (src/api/wire/records.ts).
import {
  accountRecordTypes,
  type AccountRecordValue,
  betGameTypes,
  type BetRecordValue,
  betStatuses,
  type BonusDetailsValue,
  bonusStates,
  profitLossGroups,
  type ProfitLossValue,
  type RebateClaimsValue,
  type RebateClaimValue,
  recordPaths,
} from '@lobby/contract';
import type { Database } from '../../db';
import type { Domain, Readers } from '../../domain';
import { ok, readBody, readQuery, v } from '../../http';
import { langOf, accountOf } from '../../shared/request';
import { offsetOf, pageChecks, totalPagesOf, type Page, sliceOf } from '../../shared/paging';
import { toMajor, toMinor } from '../../shared/money';
import { dateRangeChecks, spanOf } from '../../shared/days';
import { createRebateStore } from './rebate';
import { createRecordStore } from './records';
import { seedBets } from './seed';
import { migrateBets } from './store';

/** Paging of a records call: 20 rows by default, at most 100. */
const recordChecks = { ...dateRangeChecks, ...pageChecks(20, 100) };
const paged = (page: Page, totalCount: number) => ({ totalCount, totalPages: totalPagesOf(totalCount, page.pageSize) });
/** 'ALL' (or nothing) is no filter. */
const allOr = <T extends string>(value: T | 'ALL'): T | null => (value === 'ALL' ? null : value);

export const betsDomain: Domain = {
  name: 'bets',
  migrate: migrateBets,
  seed: seedBets,
  routes(router, ctx) {
    const records = createRecordStore(ctx.db);
    const rebates = createRebateStore(ctx.db, ctx.now);
    const wallet = ctx.services.wallet;
    const member = [ctx.requireToken, ctx.requireMember] as const;

    router.get(recordPaths.bets, ...member, (c) => {
      const query = readQuery(c, {
        ...recordChecks,
        gameType: v.optional(v.oneOf(['ALL', ...betGameTypes] as const), 'ALL'),
        status: v.optional(v.oneOf(['ALL', ...betStatuses] as const), 'ALL'),
      });
      const filter = { gameType: allOr(query.gameType), status: allOr(query.status) };
      const { list, totals } = records.bets(accountOf(c).id, spanOf(query), filter, sliceOf(query));
      const value: BetRecordValue = { list, totals, ...paged(query, totals.count) };
      return ok(c, value);
    });

    router.get(recordPaths.account, ...member, (c) => {
      const query = readQuery(c, {
        ...recordChecks,
        type: v.optional(v.oneOf(['ALL', ...accountRecordTypes] as const), 'ALL'),
      });
      const account = accountOf(c);
      const funds = wallet.balance(account.id, langOf(c));
      const names = new Map(funds.balance.map((item) => [item.accountTypeId, item.accountName]));
      const walletName = (type: number) => names.get(type) ?? String(type);
      const span = spanOf(query);
      const { list, totals } = records.movements(account.id, span, allOr(query.type), sliceOf(query), walletName);
      const days = records.balanceDays(account.id, span, toMinor(funds.sumBalance));
      const value: AccountRecordValue = { list, totals, days, ...paged(query, totals.count) };
      return ok(c, value);
    });

    router.get(recordPaths.profitLoss, ...member, (c) => {
      const query = readQuery(c, {
        ...recordChecks,
        groupBy: v.optional(v.oneOf(profitLossGroups), 'DAY'),
      });
      const { list, totals } = records.profitLoss(accountOf(c).id, spanOf(query), query.groupBy);
      const value: ProfitLossValue = {
        list: list.slice(offsetOf(query), offsetOf(query) + query.pageSize),
        totals,
        ...paged(query, list.length),
      };
      return ok(c, value);
    });

    router.get(recordPaths.bonuses, ...member, (c) => {
      const query = readQuery(c, {
        ...recordChecks,
        state: v.optional(v.oneOf(['ALL', ...bonusStates] as const), 'ALL'),
      });
      const { list, totals } = records.bonuses(
        accountOf(c).id,
        spanOf(query),
        allOr(query.state),
        sliceOf(query),
        langOf(c),
      );
      const value: BonusDetailsValue = { list, totals, ...paged(query, totals.count) };
      return ok(c, value);
    });

    router.get(recordPaths.rebateSummary, ...member, (c) => ok(c, rebates.summary(accountOf(c).id)));

    // Idempotent (PLATFORM.md "Requests"): a repeat of the same action replays its answer; a new
    // action after a claim finds nothing due (REBATE_NOTHING_TO_CLAIM), so a claim is never paid twice.
    router.post(recordPaths.rebateClaim, ...member, ctx.idempotent(), (c) => {
      readBody(c, {});
      const account = accountOf(c);
      const claim = rebates.claim(wallet, account.id);
      const value: RebateClaimValue = { ...claim, mainBalance: toMajor(wallet.mainBalance(account.id)) };
      return ok(c, value);
    });

    router.get(recordPaths.rebateClaims, ...member, (c) => {
      const query = readQuery(c, recordChecks);
      const { list, totals } = rebates.claims(accountOf(c).id, spanOf(query), sliceOf(query));
      const value: RebateClaimsValue = { list, totals, ...paged(query, totals.count) };
      return ok(c, value);
    });
  },
};

/** What other domains read of the bets (domain.ts: Readers). */
export function betsReader(db: Database): Readers['bets'] {
  // Stakes minus returns of the bets settled in the range: a loss counts when it is settled, as the
  // regulators' net-loss limits count it (open bets have lost nothing yet, cancelled ones nothing at all).
  // One query answers the limits' net loss and the reality check's stakes and net loss alike.
  const settled = db.prepare(`SELECT COALESCE(SUM(bet_amount), 0) AS wagered,
      COALESCE(SUM(bet_amount - payout), 0) AS netLoss FROM bets
    WHERE account_id = ? AND status = 'SETTLED' AND settle_time >= ? AND settle_time < ?`);
  const settledBetween = (accountId: number, from: number, until: number) =>
    settled.get(accountId, from, until) as { wagered: number; netLoss: number };
  // valid_bet is 0 until a round settles (store.ts), so the sum needs no status filter.
  const valid = db.prepare('SELECT COALESCE(SUM(valid_bet), 0) AS total FROM bets WHERE account_id = ?');
  return {
    netLossBetween: (accountId, from, until) => settledBetween(accountId, from, until).netLoss,
    settledBetween,
    validBetTotal: (accountId) => (valid.get(accountId) as { total: number }).total,
  };
}
