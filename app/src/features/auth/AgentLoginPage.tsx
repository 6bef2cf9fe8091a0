import { Heading, Modal, Text } from '@lobby/design-system';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession, useSessionState } from '../../data';
import { ChangePasswordPanel, useChangePasswordNotice } from './ChangePasswordPanel';
import { LoginPanel, type LoginOutcome } from './LoginPanel';
import { paths } from '../../routes/paths';
import * as styles from './AgentLoginPage.css';

type ForcedChange = Required<Pick<LoginOutcome, 'password'>> & { reason: NonNullable<LoginOutcome['forced']> };

/**
 * /agent (SPEC.md sections 2, 4 and 6): the agent login form and its change-password modal. Only
 * agents may log in here; an agent already logged in goes straight to the agent centre.
 */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const { isLogin, isAgent } = useSessionState();
  const { logout } = useSession();
  // Decided once: a login made on this page navigates itself, after any forced password change.
  const [alreadyIn] = useState(isLogin && isAgent);
  const [forced, setForced] = useState<ForcedChange>();
  const notice = useChangePasswordNotice(forced?.reason ?? 'voluntary');
  const enterCentre = () => void navigate(paths.agentHome, { replace: true });

  if (alreadyIn) return <Navigate to={paths.agentHome} replace />;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={1} size={2} id={headingId}>
        {t('auth.agentTitle')}
      </Heading>
      <Text tone="secondary">{t('auth.agentIntro')}</Text>
      <LoginPanel
        agent
        onLoggedIn={({ forced: reason, password }) => {
          if (reason && password !== undefined) setForced({ reason, password });
          else enterCentre();
        }}
      />
      {forced ? (
        <Modal
          open
          onOpenChange={(open) => {
            if (open) return;
            // SPEC.md section 4: the password must change; leaving the modal logs the agent out.
            setForced(undefined);
            void logout();
          }}
          title={t('auth.changePasswordTitle')}
          description={notice}
        >
          <ChangePasswordPanel reason={forced.reason} knownPassword={forced.password} onDone={enterCentre} />
        </Modal>
      ) : null}
    </section>
  );
}
