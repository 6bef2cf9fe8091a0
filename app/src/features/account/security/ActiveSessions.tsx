import { ConfirmDialog, SessionList, Text, useToast } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api';
import { useActiveSessions, useIdempotentAction } from '../../../data';
import { CentrePanel, DataState, useFormat } from '../../shared';
import { useDeviceLabel } from './useDeviceLabel';

/** What the confirmation asks about: one session (by id and name), or every other one (id null). */
interface Asking {
  id: string | null;
  device: string;
}

/**
 * The account's active sessions (issue 17 item 4): device, address and last use, this one marked;
 * signing out one or all others after a confirmation. A signed-out browser finds its token gone at
 * its next call.
 */
export function ActiveSessions() {
  const { t, i18n } = useTranslation();
  const sessions = useActiveSessions();
  const format = useFormat();
  const deviceLabel = useDeviceLabel();
  const toast = useToast();
  const action = useIdempotentAction(sessions.signOut);
  const [asking, setAsking] = useState<Asking | null>(null);

  const confirm = async () => {
    if (!asking) return;
    const outcome = await action.run(asking.id);
    setAsking(null);
    if (!outcome) return;
    if (outcome.ok) {
      toast.show({
        tone: 'success',
        title: asking.id ? t('security.sessions.doneOne') : t('security.sessions.doneOthers'),
      });
    } else {
      toast.show({ tone: 'danger', title: errorText(i18n.t, outcome.error) });
    }
  };

  return (
    <CentrePanel title={t('security.sessions.title')}>
      <Text tone="secondary">{t('security.sessions.intro')}</Text>
      <DataState source={sessions}>
        {(value) => (
          <SessionList
            sessions={value.sessions.map((session) => ({
              id: session.sessionId,
              device: deviceLabel(session.userAgent),
              ip: session.ip,
              lastSeen: session.current ? t('security.now') : format.date(session.lastSeen),
              current: session.current,
            }))}
            busy={action.busy ? (asking?.id ?? 'others') : undefined}
            onSignOut={(id) => {
              const session = value.sessions.find((item) => item.sessionId === id);
              setAsking({ id, device: deviceLabel(session?.userAgent ?? null) || (session?.ip ?? '') });
            }}
            onSignOutOthers={() => setAsking({ id: null, device: '' })}
          />
        )}
      </DataState>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking?.id ? t('security.sessions.confirmOneTitle') : t('security.sessions.confirmOthersTitle')}
        message={
          asking?.id
            ? t('security.sessions.confirmOne', { device: asking.device })
            : t('security.sessions.confirmOthers')
        }
        confirmLabel={t('security.sessions.confirm')}
        tone="danger"
        busy={action.busy}
        onConfirm={() => void confirm()}
      />
    </CentrePanel>
  );
}
