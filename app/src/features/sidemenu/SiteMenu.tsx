import { SiteSideMenu, type SideMenuItem } from '@lobby/design-system';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi, useSessionState, useSystemStatus, useUnreadCount, useVipAvailable } from '../../data';
import { memberHref, paths, type MemberPage } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { SlotBanners } from '../banners';
import { useSocialLinks } from '../footer';
import { useCategoryLinks, useReferralShown } from '../header';
import { appDownloads, configResources } from './downloads';
import { defaultLineIcon, lineIcons, memberIcons } from './icons';

export interface SiteMenuProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The language (and theme) switchers, when the frame places them in the side menu. */
  languageSelect?: ReactNode;
}

/** SPEC.md section 2: the member list, in its order, each to its member-centre page (VIP when available). */
const memberList: { key: string; page: MemberPage; icon: ReactNode }[] = [
  { key: 'vip', page: 'vip', icon: memberIcons.vip },
  { key: 'bettingRecord', page: 'personalHistoryCopy', icon: memberIcons.bets },
  { key: 'accountRecord', page: 'transactionHistory', icon: memberIcons.transactions },
  { key: 'myAccount', page: 'securityCenter', icon: memberIcons.account },
  { key: 'deposit', page: 'depositv2', icon: memberIcons.deposit },
  { key: 'personalLoss', page: 'personalProfit', icon: memberIcons.profit },
  { key: 'messages', page: 'messageV2', icon: memberIcons.messages },
];

/**
 * The side menu (SPEC.md section 2): money and promotion actions, the member list, the game
 * categories, app downloads, customer service, the language select and the social channels.
 * Member-only targets ask guests to log in and trial users to register first (SPEC.md section 6).
 */
export function SiteMenu({ collapsed, onCollapsedChange, languageSelect }: SiteMenuProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isLogin, token } = useSessionState();
  const { origin } = useApi();
  const { requireMember, openCustomerService } = useSite();
  const unread = useUnreadCount();
  const referralShown = useReferralShown();
  const vipAvailable = useVipAvailable();
  const categories = useCategoryLinks();
  const status = useSystemStatus();
  const social = useSocialLinks();

  const goMember = (page: MemberPage) => {
    if (requireMember()) void navigate(memberHref(page));
  };
  const messages = unread.data?.message ?? 0;

  const memberItems: SideMenuItem[] = isLogin
    ? memberList
        .filter(({ page }) => page !== 'vip' || vipAvailable)
        .map(({ key, page, icon }) => ({
          key,
          label: t(`shell.sideMenu.${key}` as 'shell.sideMenu.deposit'),
          icon,
          href: memberHref(page),
          active: pathname === memberHref(page),
          badge: page === 'messageV2' ? messages : undefined,
          onSelect: () => {
            goMember(page);
          },
        }))
    : [];

  const gameItems: SideMenuItem[] = [
    ...categories.map(({ line, route, name }) => ({
      key: line,
      label: name,
      icon: lineIcons[line] ?? defaultLineIcon,
      href: paths[route],
      active: pathname === paths[route],
      onSelect: () => void navigate(paths[route]),
    })),
    ...(isLogin
      ? [
          {
            key: 'favorite',
            label: t('shell.sideMenu.favourites'),
            icon: memberIcons.favourites,
            href: paths.favorite,
            active: pathname === paths.favorite,
            onSelect: () => void navigate(paths.favorite),
          },
          {
            key: 'recent',
            label: t('shell.sideMenu.recent'),
            icon: memberIcons.recent,
            href: paths.recent,
            active: pathname === paths.recent,
            onSelect: () => void navigate(paths.recent),
          },
        ]
      : []),
  ];

  const downloads = useMemo(
    () => appDownloads(configResources(status.data?.info.config), i18n.language, token, origin),
    [status.data, i18n.language, token, origin],
  );

  return (
    <SiteSideMenu
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      onDeposit={() => {
        goMember('depositv2');
      }}
      onWithdraw={() => {
        goMember('withdraw');
      }}
      onPromotions={() => void navigate(paths.promotions)}
      onInvite={() => {
        goMember('referral');
      }}
      showInvite={referralShown}
      onRewards={() => {
        goMember('rewardCenter');
      }}
      rewardsBadge={unread.data?.reward ?? 0}
      onRebate={() => {
        goMember('manualRebate');
      }}
      memberItems={memberItems}
      gameItems={gameItems}
      downloads={downloads}
      onCustomerService={openCustomerService}
      languageSelect={languageSelect}
      social={social}
      // Issue 16 item 6: the operator's w_leftmenu card, not even asked for while the menu is a rail.
      banner={
        collapsed ? undefined : (
          <SlotBanners group="w_leftmenu" shape="card" lazy autoplay={false} label={t('shell.sideMenu.banners')} />
        )
      }
    />
  );
}
