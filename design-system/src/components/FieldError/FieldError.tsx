import type { ReactNode } from 'react';
import * as styles from './FieldError.css';

export interface FieldErrorProps {
  /** Referenced by the field's aria-describedby, so the error is read with the field. */
  id: string;
  children: ReactNode;
}

/**
 * The error text under a field (SPEC.md section 8: field errors appear under each field). Not a live
 * region: the field's aria-invalid and description announce it when the player returns to the field.
 */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <div id={id} className={styles.root}>
      {children}
    </div>
  );
}
