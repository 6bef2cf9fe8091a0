// The agent tree's seed (PLATFORM.md "The embedded platform": an agent tree with contracts of every
// kind): contracts of every kind in every state of SPEC.md section 4 between demo_agent,
// demo_subagent and demo_agent3, their settled periods from the seeded bets (recorded, not paid: the
// seeded balances are the balances after them), referral links, the agents' clocks, the agent
// announcements, and a separate tree for the end-to-end journeys. Deterministic: dates are whole
// days and hours before the seed's clock, amounts come from the seeded bets.
import type { Database } from '../../db';
import {
  type ContractKind,
  contractKinds,
  type ContractStatus,
  type ContractTerms,
  type ContractTier,
  MAIN_WALLET_ACCOUNT_TYPE,
} from '@lobby/contract';
import { memberType } from '../../auth';
import type { PlatformContext, Services } from '../../domain';
import { createRng } from '../../seed/random';
import { demoPassword } from '../../seed-core';
import { dayMs, dayNumber, dayStartOf } from '../../shared/days';
import { seedAnnouncements } from './announcements';
import { createLinkStore, newLinkCode, setTimezoneOffset } from './links';
import { createSettlementEngine } from './settlement';
import { createContractStore, seedContractEnd } from './store';

/**
 * The accounts of the agent journeys (app/e2e): an agent, a sub-agent, and below the sub-agent a
 * member (whose bets the journeys record) and a level-3 agent (the higher-rate rule).
 */
const e2eAgentAccounts = {
  agent: 'e2e_agent',
  subAgent: 'e2e_subagent',
  member: 'e2e_agent_member',
  level3: 'e2e_agent3',
} as const;

const day = dayMs;
const hour = 60 * 60 * 1000;

const tier = (rate: number, minBetAmount: number, extra: Partial<ContractTier> = {}): ContractTier => ({
  minBetAmount,
  minProfitLoss: 0,
  minActiveMembers: 3,
  rate,
  dailyBetAmount: 0,
  hourlyBetAmount: 0,
  ...extra,
});

