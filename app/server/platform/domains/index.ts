// The domain registry (README.md in the parent folder: how to add a domain). Order matters for seeds:
// a domain's seed runs after the core accounts and after the domains above it.
import type { Domain, PlatformContext, Readers, Services } from '../domain';
import { agentDomain, agentReader } from './agent';
import { articlesDomain } from './articles';
import { betsDomain, betsReader } from './bets';
import { challengeDomain, challengeService } from './challenge';
import { chatDomain } from './chat';
import { eventsDomain } from './events';
import { exclusionDomain, exclusionReader } from './exclusion';
import { gamesDomain, gamesReader } from './games';
import { homeDomain } from './home';
import { identityDomain } from './identity';
import { jackpotDomain } from './jackpot';
import { limitsDomain, limitsReader } from './limits';
import { lotteryDomain, lotteryReader, lotteryService } from './lottery';
import { memberDomain, memberReader } from './member';
import { messagesDomain, messagesReader, messagesService } from './messages';
import { pointsDomain, pointsReader } from './points';
import { promotionsDomain, promotionsReader, promotionsService } from './promotions';
import { sessionDomain, sessionService } from './session';
import { systemDomain } from './system';
import { vipDomain, vipReader } from './vip';
import { walletDomain, walletReader, walletService } from './wallet';

export const domains: readonly Domain[] = [
  systemDomain,
  sessionDomain,
  memberDomain,
  gamesDomain,
  walletDomain,
  betsDomain,
  limitsDomain,
  exclusionDomain,
  pointsDomain,
  agentDomain,
  lotteryDomain,
  promotionsDomain,
  messagesDomain,
  homeDomain,
  chatDomain,
  jackpotDomain,
  articlesDomain,
  eventsDomain,
  vipDomain,
  // Seeds nothing: its place changes no id.
  challengeDomain,
  // Last: its seed's account comes after every other domain's, whose ids stay as they were.
  identityDomain,
];

/** The readers each domain gives the others (domain.ts: Readers); made once the tables exist. */
export function createReaders(ctx: Pick<PlatformContext, 'db' | 'now' | 'config'>): Readers {
  const wallet = walletReader(ctx.db);
  const bets = betsReader(ctx.db);
  return {
    agent: agentReader(ctx.db),
    games: gamesReader(ctx.db),
    points: pointsReader(ctx.db),
    member: memberReader(ctx.db),
    messages: messagesReader(ctx.db),
    lottery: lotteryReader(ctx.db),
    wallet,
    bets,
    limits: limitsReader(ctx, { deposited: wallet.depositedBetween, netLoss: bets.netLossBetween }),
    promotions: promotionsReader(ctx),
    exclusion: exclusionReader(ctx),
    vip: vipReader(ctx, { wallet, bets }),
  };
}

/**
 * The services each domain gives the others (domain.ts: Services); made once the tables exist, with
 * the readers. A service that writes runs inside its caller's transaction as the store's call does.
 */
export function createServices(
  ctx: Pick<PlatformContext, 'db' | 'now' | 'log' | 'config' | 'readers' | 'accounts'>,
): Services {
  const wallet = walletService(ctx);
  const challenge = challengeService(ctx);
  return {
    wallet,
    messages: messagesService(ctx),
    challenge,
    session: sessionService(ctx, challenge),
    lottery: lotteryService(ctx),
    promotions: promotionsService(ctx, wallet),
  };
}
