/**
 * The VIP club (SPEC.md sections 2 and 3): whether the operator offers it (the VIPCLUB3 whitelabel
 * module), its levels, and the player's level and progress. The login state's VIP flag, label and
 * rank level come with member info (sessionStore.ts).
 */
import { getVipLevels, getVipStatus } from '../api/vip';
import { useApi, useSessionState } from './ApiProvider';
import { useMemberSWR, usePublicSWR } from './swr';
import { useFeatureModules } from './system';

/** The module that switches the club on, per operator. */
const vipModule = 'VIPCLUB3';

/**
 * Whether the VIP item and page are there for this visitor: the club is on and the player may use
 * it (logged in, not a trial user). Unknown while the module tree loads: false, since the item
 * shows only "if available" (SPEC.md section 2).
 */
export function useVipAvailable(): boolean {
  const { isLogin, isTrial } = useSessionState();
  const modules = useFeatureModules();
  return isLogin && !isTrial && modules.data?.includes(vipModule) === true;
}

/** The levels and their benefits, in the player's language. */
export function useVipLevels() {
  const { language } = useApi();
  const available = useVipAvailable();
  return usePublicSWR(available ? ['vip/levels', language] : null, getVipLevels);
}

/** The player's level and the way to the next, in the player's language. */
export function useVipStatus() {
  const { language } = useApi();
  const available = useVipAvailable();
  return useMemberSWR(['vip/status', language], getVipStatus, undefined, available);
}
