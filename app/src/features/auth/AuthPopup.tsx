import { Modal } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { SitePopup } from '../../shell/site';
import { LoginPanel } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';

export type AuthPopupState = Extract<SitePopup, { kind: 'login' | 'register' | 'forgot' | 'changePassword' }>;

interface AuthPopupProps {
  popup: AuthPopupState;
  /** Switches to another popup (SPEC.md section 4: login and register switch into each other). */
  onOpen: (popup: SitePopup) => void;
  onClose: () => void;
}

/** loginPopupModal and registerModal of SPEC.md section 2 (scaffold; the auth work of issue 6 completes it). */
export function AuthPopup({ popup, onOpen, onClose }: AuthPopupProps) {
  const { t } = useTranslation();
  const kind = popup.kind;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={kind === 'login' ? t('auth.loginTitle') : t('auth.registerTitle')}
    >
      {kind === 'login' ? (
        <LoginPanel
          onDone={onClose}
          onRegister={() => {
            onOpen({ kind: 'register' });
          }}
        />
      ) : (
        <RegisterPanel
          onDone={onClose}
          onLogin={() => {
            onOpen({ kind: 'login' });
          }}
        />
      )}
    </Modal>
  );
}
