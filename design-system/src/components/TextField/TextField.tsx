import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldStyles, FieldFrame, useFieldIds, useKeepTyped, type FieldFrameProps } from '../../private/FieldFrame';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'size'>, FieldFrameProps {
  /** An adornment inside the field's start, e.g. a country-code picker. */
  start?: ReactNode;
  /** An adornment inside the field's end, e.g. a button. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line input. Spread Formik's `getFieldProps(name)` on it: name, value, onChange
 * and onBlur go straight to the input.
 */
export function TextField({
  id,
  label,
  hideLabel,
  hint,
  error,
  start,
  end,
  required,
  disabled,
  type = 'text',
  'aria-describedby': ownDescribedBy,
  'aria-invalid': ownInvalid,
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error }, ownDescribedBy);
  const controlRef = useKeepTyped(ref, rest.value);
  // A caller may mark the field invalid without an error of its own (e.g. a range with one shared error).
  const invalid = ids.invalid || (ownInvalid !== undefined && ownInvalid !== false && ownInvalid !== 'false');
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} required={required} hint={hint} error={error}>
      <div
        className={fieldStyles.control}
        data-invalid={invalid || undefined}
        data-disabled={disabled ? '' : undefined}
      >
        {start ? <div className={fieldStyles.start}>{start}</div> : null}
        <input
          {...rest}
          ref={controlRef}
          id={ids.controlId}
          type={type}
          className={fieldStyles.input}
          disabled={disabled}
          // aria-required rather than `required`: the form validates and words its own messages (no native bubble).
          aria-required={required ? true : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        {end ? <div className={fieldStyles.end}>{end}</div> : null}
      </div>
    </FieldFrame>
  );
}
