import type { TopNavItem } from '@lobby/design-system';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { lineOfPath } from '../../routes/categories';
import { href, memberHref, paths } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { useCategoryLanes } from './categories';
import { useReferralShown } from './useReferralShown';

/** Items that open member pages: guests get the login popup, trial users the register warning. */
const memberItems = new Set(['rewards', 'share']);

/**
 * The top navigation (SPEC.md section 2): HOME, the product lines in the server's vendor order (each
 * with its vendors), PROMO, then rewards (when the referral promotion is on or nobody is logged in)
 * and share. Until the vendors are known only HOME shows, so that no item moves when the others
 * arrive (CLS 0).
 */
export function useTopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { requireMember } = useSite();
  const vendors = useCategoryLanes();
  const { categories } = vendors;
  const failed = vendors.error !== undefined;
  const referral = useReferralShown();

  const items = useMemo<TopNavItem[]>(() => {
    const home: TopNavItem = { key: 'home', label: t('shell.nav.home'), href: paths.home };
    if (categories === undefined && !failed) return [home];
    return [
      home,
      ...(categories ?? []).map((category) => ({
        key: category.line,
        label: category.name,
        href: paths[category.route],
        vendors: category.vendors,
      })),
      { key: 'promo', label: t('shell.nav.promo'), href: paths.promotions },
      ...(referral ? [{ key: 'rewards', label: t('shell.nav.rewards'), href: memberHref('rewardCenter') }] : []),
      { key: 'share', label: t('shell.nav.share'), href: memberHref('referral') },
    ];
  }, [t, categories, failed, referral]);

  const activeKey = useMemo(() => {
    if (pathname === paths.home) return 'home';
    if (pathname === paths.promotions) return 'promo';
    if (pathname === memberHref('rewardCenter')) return 'rewards';
    if (pathname === memberHref('referral')) return 'share';
    return lineOfPath(pathname);
  }, [pathname]);

  const onNavigate = useCallback(
    (key: string, target: string) => {
      if (memberItems.has(key) && !requireMember()) return;
      void navigate(target);
    },
    [navigate, requireMember],
  );

  // SPEC.md section 2: a vendor of a category opens the category filtered by that vendor.
  const onVendorSelect = useCallback(
    (key: string, vendorCode: string) => {
      const category = categories?.find((entry) => entry.line === key);
      if (category) void navigate(href(category.route, { vassalage: vendorCode }));
    },
    [categories, navigate],
  );

  return { items, activeKey, onNavigate, onVendorSelect, label: t('shell.nav.label') };
}
