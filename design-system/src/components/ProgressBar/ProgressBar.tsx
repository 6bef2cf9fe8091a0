import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What the bar measures, for assistive technology ("Deposits towards Gold"). */
  label: string;
  /** How far, from 0 to `max` (clamped). */
  value: number;
  max: number;
  /** The value in words, read instead of the bare number ("1,850.00 of 5,000.00"). */
  valueText?: string;
  /** sm: a thin line inside a card; md: a bar that stands on its own. */
  size?: 'sm' | 'md';
}

/**
 * A progress bar (role progressbar): how far a value has come towards a target. The filled part grows
 * from the start edge, so it follows the reading direction; the caller shows the figures beside it.
 */
export function ProgressBar({ label, value, max, valueText, size = 'md' }: ProgressBarProps) {
  const target = Number.isFinite(max) && max > 0 ? max : 0;
  const done = target === 0 ? 0 : Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), target);
  const percent = target === 0 ? 0 : (done / target) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={target}
      aria-valuenow={done}
      aria-valuetext={valueText}
      className={styles.track({ size })}
    >
      <div className={styles.bar} style={assignInlineVars({ [styles.filled]: `${percent.toFixed(2)}%` })} />
    </div>
  );
}
