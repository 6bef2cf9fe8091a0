// What the agent's route areas share: the stores, the agents-only middlewares, the dividend switch
// and the checks every list uses.
import { ErrorCode, type ContractKind } from '@lobby/contract';
import type { PlatformContext } from '../../../domain';
import { PlatformError, v } from '../../../http';
import { totalPagesOf, type Page } from '../../../shared/paging';
import { createContractStore } from '../store';
import { createTeamStore } from '../team';

export function createAgentRoutesContext(ctx: PlatformContext) {
  const dividendsOn = () => ctx.config.contractDividend;
  return {
    ctx,
    contracts: createContractStore(ctx.db, ctx.now),
    wallets: ctx.services.wallet,
    team: createTeamStore(ctx.db),
    agentOnly: [ctx.requireToken, ctx.requireAgent] as const,
    dividendsOn,
    requireDividends: (kind: ContractKind) => {
      if (kind === 'DIVIDEND' && !dividendsOn()) {
        throw new PlatformError(ErrorCode.MODULE_DISABLED, 'The contract-dividend feature is not enabled');
      }
    },
  };
}

export type AgentRoutesContext = ReturnType<typeof createAgentRoutesContext>;

/** The account-name filter of the lists (a LIKE pattern once escaped). */
export const accountFilter = v.optional(v.str({ max: 32 }));

/** totalCount and totalPages of a page. */
export const paged = (page: Page, totalCount: number) => ({
  totalCount,
  totalPages: totalPagesOf(totalCount, page.pageSize),
});
