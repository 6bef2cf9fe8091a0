import { useId } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useDsTranslation } from '../../i18n';
import { VerificationCodeForm, type VerificationCodeFormProps } from './VerificationCodeForm';

export interface VerificationCodeDialogProps extends Omit<VerificationCodeFormProps, 'id' | 'submitLabel'> {
  open: boolean;
  /** Escape, the close button or Cancel (never while submitting). */
  onClose: () => void;
  /** The dialog's title; "Two-step verification" when omitted. */
  title?: string;
  /** A sentence under the title (what is being confirmed). */
  description?: string;
  /** The submit button's text; "Verify" when omitted. */
  confirmLabel?: string;
}

/**
 * The verification popup (issue 17 item 4; shared with the new-device verification of issue 16 item
 * 1): VerificationCodeForm in a modal, with Cancel and the submit in its footer.
 */
export function VerificationCodeDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  submitting = false,
  ...form
}: VerificationCodeDialogProps) {
  const t = useDsTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitting) onClose();
      }}
      title={title ?? t('verifyTitle')}
      description={description}
      footer={
        <>
          <Button variant="secondary" disabled={submitting} onClick={onClose}>
            {t('verifyCancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {confirmLabel ?? t('verifySubmit')}
          </Button>
        </>
      }
    >
      {open ? <VerificationCodeForm {...form} id={formId} submitting={submitting} /> : null}
    </Modal>
  );
}
