// The agent domain (SPEC.md sections 1-4, 6, 7 and 9): the four contract calls (one POST each, the
// action in the body) and their settlement, the downline list, the team overview, transfers to a
// downline, registering a downline, the team reports, the salary and dividend reports, link
// management, agent announcements and the agent's info (its clock). Agents only. Paths and shapes:
// src/api/wire/agent.ts.
import {
  type AgentAnnouncementValue,
  type AgentInfoValue,
  agentPaths,
  type AgentRevenueValue,
  betGameTypes,
  betStatuses,
  type ContractKind,
  type ContractPeriod,
  type ContractTerms,
  type ContractTier,
  downlineTypes,
  ErrorCode,
  MAIN_WALLET_ACCOUNT_TYPE,
  type ReferralLinksValue,
  type RegisterDownlineValue,
  type RemoveReferralLinkValue,
  type SettlementValue,
  type TeamBetValue,
  type TeamOverviewDetails,
  type TeamProfitLossValue,
  teamTransactionTypes,
  type TeamTransactionValue,
} from '@lobby/contract';
import { isAgentType, memberType } from '../../auth';
import type { Domain } from '../../domain';
import { ok, parse, PlatformError, readBody, readQuery, v, type Check } from '../../http';
import { checkField } from '../system/register-rules';
import {
  dateRangeChecks,
  dayMs,
  dayNumber,
  dayStartOf,
  platformOffsetMinutes,
  spanOf,
  isoTime,
} from '../../shared/days';
import { langOf, accountOf } from '../../shared/request';
import { offsetOf, pageChecks, totalPagesOf, type Page, sliceOf } from '../../shared/paging';
import { toMajor, toMinor } from '../../shared/money';
import { createWalletStore } from '../wallet/store';
import { createAnnouncementStore, migrateAnnouncements } from './announcements';
import { createLinkStore, migrateLinks, newAffiliateCode, timezoneOffsetOf } from './links';
import { periodStartOf } from './periods';
import { createTeamReports, likePattern } from './reports';
import { seedAgent } from './seed';
import { createSettlementEngine, createSettlementReports, migrateSettlements } from './settlement';
import { contractKinds, createContractStore, migrateAgent } from './store';

