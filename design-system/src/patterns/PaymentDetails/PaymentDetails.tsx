import type { ReactNode } from 'react';
import { CopyText } from '../../components/CopyText';
import { QRCode } from '../../components/QRCode';
import * as styles from './PaymentDetails.css';

export interface PaymentDetailLine {
  label: string;
  value: string;
  /** The value matters to the payment (the deposit reference): shown larger. */
  emphasis?: boolean;
  /** Offers a copy button (account numbers, addresses, references). */
  copy?: boolean;
}

export interface PaymentDetailsProps {
  /** Where and how to pay, one line each. */
  lines: readonly PaymentDetailLine[];
  /** A QR code to scan instead of typing (e-wallet, crypto address). */
  qr?: { value: string; label: string };
  /** Content above the lines (the amount to send). */
  children?: ReactNode;
}

/** Where to send a payment: label and value lines with copy buttons, and a QR code to scan. */
export function PaymentDetails({ lines, qr, children }: PaymentDetailsProps) {
  return (
    <div className={styles.root}>
      <div className={styles.main}>
        {children}
        <dl className={styles.lines}>
          {lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt className={styles.label}>{line.label}</dt>
              <dd className={line.emphasis ? styles.emphasis : styles.value}>
                {line.copy ? <CopyText text={line.value} /> : line.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {qr ? (
        <div className={styles.qr}>
          <QRCode value={qr.value} label={qr.label} size={120} />
        </div>
      ) : null}
    </div>
  );
}
