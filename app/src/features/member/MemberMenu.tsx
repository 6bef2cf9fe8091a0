import { SideMenu, type SideMenuItem } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUnreadCount, useVipAvailable } from '../../data';
import { memberHref, memberPages, type MemberPage } from '../../routes/paths';
import { memberIcons, useMenuCollapsed } from '../shared';

/** Which unread count each badged page shows (SPEC.md section 2: mission, message and reward items). */
const badgeOf: Partial<Record<MemberPage, 'mission' | 'message' | 'reward'>> = {
  missionLeaderboard: 'mission',
  messageV2: 'message',
  rewardCenter: 'reward',
};

/**
 * The member centre's menu: the 14 pages of SPEC.md section 2 and the limits page in order, the
 * current one marked, unread badges from CSP_unreadCount (never asked for trial users, SPEC.md
 * section 6; they never get here).
 */
export function MemberMenu({ current }: { current: MemberPage | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const [collapsed, setCollapsed] = useMenuCollapsed();
  const vipAvailable = useVipAvailable();
  const pages = memberPages.filter((page) => page !== 'vip' || vipAvailable);
  const items: SideMenuItem[] = pages.map((page) => {
    const badge = badgeOf[page];
    const href = memberHref(page);
    return {
      key: page,
      label: t(`centres.member.pages.${page}`),
      icon: memberIcons[page],
      href,
      onSelect: () => void navigate(href),
      active: page === current,
      badge: badge ? unread.data?.[badge] : undefined,
    };
  });
  return (
    <SideMenu
      label={t('centres.member.menu')}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      sections={[{ key: 'member', title: t('centres.member.menu'), items }]}
    />
  );
}
