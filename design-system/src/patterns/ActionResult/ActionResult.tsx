import { useId, type ReactNode } from 'react';
import * as styles from './ActionResult.css';

export const actionResultTones = ['success', 'danger', 'info', 'warning'] as const;
export type ActionResultTone = (typeof actionResultTones)[number];

export interface ActionResultProps {
  /** success: done; info: sent and waiting; warning: done with a catch; danger: refused or failed. */
  tone: ActionResultTone;
  /** What happened, in a few words ("Deposit requested"). */
  title: ReactNode;
  /** What it means and what happens next. */
  children?: ReactNode;
  /** Ways forward (retry, another deposit). */
  actions?: ReactNode;
}

/**
 * The answer to a money action: announced when it appears (a failure as an alert, the rest
 * politely), titled, with what happens next and the ways forward.
 */
export function ActionResult({ tone, title, children, actions }: ActionResultProps) {
  const titleId = useId();
  return (
    <div className={styles.root({ tone })} role={tone === 'danger' ? 'alert' : 'status'} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
