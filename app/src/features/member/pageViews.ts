/**
 * The member centre's pages (SPEC.md section 2), one code-split chunk each: a player who opens the
 * wallet does not download the records tables. Each file default-exports its page; a
 * chunk that fails to arrive recovers like a route's (routes/lazyPage.tsx).
 */
import { lazyPage, type LazyPage } from '../../routes/lazyPage';
import type { MemberPage } from '../../routes/paths';

export const memberPageViews: Record<MemberPage, LazyPage> = {
  securityCenter: lazyPage('member-securityCenter', () => import('./pages/SecurityCenterPage')),
  transferFund: lazyPage('member-transferFund', () => import('./pages/TransferFundPage')),
  depositv2: lazyPage('member-depositv2', () => import('./pages/DepositPage')),
  withdraw: lazyPage('member-withdraw', () => import('./pages/WithdrawPage')),
  transferUpline: lazyPage('member-transferUpline', () => import('./pages/TransferUplinePage')),
  personalHistoryCopy: lazyPage('member-personalHistoryCopy', () => import('./pages/BettingRecordPage')),
  transactionHistory: lazyPage('member-transactionHistory', () => import('./pages/AccountRecordPage')),
  personalProfit: lazyPage('member-personalProfit', () => import('./pages/ProfitLossPage')),
  bonusDetails: lazyPage('member-bonusDetails', () => import('./pages/BonusDetailsPage')),
  rewardCenter: lazyPage('member-rewardCenter', () => import('./pages/RewardCenterPage')),
  referral: lazyPage('member-referral', () => import('./pages/ReferralPage')),
  missionLeaderboard: lazyPage('member-missionLeaderboard', () => import('./pages/MissionLeaderboardPage')),
  messageV2: lazyPage('member-messageV2', () => import('./pages/MessagesPage')),
  manualRebate: lazyPage('member-manualRebate', () => import('./pages/ManualRebatePage')),
};
