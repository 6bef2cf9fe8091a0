import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FileUpload } from '../../components/FileUpload';
import { Heading } from '../../components/Text';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation, type DsKey } from '../../i18n';
import { TransactionStatus, type TransactionTone } from '../TransactionStatus';
import { cardHeader, fact, factAmount, factLabel, facts, factValue } from '../../theme/layout.css';
import * as styles from './WithdrawalCard.css';
import type { WithdrawalState } from '@lobby/contract';

/** Which answer is on its way. */
export type WithdrawalAnswer = 'received' | 'notReceived';

export interface WithdrawalCardProps {
  amount: number;
  /** Paid out (0 until approved). */
  paidAmount: number;
  /** Not paid, returned to the main wallet: a partial payment when above 0. */
  remainingAmount: number;
  state: WithdrawalState;
  currencySymbol: string;
  /** When it was requested, formatted (a <time> element). */
  requestTime: ReactNode;
  /** Where it is paid, masked. */
  payoutAccount: string;
  /** When an unanswered approval counts as received, formatted (AWAITING_CONFIRMATION). */
  confirmDeadline?: string;
  /** SPEC.md section 9: it counts as received after {0} minutes without an answer. */
  autoConfirmMinutes: number;
  /** The proof image's limit in bytes (5 MB). */
  proofMaxBytes?: number;
  /** The answer being sent: its button is busy, the others wait. */
  busy?: WithdrawalAnswer | null;
  /** Why the last answer failed. */
  error?: ReactNode;
  onReceived?: () => void;
  onNotReceived?: (proof: File) => void;
  /** The heading level of the card in its page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const look: Record<WithdrawalState, { label: DsKey; tone: TransactionTone; note?: DsKey }> = {
  PENDING: { label: 'moneyWithdrawalPending', tone: 'pending', note: 'moneyWithdrawalPendingNote' },
  AWAITING_CONFIRMATION: { label: 'moneyWithdrawalAwaiting', tone: 'warning' },
  RECEIVED: { label: 'moneyWithdrawalReceivedState', tone: 'success' },
  NOT_RECEIVED: { label: 'moneyWithdrawalNotReceived', tone: 'danger', note: 'moneyWithdrawalNotReceivedNote' },
  AUTO_CONFIRMED: { label: 'moneyWithdrawalAutoConfirmed', tone: 'success', note: 'moneyWithdrawalAutoConfirmedNote' },
  FORCED_RECEIVED: { label: 'moneyWithdrawalForced', tone: 'neutral', note: 'moneyWithdrawalForcedNote' },
  REJECTED: { label: 'moneyWithdrawalRejected', tone: 'danger', note: 'moneyWithdrawalRejectedNote' },
};

/**
 * One withdrawal and its confirmation (SPEC.md section 4): its state, the received and remaining
 * amounts once approved (a partial payment is marked), and, while it waits for the member, the
 * answers received or not received with a proof image for staff.
 */
export function WithdrawalCard({
  amount,
  paidAmount,
  remainingAmount,
  state,
  currencySymbol,
  requestTime,
  payoutAccount,
  confirmDeadline,
  autoConfirmMinutes,
  proofMaxBytes = 5 * 1024 * 1024,
  busy = null,
  error,
  onReceived,
  onNotReceived,
  headingLevel = 3,
}: WithdrawalCardProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const titleId = useId();
  const money = (value: number) => formatMoney(value, { locale, symbol: currencySymbol, decimals: 2 });
  const { label, tone, note } = look[state];
  const approved = state !== 'PENDING' && state !== 'REJECTED';
  const awaiting = state === 'AWAITING_CONFIRMATION';
  return (
    <Card as="article" padding="lg" radius="md" className={styles.root} aria-labelledby={titleId}>
      <div className={cardHeader}>
        <Heading level={headingLevel} size={4} id={titleId}>
          {t('moneyWithdrawalAmount', { amount: money(amount) })}
        </Heading>
        <span className={styles.badges}>
          {approved && remainingAmount > 0 ? (
            <TransactionStatus tone="warning" label={t('moneyWithdrawalPartial')} />
          ) : null}
          <TransactionStatus tone={tone} label={t(label)} />
        </span>
      </div>
      <dl className={facts}>
        <Fact label={t('moneyWithdrawalRequested')}>{requestTime}</Fact>
        <Fact label={t('moneyWithdrawalPaidTo')}>{payoutAccount}</Fact>
        {approved ? (
          <>
            <Fact label={t('moneyWithdrawalReceived')} amount>
              {money(paidAmount)}
            </Fact>
            <Fact label={t('moneyWithdrawalRemaining')} amount>
              {money(remainingAmount)}
            </Fact>
          </>
        ) : null}
      </dl>
      {note ? <p className={styles.note}>{t(note, { minutes: autoConfirmMinutes })}</p> : null}
      {awaiting ? (
        <Confirmation
          question={t('moneyWithdrawalAsk', { amount: money(paidAmount), account: payoutAccount })}
          autoNote={t('moneyWithdrawalAutoNote', { minutes: autoConfirmMinutes, deadline: confirmDeadline ?? '' })}
          proofMaxBytes={proofMaxBytes}
          busy={busy}
          error={error}
          onReceived={onReceived}
          onNotReceived={onNotReceived}
        />
      ) : null}
    </Card>
  );
}

function Fact({ label, amount = false, children }: { label: string; amount?: boolean; children: ReactNode }) {
  return (
    <div className={fact}>
      <dt className={factLabel}>{label}</dt>
      <dd className={amount ? factAmount : factValue}>{children}</dd>
    </div>
  );
}

interface ConfirmationProps {
  question: string;
  autoNote: string;
  proofMaxBytes: number;
  busy: WithdrawalAnswer | null;
  error: ReactNode;
  onReceived?: () => void;
  onNotReceived?: (proof: File) => void;
}

/** The member's answer: received at once, or not received with a proof image. */
function Confirmation({
  question,
  autoNote,
  proofMaxBytes,
  busy,
  error,
  onReceived,
  onNotReceived,
}: ConfirmationProps) {
  const t = useDsTranslation();
  const [reporting, setReporting] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const sending = busy !== null;
  const send = () => {
    const [proof] = files;
    if (!proof) {
      setMissing(true);
      return;
    }
    onNotReceived?.(proof);
  };
  return (
    <div className={styles.confirmation}>
      <p className={styles.question}>{question}</p>
      <p className={styles.note}>{autoNote}</p>
      {reporting ? (
        <div className={styles.proof}>
          <FileUpload
            label={t('moneyWithdrawalProofLabel')}
            files={files}
            onFilesChange={(next) => {
              setFiles(next);
              setMissing(false);
            }}
            maxFiles={1}
            maxBytes={proofMaxBytes}
            error={missing ? t('moneyWithdrawalProofMissing') : undefined}
            disabled={sending}
          />
          <p className={styles.note}>{t('moneyWithdrawalProofHint')}</p>
          <div className={styles.actions}>
            <Button variant="primary" loading={busy === 'notReceived'} disabled={sending} onClick={send}>
              {t('moneyWithdrawalSendProof')}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => setReporting(false)}>
              {t('moneyWithdrawalCancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="primary" loading={busy === 'received'} disabled={sending} onClick={() => onReceived?.()}>
            {t('moneyWithdrawalYes')}
          </Button>
          <Button variant="secondary" disabled={sending} onClick={() => setReporting(true)}>
            {t('moneyWithdrawalNo')}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
