import { useDsLanguage, useDsTranslation } from '../../i18n';
import { formatNumber } from '../../format';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Badge.css';

export interface BadgeProps {
  /** How many unread items (SPEC.md section 2: mission, message and reward badges); 0 shows nothing. */
  count: number;
  /** Counts above it show as "max+". */
  max?: number;
  /** A plain dot instead of the number, for tight spots. */
  dot?: boolean;
  /** The text read by assistive technology; "N unread" when omitted. */
  label?: string;
}

/** An unread-count badge, placed next to the item it counts. */
export function Badge({ count, max = 99, dot = false, label }: BadgeProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  if (!Number.isFinite(count) || count <= 0) return null;
  const shown = count > max ? `${formatNumber(max, { locale })}+` : formatNumber(count, { locale });
  const spoken = label ?? t('badgeUnread', { count: formatNumber(count, { locale }) });
  return (
    <span className={styles.root({ dot })}>
      {dot ? null : <span aria-hidden="true">{shown}</span>}
      <span className={visuallyHidden}>{spoken}</span>
    </span>
  );
}
