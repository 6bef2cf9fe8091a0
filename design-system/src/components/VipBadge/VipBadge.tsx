import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './VipBadge.css';

export interface VipBadgeProps {
  /** The rank level (1 and up). */
  level: number;
  /** The level's name, as the platform gives it ("Gold"). */
  label: string;
  size?: 'sm' | 'md';
}

/** The VIP label and rank level (SPEC.md section 3): a crown, "VIP 3" and the level's name. */
export function VipBadge({ level, label, size = 'md' }: VipBadgeProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  return (
    <span className={styles.root({ size })}>
      <span className={styles.rank}>
        <svg viewBox="0 0 24 24" className={styles.crown} aria-hidden="true">
          <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill="currentColor" />
        </svg>
        {t('vipBadgeRank', { level: formatNumber(level, { locale }) })}
      </span>
      {/* Read and copied as "VIP 3 Gold"; a flex container shows no space. */}{' '}
      <span className={styles.name}>{label}</span>
    </span>
  );
}
