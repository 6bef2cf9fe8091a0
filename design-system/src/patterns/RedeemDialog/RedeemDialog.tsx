import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Image } from '../../components/Image';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordField';
import { Textarea } from '../../components/Textarea';
import { TextField } from '../../components/TextField';
import { useDsTranslation } from '../../i18n';
import type { Gift } from '../GiftCard';
import {
  DialogActions,
  Notice,
  pointsStyles as styles,
  Summary,
  usePointsForm,
  usePointsFormat,
  type PointsDialogProps,
} from '../points';

export type RedeemField = 'quantity' | 'password' | 'receivingAddress' | 'paymentAccount';

/** What a redeem sends: the quantity, the login password, and the gift's address or the cash's account. */
export interface RedeemValues {
  quantity: number;
  password: string;
  /** A GIFT's receiving address, trimmed. */
  receivingAddress?: string;
  /** A CASH reward's payment account, trimmed. */
  paymentAccount?: string;
}

/** The platform's rules for the delivery fields (lengths in characters). */
export interface RedeemRules {
  receivingAddress: { min: number; max: number };
  paymentAccount: { min: number; max: number; pattern: RegExp };
}

export interface RedeemDialogProps extends PointsDialogProps<RedeemField> {
  /** The gift being redeemed; null keeps the dialog closed. */
  gift: Gift | null;
  /** The member's points. */
  balance: number;
  /** The most units one redeem takes. */
  maxQuantity: number;
  rules: RedeemRules;
  currencySymbol?: string;
  /** Called with valid values; the caller sends them and sets `submitting`. */
  onSubmit: (values: RedeemValues) => void;
  /** Once redeemed: what happened, shown instead of the form. */
  done?: ReactNode;
}

/**
 * The redeem form of the points mall (SPEC.md sections 3 and 7): quantity within the stock and the
 * member's points, the login password (the call is sealed), and a receiving address for a GIFT or a
 * payment account for CASH. Out of stock and not enough points are said before anything is sent;
 * nothing typed is lost when the platform refuses.
 */
export function RedeemDialog(props: RedeemDialogProps) {
  const { gift, submitting = false, onClose, done } = props;
  const t = useDsTranslation();
  const formId = useId();
  return (
    <Modal
      open={gift !== null}
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={gift ? t('pointsRedeemTitle', { name: gift.name }) : ''}
      footer={
        <DialogActions
          formId={formId}
          submitLabel={t('pointsRedeemSubmit')}
          submitting={submitting}
          blocked={blockedBy(props)}
          done={Boolean(done)}
          onClose={onClose}
        />
      }
    >
      {/* Keyed by the gift: another gift starts from a clean form. */}
      {gift ? <RedeemForm key={gift.id} {...props} gift={gift} formId={formId} /> : null}
    </Modal>
  );
}

/** Sold out, or not enough points for one unit: nothing to send. */
const blockedBy = ({ gift, balance }: RedeemDialogProps) =>
  gift !== null && (gift.stock <= 0 || balance < gift.pointsRequired);

/** Length in code points, as the platform counts it (a Thai or emoji character counts once). */
const codePoints = (text: string) => text.match(/./gsu)?.length ?? 0;

const parseQuantity = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN);

