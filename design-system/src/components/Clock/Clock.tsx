import { formatDateTime, formatOffset, isoInOffset } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './Clock.css';
import { useNow } from './useNow';

export interface ClockProps {
  /** The UTC offset shown, in minutes (the agent's time zone, 480 for GMT+08:00). */
  offsetMinutes: number;
  /** A fixed moment (epoch ms): the clock then stands still, for stories and screenshots. */
  now?: number;
  /** Overrides the current language for the date format. */
  locale?: string;
}

/** A live clock in a fixed UTC offset (SPEC.md section 2: agent centre clock updated every second). */
export function Clock({ offsetMinutes, now, locale }: ClockProps) {
  const t = useDsTranslation();
  const language = useDsLanguage();
  const ticking = useNow(now === undefined);
  const moment = now ?? ticking;
  const options = { locale: locale ?? language, offsetMinutes };
  // Not a live region: announcing every second would drown everything else out.
  return (
    <span className={styles.root} role="group" aria-label={t('clockLabel')}>
      <time dateTime={isoInOffset(moment, offsetMinutes)}>{formatDateTime(moment, options)}</time>
      <span className={styles.offset}>{formatOffset(offsetMinutes)}</span>
    </span>
  );
}
