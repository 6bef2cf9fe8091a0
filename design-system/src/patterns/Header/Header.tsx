import type { ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Balance, type BalanceProps } from '../../components/Balance';
import { Button } from '../../components/Button';
import { VipBadge } from '../../components/VipBadge';
import { copyToClipboard } from '../../private/copyToClipboard';
import { DropdownMenu, type DropdownMenuItem } from '../../components/DropdownMenu';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Header.css';

export interface HeaderAccount {
  id: string;
  name: string;
  avatarUrl?: string;
  /** The VIP label and rank level (SPEC.md section 3), shown in the avatar menu when the player has one. */
  vip?: { level: number; label: string };
}

export interface HeaderProps {
  loggedIn: boolean;
  /** The operator's logo, usually a link home. */
  logo?: ReactNode;
  /** The site navigation (a TopNav, or game, promotions, rewards and share items): its own row. */
  nav: ReactNode;
  /** Controls placed before the session's actions, such as the language and theme switchers. */
  tools?: ReactNode;
  onLogin: () => void;
  onRegister: () => void;
  /** Logged in: the balance, handed to Balance. */
  balance?: BalanceProps;
  onDeposit?: () => void;
  onWithdraw?: () => void;
  /** Logged in: whose menu the avatar opens. */
  account?: HeaderAccount;
  /** The avatar menu's items, built by the app (my account ... sign out). */
  menuItems?: DropdownMenuItem[];
  /** After the account id was copied from the menu (SPEC.md section 8: the app confirms 'copy_success'). */
  onAccountIdCopied?: () => void;
  unreadNotices?: number;
  onNotices?: () => void;
  onCustomerService?: () => void;
}

/** The site header (SPEC.md section 2): logo, navigation, and the session's actions. */
export function Header(props: HeaderProps) {
  const { logo, nav, tools, loggedIn, onLogin, onRegister } = props;
  const t = useDsTranslation();
  return (
    <header className={styles.root}>
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <div className={styles.nav}>{nav}</div>
      <div className={styles.actions}>
        {tools}
        {loggedIn ? (
          <SessionActions {...props} />
        ) : (
          <>
            <Button variant="secondary" onClick={onLogin}>
              {t('headerLogin')}
            </Button>
            <Button onClick={onRegister}>{t('headerRegister')}</Button>
          </>
        )}
      </div>
    </header>
  );
}

function SessionActions({
  balance,
  onDeposit,
  onWithdraw,
  account,
  menuItems = [],
  onAccountIdCopied,
  unreadNotices = 0,
  onNotices,
  onCustomerService,
}: HeaderProps) {
  const t = useDsTranslation();
  return (
    <>
      {balance ? <Balance {...balance} /> : null}
      {onDeposit ? <Button onClick={onDeposit}>{t('headerDeposit')}</Button> : null}
      {onWithdraw ? (
        <Button variant="secondary" onClick={onWithdraw}>
          {t('headerWithdraw')}
        </Button>
      ) : null}
      {onNotices ? (
        <span className={styles.iconButton}>
          {/* Named by hidden text plus the badge's own "N unread", so the count is heard too. */}
          <Button variant="ghost" icon={bell} onClick={onNotices}>
            <span className={visuallyHidden}>{t('headerNotices')}</span>
            <span className={styles.badge}>
              <Badge count={unreadNotices} />
            </span>
          </Button>
        </span>
      ) : null}
      {onCustomerService ? (
        <Button variant="ghost" aria-label={t('headerCustomerService')} icon={headset} onClick={onCustomerService} />
      ) : null}
      {account ? (
        <DropdownMenu
          label={t('headerAccountMenu')}
          trigger={
            <button type="button" className={styles.account}>
              <span aria-hidden="true">
                <Avatar src={account.avatarUrl} name={account.name} size="sm" />
              </span>
              <span className={styles.accountName}>{account.name}</span>
            </button>
          }
          header={
            <div className={styles.menuHeader}>
              <p className={styles.menuName}>{account.name}</p>
              <p className={styles.menuId}>{`${t('headerAccountId')} ${account.id}`}</p>
              {account.vip ? <VipBadge level={account.vip.level} label={account.vip.label} size="sm" /> : null}
            </div>
          }
          items={[
            // A menu item rather than CopyText's button: a menu may hold only items (ARIA) and keeps Tab.
            {
              key: 'copy-account-id',
              label: t('headerCopyId'),
              icon: copyIcon,
              onSelect: () => {
                void copyToClipboard(account.id).then((copied) => {
                  if (copied) onAccountIdCopied?.();
                });
              },
            },
            { key: 'copy-separator', type: 'separator' },
            ...menuItems,
          ]}
        />
      ) : null}
    </>
  );
}

const bell = (
  <svg
    viewBox="0 0 24 24"
    className={styles.svg}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
  </svg>
);

const copyIcon = (
  <svg
    viewBox="0 0 16 16"
    className={styles.svg}
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinejoin="round"
  >
    <rect x="5" y="5" width="9" height="9" rx="1.5" />
    <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
  </svg>
);

const headset = (
  <svg
    viewBox="0 0 24 24"
    className={styles.svg}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM20 14h-3v5h3zM17 19a4 4 0 0 1-4 3h-1" />
  </svg>
);
