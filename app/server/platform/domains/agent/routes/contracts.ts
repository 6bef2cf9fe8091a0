// The agent's four contract calls (one POST each, the action in the body).
import {
  agentPaths,
  ErrorCode,
  type ContractKind,
  contractActions,
  contractKinds,
  contractPeriods,
  contractRequestTypes,
  contractRoles,
  type ContractTerms,
  type ContractTier,
} from '@lobby/contract';
import type { PlatformApp } from '../../../domain';
import { isAgentType } from '../../../auth';
import { ok, parse, PlatformError, v, type Check } from '../../../http';
import { pageChecks, totalPagesOf } from '../../../shared/paging';
import { accountOf } from '../../../shared/request';
import type { AgentRoutesContext } from './context';

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
  const input = parse({ period: v.oneOf(contractPeriods), tiers: (raw: unknown) => raw }, value ?? {});
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

export function contractRoutes(
  router: PlatformApp,
  { ctx, contracts, team, agentOnly, requireDividends }: AgentRoutesContext,
) {
  const idempotentIfKeyed = ctx.idempotent({ required: false });
  // ── Contracts ──
  for (const kind of contractKinds) {
    router.post(contractPaths[kind], ...agentOnly, idempotentIfKeyed, (c) => {
      requireDividends(kind);
      const me = accountOf(c).id;
      const body = c.get('body') ?? {};
      const { action } = parse({ action: v.oneOf(contractActions) }, body);
      if (action === 'list') {
        const input = parse({ ...pageChecks(20, 100), role: v.optional(v.oneOf(contractRoles)) }, body);
        const { list, totalCount } = contracts.list(kind, me, input.role, input);
        return ok(c, { list, totalCount, totalPages: totalPagesOf(totalCount, input.pageSize) });
      }
      if (action === 'request') {
        const { requestType } = parse({ requestType: v.oneOf(contractRequestTypes) }, body);
        if (requestType === 'TERMINATION') {
          const input = parse({ contractId }, body);
          return ok(c, { contract: contracts.requestTermination(input.contractId, me), autoTerminated: [] });
        }
        const input = parse({ downlineId: v.int({ min: 1 }), terms: termsCheck }, body);
        const downline = team.directDownline(input.downlineId, me);
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
}
