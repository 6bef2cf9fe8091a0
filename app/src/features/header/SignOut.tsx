import { ConfirmDialog, Loader } from '@lobby/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../data';
import { paths } from '../../routes/paths';

type Step = 'idle' | 'confirm' | 'leaving';

/**
 * Sign out (SPEC.md section 4): asks for confirmation, shows the full-page loader, replaces the
 * route with home and logs out there (the session is cleared whatever the platform answers). Home
 * comes first: a member page still on screen when the session ends would send the player to /login
 * (its guard), and the login popup would open.
 */
export function useSignOut() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [step, setStep] = useState<Step>('idle');
  const loggingOut = useRef(false);

  const ask = useCallback(() => {
    setStep('confirm');
  }, []);
  const cancel = useCallback(() => {
    setStep('idle');
  }, []);
  const confirm = useCallback(() => {
    setStep('leaving');
    void navigate(paths.home, { replace: true });
  }, [navigate]);

  // Once home is on screen, the session ends.
  useEffect(() => {
    if (step !== 'leaving' || pathname !== paths.home || loggingOut.current) return;
    loggingOut.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        loggingOut.current = false;
        setStep('idle');
      });
  }, [step, pathname, logout]);

  return { step, ask, cancel, confirm };
}

export function SignOut({ flow }: { flow: ReturnType<typeof useSignOut> }) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        open={flow.step === 'confirm'}
        onOpenChange={(open) => {
          if (!open) flow.cancel();
        }}
        tone="warning"
        title={t('shell.account.logoutTitle')}
        message={t('shell.account.logoutMessage')}
        confirmLabel={t('shell.account.logoutConfirm')}
        onConfirm={flow.confirm}
      />
      {flow.step === 'leaving' ? <Loader fullPage label={t('shell.account.loggingOut')} /> : null}
    </>
  );
}
