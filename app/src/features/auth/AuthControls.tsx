import { Button, Inline } from '@lobby/design-system';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../data';
import { AccountBar } from '../account';
import type { AuthPopupKind } from './AuthPopup';

// The forms (formik, yup, the rule compiler) load only when a popup opens: the initial bundle stays small.
const AuthPopup = lazy(() => import('./AuthPopup').then((module) => ({ default: module.AuthPopup })));

/** /login and /register open home with that popup (SPEC.md section 2). */
function popupOfRoute(): AuthPopupKind | null {
  const path = window.location.pathname;
  if (path === '/login') return 'login';
  if (path === '/register') return 'register';
  return null;
}

/** The header's session controls: login and register when logged out, the account bar when logged in. */
export function AuthControls() {
  const { t } = useTranslation();
  const { isLogin } = useSessionState();
  const [popup, setPopup] = useState<AuthPopupKind | null>(popupOfRoute);

  return (
    <>
      {isLogin ? (
        <AccountBar />
      ) : (
        <Inline gap="sm" role="group" aria-label={t('auth.group')}>
          <Button
            variant="secondary"
            onClick={() => {
              setPopup('login');
            }}
          >
            {t('auth.login')}
          </Button>
          <Button
            onClick={() => {
              setPopup('register');
            }}
          >
            {t('auth.register')}
          </Button>
        </Inline>
      )}
      {popup && !isLogin ? (
        <Suspense fallback={null}>
          <AuthPopup kind={popup} onKindChange={setPopup} />
        </Suspense>
      ) : null}
    </>
  );
}
