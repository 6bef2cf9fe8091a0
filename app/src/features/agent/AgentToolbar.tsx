import { Button, Clock, ConfirmDialog, Inline, Text } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAgentInfo, useSession } from '../../data';
import { paths } from '../../routes/paths';

/**
 * Who is logged in, the agent's time zone with a clock that ticks every second, and logout behind a
 * confirmation that returns to the agent login (SPEC.md sections 2 and 4).
 */
export function AgentToolbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  // SPEC.md section 2: the agent's own timezone offset, with a clock that ticks every second.
  const offset = useAgentInfo().data?.timezoneOffset;
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      setConfirming(false);
      void navigate(paths.agent, { replace: true });
    }
  };

  return (
    <Inline gap="md" justify="between">
      <Text as="span" weight="bold">
        {user ? user.nickname || user.account : ''}
      </Text>
      <Inline gap="md">
        {/* The clock shows the offset beside the time (formatOffset), as SPEC.md section 2 asks. */}
        {offset === undefined ? null : <Clock offsetMinutes={offset} />}
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t('centres.agent.logout')}
        </Button>
      </Inline>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('centres.agent.logoutTitle')}
        message={t('centres.agent.logoutMessage')}
        confirmLabel={t('centres.agent.logout')}
        busy={leaving}
        onConfirm={() => void leave()}
      />
    </Inline>
  );
}
