import { Modal } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../data';
import { SlotBanners } from '../banners';
import { href } from '../../routes/paths';
import type { SitePopup } from '../../shell/site';
import { ChangePasswordPanel, isForcedChange, useChangePasswordNotice } from './ChangePasswordPanel';
import { ForgotPanel } from './ForgotPanel';
import { LoginPanel, type LoginOutcome } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';
import { useAfterAuth } from './useAfterAuth';

export type AuthPopupState = Extract<SitePopup, { kind: 'login' | 'register' | 'forgot' | 'changePassword' }>;

interface AuthPopupProps {
  popup: AuthPopupState;
  /** Switches to another popup (SPEC.md section 4: login and register switch into each other). */
  onOpen: (popup: SitePopup) => void;
  onClose: () => void;
}

/** The banner group of each popup that has one (SPEC.md section 3). */
const slotOfPopup = { login: 'w_login', register: 'w_register', forgot: 'w_forget' } as const;

/** The terms open in a new tab, so that the registration being typed stays as it is. */
function showTerms() {
  window.open(href('help', undefined, 'term'), '_blank', 'noopener');
}

/**
 * loginPopupModal, registerModal, forgetPassModal and changePassModal of SPEC.md section 2, one modal
 * whose content follows the popup's kind. The host keeps this component mounted while the kind
 * changes, so the password of a login that must be followed by a change, or of a reset by phone
 * that a login follows, is handed over in its state, in memory only, and forgotten with the popup.
 */
export function AuthPopup({ popup, onOpen, onClose }: AuthPopupProps) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const { afterLogin, goHome } = useAfterAuth(onClose);
  const [knownPassword, setKnownPassword] = useState<string>();
  const reason = popup.kind === 'changePassword' ? popup.reason : 'voluntary';
  const notice = useChangePasswordNotice(reason);

  const loggedIn = ({ forced, password }: LoginOutcome) => {
    if (forced) {
      setKnownPassword(password);
      onOpen({ kind: 'changePassword', reason: forced });
      return;
    }
    // SPEC.md section 4: after a reset by phone, home.
    if (popup.kind === 'login' && popup.afterReset !== undefined) goHome();
    else afterLogin();
  };

  // The password just set by a reset by phone, for its login.
  const handover =
    popup.kind === 'login' && popup.afterReset !== undefined && knownPassword !== undefined
      ? { username: popup.afterReset, password: knownPassword }
      : undefined;

  const close = () => {
    onClose();
    // SPEC.md section 4: a default or expired password must change; leaving the popup logs out.
    if (popup.kind === 'changePassword' && isForcedChange(popup.reason)) void logout().then(goHome, goHome);
  };

  const slot = popup.kind === 'changePassword' ? undefined : slotOfPopup[popup.kind];

  const titles = {
    login: t('auth.loginTitle'),
    register: t('auth.registerTitle'),
    forgot: t('auth.forgotTitle'),
    changePassword: t('auth.changePasswordTitle'),
  } as const;

  return (
    <Modal
      // A new dialog per kind: focus and position start afresh when login turns into register.
      key={popup.kind}
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={titles[popup.kind]}
      description={popup.kind === 'changePassword' ? notice : undefined}
    >
      {slot ? (
        // Issue 16 item 6: the popup's own banners over its form; following one closes the popup.
        <SlotBanners group={slot} shape="strip" onFollow={onClose} />
      ) : null}
      {popup.kind === 'login' ? (
        <LoginPanel
          onLoggedIn={loggedIn}
          handover={handover}
          onRegister={() => {
            onOpen({ kind: 'register' });
          }}
          onForgotPassword={() => {
            onOpen({ kind: 'forgot' });
          }}
          onFreePlay={goHome}
        />
      ) : null}
      {popup.kind === 'register' ? (
        <RegisterPanel
          onDone={(welcome) => {
            // SPEC.md section 4: the popup closes and the player goes home, after the prompt if any.
            if (welcome) onOpen({ kind: 'registerWelcome', welcome });
            else goHome();
          }}
          onShowTerms={showTerms}
          onLogin={() => {
            onOpen({ kind: 'login' });
          }}
        />
      ) : null}
      {popup.kind === 'forgot' ? (
        <ForgotPanel
          onEmailSent={onClose}
          onReset={({ username, password }) => {
            setKnownPassword(password);
            onOpen({ kind: 'login', afterReset: username });
          }}
        />
      ) : null}
      {popup.kind === 'changePassword' ? (
        <ChangePasswordPanel reason={popup.reason} knownPassword={knownPassword} onDone={goHome} />
      ) : null}
    </Modal>
  );
}
