import type { BannerLink } from '@lobby/design-system';
import { useNavigate } from 'react-router-dom';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { seamlessParams } from '../games';

/**
 * Opens a banner's target, in every slot alike (the home carousel, the popups' bands, the side
 * menu's card): routes in the site, pages in a new tab, promotions on their page, games by the play
 * rules. `before` runs first (a popup closes, so that the target is not hidden behind it).
 */
export function useOpenBanner(before?: () => void) {
  const navigate = useNavigate();
  const { requireMember } = useSite();
  return (link: BannerLink) => {
    before?.();
    switch (link.type) {
      case 'route':
        void navigate(link.target);
        return;
      case 'external':
        window.open(link.target, '_blank', 'noopener,noreferrer');
        return;
      case 'promotion':
        void navigate(href('promotions'));
        return;
      case 'game':
        // Real-money play: guests get the login popup, trial users the register warning (SPEC.md section 4).
        if (requireMember()) void navigate(href('seamless', { [seamlessParams.nodeId]: link.target }));
        return;
    }
  };
}
