import { useState, type ReactNode } from 'react';
import { useDsTranslation } from '../../i18n';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Loader } from '../../components/Loader';
import { Modal } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { RichText } from '../../components/RichText';
import { Text } from '../../components/Text';
import * as styles from './AnnouncementPopup.css';

export interface Announcement {
  id: string;
  title: string;
  /** Operator HTML, untrusted: sanitised before it is shown. */
  content: string;
  /** Set when the announcement belongs to a promotion: shows the go-to-promotion button. */
  promotionType?: string;
}

export interface AnnouncementPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcements: Announcement[];
  /** The go-to-promotion button; the app opens the reward centre and closes the popup. */
  onGoToPromotion: (announcement: Announcement) => void;
  loading?: boolean;
  /** A message when loading failed; shown with a retry button when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
}

/** SPEC.md section 9: announcement page size. */
const pageSize = 9;

/**
 * The announcements popup (publicModal, SPEC.md section 2): titles at the inline start, nine per
 * page; the selected announcement's title and HTML content at the end.
 */
export function AnnouncementPopup({
  open,
  onOpenChange,
  announcements,
  onGoToPromotion,
  loading = false,
  error,
  onRetry,
}: AnnouncementPopupProps) {
  const t = useDsTranslation();
  return (
    // It opens by itself as home loads: its focus waits for its first frame (Modal's focusAfterPaint).
    <Modal open={open} onOpenChange={onOpenChange} title={t('announcementPopupTitle')} size="lg" focusAfterPaint>
      {loading ? (
        <div className={styles.status}>
          <Loader label={t('announcementPopupLoading')} />
        </div>
      ) : error ? (
        <div className={styles.status} role="alert">
          <Text tone="danger">{error}</Text>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('announcementPopupRetry')}
            </Button>
          ) : null}
        </div>
      ) : announcements.length === 0 ? (
        <EmptyState title={t('announcementPopupEmpty')} />
      ) : (
        <AnnouncementList announcements={announcements} onGoToPromotion={onGoToPromotion} />
      )}
    </Modal>
  );
}

type ListProps = Pick<AnnouncementPopupProps, 'announcements' | 'onGoToPromotion'>;

function AnnouncementList({ announcements, onGoToPromotion }: ListProps) {
  const t = useDsTranslation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [chosenPage, setChosenPage] = useState(1);
  const totalPages = Math.ceil(announcements.length / pageSize);
  const page = Math.min(chosenPage, totalPages);
  const shown = announcements.slice((page - 1) * pageSize, page * pageSize);
  // A list that changed under the reader falls back to its first item rather than to nothing.
  const selected = announcements.find((item) => item.id === chosenId) ?? shown[0] ?? announcements[0];
  if (!selected) return null;

  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <ul className={styles.titles} aria-label={t('announcementPopupList')}>
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.titleButton}
                aria-current={item.id === selected.id ? 'true' : undefined}
                title={item.title}
                onClick={() => setChosenId(item.id)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={(next) => {
            setChosenPage(next);
            setChosenId(announcements[(next - 1) * pageSize]?.id ?? null);
          }}
        />
      </div>
      <article className={styles.article}>
        <h3 className={styles.articleTitle}>{selected.title}</h3>
        <RichText html={selected.content} trimmed />
        {selected.promotionType ? (
          <div>
            <Button onClick={() => onGoToPromotion(selected)}>{t('announcementPopupGoToPromotion')}</Button>
          </div>
        ) : null}
      </article>
    </div>
  );
}
