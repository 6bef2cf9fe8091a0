import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/global.css';
import { FieldError } from '../../components/FieldError';
import * as styles from './FieldFrame.css';

/** What every field of the forms area shows around its control. */
export interface FieldFrameProps {
  /** The visible label, programmatically linked to the control. */
  label: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Shows a "*" (SPEC.md section 5: fields marked * are required). */
  required?: boolean;
  /** Help under the control, read as part of its description. */
  hint?: ReactNode;
  /** The error under the control; also marks it invalid. */
  error?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId?: string;
  errorId?: string;
  /** The value for the control's aria-describedby (hint, error and the caller's own ids). */
  describedBy?: string;
  invalid: boolean;
}

/** Stable ids of a field's parts; `id` wins over a generated one. */
export function useFieldIds(
  { id, hint, error }: { id?: string; hint?: ReactNode; error?: ReactNode },
  ownDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const describedBy = [ownDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, labelId: `${controlId}-label`, hintId, errorId, describedBy, invalid: errorId !== undefined };
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The label above, the hint and the error below a control. */
export function FieldFrame({
  ids,
  label,
  hideLabel,
  required,
  hint,
  error,
  children,
}: FieldFrameProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={styles.root}>
      <label id={ids.labelId} htmlFor={ids.controlId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {ids.hintId ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** The "*" is visual only: the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  );
}
