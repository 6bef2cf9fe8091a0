// The data layer (ARCHITECTURE.md: app/src/data): the API provider, the session store and the SWR
// hooks per domain. The start-up script (App, entry-client) imports the modules it needs directly,
// so that it does not carry every domain's hooks.
export { useApi, useSessionState } from './ApiProvider';
export { createAppApi } from './appApi';
export { readRememberedLogin, rememberLogin } from './rememberMe';
export { forcedPasswordChange, useSession, useThirdPartyLogin, type ForcedPasswordChange } from './session';
export {
  useMemberIcon,
  useMemberInfo,
  useMemberProfile,
  useProfileActions,
  useReferralFriends,
  useReferralStats,
} from './member';
export {
  useBalance,
  useConsolidatedFunds,
  useDepositMethods,
  useDeposits,
  useIsSingleWallet,
  useMoneyActions,
  useUpline,
  useWalletRefresh,
  useWithdrawals,
  useWithdrawSettings,
} from './wallet';
export {
  useCardRooms,
  useCloseGame,
  useFavourites,
  useGameList,
  useGameVendors,
  useHotGames,
  useLaunchGame,
  useRecentGames,
  useVendorGameTypes,
  type GameListFilter,
} from './games';
export { useAnnouncements, useBanners, useUnreadCount, useWinnerBoard } from './home';
export {
  useLaunchLottery,
  useLotteryMenus,
  useMissionLeaderboard,
  useMissionSummary,
  useOpenedNumbers,
  useVnGameMenu,
  useVnRecentGames,
} from './lottery';
export {
  usePointActions,
  usePointBalance,
  usePointConfig,
  usePointDetails,
  usePointRewards,
  useRedeemRecords,
} from './points';
export { useMessageActions, useMessages } from './messages';
export { useLimits } from './playerLimits';
export { useActiveSessions, useLoginHistory, useThirdPartyLinks, useTwoStep } from './security';
export { useTakeBreak } from './exclusion';
export { useRealityCheck, useSessionSummary } from './realityCheck';
export {
  useArticle,
  useArticles,
  useJackpotPools,
  useJackpotWinners,
  usePromotionActions,
  usePromotionDetail,
  usePromotions,
  useReferralInfo,
  useRewardCenter,
} from './promotions';
export {
  useAccountRecord,
  useBetRecord,
  useBonusDetails,
  useProfitLoss,
  useRebateActions,
  useRebateClaims,
  useRebateSummary,
} from './records';
export { useAgentActions, useContractChange, useContracts, useDownlines, useTeamOverview } from './agent';
export type { ContractChange } from './agent';
export { useAgentAnnouncements, useAgentInfo, useAgentRevenue, useContractSettlements } from './agent';
export { useReferralLinks, useTeamBets, useTeamProfitLoss, useTeamTransactions } from './agent';
export {
  useFeatureModules,
  useHelpCenter,
  useRegisterSettings,
  useSystemStatus,
  useThirdPartyChannels,
} from './system';
export { openingCalls } from './preload';
export { createFirstScreenCollector, type FirstScreenAnswers, type OpeningCall } from './firstScreen';
export { useIdempotentAction } from './useIdempotentAction';
export { useVipAvailable, useVipLevels, useVipStatus } from './vip';
