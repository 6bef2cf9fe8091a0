// The domain registry (README.md in the parent folder: how to add a domain). Order matters for seeds:
// a domain's seed runs after the core accounts and after the domains above it.
import type { Domain } from '../domain';
import { agentDomain } from './agent';
import { articlesDomain } from './articles';
import { betsDomain } from './bets';
import { eventsDomain } from './events';
import { gamesDomain } from './games';
import { homeDomain } from './home';
import { jackpotDomain } from './jackpot';
import { lotteryDomain } from './lottery';
import { memberDomain } from './member';
import { messagesDomain } from './messages';
import { pointsDomain } from './points';
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
