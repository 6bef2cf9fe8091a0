import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { usePointsFormat, type PointsRate } from '../points';
import * as styles from './PointsBalance.css';

export interface PointsBalanceProps {
  /** The member's points; undefined while loading or after a failed first load (points shown once stay). */
  balance?: number;
  /** A failed load (the points or the rate), in words; shown with a retry button when onRetry is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** How many points make how much money (the conversion rate); left out while unknown. */
  rate?: PointsRate;
  currencySymbol?: string;
  /** The header's action, e.g. the button that converts points into money. */
  action?: ReactNode;
  /** The outline level of "Your points". */
  headingLevel?: 2 | 3;
}

/**
 * The points mall's header: the member's points in large figures, the rule that points have no
 * expiry (SPEC.md sections 1 and 9), the conversion rate and an action.
 */
export function PointsBalance({
  balance,
  error,
  onRetry,
  rate,
  currencySymbol,
  action,
  headingLevel = 2,
}: PointsBalanceProps) {
  const t = useDsTranslation();
  const format = usePointsFormat(currencySymbol);
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const loading = balance === undefined && !error;

  return (
    <Card
      as="section"
      padding="lg"
      elevated
      className={styles.root}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
    >
      <div className={styles.figure}>
        <Title id={titleId} className={styles.label}>
          {t('pointsBalanceLabel')}
        </Title>
        {balance !== undefined ? (
          <p className={styles.value}>{format.number(balance)}</p>
        ) : error ? null : (
          <div className={styles.value}>
            <span className={visuallyHidden}>{t('pointsBalanceLoading')}</span>
            <Skeleton width="6em" />
          </div>
        )}
        {/* Also with points on screen: the rate, or a refresh, may have failed. */}
        {error ? (
          <div role="alert" className={styles.error}>
            <span>{error}</span>
            {onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('pointsBalanceRetry')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <p className={styles.note}>
          <ClockIcon />
          {t('pointsBalanceNoExpiry')}
        </p>
      </div>
      {rate ? (
        <dl className={styles.rate}>
          <dt className={styles.rateName}>{t('pointsBalanceRate')}</dt>
          <dd className={styles.rateValue}>{format.rate(rate)}</dd>
        </dl>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </Card>
  );
}

function ClockIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.icon}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
    >
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5V8l2.5 1.5" />
    </svg>
  );
}
