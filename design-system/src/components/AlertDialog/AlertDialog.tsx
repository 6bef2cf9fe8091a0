import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useDsTranslation } from '../../i18n';
import { Button } from '../Button';
import { DialogShell, type DialogTone } from './DialogShell';

export interface AlertDialogProps {
  open: boolean;
  /** Called with `false` on the button and on Escape. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** The one button's label; defaults to a translated "OK". */
  confirmLabel?: ReactNode;
  /** Called when the button is pressed, before the dialog closes. */
  onConfirm?: () => void;
  tone?: DialogTone;
}

/**
 * A message with one acknowledging button (SPEC.md section 8: a failed SMS send, an invalid
 * invitation code, 'copy_success'). Focus starts on the button so Enter dismisses it.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  tone = 'warning',
}: AlertDialogProps) {
  const t = useDsTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      message={message}
      tone={tone}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        buttonRef.current?.focus();
      }}
      actions={
        <RadixAlertDialog.Action asChild>
          <Button ref={buttonRef} variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('alertDialogOk')}
          </Button>
        </RadixAlertDialog.Action>
      }
    />
  );
}