export function seedAgent(db: Database, ctx: PlatformContext): void {
  const agent = ctx.accounts.byUsername('demo_agent');
  const sub = ctx.accounts.byUsername('demo_subagent');
  if (!agent || !sub) return;
  const wallets = ctx.services.wallet;
  // Contracts start at 10:00 of a day before the seed's, so the settled periods (the seeded bets are
  // all on days before it) are the same whatever the hour of the start.
  const today = dayNumber(ctx.now());
  const at = (daysAgo: number) => dayStartOf(today - daysAgo) + 10 * hour;

  // A third level, so the sub-agent has an agent downline of its own (the higher-rate rule).
  const third = ctx.accounts.create({
    username: 'demo_agent3',
    password: demoPassword,
    type: 42,
    nickname: 'Demo Level-3 Agent',
    parentId: sub.id,
    affiliateCode: 'DEMOAG3',
    regDate: ctx.now() - 40 * day,
    passwordCost: 1024,
  });
  wallets.seedBalance(third.id, MAIN_WALLET_ACCOUNT_TYPE, 800_000);

  // The agents' clocks (the agent centre's live clock): GMT+08:00 and GMT+07:00.
  setTimezoneOffset(db, agent.id, 480);
  setTimezoneOffset(db, sub.id, 420);

  const store = createContractStore(db, ctx.now);
  const offer = (
    kind: ContractKind,
    from: number,
    to: number,
    terms: ContractTerms,
    daysAgo: number,
    status?: ContractStatus,
  ) => store.offer({ kind, uplineId: from, downlineId: to, terms, time: at(daysAgo), status });

  // Every kind and every state (SPEC.md section 4), agent -> sub-agent -> level 3. The tiers fit the
  // seeded team's volume (about 1,300.00 of valid bets a day), so some periods pay and some do not
  // (a dividend pays only in the weeks the team lost).
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
      period: 'WEEKLY',
      tiers: [tier(25, 5_000, { minProfitLoss: 0 }), tier(30, 10_000, { minProfitLoss: 1_000, minActiveMembers: 5 })],
    },
    60,
    'ACTIVE',
  );
  offer(
    'DIVIDEND',
    sub.id,
    third.id,
    { period: 'MONTHLY', tiers: [tier(20, 5_000, { minProfitLoss: 500 })] },
    30,
    'ACTIVE',
  );
  // A daily salary that ran for 55 days and was ended by the upline 3 days ago; a new offer waits.
  const ended = offer(
    'DAILY_SALARY',
    agent.id,
    sub.id,
    { period: 'DAILY', tiers: [tier(0.8, 500, { dailyBetAmount: 500 })] },
    58,
    'ACTIVE',
  );
  seedContractEnd(db, ended.contractId, 'TERMINATED', at(3));
  offer(
    'DAILY_SALARY',
    agent.id,
    sub.id,
    {
      period: 'DAILY',
      tiers: [tier(1, 500, { dailyBetAmount: 500 }), tier(1.2, 2_000, { dailyBetAmount: 2_000 })],
    },
    1,
  );
  // The sub-agent paid its level 3 a 0.8 % hourly salary until it accepted 0.5 % from its own upline:
  // the higher-rate rule ended the 0.8 % contract automatically.
  const higher = offer(
    'HOURLY_SALARY',
    sub.id,
    third.id,
    { period: 'DAILY', tiers: [tier(0.8, 100, { hourlyBetAmount: 100, minActiveMembers: 1 })] },
    50,
    'ACTIVE',
  );
  const hourly = offer(
    'HOURLY_SALARY',
    agent.id,
    sub.id,
    { period: 'DAILY', tiers: [tier(0.5, 100, { hourlyBetAmount: 100, minActiveMembers: 1 })] },
    45,
    'ACTIVE',
  );
  seedContractEnd(db, higher.contractId, 'AUTO_HIGHER_RATE', at(45));
  store.requestTermination(hourly.contractId, agent.id);
  offer(
    'REALTIME_SALARY',
    agent.id,
    sub.id,
    { period: 'DAILY', tiers: [tier(0.8, 0, { minActiveMembers: 1 })] },
    20,
    'ACTIVE',
  );
  offer('REALTIME_SALARY', sub.id, third.id, { period: 'DAILY', tiers: [tier(0.5, 0)] }, 10);

  // Referral links, with codes from the seed.
  const links = createLinkStore(db, ctx.now);
  const rng = createRng(ctx.config.seed, 'agent-links');
  const code = () => newLinkCode((max) => rng.int(0, max - 1));
  links.add(agent.id, { type: 'MEMBER', note: 'Facebook group', code: code(), time: at(25) });
  links.add(agent.id, { type: 'AGENT', note: 'Partners', code: code(), time: at(12) });
  links.add(sub.id, { type: 'MEMBER', note: '', code: code(), time: at(8) });

  seedAnnouncements(db, ctx.now());
  seedE2eTree(ctx, wallets);

  // The periods settled so far, from the seeded bets.
  createSettlementEngine({
    db,
    now: ctx.now,
    wallets,
    windowMs: () => Math.max(ctx.config.realtimeSalaryIntervalMs, 1000),
    dividends: () => ctx.config.contractDividend,
  }).settle(contractKinds, { pay: false });
}

/** The journeys' own tree, so they never change the demo accounts' state. */
function seedE2eTree(ctx: PlatformContext, wallets: Services['wallet']): void {
  const create = (username: string, type: number, parentId: number | null, affiliateCode: string | null) => {
    const account = ctx.accounts.create({
      username,
      password: demoPassword,
      type,
      nickname: username,
      parentId,
      affiliateCode,
      passwordCost: 1024,
    });
    wallets.seedBalance(account.id, MAIN_WALLET_ACCOUNT_TYPE, 1_000_000);
    return account;
  };
  const agent = create(e2eAgentAccounts.agent, memberType.agent, null, 'E2EAGENT');
  const sub = create(e2eAgentAccounts.subAgent, memberType.subAgent, agent.id, 'E2ESUB');
  create(e2eAgentAccounts.member, memberType.member, sub.id, null);
  const level3 = create(e2eAgentAccounts.level3, 42, sub.id, 'E2EAG3');
  // The sub-agent pays its level 3 a 2 % hourly salary: accepting a lower rate from its own upline
  // ends it (the higher-rate rule of SPEC.md section 4).
  createContractStore(ctx.db, ctx.now).offer({
    kind: 'HOURLY_SALARY',
    uplineId: sub.id,
    downlineId: level3.id,
    terms: { period: 'DAILY', tiers: [tier(2, 0, { minActiveMembers: 1 })] },
    time: ctx.now() - day,
    status: 'ACTIVE',
  });
}