function RedeemForm(props: RedeemDialogProps & { gift: Gift; formId: string }) {
  const { gift, balance, maxQuantity, rules, currencySymbol, onSubmit, submitting = false, formId } = props;
  const { serverError, fieldErrors, done } = props;
  const t = useDsTranslation();
  const format = usePointsFormat(currencySymbol);
  const delivery: RedeemField = gift.kind === 'GIFT' ? 'receivingAddress' : 'paymentAccount';
  const affordable = Math.floor(balance / gift.pointsRequired);
  const upper = Math.max(1, Math.min(maxQuantity, gift.stock, affordable));

  const check = (field: RedeemField, values: Record<RedeemField, string>): string | undefined => {
    const value = values[field].trim();
    if (field === 'password') return values.password === '' ? t('pointsRequired') : undefined;
    if (value === '') return t('pointsRequired');
    if (field === 'quantity') {
      const quantity = parseQuantity(value);
      if (!(quantity >= 1 && quantity <= maxQuantity)) return t('pointsRedeemQuantityInvalid', { max: maxQuantity });
      if (quantity > gift.stock) return t('pointsRedeemOverStock', { count: format.number(gift.stock) });
      return quantity > affordable ? t('pointsRedeemOverBalance') : undefined;
    }
    const length = codePoints(value);
    if (field === 'receivingAddress') {
      const { min, max } = rules.receivingAddress;
      return length < min || length > max ? t('pointsRedeemAddressLength', { min, max }) : undefined;
    }
    const { min, max, pattern } = rules.paymentAccount;
    return length < min || length > max || !pattern.test(value)
      ? t('pointsRedeemAccountInvalid', { min, max })
      : undefined;
  };
  const form = usePointsForm<RedeemField>({
    initial: { quantity: '1', password: '', receivingAddress: '', paymentAccount: '' },
    check,
    fieldErrors,
    live: ['quantity'],
  });
  const { values } = form;
  const quantity = parseQuantity(values.quantity);

  const step = (by: number) => {
    form.change('quantity', String(Math.min(upper, Math.max(1, (Number.isNaN(quantity) ? 0 : quantity) + by))));
  };
  const submit = form.onSubmit(['quantity', delivery, 'password'], !submitting && !blockedBy(props), () =>
    onSubmit({
      quantity,
      password: values.password,
      ...(delivery === 'receivingAddress'
        ? { receivingAddress: values.receivingAddress.trim() }
        : { paymentAccount: values.paymentAccount.trim() }),
    }),
  );

  const subject = (
    <div className={styles.subject}>
      <div className={styles.thumb}>
        <Image src={gift.imageSrc} alt="" width={320} height={240} radius="md" />
      </div>
      <div className={styles.subjectText}>
        <p className={styles.subjectName}>{gift.name}</p>
        {gift.kind === 'CASH' && gift.cashAmount !== undefined ? (
          <p className={styles.subjectLine}>{t('pointsGiftCash', { amount: format.money(gift.cashAmount) })}</p>
        ) : null}
        <p className={styles.subjectLine}>
          {format.points(gift.pointsRequired)} {t('pointsGiftPerUnit', { unit: gift.unit })}
        </p>
        <p className={styles.subjectLine}>
          {gift.stock > 0 ? t('pointsGiftStock', { count: format.number(gift.stock) }) : t('pointsGiftOutOfStock')}
        </p>
      </div>
    </div>
  );

  if (done) {
    return (
      <div className={styles.form}>
        {subject}
        <Notice tone="success">
          <strong>{t('pointsRedeemDone')}</strong> {done}
        </Notice>
      </div>
    );
  }

  const total = Number.isNaN(quantity) ? null : quantity * gift.pointsRequired;
  const readOnly = submitting || undefined;
  return (
    <form id={formId} noValidate aria-label={t('pointsRedeemFormLabel')} className={styles.form} onSubmit={submit}>
      {subject}
      <Notice tone="danger">
        {gift.stock <= 0
          ? t('pointsRedeemSoldOut')
          : balance < gift.pointsRequired
            ? t('pointsRedeemNotEnough', { points: format.number(gift.pointsRequired - balance) })
            : null}
      </Notice>
      <TextField
        label={t('pointsRedeemQuantity')}
        required
        inputMode="numeric"
        autoComplete="off"
        hint={t('pointsRedeemQuantityHint', { max: format.number(upper) })}
        readOnly={readOnly}
        {...form.bind('quantity')}
        start={
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('pointsRedeemLess')}
            disabled={submitting || !(quantity > 1)}
            icon={<StepIcon minus />}
            onClick={() => step(-1)}
          />
        }
        end={
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('pointsRedeemMore')}
            disabled={submitting || !(quantity < upper)}
            icon={<StepIcon />}
            onClick={() => step(1)}
          />
        }
      />
      {delivery === 'receivingAddress' ? (
        <Textarea
          label={t('pointsRedeemAddress')}
          required
          rows={3}
          autoComplete="street-address"
          maxLength={rules.receivingAddress.max}
          hint={t('pointsRedeemAddressHint')}
          readOnly={readOnly}
          {...form.bind('receivingAddress')}
        />
      ) : (
        <TextField
          label={t('pointsRedeemAccount')}
          required
          autoComplete="off"
          spellCheck={false}
          hint={t('pointsRedeemAccountHint')}
          readOnly={readOnly}
          {...form.bind('paymentAccount')}
        />
      )}
      <PasswordField label={t('pointsPassword')} required readOnly={readOnly} {...form.bind('password')} />
      {total !== null && total > 0 ? (
        <Summary
          live
          rows={[
            [t('pointsRedeemTotal'), format.points(total)],
            ...(total <= balance
              ? ([[t('pointsRedeemBalanceAfter'), format.points(balance - total)]] as [ReactNode, ReactNode][])
              : []),
          ]}
        />
      ) : null}
      <Notice tone="danger">{serverError}</Notice>
    </form>
  );
}

function StepIcon({ minus = false }: { minus?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.icon}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={minus ? 'M3 8h10' : 'M3 8h10M8 3v10'} strokeLinecap="round" />
    </svg>
  );
}
