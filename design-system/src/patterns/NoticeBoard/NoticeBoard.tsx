import { useId, useMemo, useState, type ReactNode } from 'react';
import { Chevron } from '../../components/Chevron';
import { EmptyState, LoadFailed, LoadingState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { Skeleton } from '../../components/Skeleton';
import { useDsTranslation } from '../../i18n';
import { sanitizeAnnouncement } from '../../private/sanitizeAnnouncement';
import * as styles from './NoticeBoard.css';

/** One notice of the board. */
export interface BoardNotice {
  id: string;
  title: string;
  /** HTML from the platform, untrusted: sanitised here before it is shown. */
  html: string;
  /** The publishing time, formatted. */
  date: string;
  /** Machine-readable time (ISO 8601) for <time>. */
  dateTime: string;
  /** Pinned notices come first and say so. */
  pinned?: boolean;
}

export interface NoticeBoardProps {
  /** This page's notices, in the platform's order (pinned first, then newest). */
  notices: BoardNotice[];
  /** Names the list for assistive technology. */
  label: string;
  /** The notices open at first; when omitted, the first pinned one. */
  defaultOpenIds?: readonly string[];
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  loading?: boolean;
  /** Why the notices could not be loaded; shown with a retry when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to say when there is none. */
  empty?: ReactNode;
  /** Each notice's title level under the page's headings. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Notices to read in place (agentAnnouncement, SPEC.md section 2): each title is a disclosure button
 * (the accordion pattern of the ARIA practices) that opens the notice's sanitised HTML below it;
 * pinned notices carry a mark. Several can be open at once, and the list pages like the others.
 */
export function NoticeBoard({
  notices,
  label,
  defaultOpenIds,
  page = 1,
  totalPages = 1,
  onPageChange,
  loading = false,
  error,
  onRetry,
  empty,
  headingLevel = 3,
}: NoticeBoardProps) {
  const t = useDsTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        defaultOpenIds ??
          notices
            .filter((notice) => notice.pinned)
            .slice(0, 1)
            .map(({ id }) => id),
      ),
  );
  if (loading) {
    return (
      <LoadingState label={t('agentNoticesLoading')} className={styles.list}>
        <Skeleton lines={3} />
        <Skeleton lines={3} />
      </LoadingState>
    );
  }
  if (error) return <LoadFailed error={error} onRetry={onRetry} retryLabel={t('agentNoticesRetry')} />;
  if (notices.length === 0) return <EmptyState title={empty ?? t('agentNoticesEmpty')} />;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={label}>
        {notices.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            open={open.has(notice.id)}
            onToggle={() => toggle(notice.id)}
            headingLevel={headingLevel}
          />
        ))}
      </ul>
      {onPageChange ? <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </div>
  );
}

interface NoticeItemProps {
  notice: BoardNotice;
  open: boolean;
  onToggle: () => void;
  headingLevel: 2 | 3 | 4;
}

function NoticeItem({ notice, open, onToggle, headingLevel }: NoticeItemProps) {
  const t = useDsTranslation();
  const buttonId = useId();
  const panelId = useId();
  // Sanitised like every announcement (DOMPurify), and only once the notice is opened.
  const html = useMemo(() => (open ? sanitizeAnnouncement(notice.html) : ''), [open, notice.html]);
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  return (
    <li className={styles.item} data-pinned={notice.pinned ? '' : undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.title}>{notice.title}</span>
          <Chevron className={styles.chevron} />
        </button>
      </Heading>
      <p className={styles.meta}>
        {notice.pinned ? <span className={styles.pinned}>{t('agentNoticesPinned')}</span> : null}
        <time dateTime={notice.dateTime}>{notice.date}</time>
      </p>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.content}>
        {/* Sanitised above: the platform's HTML never runs scripts here. */}
        {open ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null}
      </div>
    </li>
  );
}
