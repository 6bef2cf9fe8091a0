import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './winners.css';

/** A podium place's mark: the digit is seen, "Rank n" is read. */
export function Medal({ rank, size }: { rank: 1 | 2 | 3; size: keyof typeof styles.medal }) {
  const t = useDsTranslation();
  return (
    <span className={`${styles.medal[size]} ${styles.medalTone[rank]}`}>
      <span aria-hidden="true">{rank}</span>
      <span className={visuallyHidden}>{t('winnerBoardRank', { rank })}</span>
    </span>
  );
}
