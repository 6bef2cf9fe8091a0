// The agent domain (SPEC.md sections 1-4, 6, 7 and 9): the four contract calls (one POST each, the
// action in the body) and their settlement, the downline list, the team overview, transfers to a
// downline, registering a downline, the team reports, the salary and dividend reports, link
// management, agent announcements and the agent's info (its clock). Agents only. Paths and shapes:
// src/api/wire/agent.ts.
import type { Database } from '../../db';
import type { Domain, Readers } from '../../domain';
import { migrateAnnouncements } from './announcements';
import { migrateLinks, referralLinkByCode } from './links';
import { contractRoutes } from './routes/contracts';
import { createAgentRoutesContext } from './routes/context';
import { linkRoutes } from './routes/links';
import { reportRoutes } from './routes/reports';
import { teamRoutes } from './routes/team';
import { seedAgent } from './seed';
import { createSettlementEngine, migrateSettlements } from './settlement';
import { contractFlags, migrateAgent } from './store';

const minute = 60 * 1000;

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
    const routes = createAgentRoutesContext(ctx);
    const engine = createSettlementEngine({
      db: ctx.db,
      now: ctx.now,
      wallets: routes.wallets,
      events: ctx.events,
      windowMs: () => Math.max(ctx.config.realtimeSalaryIntervalMs, 1000),
      dividends: routes.dividendsOn,
    });

    // ── Settlement (SPEC.md sections 1 and 9): each task settles whatever period is over by now. ──
    // Real-time salary runs every window; the others check every minute and settle an hour, a day
    // or a dividend period as soon as it has ended.
    ctx.every('agent-realtime-salary', Math.max(ctx.config.realtimeSalaryIntervalMs, 1000), () =>
      engine.settle(['REALTIME_SALARY']),
    );
    ctx.every('agent-hourly-salary', minute, () => engine.settle(['HOURLY_SALARY']));
    ctx.every('agent-daily-salary', minute, () => engine.settle(['DAILY_SALARY']));
    ctx.every('agent-dividends', minute, () => engine.settle(['DIVIDEND']));

    contractRoutes(router, routes);
    teamRoutes(router, routes);
    reportRoutes(router, routes);
    linkRoutes(router, routes);
  },
};

/** What other domains read of the agent's data (domain.ts: Readers). */
export const agentReader = (db: Database): Readers['agent'] => ({
  contractFlags: (accountId) => contractFlags(db, accountId),
  referralLink: (code) => referralLinkByCode(db, code),
});
