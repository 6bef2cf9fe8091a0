import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, in one short line ("No records found"). */
  title: ReactNode;
  /** Why, or what the player can do about it. */
  description?: ReactNode;
  /** A decorative picture; a box-with-nothing icon when omitted. */
  icon?: ReactNode;
  /** One way forward, usually a Button. */
  action?: ReactNode;
}

const emptyBox = (
  <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M6 18 24 9l18 9v18l-18 9-18-9z" />
    <path d="M6 18l18 9 18-9M24 27v18" />
  </svg>
);

/** The place of a list or panel that has nothing to show. */
export function EmptyState({ title, description, icon = emptyBox, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
