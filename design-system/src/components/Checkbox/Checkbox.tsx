import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { FieldError } from '../FieldError';
import { RequiredMark, useFieldIds } from '../../private/FieldFrame';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The clickable label beside the box. */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Submitted with a native form (Radix renders a hidden input). */
  name?: string;
  /** Shown under the checkbox; also marks it invalid (e.g. terms not accepted, SPEC.md section 8). */
  error?: ReactNode;
  disabled?: boolean;
  /** Shows a "*" and sets aria-required (SPEC.md section 5). */
  required?: boolean;
  id?: string;
}

/** A labelled checkbox (Radix Checkbox): the label toggles it, and so does Space. */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  error,
  disabled,
  required,
  id,
}: CheckboxProps) {
  const ids = useFieldIds({ id, error });
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={ids.controlId}
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          name={name}
          disabled={disabled}
          aria-required={required ? true : undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        >
          <RadixCheckbox.Indicator>
            <svg viewBox="0 0 16 16" className={styles.check} fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.controlId} className={styles.label} data-disabled={disabled ? '' : undefined}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
