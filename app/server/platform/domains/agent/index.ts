// The agent domain (SPEC.md sections 3, 4, 6, 7): the four contract calls (one POST each, the action in
// the body), the downline list, the team overview and transfers to a downline. Agents only.
import type { Context } from 'hono';
import type { ContractKind, ContractPeriod, ContractTerms, ContractTier } from '../../../../src/api/wire/agent';
import { ErrorCode } from '../../../../src/api/wire/errors';
import { MAIN_WALLET_ACCOUNT_TYPE } from '../../../../src/api/wire/wallet';
import { isAgentType } from '../../auth';
import type { Domain, PlatformEnv } from '../../config';
import { ok, parse, PlatformError, readBody, readQuery, v, type Check } from '../../http';
import { createRng, hashString } from '../../seed/random';
import { demoPassword } from '../../seed-core';
import { isoTime, pageChecks, toMajor, toMinor, totalPagesOf } from '../wallet/common';
import { createWalletStore } from '../wallet/store';
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

function accountOf(c: Context<PlatformEnv>) {
  const account = c.get('account');
  if (!account) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
  return account;
}

const contractPaths: Record<ContractKind, string> = {
  DIVIDEND: '/wps/relay/MCS2_processDividendReq',
  DAILY_SALARY: '/wps/relay/MCS2_processDailySalContract',
  HOURLY_SALARY: '/wps/relay/MCS2_processContractHourSalary',
  REALTIME_SALARY: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

const tier = (rate: number, minBetAmount: number, extra: Partial<ContractTier> = {}): ContractTier => ({
  minBetAmount,
  minProfitLoss: 0,
  minActiveMembers: 3,
  rate,
  dailyBetAmount: 0,
  hourlyBetAmount: 0,
  ...extra,
});

interface TreeRow {
  id: number;
  type: number;
  depth: number;
}

export const agentDomain: Domain = {
  name: 'agent',
  migrate: migrateAgent,
  seed(db, ctx) {
    const agent = ctx.accounts.byUsername('demo_agent');
    const sub = ctx.accounts.byUsername('demo_subagent');
    if (!agent || !sub) return;
    // A third level, so the sub-agent has an agent downline of its own (the higher-rate rule).
    const third = ctx.accounts.create({
      username: 'demo_agent3',
      password: demoPassword,
      type: 42,
      nickname: 'Demo Level-3 Agent',
      parentId: sub.id,
      regDate: ctx.now() - 40 * 24 * 60 * 60 * 1000,
    });
    createWalletStore(db, ctx.now).seedBalance(third.id, MAIN_WALLET_ACCOUNT_TYPE, 800_000);
    const store = createContractStore(db, ctx.now);
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => ctx.now() - daysAgo * day;
    const offer = (
      kind: ContractKind,
      from: number,
      to: number,
      terms: ContractTerms,
      daysAgo: number,
      status?: 'ACTIVE' | 'REJECTED' | 'TERMINATED',
    ) => store.offer({ kind, uplineId: from, downlineId: to, terms, time: at(daysAgo), status });
    // Every kind and every state (SPEC.md section 4), agent -> sub-agent -> level 3.
    offer(
      'DIVIDEND',
      agent.id,
      sub.id,
      { period: 'SEMIMONTHLY', tiers: [tier(20, 10_000, { minProfitLoss: 5_000 })] },
      90,
      'REJECTED',
    );
    offer(
      'DIVIDEND',
      agent.id,
      sub.id,
      {
        period: 'SEMIMONTHLY',
        tiers: [tier(25, 10_000, { minProfitLoss: 5_000 }), tier(30, 50_000, { minProfitLoss: 20_000 })],
      },
      60,
      'ACTIVE',
    );
    offer(
      'DIVIDEND',
      sub.id,
      third.id,
      { period: 'MONTHLY', tiers: [tier(20, 20_000, { minProfitLoss: 5_000 })] },
      30,
      'ACTIVE',
    );
    offer(
      'DAILY_SALARY',
      agent.id,
      sub.id,
      { period: 'DAILY', tiers: [tier(0.8, 5_000, { dailyBetAmount: 5_000 })] },
      80,
      'TERMINATED',
    );
    offer(
      'DAILY_SALARY',
      agent.id,
      sub.id,
      {
        period: 'DAILY',
        tiers: [tier(1, 5_000, { dailyBetAmount: 5_000 }), tier(1.2, 20_000, { dailyBetAmount: 20_000 })],
      },
      1,
    );
    const hourly = offer(
      'HOURLY_SALARY',
      agent.id,
      sub.id,
      { period: 'DAILY', tiers: [tier(0.5, 1_000, { hourlyBetAmount: 1_000 })] },
      45,
      'ACTIVE',
    );
    store.requestTermination(hourly.contractId, agent.id);
    offer('REALTIME_SALARY', agent.id, sub.id, { period: 'DAILY', tiers: [tier(0.8, 0)] }, 20, 'ACTIVE');
    offer('REALTIME_SALARY', sub.id, third.id, { period: 'DAILY', tiers: [tier(0.5, 0)] }, 10);
  },
  routes(router, ctx) {
    const contracts = createContractStore(ctx.db, ctx.now);
    const wallets = createWalletStore(ctx.db, ctx.now);
    const agentOnly = [ctx.requireToken, ctx.requireAgent] as const;
    const idempotentIfKeyed = ctx.idempotent({ required: false });
    const directDownline = ctx.db.prepare('SELECT id, type FROM accounts WHERE id = ? AND parent_id = ?');
    const team = ctx.db.prepare(`WITH RECURSIVE tree(id, type, depth) AS (
        SELECT id, type, 1 FROM accounts WHERE parent_id = ?
        UNION ALL SELECT a.id, a.type, tree.depth + 1 FROM accounts a JOIN tree ON a.parent_id = tree.id
      ) SELECT id, type, depth FROM tree`);
    const teamOf = (accountId: number) => team.all(accountId) as TreeRow[];

    for (const kind of contractKinds) {
      router.post(contractPaths[kind], ...agentOnly, idempotentIfKeyed, (c) => {
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

    const downlines = ctx.db.prepare(`SELECT a.id, a.username, a.nickname, a.type, a.reg_date,
        COALESCE(w.balance, 0) AS balance FROM accounts a
        LEFT JOIN wallets w ON w.account_id = a.id AND w.account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE}
        WHERE a.parent_id = @id AND (@account IS NULL OR a.username LIKE @account ESCAPE '\\')
        ORDER BY a.id LIMIT @limit OFFSET @offset`);
    const downlineCount = ctx.db.prepare(
      "SELECT COUNT(*) AS n FROM accounts WHERE parent_id = @id AND (@account IS NULL OR username LIKE @account ESCAPE '\\')",
    );
    router.get('/wps/relay/MCSFE_getDownlineList', ...agentOnly, (c) => {
      const query = readQuery(c, { ...pageChecks(20, 100), account: v.optional(v.str({ max: 32 })) });
      const params = {
        id: accountOf(c).id,
        account: query.account ? `%${query.account.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null,
      };
      const { n } = downlineCount.get(params) as { n: number };
      const rows = downlines.all({ ...params, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }) as {
        id: number;
        username: string;
        nickname: string;
        type: number;
        reg_date: number;
        balance: number;
      }[];
      const list = rows.map((row) => ({
        customerId: row.id,
        account: row.username,
        nickname: row.nickname,
        type: row.type,
        regDate: isoTime(row.reg_date),
        balance: toMajor(row.balance),
        teamSize: teamOf(row.id).length,
      }));
      return ok(c, { list, totalCount: n, totalPages: totalPagesOf(n, query.pageSize) });
    });

    router.get('/wps/relay/MCSFE_getTeamOverview', ...agentOnly, (c) => {
      const me = accountOf(c).id;
      const members = teamOf(me);
      const balances = members.map((row) => wallets.mainBalance(row.id));
      // No bets are recorded here: today's figures are derived from the seed and the date, stable for a day.
      const rng = createRng(ctx.config.seed ^ hashString(String(me)), new Date(ctx.now()).toISOString().slice(0, 10));
      const todayBet = members.length * rng.int(50, 400) * 100;
      return ok(c, {
        teamSize: members.length,
        directMembers: members.filter((row) => row.depth === 1 && !isAgentType(row.type)).length,
        subAgents: members.filter((row) => isAgentType(row.type)).length,
        activeMembers: Math.ceil(members.length * 0.6),
        teamBalance: toMajor(balances.reduce((sum, amount) => sum + amount, 0)),
        todayBetAmount: toMajor(todayBet),
        todayProfitLoss: toMajor(Math.round(todayBet * (rng.next() * 0.2 - 0.1))),
      });
    });

    router.post('/wps/relay/MCS2_transferToDownline', ...agentOnly, ctx.idempotent(), (c) => {
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
  },
};
