import { Modal } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { LoginPanel } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';

export type AuthPopupKind = 'login' | 'register';

interface AuthPopupProps {
  kind: AuthPopupKind;
  /** Switches between login and register (SPEC.md section 4), or closes with null. */
  onKindChange: (kind: AuthPopupKind | null) => void;
}

/** loginPopupModal and registerModal of SPEC.md section 2, in one popup that switches between them. */
export function AuthPopup({ kind, onKindChange }: AuthPopupProps) {
  const { t } = useTranslation();
  const close = () => {
    onKindChange(null);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={kind === 'login' ? t('auth.loginTitle') : t('auth.registerTitle')}
    >
      {kind === 'login' ? (
        <LoginPanel
          onDone={close}
          onRegister={() => {
            onKindChange('register');
          }}
        />
      ) : (
        <RegisterPanel
          onDone={close}
          onLogin={() => {
            onKindChange('login');
          }}
        />
      )}
    </Modal>
  );
}
