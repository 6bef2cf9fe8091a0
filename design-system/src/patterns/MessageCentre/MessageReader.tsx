import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { RichText } from '../../components/RichText';
import { useDsTranslation } from '../../i18n';
import * as styles from './MessageCentre.css';
import type { InboxMessage } from './MessageList';

/** The message open in the reader: the list's fields and its content. */
export interface OpenedMessage extends InboxMessage {
  /** HTML from the platform, untrusted: sanitised here before it is shown. */
  content: string;
}

export interface MessageReaderProps {
  /** Nothing open: the reader asks the player to choose a message. */
  message: OpenedMessage | null;
  /** Asks to delete the open message (the host confirms first). */
  onDelete?: (id: string) => void;
  /** The delete is running. */
  deleting?: boolean;
  /** The title's heading level under the page's headings. */
  headingLevel?: 2 | 3 | 4;
  /** More actions next to delete. */
  actions?: ReactNode;
}

/** The reading panel: kind and time, the title, the sanitised HTML content, delete. */
export function MessageReader({ message, onDelete, deleting = false, headingLevel = 3, actions }: MessageReaderProps) {
  const t = useDsTranslation();
  const titleId = useId();
  if (!message) {
    return (
      <div className={styles.placeholder}>
        <p>{t('inboxChoose')}</p>
      </div>
    );
  }
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  return (
    <article className={`${styles.reader} ${styles.readerTone[message.tone ?? 'neutral']}`} aria-labelledby={titleId}>
      <p className={styles.readerMeta}>
        {message.kindLabel ? (
          <>
            <span>{message.kindLabel}</span>
            <span aria-hidden="true">·</span>
          </>
        ) : null}
        <span>
          {t('inboxReceived')} <time dateTime={message.dateTime}>{message.time}</time>
        </span>
      </p>
      <Heading id={titleId} className={styles.readerTitle}>
        {message.title}
      </Heading>
      <RichText html={message.content} trimmed />
      {onDelete || actions ? (
        <div className={styles.readerActions}>
          {actions}
          {onDelete ? (
            <Button variant="secondary" size="sm" loading={deleting} onClick={() => onDelete(message.id)}>
              {t('inboxDelete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
