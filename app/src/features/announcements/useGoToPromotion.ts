import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionState } from '../../data';
import { href, memberHref } from '../../routes/paths';

/**
 * SPEC.md section 2: an announcement's go-to-promotion button opens the reward centre (a member
 * page; guests and trial users, who cannot open it, go to the promotions page) and closes the popup.
 */
export function useGoToPromotion(onClose: () => void) {
  const navigate = useNavigate();
  const { isLogin, isTrial } = useSessionState();
  return useCallback(() => {
    onClose();
    void navigate(isLogin && !isTrial ? memberHref('rewardCenter') : href('promotions'));
  }, [isLogin, isTrial, navigate, onClose]);
}
