import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { Text } from '../../components/Text';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './MessageCentre.css';
import { MessageList, type InboxMessage } from './MessageList';
import { MessageReader, type OpenedMessage } from './MessageReader';

export const inboxFilters = ['all', 'unread'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export interface MessageCentreProps {
  /** The current page of messages, newest first. */
  messages: InboxMessage[];
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  /** All unread messages of the player (not only this page's). */
  unreadCount: number;
  onMarkAllRead: () => void;
  /** Mark-all-read is running: its button is busy. */
  markingAllRead?: boolean;
  /** The message in the reader; it stays there even when a refresh moves it off the page. */
  opened: OpenedMessage | null;
  onOpen: (id: string) => void;
  /** Asks to delete the open message (the host confirms first). */
  onDelete: (id: string) => void;
  deleting?: boolean;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The first load of the list. */
  loading?: boolean;
  /** A message when the list could not load; shown with a retry button when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** The reader title's heading level under the page's headings. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Platform information (messageV2, SPEC.md section 2): the unread count with mark-all-read, a filter
 * (all or unread), the paged list and the reader side by side, with loading, error and empty states.
 */
export function MessageCentre(props: MessageCentreProps) {
  const { filter, onFilterChange, unreadCount, onMarkAllRead, markingAllRead = false } = props;
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const body = <CentreBody {...props} />;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.summary} role="status">
          {unreadCount > 0
            ? t('inboxUnreadSummary', { count: formatNumber(unreadCount, { locale }) })
            : t('inboxAllRead')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={markingAllRead}
          disabled={unreadCount === 0}
          onClick={onMarkAllRead}
        >
          {t('inboxMarkAllRead')}
        </Button>
      </div>
      <Tabs
        label={t('inboxFilterLabel')}
        value={filter}
        onValueChange={(value) => onFilterChange(value === 'unread' ? 'unread' : 'all')}
        items={[
          { value: 'all', label: t('inboxFilterAll'), content: body },
          { value: 'unread', label: t('inboxFilterUnread'), content: body },
        ]}
      />
    </div>
  );
}

function CentreBody({
  messages,
  filter,
  opened,
  onOpen,
  onDelete,
  deleting,
  page,
  totalPages,
  onPageChange,
  loading = false,
  error,
  onRetry,
  headingLevel,
}: MessageCentreProps) {
  const t = useDsTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const openedId = opened?.id ?? null;
  const lastOpened = useRef(openedId);
  // A deleted message takes its reader (and the focused delete button) away: focus goes back to
  // the list rather than to the top of the document.
  useEffect(() => {
    const closed = lastOpened.current !== null && openedId === null;
    lastOpened.current = openedId;
    if (closed && (document.activeElement === null || document.activeElement === document.body)) {
      listRef.current?.focus();
    }
  }, [openedId]);

  let list: ReactNode;
  if (messages.length === 0 && loading) {
    list = (
      <div aria-busy="true" aria-label={t('inboxLoading')} role="status">
        <Skeleton lines={6} />
      </div>
    );
  } else if (messages.length === 0 && error) {
    list = (
      <div className={styles.status} role="alert">
        <Text tone="danger">{error}</Text>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('inboxRetry')}
          </Button>
        ) : null}
      </div>
    );
  } else if (messages.length === 0) {
    list =
      filter === 'unread' ? (
        <EmptyState title={t('inboxEmptyUnread')} description={t('inboxEmptyUnreadHint')} />
      ) : (
        <EmptyState title={t('inboxEmpty')} />
      );
  } else {
    list = (
      <>
        <MessageList ref={listRef} messages={messages} selectedId={openedId} onOpen={onOpen} />
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      </>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.column}>{list}</div>
      <MessageReader message={opened} onDelete={onDelete} deleting={deleting} headingLevel={headingLevel} />
    </div>
  );
}