const periods: readonly ContractPeriod[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

const tierCheck = {
  minBetAmount: v.optional(v.amount({ min: 0, max: 1e9 }), 0),
  minProfitLoss: v.optional(v.amount({ min: 0, max: 1e9 }), 0),
  minActiveMembers: v.optional(v.int({ min: 0, max: 100_000 }), 0),
  rate: v.amount({ min: 0.01, max: 100 }),
  dailyBetAmount: v.optional(v.amount({ min: 0, max: 1e9 }), 0),
  hourlyBetAmount: v.optional(v.amount({ min: 0, max: 1e9 }), 0),
};

/** One to five tiers, ascending by minBetAmount (SPEC.md section 3: contract fields). */
const termsCheck: Check<ContractTerms> = (value, field) => {
  const input = parse({ period: v.oneOf(periods), tiers: (raw: unknown) => raw }, value ?? {});
  if (!Array.isArray(input.tiers) || input.tiers.length < 1 || input.tiers.length > 5) {
    throw new PlatformError(ErrorCode.VALIDATION, `${field}.tiers must have 1 to 5 tiers`);
  }
  const tiers: ContractTier[] = input.tiers.map((tier: unknown, index) => {
    try {
      return parse(tierCheck, tier);
    } catch (error) {
      if (error instanceof PlatformError) {
        throw new PlatformError(ErrorCode.VALIDATION, `${field}.tiers[${index}].${error.message}`);
      }
      throw error;
    }
  });
  if (tiers.some((tier, index) => index > 0 && tier.minBetAmount < (tiers[index - 1] as ContractTier).minBetAmount)) {
    throw new PlatformError(ErrorCode.VALIDATION, `${field}.tiers must ascend by minBetAmount`);
  }
  return { period: input.period, tiers };
};

const contractId = v.int({ min: 1 });

const contractPaths: Record<ContractKind, string> = {
  DIVIDEND: agentPaths.dividend,
  DAILY_SALARY: agentPaths.dailySalary,
  HOURLY_SALARY: agentPaths.hourlySalary,
  REALTIME_SALARY: agentPaths.realtimeSalary,
};

/** The query checks of every report: a range of whole days (at most 90) and a page. */
const reportChecks = { ...dateRangeChecks, ...pageChecks(20, 100) };
const accountFilter = v.optional(v.str({ max: 32 }));
const paged = (page: Page, totalCount: number) => ({ totalCount, totalPages: totalPagesOf(totalCount, page.pageSize) });
const allOr = <T extends string>(value: 'ALL' | T): T | undefined => (value === 'ALL' ? undefined : value);

const minute = 60 * 1000;

interface TreeRow {
  id: number;
  type: number;
  depth: number;
}

export const agentDomain: Domain = {
  name: 'agent',
  migrate(db) {
    migrateAgent(db);
    migrateSettlements(db);
    migrateLinks(db);
    migrateAnnouncements(db);
  },
  seed: seedAgent,
  routes(router, ctx) {
    const contracts = createContractStore(ctx.db, ctx.now);
    const wallets = createWalletStore(ctx.db, ctx.now);
    const reports = createTeamReports(ctx.db);
    const settlementReports = createSettlementReports(ctx.db);
    const links = createLinkStore(ctx.db, ctx.now);
    const announcements = createAnnouncementStore(ctx.db);
    const dividendsOn = () => ctx.config.contractDividend;
    const engine = createSettlementEngine({
      db: ctx.db,
      now: ctx.now,
      wallets,
      events: ctx.events,
      windowMs: () => Math.max(ctx.config.realtimeSalaryIntervalMs, 1000),
      dividends: dividendsOn,
    });
    const agentOnly = [ctx.requireToken, ctx.requireAgent] as const;
    const idempotentIfKeyed = ctx.idempotent({ required: false });
    const directDownline = ctx.db.prepare('SELECT id, type FROM accounts WHERE id = ? AND parent_id = ?');
    const team = ctx.db.prepare(`WITH RECURSIVE tree(id, type, depth) AS (
        SELECT id, type, 1 FROM accounts WHERE parent_id = ?
        UNION ALL SELECT a.id, a.type, tree.depth + 1 FROM accounts a JOIN tree ON a.parent_id = tree.id
      ) SELECT id, type, depth FROM tree`);
    const teamOf = (accountId: number) => team.all(accountId) as TreeRow[];
    const requireDividends = (kind: ContractKind) => {
      if (kind === 'DIVIDEND' && !dividendsOn()) {
        throw new PlatformError(ErrorCode.MODULE_DISABLED, 'The contract-dividend feature is not enabled');
      }
    };

    // ── Settlement (SPEC.md sections 1 and 9): each task settles whatever period is over by now. ──
    // Real-time salary runs every window; the others check every minute and settle an hour, a day
    // or a dividend period as soon as it has ended.
    ctx.every('agent-realtime-salary', Math.max(ctx.config.realtimeSalaryIntervalMs, 1000), () =>
      engine.settle(['REALTIME_SALARY']),
    );
    ctx.every('agent-hourly-salary', minute, () => engine.settle(['HOURLY_SALARY']));
    ctx.every('agent-daily-salary', minute, () => engine.settle(['DAILY_SALARY']));
    ctx.every('agent-dividends', minute, () => engine.settle(['DIVIDEND']));

    // ── Contracts ──
    for (const kind of contractKinds) {
      router.post(contractPaths[kind], ...agentOnly, idempotentIfKeyed, (c) => {
        requireDividends(kind);
        const me = accountOf(c).id;
        const body = c.get('body') ?? {};
        const { action } = parse(
          { action: v.oneOf(['list', 'request', 'accept', 'reject', 'terminate'] as const) },
          body,
        );
        if (action === 'list') {
          const input = parse(
            { ...pageChecks(20, 100), role: v.optional(v.oneOf(['upline', 'downline'] as const)) },
            body,
          );
          const { list, totalCount } = contracts.list(kind, me, input.role, input);
          return ok(c, { list, totalCount, totalPages: totalPagesOf(totalCount, input.pageSize) });
        }
        if (action === 'request') {
          const { requestType } = parse({ requestType: v.oneOf(['NEW', 'TERMINATION'] as const) }, body);
          if (requestType === 'TERMINATION') {
            const input = parse({ contractId }, body);
            return ok(c, { contract: contracts.requestTermination(input.contractId, me), autoTerminated: [] });
          }
          const input = parse({ downlineId: v.int({ min: 1 }), terms: termsCheck }, body);
          const downline = directDownline.get(input.downlineId, me) as { id: number; type: number } | undefined;
          if (!downline || !isAgentType(downline.type)) {
            throw new PlatformError(ErrorCode.NOT_DOWNLINE, 'downlineId is not a direct downline agent');
          }
          const contract = contracts.offer({ kind, uplineId: me, downlineId: downline.id, terms: input.terms });
          return ok(c, { contract, autoTerminated: [] });
        }
        const input = parse({ contractId }, body);
        if (action === 'accept') return ok(c, contracts.accept(input.contractId, me));
        const contract =
          action === 'reject' ? contracts.reject(input.contractId, me) : contracts.terminate(input.contractId, me);
        return ok(c, { contract, autoTerminated: [] });
      });
    }

    // ── Agent info (the live clock's offset, the features) ──
    router.get(agentPaths.info, ...agentOnly, (c) => {
      const account = accountOf(c);
      const upline = account.parentId === null ? undefined : ctx.accounts.byId(account.parentId);
      const value: AgentInfoValue = {
        customerId: account.id,
        account: account.username,
        nickname: account.nickname,
        type: account.type,
        upline: upline ? { customerId: upline.id, account: upline.username } : null,
        affiliateCode: account.affiliateCode,
        timezoneOffset: timezoneOffsetOf(ctx.db, account.id),
        platformTimezoneOffset: platformOffsetMinutes,
        realtimeSalaryIntervalMs: ctx.config.realtimeSalaryIntervalMs,
        features: { contractDividend: dividendsOn() },
      };
      return ok(c, value);
    });

    // ── Downlines and the team ──
    const downlines = ctx.db.prepare(`SELECT a.id, a.username, a.nickname, a.type, a.reg_date,
        COALESCE(w.balance, 0) AS balance FROM accounts a
        LEFT JOIN wallets w ON w.account_id = a.id AND w.account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE}
        WHERE a.parent_id = @id AND (@account IS NULL OR a.username LIKE @account ESCAPE '\\')
        ORDER BY a.id LIMIT @limit OFFSET @offset`);
    const downlineCount = ctx.db.prepare(
      "SELECT COUNT(*) AS n FROM accounts WHERE parent_id = @id AND (@account IS NULL OR username LIKE @account ESCAPE '\\')",
    );
    const toDownline = (row: {
      id: number;
      username: string;
      nickname: string;
      type: number;
      reg_date: number;
      balance: number;
    }) => ({
      customerId: row.id,
      account: row.username,
      nickname: row.nickname,
      type: row.type,
      regDate: isoTime(row.reg_date),
      balance: toMajor(row.balance),
      teamSize: teamOf(row.id).length,
    });
    router.get(agentPaths.downlines, ...agentOnly, (c) => {
      const query = readQuery(c, { ...pageChecks(20, 100), account: accountFilter });
      const params = { id: accountOf(c).id, account: query.account ? likePattern(query.account) : null };
      const { n } = downlineCount.get(params) as { n: number };
      const rows = downlines.all({ ...params, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }) as {
        id: number;
        username: string;
        nickname: string;
        type: number;
        reg_date: number;
        balance: number;
      }[];
      return ok(c, { list: rows.map(toDownline), totalCount: n, totalPages: totalPagesOf(n, query.pageSize) });
    });

    const teamSql = `WITH RECURSIVE tree(id) AS (
        SELECT id FROM accounts WHERE parent_id = @agent
        UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id
      )`;
    const teamBetSums = ctx.db.prepare(`${teamSql}
      SELECT COALESCE(SUM(b.bet_amount), 0) AS bet_amount, COALESCE(SUM(b.valid_bet), 0) AS valid_bet,
        COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout - b.bet_amount ELSE 0 END), 0) AS profit
      FROM bets b JOIN tree ON tree.id = b.account_id WHERE b.bet_time >= @from AND b.bet_time < @until`);
    const teamActive = ctx.db.prepare(`${teamSql}
      SELECT COUNT(DISTINCT b.account_id) AS n FROM bets b JOIN tree ON tree.id = b.account_id
      WHERE b.status = 'SETTLED' AND b.valid_bet > 0 AND b.settle_time >= @from AND b.settle_time < @until`);
    const teamNew = ctx.db.prepare(`${teamSql}
      SELECT COUNT(*) AS n FROM accounts a JOIN tree ON tree.id = a.id WHERE a.reg_date >= @from`);
    const sumsOf = (agent: number, from: number, until: number) =>
      teamBetSums.get({ agent, from, until }) as { bet_amount: number; valid_bet: number; profit: number };

    router.get(agentPaths.teamOverview, ...agentOnly, (c) => {
      const me = accountOf(c).id;
      const members = teamOf(me);
      const now = ctx.now();
      const today = dayNumber(now);
      const todaySums = sumsOf(me, dayStartOf(today), dayStartOf(today + 1));
      const yesterday = sumsOf(me, dayStartOf(today - 1), dayStartOf(today));
      const month = sumsOf(me, periodStartOf('MONTH', now, dayMs), dayStartOf(today + 1));
      const value: TeamOverviewDetails = {
        teamSize: members.length,
        directMembers: members.filter((row) => row.depth === 1 && !isAgentType(row.type)).length,
        subAgents: members.filter((row) => isAgentType(row.type)).length,
        activeMembers: (teamActive.get({ agent: me, from: now - 7 * dayMs, until: now + 1 }) as { n: number }).n,
        teamBalance: toMajor(members.reduce((sum, row) => sum + wallets.mainBalance(row.id), 0)),
        todayBetAmount: toMajor(todaySums.bet_amount),
        todayProfitLoss: toMajor(todaySums.profit),
        yesterdayBetAmount: toMajor(yesterday.bet_amount),
        yesterdayProfitLoss: toMajor(yesterday.profit),
        monthBetAmount: toMajor(month.bet_amount),
        monthValidBet: toMajor(month.valid_bet),
        monthProfitLoss: toMajor(month.profit),
        newMembers: (teamNew.get({ agent: me, from: now - 30 * dayMs }) as { n: number }).n,
      };
      return ok(c, value);
    });

    router.post(agentPaths.transferToDownline, ...agentOnly, ctx.idempotent(), (c) => {
      const input = readBody(c, { downlineId: v.int({ min: 1 }), amount: v.amount({ min: 0.01, max: 10_000_000 }) });
      const me = accountOf(c).id;
      if (!teamOf(me).some((row) => row.id === input.downlineId)) {
        throw new PlatformError(ErrorCode.NOT_DOWNLINE, 'downlineId is not in your team');
      }
      const transferId = wallets.transferToAccount(me, input.downlineId, toMinor(input.amount));
      return ok(c, {
        transferId,
        downlineId: input.downlineId,
        amount: input.amount,
        mainBalance: toMajor(wallets.mainBalance(me)),
      });
    });

    // ── registerCenter: a member or sub-agent directly below the agent (SPEC.md section 5 rules) ──
    router.post(agentPaths.registerDownline, ...agentOnly, ctx.sealed, ctx.idempotent(), (c) => {
      const me = accountOf(c);
      const body = c.get('body') ?? {};
      const input = parse(
        {
          username: (value: unknown) => checkField('username', value, true) ?? '',
          password: (value: unknown) => checkField('password', value, true) ?? '',
          confirmPassword: v.str({ max: 128, trim: false }),
          type: v.oneOf(downlineTypes),
          nickname: v.optional(v.str({ max: 32 })),
        },
        body,
      );
      if (input.confirmPassword !== input.password) {
        throw new PlatformError(ErrorCode.VALIDATION, 'confirmPassword inconsistent_twice');
      }
      if (ctx.accounts.byUsername(input.username)) {
        throw new PlatformError(ErrorCode.USERNAME_TAKEN, 'This username is taken');
      }
      const subAgent = input.type === memberType.subAgent;
      const account = ctx.db.transaction(() => {
        // A sub-agent gets its own affiliate code, so its links place members below it.
        const affiliateCode = subAgent ? newAffiliateCode(ctx.accounts) : null;
        return ctx.accounts.create({
          username: input.username,
          password: input.password,
          type: input.type,
          nickname: input.nickname ?? input.username,
          parentId: me.id,
          affiliateCode,
        });
      })();
      ctx.log(`Agent ${me.username} registered ${account.username} (id ${account.id}, type ${account.type})`);
      const value: RegisterDownlineValue = {
        ...toDownline({
          id: account.id,
          username: account.username,
          nickname: account.nickname,
          type: account.type,
          reg_date: account.regDate,
          balance: wallets.mainBalance(account.id),
        }),
        affiliateCode: account.affiliateCode,
      };
      return ok(c, value);
    });

    // ── Team reports ──
    router.get(agentPaths.teamBets, ...agentOnly, (c) => {
      const query = readQuery(c, {
        ...reportChecks,
        account: accountFilter,
        gameType: v.optional(v.oneOf(['ALL', ...betGameTypes] as const), 'ALL'),
        status: v.optional(v.oneOf(['ALL', ...betStatuses] as const), 'ALL'),
      });
      const { list, totals } = reports.bets(
        accountOf(c).id,
        spanOf(query),
        { account: query.account, gameType: allOr(query.gameType), status: allOr(query.status) },
        sliceOf(query),
      );
      const value: TeamBetValue = { list, totals, ...paged(query, totals.count) };
      return ok(c, value);
    });

    router.get(agentPaths.teamProfitLoss, ...agentOnly, (c) => {
      const query = readQuery(c, { ...reportChecks, account: accountFilter });
      const { list, totals, count } = reports.profitLoss(accountOf(c).id, spanOf(query), query.account, sliceOf(query));
      const value: TeamProfitLossValue = { list, totals, ...paged(query, count) };
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
        role: v.optional(v.oneOf(['upline', 'downline'] as const)),
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

    // ── Link management ──
    router.get(agentPaths.links, ...agentOnly, (c) => {
      const me = accountOf(c).id;
      const value: ReferralLinksValue = { list: links.list(me), affiliateCode: links.affiliateCodeOf(me) };
      return ok(c, value);
    });

    router.post(agentPaths.addLink, ...agentOnly, ctx.idempotent(), (c) => {
      const input = readBody(c, {
        type: v.oneOf(['MEMBER', 'AGENT'] as const),
        note: v.optional(v.str({ max: 50 }), ''),
      });
      return ok(c, links.add(accountOf(c).id, input));
    });

    router.delete(agentPaths.removeLink, ...agentOnly, ctx.idempotent(), (c) => {
      const { linkId } = readBody(c, { linkId: v.int({ min: 1 }) });
      links.remove(accountOf(c).id, linkId);
      const value: RemoveReferralLinkValue = { linkId };
      return ok(c, value);
    });

    // ── Agent announcements ──
    router.get(agentPaths.announcements, ...agentOnly, (c) => {
      const query = readQuery(c, pageChecks(10, 50));
      const { list, totalCount } = announcements.list(langOf(c), query.pageSize, offsetOf(query));
      const value: AgentAnnouncementValue = { list, ...paged(query, totalCount) };
      return ok(c, value);
    });
  },
};
