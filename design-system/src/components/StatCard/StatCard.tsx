import type { ReactNode } from 'react';
import { Card } from '../Card';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './StatCard.css';

export const statCardTrends = ['up', 'down', 'flat'] as const;
export type StatCardTrend = (typeof statCardTrends)[number];

export interface StatCardProps {
  /** What is measured ("Team deposits"). */
  label: ReactNode;
  /** The figure, already formatted (formatMoney, formatNumber). */
  value: ReactNode;
  /** A short note under the value ("Since Monday"). */
  hint?: ReactNode;
  /** Direction since the previous period: an arrow plus a spoken word, never colour alone. */
  trend?: StatCardTrend;
  /** A decorative picture at the end. */
  icon?: ReactNode;
}

const trendKey = { up: 'statCardTrendUp', down: 'statCardTrendDown', flat: 'statCardTrendFlat' } as const;
const trendPath = { up: 'M6 1l5 8H1z', down: 'M6 11 1 3h10z', flat: 'M1 5h10v2H1z' } as const;

/** One figure of a report or overview (agent team overview, revenue report). */
export function StatCard({ label, value, hint, trend, icon }: StatCardProps) {
  const t = useDsTranslation();
  return (
    <Card padding="md" radius="md" className={styles.root}>
      <div className={styles.body}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>
          {value}
          {trend ? (
            <>
              <svg viewBox="0 0 12 12" className={styles.trend({ trend })} aria-hidden="true">
                <path d={trendPath[trend]} fill="currentColor" />
              </svg>
              <span className={visuallyHidden}>{t(trendKey[trend])}</span>
            </>
          ) : null}
        </span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </div>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </Card>
  );
}
