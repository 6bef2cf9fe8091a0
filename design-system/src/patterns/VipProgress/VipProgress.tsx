import type { VipStatusValue } from '@lobby/contract';
import { useId } from 'react';
import { Card } from '../../components/Card';
import { ProgressBar } from '../../components/ProgressBar';
import { Skeleton } from '../../components/Skeleton';
import { VipBadge } from '../../components/VipBadge';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './VipProgress.css';
import { CheckMark } from '../../private/CheckMark';

export interface VipProgressProps {
  /** The player's level and the way to the next (GET /wps/member/vip); absent while it loads. */
  status?: VipStatusValue;
  /** The platform's currency symbol for the amounts. */
  currencySymbol?: string;
  /** The outline level of the card's title (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The player's VIP level and the way to the next: one bar for the deposits and one for the valid
 * bets, each with its figures and what is left; at the top level, a line that says so.
 */
export function VipProgress({ status, currencySymbol, headingLevel = 2 }: VipProgressProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol });

  if (!status) {
    return (
      <Card as="section" padding="lg" className={styles.root} aria-labelledby={titleId} aria-busy="true">
        <Heading id={titleId} className={styles.title}>
          {t('accountVipCurrent')}
        </Heading>
        <Skeleton width="12rem" height="1.75rem" variant="rect" />
        <Skeleton lines={4} />
      </Card>
    );
  }

  const { next } = status;
  const measures = next
    ? [
        {
          key: 'deposit',
          label: t('accountVipDeposit'),
          done: status.deposited,
          target: next.depositRequired,
          left: next.depositLeft,
        },
        {
          key: 'bet',
          label: t('accountVipValidBet'),
          done: status.validBet,
          target: next.validBetRequired,
          left: next.validBetLeft,
        },
      ]
    : [];

  return (
    <Card as="section" padding="lg" className={styles.root} aria-labelledby={titleId}>
      <div className={styles.top}>
        <Heading id={titleId} className={styles.title}>
          {t('accountVipCurrent')}
        </Heading>
        <VipBadge level={status.level} label={status.name} />
      </div>
      {next ? (
        <>
          <p className={styles.next}>{t('accountVipNext', { name: next.name })}</p>
          <div className={styles.measures}>
            {measures.map((measure) => {
              const figures = t('accountVipProgressValue', {
                done: money(measure.done),
                target: money(measure.target),
              });
              return (
                <div key={measure.key} className={styles.measure}>
                  <div className={styles.measureTop}>
                    <span className={styles.measureLabel}>{measure.label}</span>
                    <span className={styles.figures}>{figures}</span>
                  </div>
                  <ProgressBar
                    label={t('accountVipTowards', { measure: measure.label, name: next.name })}
                    value={measure.done}
                    max={measure.target}
                    valueText={figures}
                  />
                  <p className={styles.left}>
                    {measure.left > 0 ? (
                      t('accountVipLeft', { amount: money(measure.left) })
                    ) : (
                      <span className={styles.reached}>
                        <CheckMark />
                        {t('accountVipReached')}
                      </span>
                    )}
                  </p>
                </div>
              );
            })}
          </div>
        </>
      ) : (
        <p className={styles.next}>{t('accountVipTop')}</p>
      )}
    </Card>
  );
}
