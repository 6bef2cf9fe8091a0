import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Text';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { TransactionStatus } from '../TransactionStatus';
import { cardHeader, fact, factAmount, factLabel, factValue } from '../../theme/layout.css';
import * as styles from './LimitCard.css';

/** A change of the limit that waits for its cooling-off. */
export interface LimitCardPending {
  /** The new limit; null when the limit is being removed. */
  amount: number | null;
  /** When it takes effect, formatted (a <time> element). */
  effectiveTime: ReactNode;
}

export interface LimitCardProps {
  /** What the limit is ("Daily deposit limit"). */
  title: string;
  /** The limit in force; null when none is set. */
  amount: number | null;
  /** Used in the current window. */
  used: number;
  /** Left in the current window; null without a limit. */
  remaining: number | null;
  currencySymbol: string;
  /** When the window starts again, formatted (a <time> element). */
  resetTime: ReactNode;
  /** A raise or a removal waiting for its time, if any. */
  pending?: LimitCardPending | null;
  /** Actions under the figures (change, remove). */
  action?: ReactNode;
  /** The heading level of the card in its page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One player limit (a deposit or loss limit of a day, week or month): the limit in force, how much of
 * it the current window has used as a meter and in figures, what is left, when the window starts
 * again, and a raise or removal waiting for its cooling-off with its time.
 */
export function LimitCard({
  title,
  amount,
  used,
  remaining,
  currencySymbol,
  resetTime,
  pending,
  action,
  headingLevel = 3,
}: LimitCardProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const titleId = useId();
  const money = (value: number) => formatMoney(value, { locale, symbol: currencySymbol, decimals: 2 });
  const reached = remaining === 0;
  const shown = amount === null ? 0 : Math.min(used, amount);
  const percent = amount ? Math.round((shown / amount) * 100) : 0;
  return (
    <Card as="article" padding="lg" radius="md" className={styles.root} aria-labelledby={titleId}>
      <div className={cardHeader}>
        <Heading level={headingLevel} size={4} id={titleId}>
          {title}
        </Heading>
        {amount === null ? (
          <TransactionStatus tone="neutral" label={t('moneyLimitNone')} />
        ) : reached ? (
          <TransactionStatus tone="danger" label={t('moneyLimitReached')} />
        ) : null}
      </div>
      {amount === null ? null : (
        <div
          role="meter"
          aria-label={t('moneyLimitMeter', { title })}
          aria-valuemin={0}
          aria-valuemax={amount}
          aria-valuenow={shown}
          aria-valuetext={t('moneyLimitMeterValue', { used: money(used), amount: money(amount) })}
          className={styles.meter}
        >
          <div
            className={reached ? `${styles.fill} ${styles.fillReached}` : styles.fill}
            style={assignInlineVars({ [styles.share]: `${String(percent)}%` })}
          />
        </div>
      )}
      <dl className={styles.figures}>
        <div className={fact}>
          <dt className={factLabel}>{t('moneyLimitCurrent')}</dt>
          <dd className={factAmount}>{amount === null ? t('moneyLimitNone') : money(amount)}</dd>
        </div>
        <div className={fact}>
          <dt className={factLabel}>{t('moneyLimitUsed')}</dt>
          <dd className={factAmount}>{money(used)}</dd>
        </div>
        <div className={fact}>
          <dt className={factLabel}>{t('moneyLimitRemaining')}</dt>
          <dd className={factAmount}>{remaining === null ? t('moneyLimitNone') : money(remaining)}</dd>
        </div>
        <div className={fact}>
          <dt className={factLabel}>{t('moneyLimitResets')}</dt>
          <dd className={factValue}>
            {/* A date and time read left to right in a right-to-left page too (as the charts' values). */}
            <bdi dir="ltr">{resetTime}</bdi>
          </dd>
        </div>
      </dl>
      {pending ? (
        <p className={styles.pending}>
          <svg viewBox="0 0 16 16" className={styles.clock} aria-hidden="true">
            <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <span>
            {pending.amount === null
              ? t('moneyLimitPendingRemoval')
              : t('moneyLimitPending', { amount: money(pending.amount) })}{' '}
            <bdi dir="ltr">{pending.effectiveTime}</bdi>
          </span>
        </p>
      ) : null}
      {action}
    </Card>
  );
}
