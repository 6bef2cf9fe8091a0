import { Balance, Button, ConfirmDialog, Inline, Text } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance, useSession } from '../../data';

/**
 * The logged-in part of the header (SPEC.md section 2): who is playing, the balance with its
 * show/hide toggle and refresh, and logout behind a confirmation (SPEC.md section 4).
 */
export function AccountBar() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const balance = useBalance();
  const [hidden, setHidden] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const confirmLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      setConfirming(false);
      // SPEC.md section 4: logout replaces the route with home.
      window.history.replaceState(null, '', '/');
    }
  };

  return (
    <Inline gap="md" role="group" aria-label={t('shell.account.group')}>
      {user ? (
        <Text as="span" weight="bold">
          {user.nickname || user.username}
        </Text>
      ) : null}
      <Balance
        amount={balance.data?.sumBalance ?? null}
        currencySymbol={balance.data?.currencySymbol ?? ''}
        hidden={hidden}
        onHiddenChange={setHidden}
        onRefresh={() => void balance.mutate()}
        refreshing={balance.isValidating}
      />
      <Button
        variant="secondary"
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('shell.account.logout')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('shell.account.logoutTitle')}
        message={t('shell.account.logoutMessage')}
        confirmLabel={t('shell.account.logoutConfirm')}
        busy={leaving}
        onConfirm={() => void confirmLogout()}
      />
    </Inline>
  );
}
