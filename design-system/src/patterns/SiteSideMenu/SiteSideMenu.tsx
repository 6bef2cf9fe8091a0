import { useId, type ReactNode } from 'react';
import { QRCode } from '../../components/QRCode';
import { SideMenu, type SideMenuItem, type SideMenuSection } from '../../components/SideMenu';
import { useDsTranslation } from '../../i18n';
import type { FooterSocialLink } from '../Footer';
import * as styles from './SiteSideMenu.css';

export interface SiteSideMenuProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onDeposit: () => void;
  onWithdraw: () => void;
  onPromotions: () => void;
  onInvite: () => void;
  /** SPEC.md section 2: when the referral promotion is enabled or the visitor is logged out. */
  showInvite: boolean;
  onRewards: () => void;
  /** Unread rewards. */
  rewardsBadge?: number;
  onRebate: () => void;
  showRebate?: boolean;
  /** The member list (VIP, betting record, account record, my account, ...), built by the app. */
  memberItems?: SideMenuItem[];
  /** The game categories, built by the app. */
  gameItems?: SideMenuItem[];
  /** App download links, shown as QR codes (SPEC.md section 2: size 120). */
  downloads?: { ios: string; android: string };
  onCustomerService: () => void;
  /** The language select, supplied by the app. */
  languageSelect?: ReactNode;
  /** Facebook, YouTube, ... when configured. */
  social?: FooterSocialLink[];
  /**
   * The operator's banner card (group w_leftmenu; a BannerCarousel of shape `card`), supplied by the
   * app, at the top of the menu's foot; hidden with the foot in the icon rail.
   */
  banner?: ReactNode;
}

/** The contents of the site's side menu (SPEC.md section 2), on the SideMenu shell. */
export function SiteSideMenu({
  collapsed,
  onCollapsedChange,
  onDeposit,
  onWithdraw,
  onPromotions,
  onInvite,
  showInvite,
  onRewards,
  rewardsBadge,
  onRebate,
  showRebate = true,
  memberItems = [],
  gameItems = [],
  downloads,
  onCustomerService,
  languageSelect,
  social = [],
  banner,
}: SiteSideMenuProps) {
  const t = useDsTranslation();
  const actions: SideMenuItem[] = [
    { key: 'deposit', label: t('siteSideMenuDeposit'), icon: icons.deposit, onSelect: onDeposit },
    { key: 'withdraw', label: t('siteSideMenuWithdraw'), icon: icons.withdraw, onSelect: onWithdraw },
    { key: 'promotions', label: t('siteSideMenuPromotions'), icon: icons.gift, onSelect: onPromotions },
    ...(showInvite ? [{ key: 'invite', label: t('siteSideMenuInvite'), icon: icons.invite, onSelect: onInvite }] : []),
    { key: 'rewards', label: t('siteSideMenuRewards'), icon: icons.star, badge: rewardsBadge, onSelect: onRewards },
    ...(showRebate ? [{ key: 'rebate', label: t('siteSideMenuRebate'), icon: icons.rebate, onSelect: onRebate }] : []),
  ];
  const sections: SideMenuSection[] = [
    { key: 'actions', items: actions },
    ...(memberItems.length ? [{ key: 'member', title: t('siteSideMenuMember'), items: memberItems }] : []),
    ...(gameItems.length ? [{ key: 'games', title: t('siteSideMenuGames'), items: gameItems }] : []),
    {
      key: 'service',
      items: [{ key: 'service', label: t('siteSideMenuService'), icon: icons.service, onSelect: onCustomerService }],
    },
  ];
  const hasExtras = Boolean(banner) || Boolean(downloads) || Boolean(languageSelect) || social.length > 0;

  return (
    <SideMenu
      label={t('siteSideMenuLabel')}
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      sections={sections}
      footer={
        hasExtras ? (
          <div className={styles.extras}>
            {banner}
            {downloads ? <Downloads {...downloads} /> : null}
            {languageSelect}
            {social.length > 0 ? <Social links={social} /> : null}
          </div>
        ) : undefined
      }
    />
  );
}

function Downloads({ ios, android }: { ios: string; android: string }) {
  const t = useDsTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('siteSideMenuDownload')}
      </h2>
      <div className={styles.codes}>
        {[
          { key: 'ios', url: ios, name: t('siteSideMenuIos') },
          { key: 'android', url: android, name: t('siteSideMenuAndroid') },
        ].map((code) => (
          <figure key={code.key} className={styles.code}>
            <QRCode value={code.url} size={120} label={`${t('siteSideMenuDownload')} (${code.name})`} />
            <figcaption>{code.name}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function Social({ links }: { links: FooterSocialLink[] }) {
  const t = useDsTranslation();
  return (
    <ul className={styles.social} aria-label={t('siteSideMenuSocial')}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            className={styles.socialLink}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.name}
          >
            <span className={styles.svg} aria-hidden="true">
              {link.icon}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    className={styles.svg}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

const icons = {
  deposit: icon('M12 4v12M7 11l5 5 5-5M4 20h16'),
  withdraw: icon('M12 16V4M7 9l5-5 5 5M4 20h16'),
  gift: icon('M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0'),
  invite: icon('M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c1-5 13-5 14 0M19 8v6M16 11h6'),
  star: icon('M12 3l3 6 6 1-4.5 4.5L18 21l-6-3-6 3 1.5-6.5L3 10l6-1z'),
  rebate: icon(
    'M4 12a8 8 0 1 0 3-6.2M4 4v4h4M12 8v8M9.5 10.5c0-1 1-1.5 2.5-1.5s2.5.7 2.5 1.5-1 1.5-2.5 1.5-2.5.7-2.5 1.5 1 1.5 2.5 1.5 2.5-.5 2.5-1.5',
  ),
  service: icon('M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM20 14h-3v5h3z'),
};
