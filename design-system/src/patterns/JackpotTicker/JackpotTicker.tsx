import { useEffect, useId, useState } from 'react';
import { jackpotTiers, type JackpotTier } from '@lobby/contract';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Text';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './JackpotTicker.css';

export interface JackpotPoolView {
  tier: JackpotTier;
  /** The pool at `asOf`. */
  amount: number;
  /** How much it grows each second. */
  growthPerSecond: number;
  /** The last win, formatted with its date ("$512,300.00", "12/11/2026"); absent when never won. */
  lastWin?: { amount: string; date: string };
}

export interface JackpotTickerProps {
  pools: JackpotPoolView[];
  /** When the amounts were true (epoch ms). */
  asOf: number;
  currencySymbol: string;
  /**
   * Counts the pools up every second as they grow; `false` (or the player's reduced-motion setting)
   * shows the amounts as of `asOf`, refreshed when new ones arrive.
   */
  animate?: boolean;
  loading?: boolean;
  /** The section's heading level. */
  headingLevel?: 2 | 3;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  // jsdom declares matchMedia without implementing it.
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The current time, every second while `enabled`; `asOf` otherwise. */
function useTicking(enabled: boolean, asOf: number): number {
  const [now, setNow] = useState(asOf);
  useEffect(() => {
    if (!enabled) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [enabled]);
  return enabled ? Math.max(now, asOf) : asOf;
}

/** A pool `elapsed` seconds on, counted in cents so that the sum never shows a float's rounding. */
const grownBy = (pool: JackpotPoolView, elapsed: number): number =>
  (Math.round(pool.amount * 100) + Math.floor(Math.round(pool.growthPerSecond * 100) * elapsed)) / 100;

/**
 * The jackpot pools (SPEC.md section 1 "Other screens": jackpot): the grand pool large, the others
 * beside it, each counting up as it grows. The numbers are not a live region: announcing them every
 * second would drown everything else out; they are read when reached.
 */
export function JackpotTicker({
  pools,
  asOf,
  currencySymbol,
  animate = true,
  loading = false,
  headingLevel = 2,
}: JackpotTickerProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const titleId = useId();
  const [reduced] = useState(prefersReducedMotion);
  const now = useTicking(animate && !reduced && !loading, asOf);
  const elapsed = Math.max(0, now - asOf) / 1000;
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });

  return (
    <Card as="section" padding="lg" className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading level={headingLevel} size={3} id={titleId}>
        {t('promotionsJackpotTitle')}
      </Heading>
      {loading ? (
        <div role="status" className={styles.pools}>
          <span className={visuallyHidden}>{t('promotionsJackpotLoading')}</span>
          {jackpotTiers.map((tier) => (
            <div key={tier} className={`${styles.pool} ${styles.placeholder}`} data-tier={tier} aria-hidden="true" />
          ))}
        </div>
      ) : (
        <ul className={styles.pools}>
          {pools.map((pool) => (
            <li key={pool.tier} className={styles.pool} data-tier={pool.tier}>
              <span className={styles.tier}>{t(`promotionsJackpot${pool.tier}`)}</span>
              <span className={styles.amount} data-jackpot-amount="">
                {money(grownBy(pool, elapsed))}
              </span>
              <span className={styles.lastWin}>
                {pool.lastWin
                  ? t('promotionsJackpotLastWin', { amount: pool.lastWin.amount, date: pool.lastWin.date })
                  : t('promotionsJackpotNeverWon')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
