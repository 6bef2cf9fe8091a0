import { Button } from '../../components/Button';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { useDsTranslation } from '../../i18n';
import { cardHeader, pill, raisedCard, stackedList } from '../../theme/layout.css';
import * as styles from './SessionList.css';

export interface SessionListItem {
  id: string;
  /** A short readable name (browser and system); "Unknown device" when empty. */
  device: string;
  ip: string | null;
  /** When it was last used, formatted by the caller. */
  lastSeen: string;
  /** The session of this browser: marked, and it has no sign-out of its own. */
  current: boolean;
}

export interface SessionListProps {
  sessions: readonly SessionListItem[];
  /** Signs out one session (the caller confirms first). */
  onSignOut: (id: string) => void;
  /** Signs out every session but the current one (the caller confirms first). */
  onSignOutOthers: () => void;
  /** The session being signed out, or 'others': its button is busy, the others wait. */
  busy?: string;
}

/**
 * The account's active sessions (issue 17 item 4): each with its device, address and last use, the
 * current one marked; a sign-out for each other one and for all others at once.
 */
export function SessionList({ sessions, onSignOut, onSignOutOthers, busy }: SessionListProps) {
  const t = useDsTranslation();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Stack gap="md" align="stretch">
      <ul className={stackedList} aria-label={t('accountSessionsLabel')}>
        {sessions.map((session) => {
          const device = session.device || t('accountSessionUnknownDevice');
          return (
            <li key={session.id} className={raisedCard}>
              <div className={cardHeader}>
                <p className={styles.name}>{device}</p>
                {session.current ? (
                  <span className={pill}>{t('accountSessionCurrent')}</span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('accountSessionSignOutLabel', { device })}
                    loading={busy === session.id}
                    disabled={busy !== undefined && busy !== session.id}
                    onClick={() => onSignOut(session.id)}
                  >
                    {t('accountSessionSignOut')}
                  </Button>
                )}
              </div>
              <p className={styles.meta}>
                {session.ip ? <span>{t('accountSessionAddress', { ip: session.ip })} · </span> : null}
                <span>{t('accountSessionLastSeen', { time: session.lastSeen })}</span>
              </p>
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Button
          variant="danger"
          loading={busy === 'others'}
          disabled={busy !== undefined && busy !== 'others'}
          onClick={onSignOutOthers}
        >
          {t('accountSessionSignOutOthers')}
        </Button>
      ) : (
        <Text tone="secondary">{t('accountSessionsOnlyThis')}</Text>
      )}
    </Stack>
  );
}
