import { useId } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useDsTranslation } from '../../i18n';
import {
  DialogActions,
  Notice,
  pointsStyles as styles,
  Summary,
  usePointsForm,
  usePointsFormat,
  type PointsDialogProps,
  type PointsRate,
} from '../points';

export type ConvertField = 'points' | 'password';

export interface ConvertValues {
  points: number;
  password: string;
}

/** The platform's answer to a conversion. */
export interface ConvertResult {
  points: number;
  /** Money credited to the main wallet. */
  amount: number;
  pointBalance: number;
  mainBalance: number;
}

export interface ConvertPointsDialogProps extends PointsDialogProps<ConvertField> {
  open: boolean;
  /** The member's points. */
  balance: number;
  /** `rate.points` points make `rate.amount` of money; a conversion is a multiple of `rate.points`. */
  rate: PointsRate;
  /** The least points a conversion accepts. */
  minPoints: number;
  currencySymbol?: string;
  /** Called with valid values; the caller sends them and sets `submitting`. */
  onSubmit: (values: ConvertValues) => void;
  /** Once converted: the result, shown instead of the form. */
  result?: ConvertResult;
}

/**
 * Converts points into money in the main wallet (SPEC.md section 7: MCS2_convertPoint, sealed, with
 * the login password): at least the minimum, in steps of the rate, with a preview of the money the
 * member gets, then the result.
 */
export function ConvertPointsDialog(props: ConvertPointsDialogProps) {
  const { open, submitting = false, onClose, result, balance, minPoints } = props;
  const t = useDsTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitting) onClose();
      }}
      title={t('pointsConvertTitle')}
      footer={
        <DialogActions
          formId={formId}
          submitLabel={t('pointsConvertSubmit')}
          submitting={submitting}
          blocked={balance < minPoints}
          done={result !== undefined}
          onClose={onClose}
        />
      }
    >
      {open ? <ConvertForm {...props} formId={formId} /> : null}
    </Modal>
  );
}

const parsePoints = (text: string) => (/^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : NaN);

function ConvertForm(props: ConvertPointsDialogProps & { formId: string }) {
  const { balance, rate, minPoints, currencySymbol, onSubmit, submitting = false, serverError, fieldErrors } = props;
  const { result, formId } = props;
  const t = useDsTranslation();
  const format = usePointsFormat(currencySymbol);
  const step = rate.points;
  const most = Math.floor(balance / step) * step;

  const check = (field: ConvertField, values: Record<ConvertField, string>): string | undefined => {
    if (field === 'password') return values.password === '' ? t('pointsRequired') : undefined;
    const points = parsePoints(values.points);
    if (values.points.trim() === '') return t('pointsRequired');
    if (Number.isNaN(points)) return t('pointsConvertInvalid');
    if (points < minPoints) return t('pointsConvertMin', { min: format.number(minPoints) });
    if (points % step !== 0) return t('pointsConvertStep', { step: format.number(step) });
    if (points > balance) return t('pointsConvertOverBalance', { balance: format.number(balance) });
    return undefined;
  };
  const form = usePointsForm<ConvertField>({ initial: { points: '', password: '' }, check, fieldErrors });
  const points = parsePoints(form.values.points);
  const submit = form.onSubmit(['points', 'password'], !submitting && balance >= minPoints, () =>
    onSubmit({ points, password: form.values.password }),
  );

  if (result) {
    return (
      <div className={styles.form}>
        <Notice tone="success">
          <strong>{t('pointsConvertDone')}</strong>{' '}
          {t('pointsConvertDoneText', { points: format.number(result.points), amount: format.money(result.amount) })}
        </Notice>
        <Summary
          rows={[
            [t('pointsConvertPointsLeft'), format.points(result.pointBalance)],
            [t('pointsConvertMainBalance'), format.money(result.mainBalance)],
          ]}
        />
      </div>
    );
  }

  const valid = check('points', form.values) === undefined;
  const readOnly = submitting || undefined;
  return (
    <form id={formId} noValidate aria-label={t('pointsConvertFormLabel')} className={styles.form} onSubmit={submit}>
      <Summary
        rows={[
          [t('pointsBalanceLabel'), format.points(balance)],
          [t('pointsBalanceRate'), format.rate(rate)],
        ]}
      />
      <Notice tone="danger">
        {balance < minPoints ? t('pointsConvertNotEnough', { min: format.number(minPoints) }) : null}
      </Notice>
      <TextField
        label={t('pointsConvertPoints')}
        required
        inputMode="numeric"
        autoComplete="off"
        hint={t('pointsConvertHint', { min: format.number(minPoints), step: format.number(step) })}
        readOnly={readOnly}
        {...form.bind('points')}
        end={
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('pointsConvertAllLabel')}
            disabled={submitting || most < minPoints}
            onClick={() => {
              form.change('points', String(most));
              form.touch('points');
            }}
          >
            {t('pointsConvertAll')}
          </Button>
        }
      />
      <PasswordField label={t('pointsPassword')} required readOnly={readOnly} {...form.bind('password')} />
      <Summary live rows={[[t('pointsConvertPreview'), format.money(valid ? (points / step) * rate.amount : 0)]]} />
      <Notice tone="danger">{serverError}</Notice>
    </form>
  );
}
