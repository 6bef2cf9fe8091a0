import { useId, type ReactNode } from 'react';
import { useDsTranslation, type DsKey } from '../../i18n';
import { Button } from '../Button';
import { FieldError } from '../FieldError';
import { TextField } from '../TextField';
import { isReversed, isWithin, presetRange, type DatePreset, type DateRange } from './dates';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps {
  /** Names the pair of days (a fieldset legend). */
  label: ReactNode;
  /** The chosen days, yyyy-MM-dd; '' for a day not chosen yet. */
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The day presets count from, yyyy-MM-dd: the caller's today, so the picker never reads the clock. */
  today: string;
  /** Quick ranges offered (SPEC.md section 9: next or previous 7 and 30 days). */
  presets?: DatePreset[];
  /** Earliest selectable day, yyyy-MM-dd. */
  min?: string;
  /** Latest selectable day, yyyy-MM-dd. */
  max?: string;
  /** An error of the caller's (a start after the end is reported by the picker itself). */
  error?: ReactNode;
  disabled?: boolean;
}

const presetLabels: Record<DatePreset, DsKey> = {
  previous7: 'dateRangePrevious7',
  previous30: 'dateRangePrevious30',
  next7: 'dateRangeNext7',
  next30: 'dateRangeNext30',
};

/** Two native date inputs (from, to) and preset buttons that fill both. */
export function DateRangePicker({
  label,
  value,
  onChange,
  today,
  presets = ['previous7', 'previous30'],
  min,
  max,
  error,
  disabled,
}: DateRangePickerProps) {
  const t = useDsTranslation();
  const errorId = useId();
  const shownError = isReversed(value) ? t('dateRangeOrder') : error;
  const invalid = shownError !== undefined && shownError !== null && shownError !== '';
  const dayProps = {
    min,
    max,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.days}>
        <TextField
          {...dayProps}
          type="date"
          label={t('dateRangeFrom')}
          value={value.from}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
        <TextField
          {...dayProps}
          type="date"
          label={t('dateRangeTo')}
          value={value.to}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
      {presets.length > 0 ? (
        <div role="group" aria-label={t('dateRangePresets')} className={styles.presets}>
          {presets.map((preset) => {
            const range = presetRange(preset, today);
            const pressed = range.from === value.from && range.to === value.to;
            return (
              <Button
                key={preset}
                variant={pressed ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={pressed}
                disabled={(disabled ?? false) || !isWithin(range, min, max)}
                onClick={() => onChange(range)}
              >
                {t(presetLabels[preset])}
              </Button>
            );
          })}
        </div>
      ) : null}
      {invalid ? <FieldError id={errorId}>{shownError}</FieldError> : null}
    </fieldset>
  );
}
