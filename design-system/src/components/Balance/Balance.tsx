import { formatMoney, maskedAmount } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { Skeleton } from '../Skeleton';
import * as styles from './Balance.css';
import { EyeIcon, RefreshIcon } from './icons';

export interface BalanceProps {
  /** The balance; null while it is not known yet (shows a placeholder). */
  amount: number | null;
  /** The currency symbol sent by the platform. */
  currencySymbol: string;
  /** Masked with asterisks (SPEC.md section 4: balance display toggles visible/masked). */
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
  onRefresh: () => void;
  /** A refresh is under way: the button is busy and ignores clicks. */
  refreshing?: boolean;
  /** The visible caption; "Balance" when omitted. */
  label?: string;
}

/** The player's balance with show/hide and refresh (SPEC.md sections 2 and 9: 2 decimals). */
export function Balance({
  amount,
  currencySymbol,
  hidden,
  onHiddenChange,
  onRefresh,
  refreshing = false,
  label,
}: BalanceProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const caption = label ?? t('balanceLabel');

  let value;
  if (amount === null) {
    value = (
      <span className={styles.placeholder}>
        <Skeleton />
        <span className={visuallyHidden}>{t('balanceLoading')}</span>
      </span>
    );
  } else if (hidden) {
    value = (
      <>
        <span className={styles.amount} aria-hidden="true">
          {maskedAmount()}
        </span>
        <span className={visuallyHidden}>{t('balanceHidden')}</span>
      </>
    );
  } else {
    value = (
      <span className={styles.amount}>{formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 })}</span>
    );
  }

  return (
    <span role="group" aria-label={caption} className={styles.root}>
      <span className={styles.label} aria-hidden="true">
        {caption}
      </span>
      <span aria-live="polite" aria-busy={refreshing || amount === null}>
        {value}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('balanceHide')}
        aria-pressed={hidden}
        onClick={() => onHiddenChange(!hidden)}
      >
        <EyeIcon crossed={hidden} className={styles.icon} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('balanceRefresh')}
        aria-busy={refreshing || undefined}
        aria-disabled={refreshing || undefined}
        onClick={() => {
          if (!refreshing) onRefresh();
        }}
      >
        <RefreshIcon className={refreshing ? `${styles.icon} ${styles.spinning}` : styles.icon} />
      </button>
    </span>
  );
}
