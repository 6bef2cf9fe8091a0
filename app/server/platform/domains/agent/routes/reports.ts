// The team reports, and the salary and dividend reports.
import {
  agentPaths,
  betGameTypes,
  betStatuses,
  contractKinds,
  contractRoles,
  teamTransactionTypes,
  type AgentRevenueValue,
  type SettlementValue,
  type TeamBetValue,
  type TeamProfitLossValue,
  type TeamTransactionValue,
} from '@lobby/contract';
import type { PlatformApp } from '../../../domain';
import { ok, readQuery, v } from '../../../http';
import { dateRangeChecks, spanOf } from '../../../shared/days';
import { pageChecks, sliceOf } from '../../../shared/paging';
import { accountOf } from '../../../shared/request';
import { createTeamReports, likePattern } from '../reports';
import { createSettlementReports } from '../settlement';
import { accountFilter, paged, type AgentRoutesContext } from './context';

/** The query checks of every report: a range of whole days (at most 90) and a page. */
const reportChecks = { ...dateRangeChecks, ...pageChecks(20, 100) };
const allOr = <T extends string>(value: 'ALL' | T): T | undefined => (value === 'ALL' ? undefined : value);

export function reportRoutes(router: PlatformApp, { ctx, agentOnly, requireDividends }: AgentRoutesContext) {
  const reports = createTeamReports(ctx.db);
  const settlementReports = createSettlementReports(ctx.db);
  // ── Team reports ──
  router.get(agentPaths.teamBets, ...agentOnly, (c) => {
    const query = readQuery(c, {
      ...reportChecks,
      account: accountFilter,
      gameType: v.optional(v.oneOf(['ALL', ...betGameTypes] as const), 'ALL'),
      status: v.optional(v.oneOf(['ALL', ...betStatuses] as const), 'ALL'),
    });
    const { list, totals, days } = reports.bets(
      accountOf(c).id,
      spanOf(query),
      { account: query.account, gameType: allOr(query.gameType), status: allOr(query.status) },
      sliceOf(query),
    );
    const value: TeamBetValue = { list, totals, days, ...paged(query, totals.count) };
    return ok(c, value);
  });

  router.get(agentPaths.teamProfitLoss, ...agentOnly, (c) => {
    const query = readQuery(c, { ...reportChecks, account: accountFilter });
    const { list, totals, count, days } = reports.profitLoss(
      accountOf(c).id,
      spanOf(query),
      query.account,
      sliceOf(query),
    );
    const value: TeamProfitLossValue = { list, totals, days, ...paged(query, count) };
    return ok(c, value);
  });

  router.get(agentPaths.revenue, ...agentOnly, (c) => {
    const query = readQuery(c, reportChecks);
    const { list, totals, count } = reports.revenue(accountOf(c).id, spanOf(query), sliceOf(query));
    const value: AgentRevenueValue = { list, totals, ...paged(query, count) };
    return ok(c, value);
  });

  router.get(agentPaths.teamTransactions, ...agentOnly, (c) => {
    const query = readQuery(c, {
      ...reportChecks,
      account: accountFilter,
      type: v.optional(v.oneOf(['ALL', ...teamTransactionTypes] as const), 'ALL'),
    });
    const { list, totals } = reports.transactions(
      accountOf(c).id,
      spanOf(query),
      { account: query.account, type: allOr(query.type) },
      sliceOf(query),
    );
    const value: TeamTransactionValue = { list, totals, ...paged(query, totals.count) };
    return ok(c, value);
  });

  // ── Salary and dividend reports (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
  //    agentDividendRecordCopy2) ──
  router.get(agentPaths.settlements, ...agentOnly, (c) => {
    const query = readQuery(c, {
      ...reportChecks,
      kind: v.oneOf(contractKinds),
      role: v.optional(v.oneOf(contractRoles)),
      account: accountFilter,
    });
    requireDividends(query.kind);
    const span = spanOf(query);
    const { list, totals } = settlementReports.list(
      {
        accountId: accountOf(c).id,
        kind: query.kind,
        role: query.role,
        account: likePattern(query.account),
        from: span.from,
        until: span.until,
      },
      sliceOf(query),
    );
    const value: SettlementValue = { list, totals, ...paged(query, totals.count) };
    return ok(c, value);
  });
}
