import { AlertDialog, Badge, Header, TopNav, type DropdownMenuItem } from '@lobby/design-system';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useBalance, useMemberIcon, useMemberInfo, useSessionState, useUnreadCount } from '../../data';
import { memberHref, paths, type MemberPage } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { useBalanceHidden } from './balanceVisibility';
import * as styles from './SiteHeader.css';
import { SignOut, useSignOut } from './SignOut';
import { useTopNav } from './useTopNav';

export interface SiteHeaderProps {
  /** The language and theme switchers, when the frame places them in the header. */
  preferences?: ReactNode;
}

/**
 * The site header (SPEC.md section 2): the operator's name linking home, the top navigation, and
 * the session's actions: login and register for guests; balance, deposit, withdraw, notices,
 * customer service and the avatar menu for players.
 */
export function SiteHeader({ preferences }: SiteHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLogin, isAgent, user, vip } = useSessionState();
  // Keeps the login state's VIP flag, label and rank level current (SPEC.md section 3).
  useMemberInfo();
  const { open, openCustomerService, requireMember } = useSite();
  const nav = useTopNav();
  const balance = useBalance();
  const [balanceHidden, setBalanceHidden] = useBalanceHidden();
  const icon = useMemberIcon();
  const unread = useUnreadCount();
  const signOut = useSignOut();
  const [copied, setCopied] = useState(false);

  const goMember = (page: MemberPage) => {
    if (requireMember()) void navigate(memberHref(page));
  };
  const messages = unread.data?.message ?? 0;

  // SPEC.md section 2: the avatar menu, below the account id and its copy item.
  const menuItems: DropdownMenuItem[] = [
    { key: 'account', label: t('shell.account.myAccount'), onSelect: () => goMember('securityCenter') },
    { key: 'bets', label: t('shell.account.bettingRecord'), onSelect: () => goMember('personalHistoryCopy') },
    {
      key: 'messages',
      label: (
        <span className={styles.menuLabel}>
          {t('shell.account.platformInfo')}
          <Badge count={messages} />
        </span>
      ),
      onSelect: () => goMember('messageV2'),
    },
    { key: 'service', label: t('shell.account.customerService'), onSelect: openCustomerService },
    ...(isAgent
      ? [{ key: 'agent', label: t('shell.account.agentEntry'), onSelect: () => void navigate(paths.agentHome) }]
      : []),
    { key: 'sign-out-separator', type: 'separator' },
    { key: 'sign-out', label: t('shell.account.logout'), tone: 'danger', onSelect: signOut.ask },
  ];

  return (
    <>
      <Header
        loggedIn={isLogin}
        logo={
          <Link
            to={paths.home}
            className={styles.logo}
            aria-label={t('shell.header.logoHome', { siteName: t('siteName') })}
          >
            {t('siteName')}
          </Link>
        }
        nav={<TopNav {...nav} />}
        tools={preferences}
        onLogin={() => {
          open({ kind: 'login' });
        }}
        onRegister={() => {
          open({ kind: 'register' });
        }}
        balance={{
          amount: balance.data?.sumBalance ?? null,
          currencySymbol: balance.data?.currencySymbol ?? '',
          hidden: balanceHidden,
          onHiddenChange: setBalanceHidden,
          onRefresh: () => void balance.mutate(),
          refreshing: balance.isValidating,
        }}
        onDeposit={() => {
          goMember('depositv2');
        }}
        onWithdraw={() => {
          goMember('withdraw');
        }}
        account={{
          id: user ? String(user.customerId) : '',
          name: [user?.nickname, user?.account].find(Boolean) ?? t('shell.account.fallbackName'),
          avatarUrl: icon.data?.iconUrl,
          vip: vip ? { level: vip.rankLevel, label: vip.label } : undefined,
        }}
        menuItems={menuItems}
        onAccountIdCopied={() => {
          setCopied(true);
        }}
        unreadNotices={unread.data?.total ?? 0}
        onNotices={() => {
          open({ kind: 'notices' });
        }}
        onCustomerService={openCustomerService}
      />
      <SignOut flow={signOut} />
      <AlertDialog
        open={copied}
        onOpenChange={setCopied}
        tone="success"
        title={t('shell.account.copiedTitle')}
        message={t('shell.account.copied')}
        confirmLabel={t('site.ok')}
      />
    </>
  );
}
