import type { RedeemStatus as RedeemStatusValue } from '@lobby/contract';
import { useDsTranslation } from '../../i18n';
import * as styles from './RedeemStatus.css';

export interface RedeemStatusProps {
  /** Redeem status of SPEC.md section 4. */
  status: RedeemStatusValue;
}

const words = {
  PROCESSING: 'pointsStatusProcessing',
  REJECTED: 'pointsStatusRejected',
  APPROVED: 'pointsStatusApproved',
} as const satisfies Record<RedeemStatusValue, string>;

const paths = {
  PROCESSING: 'M8 4.5V8l2.5 1.5',
  REJECTED: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
  APPROVED: 'M5 8.5l2 2 4-4.5',
} as const satisfies Record<RedeemStatusValue, string>;

/** A redeem's status in words, with an icon and a colour by meaning (never colour alone). */
export function RedeemStatus({ status }: RedeemStatusProps) {
  const t = useDsTranslation();
  return (
    <span className={styles.root({ status })}>
      <svg
        viewBox="0 0 16 16"
        className={styles.icon}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="8" cy="8" r="6.5" />
        <path d={paths[status]} />
      </svg>
      {t(words[status])}
    </span>
  );
}
