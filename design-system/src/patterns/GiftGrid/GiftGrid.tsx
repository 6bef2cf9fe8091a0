import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { EmptyState, LoadFailed } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { GiftCard, type Gift } from '../GiftCard';
import * as styles from './GiftGrid.css';

export interface GiftGridProps {
  gifts: Gift[];
  /** The member's points; null while unknown. */
  balance: number | null;
  currencySymbol?: string;
  onRedeem?: (gift: Gift) => void;
  /** The first load: placeholder cards. */
  loading?: boolean;
  /** A failed load, in words; shown with a retry button when onRetry is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to show when the mall has no gifts. */
  empty?: ReactNode;
  /** The outline level of each gift's name. */
  headingLevel?: 2 | 3 | 4;
}

const placeholderCount = 8;

/** The points mall's gifts as cards, as many per row as fit, with loading, error and empty states. */
export function GiftGrid({
  gifts,
  balance,
  currencySymbol,
  onRedeem,
  loading = false,
  error,
  onRetry,
  empty,
  headingLevel,
}: GiftGridProps) {
  const t = useDsTranslation();
  if (error && gifts.length === 0) {
    return <LoadFailed error={error} onRetry={onRetry} retryLabel={t('pointsGiftRetry')} />;
  }
  if (loading && gifts.length === 0) {
    return (
      <div aria-busy="true">
        <span className={visuallyHidden}>{t('pointsGiftLoading')}</span>
        <ul className={styles.grid}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            <Card as="li" key={index} padding="md" className={styles.placeholder} aria-hidden="true">
              <Skeleton variant="rect" width="100%" height="auto" />
              <Skeleton lines={3} />
            </Card>
          ))}
        </ul>
      </div>
    );
  }
  if (gifts.length === 0) return <EmptyState title={empty ?? t('pointsGiftEmpty')} />;
  return (
    <ul className={styles.grid} aria-label={t('pointsGiftListLabel')}>
      {gifts.map((gift) => (
        <li key={gift.id} className={styles.item}>
          <GiftCard
            gift={gift}
            balance={balance}
            currencySymbol={currencySymbol}
            onRedeem={onRedeem}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
