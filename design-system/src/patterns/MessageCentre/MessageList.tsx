import type { Ref } from 'react';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './MessageCentre.css';

export const messageTones = ['neutral', 'info', 'success', 'danger'] as const;
export type MessageTone = (typeof messageTones)[number];

/** One message of the inbox, as the list shows it. */
export interface InboxMessage {
  id: string;
  /** In the page's language (the host words settlement messages itself). */
  title: string;
  /** The kind of message ("Deposit credited", "System"). */
  kindLabel?: string;
  /** When it was sent, already formatted by the host (its language and clock). */
  time: string;
  /** The same instant, machine-readable (ISO 8601), for the `<time>` element. */
  dateTime?: string;
  read: boolean;
  /** Colours the reader's edge: success (credited, approved), danger (failed, rejected). */
  tone?: MessageTone;
}

export interface MessageListProps {
  messages: InboxMessage[];
  /** The message open in the reader. */
  selectedId?: string | null;
  onOpen: (id: string) => void;
  /** Accessible name of the list; a translated "Messages" when omitted. */
  label?: string;
  ref?: Ref<HTMLUListElement>;
}

/**
 * The inbox's list (messageV2, SPEC.md section 2): newest first, unread ones with a dot (and the word
 * for assistive technology) and a bold title; the open one marked as current.
 */
export function MessageList({ messages, selectedId, onOpen, label, ref }: MessageListProps) {
  const t = useDsTranslation();
  return (
    <ul ref={ref} tabIndex={-1} className={styles.list} aria-label={label ?? t('inboxListLabel')}>
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            className={`${styles.item} ${message.read ? '' : styles.unreadItem}`}
            aria-current={message.id === selectedId ? 'true' : undefined}
            onClick={() => onOpen(message.id)}
          >
            {message.read ? <span aria-hidden="true" /> : <span className={styles.dot} aria-hidden="true" />}
            <span className={`${styles.itemTitle} ${message.read ? '' : styles.itemTitleUnread}`}>
              {message.read ? null : <span className={visuallyHidden}>{`${t('inboxUnreadMarker')}:`}</span>}{' '}
              {message.title}
            </span>{' '}
            {/* The spaces keep the parts of the button's name apart for assistive technology. */}
            <time className={styles.itemTime} dateTime={message.dateTime}>
              {message.time}
            </time>{' '}
            {message.kindLabel ? <span className={styles.itemKind}>{message.kindLabel}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
