import { useReferralInfo, useSessionState } from '../../data';

/**
 * Whether the referral items show (SPEC.md section 2: rewards and invite friends show when the
 * referral promotion is enabled or the visitor is logged out). Trial users are never asked (the
 * platform refuses them, SPEC.md section 6). Until a member's flag is known, and if it cannot be
 * read, the items stay: hiding them first and showing them later would move the menus (CLS 0).
 */
export function useReferralShown(): boolean {
  const { isLogin, isTrial } = useSessionState();
  const referral = useReferralInfo(isLogin && !isTrial);
  if (!isLogin) return true;
  if (isTrial) return false;
  return referral.data?.referralPromoEnabled ?? true;
}
