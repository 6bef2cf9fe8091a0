import { Button } from '../../components/Button';
import { useDsTranslation } from '../../i18n';

export interface DialogActionsProps {
  /** The form the submit button sends. */
  formId: string;
  submitLabel: string;
  submitting: boolean;
  /** Nothing can be sent (sold out, not enough points). */
  blocked: boolean;
  /** Done: only a close button. */
  done: boolean;
  onClose: () => void;
}

/** A points dialog's buttons: Cancel and the submit (busy while in flight), or Close once done. */
export function DialogActions({ formId, submitLabel, submitting, blocked, done, onClose }: DialogActionsProps) {
  const t = useDsTranslation();
  if (done) return <Button onClick={onClose}>{t('pointsClose')}</Button>;
  return (
    <>
      <Button variant="secondary" disabled={submitting} onClick={onClose}>
        {t('pointsCancel')}
      </Button>
      <Button type="submit" form={formId} loading={submitting} disabled={blocked}>
        {submitLabel}
      </Button>
    </>
  );
}
