// The domain registry (README.md in the parent folder: how to add a domain). Order matters for seeds:
// a domain's seed runs after the core accounts and after the domains above it.
import type { Database } from '../db';
import type { Domain, Readers } from '../domain';
import { agentDomain, agentReader } from './agent';
import { articlesDomain } from './articles';
import { betsDomain } from './bets';
import { eventsDomain } from './events';
import { gamesDomain, gamesReader } from './games';
import { homeDomain } from './home';
import { jackpotDomain } from './jackpot';
import { lotteryDomain, lotteryReader } from './lottery';
import { memberDomain } from './member';
import { messagesDomain, messagesReader } from './messages';
import { pointsDomain, pointsReader } from './points';
import { promotionsDomain } from './promotions';
import { sessionDomain } from './session';
import { systemDomain } from './system';
import { walletDomain } from './wallet';

export const domains: readonly Domain[] = [
  systemDomain,
  sessionDomain,
  memberDomain,
  gamesDomain,
  walletDomain,
  betsDomain,
  pointsDomain,
  agentDomain,
  lotteryDomain,
  promotionsDomain,
  messagesDomain,
  homeDomain,
  jackpotDomain,
  articlesDomain,
  eventsDomain,
];

/** The readers each domain gives the others (domain.ts: Readers); made once the tables exist. */
export const createReaders = (db: Database): Readers => ({
  agent: agentReader(db),
  games: gamesReader(db),
  points: pointsReader(db),
  messages: messagesReader(db),
  lottery: lotteryReader(db),
});
