import { useDsTranslation } from '../../i18n';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  /** Visual size; `sm` fits inside a button. */
  size?: (typeof spinnerSizes)[number];
  /** What is loading, for assistive technology; defaults to "Loading…". Empty string: decorative. */
  label?: string;
}

/** An indeterminate busy indicator. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const t = useDsTranslation();
  const text = label ?? t('loading');
  return text ? (
    <span role="status" aria-label={text} className={styles.root({ size })} />
  ) : (
    <span aria-hidden="true" className={styles.root({ size })} />
  );
}
