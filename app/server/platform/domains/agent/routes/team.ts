// The agent's info, downlines, team overview, transfers to a downline and registering a downline.
import {
  agentPaths,
  downlineTypes,
  ErrorCode,
  type AgentInfoValue,
  type RegisterDownlineValue,
  type TeamDay,
  type TeamOverviewDetails,
} from '@lobby/contract';
import type { PlatformApp } from '../../../domain';
import { isAgentType, memberType } from '../../../auth';
import { ok, parse, PlatformError, readBody, readQuery, v } from '../../../http';
import { checkField } from '../../system/register-rules';
import {
  dayMs,
  dayNumber,
  daysOfSpan,
  dayStartOf,
  dayText,
  isoTime,
  platformOffsetMinutes,
} from '../../../shared/days';
import { toMajor, toMinor } from '../../../shared/money';
import { pageChecks, sliceOf, totalPagesOf } from '../../../shared/paging';
import { accountOf } from '../../../shared/request';
import { newAffiliateCode, timezoneOffsetOf } from '../links';
import { periodStartOf } from '../periods';
import { likePattern } from '../reports';
import type { DownlineRow } from '../team';
import { accountFilter, type AgentRoutesContext } from './context';

/** How many days the overview's chart data covers: the longest view of the agent centre's switch. */
const overviewDays = 30;

export function teamRoutes(router: PlatformApp, { ctx, wallets, team, agentOnly, dividendsOn }: AgentRoutesContext) {
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
  const toDownline = (row: DownlineRow) => ({
    customerId: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    regDate: isoTime(row.reg_date),
    balance: toMajor(row.balance),
    teamSize: team.teamOf(row.id).length,
  });
  router.get(agentPaths.downlines, ...agentOnly, (c) => {
    const query = readQuery(c, { ...pageChecks(20, 100), account: accountFilter });
    const account = query.account ? likePattern(query.account) : null;
    const { n, rows } = team.downlines(accountOf(c).id, account, sliceOf(query));
    return ok(c, { list: rows.map(toDownline), totalCount: n, totalPages: totalPagesOf(n, query.pageSize) });
  });

  const sumsOf = team.betSums;

  /** The overview's last 30 days, today last: what the agent centre charts (TeamOverviewDetails.days). */
  const teamDays = (agent: number, today: number): TeamDay[] => {
    const span = { from: dayStartOf(today - overviewDays + 1), until: dayStartOf(today + 1) };
    const { bets, newMembers } = team.daily(agent, span);
    return daysOfSpan(span).map((day) => {
      const sums = bets.get(day);
      return {
        date: dayText(day),
        betAmount: toMajor(sums?.bet_amount ?? 0),
        validBet: toMajor(sums?.valid_bet ?? 0),
        profitLoss: toMajor(sums?.profit ?? 0),
        newMembers: newMembers.get(day) ?? 0,
      };
    });
  };

  router.get(agentPaths.teamOverview, ...agentOnly, (c) => {
    const me = accountOf(c).id;
    const members = team.teamOf(me);
    const now = ctx.now();
    const today = dayNumber(now);
    const todaySums = sumsOf(me, dayStartOf(today), dayStartOf(today + 1));
    const yesterday = sumsOf(me, dayStartOf(today - 1), dayStartOf(today));
    const month = sumsOf(me, periodStartOf('MONTH', now, dayMs), dayStartOf(today + 1));
    const value: TeamOverviewDetails = {
      teamSize: members.length,
      directMembers: members.filter((row) => row.depth === 1 && !isAgentType(row.type)).length,
      subAgents: members.filter((row) => isAgentType(row.type)).length,
      activeMembers: team.activeMembers(me, now - 7 * dayMs, now + 1),
      teamBalance: toMajor(members.reduce((sum, row) => sum + wallets.mainBalance(row.id), 0)),
      todayBetAmount: toMajor(todaySums.bet_amount),
      todayProfitLoss: toMajor(todaySums.profit),
      yesterdayBetAmount: toMajor(yesterday.bet_amount),
      yesterdayProfitLoss: toMajor(yesterday.profit),
      monthBetAmount: toMajor(month.bet_amount),
      monthValidBet: toMajor(month.valid_bet),
      monthProfitLoss: toMajor(month.profit),
      newMembers: team.newMembers(me, now - 30 * dayMs),
      days: teamDays(me, today),
    };
    return ok(c, value);
  });

  router.post(agentPaths.transferToDownline, ...agentOnly, ctx.idempotent(), (c) => {
    const input = readBody(c, { downlineId: v.int({ min: 1 }), amount: v.amount({ min: 0.01, max: 10_000_000 }) });
    const me = accountOf(c).id;
    if (!team.teamOf(me).some((row) => row.id === input.downlineId)) {
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
}
