// The data layer (ARCHITECTURE.md: app/src/data): the API provider, the session store and the SWR
// hooks per domain.
export { ApiProvider, useApi, useSessionState, type ApiProviderProps } from './ApiProvider';
export { createAppApi, logoutSession, restoreSession, type AppApi, type AppApiOptions } from './appApi';
export {
  createSessionStore,
  rememberMerchant,
  takeTokenFromUrl,
  type SessionState,
  type SessionStore,
  type SessionUser,
} from './sessionStore';
export { readRememberedLogin, rememberLogin, type RememberedLogin } from './rememberMe';
export { forcedPasswordChange, mustChangePassword, useSession, type ForcedPasswordChange } from './session';
export {
  useMemberIcon,
  useMemberInfo,
  useMemberProfile,
  useProfileActions,
  useReferralFriends,
  useReferralStats,
} from './member';
export {
  pendingRefreshMs,
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
  type FavouriteChange,
  type GameListFilter,
} from './games';
export { useAnnouncements, useBanners, useChatModels, useUnreadCount, useWinnerBoard } from './home';
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
  useCustomerService,
  useDomainRoute,
  useFeatureModules,
  useHelpCenter,
  useRegisterSettings,
  useSystemStatus,
} from './system';
export { preloadHome, preloadSystemStatus } from './preload';
export { useIdempotentAction } from './useIdempotentAction';
