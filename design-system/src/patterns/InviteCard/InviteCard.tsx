import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { CopyText } from '../../components/CopyText';
import { QRCode } from '../../components/QRCode';
import { Skeleton } from '../../components/Skeleton';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './InviteCard.css';

export interface InviteCardProps {
  /** The member's referral code. */
  code: string;
  /** The full invitation link (registration with the code), encoded in the QR code. */
  link: string;
  /** A line above the code: what inviting brings. */
  hint?: ReactNode;
  /** Called after the code or the link was copied. */
  onCopied?: () => void;
  /** Side of the QR code in CSS pixels. */
  qrSize?: number;
  loading?: boolean;
}

/** Invite friends (SPEC.md section 1): the referral code and link, each with a copy button, and a QR code. */
export function InviteCard({ code, link, hint, onCopied, qrSize = 160, loading = false }: InviteCardProps) {
  const t = useDsTranslation();
  if (loading) {
    return (
      <Card padding="lg" className={styles.root} role="status">
        <span className={visuallyHidden}>{t('accountInviteLoading')}</span>
        <Skeleton variant="rect" width={`${String(qrSize)}px`} height={`${String(qrSize)}px`} />
        <div className={styles.details} aria-hidden="true">
          <Skeleton lines={4} />
        </div>
      </Card>
    );
  }
  return (
    <Card padding="lg" className={styles.root}>
      <QRCode value={link} size={qrSize} label={t('accountInviteQr')} />
      <div className={styles.details}>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        <dl className={styles.details}>
          <div className={styles.entry}>
            <dt className={styles.term}>{t('accountInviteCode')}</dt>
            <dd className={styles.value}>
              <CopyText
                text={code}
                label={<span className={styles.code}>{code}</span>}
                copyLabel={t('accountInviteCopyCode')}
                onCopied={onCopied}
              />
            </dd>
          </div>
          <div className={styles.entry}>
            <dt className={styles.term}>{t('accountInviteLink')}</dt>
            <dd className={styles.value}>
              <CopyText text={link} copyLabel={t('accountInviteCopyLink')} onCopied={onCopied} />
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
