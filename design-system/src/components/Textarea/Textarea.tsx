import { useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { fieldStyles, FieldFrame, useFieldIds, useKeepTyped, type FieldFrameProps } from '../../private/FieldFrame';
import { graphemes } from './graphemes';
import * as styles from './Textarea.css';

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style'>, FieldFrameProps {
  /** At most this many characters as the player sees them (emoji count once), with a live "n / max" counter. */
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, e.g. the remark of an activity application (SPEC.md section 9: at most 140). */
export function Textarea({
  id,
  label,
  hideLabel,
  hint,
  error,
  required,
  disabled,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ownDescribedBy,
  ref,
  ...rest
}: TextareaProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const ids = useFieldIds({ id, hint, error }, ownDescribedBy);
  const counterId = `${ids.controlId}-count`;
  const controlRef = useKeepTyped(ref, value);
  const [ownCount, setOwnCount] = useState(() => graphemes(String(defaultValue ?? '')).length);
  const count = value === undefined ? ownCount : graphemes(String(value)).length;

  // The native maxLength counts UTF-16 units (an emoji is 2 or more), so the limit is applied here.
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (maxLength !== undefined) {
      const characters = graphemes(event.target.value);
      if (characters.length > maxLength) event.target.value = characters.slice(0, maxLength).join('');
    }
    setOwnCount(graphemes(event.target.value).length);
    onChange?.(event);
  };

  const describedBy =
    maxLength === undefined ? ids.describedBy : [ids.describedBy, counterId].filter(Boolean).join(' ');
  const numbers = { count: formatNumber(count, { locale }), max: formatNumber(maxLength ?? 0, { locale }) };

  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} required={required} hint={hint} error={error}>
      <div
        className={`${fieldStyles.control} ${styles.control}`}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <textarea
          {...rest}
          ref={controlRef}
          id={ids.controlId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          disabled={disabled}
          aria-required={required ? true : undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
      {maxLength === undefined ? null : (
        <div id={counterId} className={styles.counter}>
          <span aria-hidden="true">{t('textareaCount', numbers)}</span>
          <span className={visuallyHidden}>{t('textareaCountLabel', numbers)}</span>
        </div>
      )}
    </FieldFrame>
  );
}
