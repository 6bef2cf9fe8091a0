import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { ChartFrame, formatChartValue, type ChartValueKind } from '../../private/chart';
import * as styles from './BreakdownChart.css';

/** One part of a whole: a kind of income, a product line. */
export interface BreakdownItem {
  /** Stable identifier. */
  key: string;
  label: ReactNode;
  value: number;
}

export interface BreakdownChartProps {
  /** What is broken down ("Income by kind"): the figure's caption and the list's name. */
  title: string;
  /** Keeps the title for assistive technology only, when a heading above already says it. */
  hideTitle?: boolean;
  /** The parts, in the order to show them. */
  items: readonly BreakdownItem[];
  /** Money (two decimals, `currencySymbol`) or counts. */
  valueKind?: ChartValueKind;
  currencySymbol?: string;
  /**
   * Values that may be negative (profit and loss): bars grow both ways from a zero line, in the
   * success and danger tones, and no share is given. Otherwise each part shows its share of the total.
   */
  signed?: boolean;
  /** A placeholder while the values load. */
  loading?: boolean;
  /** Shown when there are no items; "Nothing to show for these days" when omitted. */
  empty?: ReactNode;
}

/**
 * How a whole splits into parts, as labelled bars (income by salary and dividend kind, profit and loss
 * by product line). Every label and value is text beside its bar, so the list reads the same with or
 * without the picture, and there is nothing that only a pointer can reach: no tooltip is needed.
 */
export function BreakdownChart(props: BreakdownChartProps) {
  const { title, hideTitle, items, valueKind = 'number', currencySymbol, signed = false, loading, empty } = props;
  const id = useId();
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const values = items.map((item) => item.value);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  // Where zero sits along the track, as a share of its length from the inline start.
  const zeroAt = -low / span;
  const total = values.reduce((sum, value) => sum + value, 0);
  const percent = (share: number) => `${(share * 100).toFixed(4)}%`;
  return (
    <ChartFrame
      titleId={`${id}-title`}
      title={title}
      hideTitle={hideTitle}
      loading={loading}
      isEmpty={items.length === 0}
      empty={empty}
    >
      <ul className={styles.list} aria-labelledby={`${id}-title`}>
        {items.map((item) => {
          const size = Math.abs(item.value) / span;
          const start = item.value < 0 ? zeroAt - size : zeroAt;
          const tone = signed ? (item.value < 0 ? styles.loss : styles.gain) : undefined;
          return (
            <li key={item.key} className={styles.item}>
              <span className={styles.label}>{item.label}</span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={tone ? `${styles.bar} ${tone}` : styles.bar}
                  style={{ insetInlineStart: percent(start), inlineSize: percent(size) }}
                />
                {signed ? <span className={styles.zero} style={{ insetInlineStart: percent(zeroAt) }} /> : null}
              </span>
              <span className={styles.value}>
                <bdi dir="ltr">{formatChartValue(item.value, valueKind, locale, currencySymbol)}</bdi>
                {!signed && total > 0 ? (
                  <span className={styles.share}>
                    {' '}
                    {t('recordsChartShare', {
                      share: formatNumber((item.value / total) * 100, { locale, decimals: 1 }),
                    })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </ChartFrame>
  );
}
