import type { ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Balance, type BalanceProps } from '../../components/Balance';
import { Button } from '../../components/Button';
import { CopyText } from '../../components/CopyText';
import { DropdownMenu, type DropdownMenuItem } from '../../components/DropdownMenu';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Header.css';

export interface HeaderAccount {
  id: string;
  name: string;
  avatarUrl?: string;
}

export interface HeaderProps {
  loggedIn: boolean;
  /** The operator's logo, usually a link home. */
  logo?: ReactNode;
  /** The site navigation (a TopNav, or game, promotions, rewards and share items). */
  nav: ReactNode;
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
  /** After the account id was copied (SPEC.md section 8: confirm 'copy_success'). */
  onAccountIdCopied?: () => void;
  unreadNotices?: number;
  onNotices?: () => void;
  onCustomerService?: () => void;
}

/** The site header (SPEC.md section 2): logo, navigation, and the session's actions. */
export function Header(props: HeaderProps) {
  const { logo, nav, loggedIn, onLogin, onRegister } = props;
  const t = useDsTranslation();
  return (
    <header className={styles.root}>
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <div className={styles.nav}>{nav}</div>
      <div className={styles.actions}>
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
              <CopyText
                text={account.id}
                label={`${t('headerAccountId')} ${account.id}`}
                onCopied={onAccountIdCopied}
              />
            </div>
          }
          items={menuItems}
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
