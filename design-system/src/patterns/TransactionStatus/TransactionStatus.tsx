import * as styles from './TransactionStatus.css';

export const transactionTones = ['pending', 'success', 'danger', 'warning', 'neutral'] as const;
export type TransactionTone = (typeof transactionTones)[number];

export interface TransactionStatusProps {
  /** The state in words ("Pending", "Credited"). */
  label: string;
  /** Its colour and shape: the shape tells the tone apart without colour. */
  tone: TransactionTone;
}

// A clock, a tick, a cross, an exclamation mark and a dot.
const shapes: Record<TransactionTone, string> = {
  pending: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2zm0 2v4l3 2',
  success: 'M3 8.5l3 3 7-7',
  danger: 'M4 4l8 8M12 4l-8 8',
  warning: 'M8 3v6M8 12v1',
  neutral: 'M8 7.5v1',
};

/** The state of a deposit, withdrawal or transfer, as a small labelled pill. */
export function TransactionStatus({ label, tone }: TransactionStatusProps) {
  return (
    <span className={styles.root({ tone })}>
      <svg
        viewBox="0 0 16 16"
        className={styles.icon}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={shapes[tone]} />
      </svg>
      {label}
    </span>
  );
}
