import { Button, NoticeMarquee, Skeleton, Text, useReducedMotion } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../data';
import { useSite } from '../../shell/site';
import * as styles from './HomeLobby.css';

/** The notice marquee (SPEC.md section 2): the marquee notices; choosing one opens it in the notices popup. */
export function HomeNotices() {
  const { t } = useTranslation();
  const { open } = useSite();
  const still = useReducedMotion();
  const announcements = useAnnouncements();
  const { data, isLoading, mutate } = announcements;
  const error = announcements.error as unknown;
  const notices = useMemo(
    () => (data?.marquee ?? []).map((notice) => ({ id: String(notice.id), text: notice.title })),
    [data],
  );

  if (isLoading) {
    return (
      <div className={styles.notices} role="status" aria-label={t('home.notices.loading')} data-testid="home-notices">
        <Skeleton variant="text" />
      </div>
    );
  }
  if (error !== undefined && !data) {
    // One line, like the marquee it stands for, so the page below does not move.
    return (
      <div className={styles.notices} role="alert" data-testid="home-notices" data-state="error">
        <Text as="span" size="sm" tone="danger">
          {t('home.notices.failed')}
        </Text>
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          {t('home.retry')}
        </Button>
      </div>
    );
  }
  if (notices.length === 0) return null;
  return (
    <div data-testid="home-notices">
      <NoticeMarquee
        notices={notices}
        label={t('home.notices.label')}
        animate={!still}
        onSelect={(selectedId) => open({ kind: 'notices', selectedId })}
      />
    </div>
  );
}
