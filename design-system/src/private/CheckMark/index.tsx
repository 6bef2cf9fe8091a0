import * as styles from './CheckMark.css';

/** A tick beside words that say the same ("Yes", "Reached"): decoration only, hidden from assistive technology. */
export function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" className={styles.mark} aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
