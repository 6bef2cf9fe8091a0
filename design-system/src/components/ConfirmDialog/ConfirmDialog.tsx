import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useDsTranslation } from '../../i18n';
import { DialogShell, type DialogTone } from '../AlertDialog/DialogShell';
import { Button } from '../Button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` on cancel and on Escape (not while busy). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to a translated "Confirm". */
  confirmLabel?: ReactNode;
  /** Defaults to a translated "Cancel". */
  cancelLabel?: ReactNode;
  /** The confirmed action; the dialog stays open, so the caller closes it (or shows `busy`). */
  onConfirm: () => void;
  /** The action is running: the confirm button shows a spinner, nothing else can be pressed. */
  busy?: boolean;
  tone?: DialogTone;
}

/**
 * Asks before an action (SPEC.md section 4: logout asks confirmation, then shows a loader). Focus
 * starts on cancel, the safe choice, as Radix AlertDialog does by default.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  tone = 'warning',
}: ConfirmDialogProps) {
  const t = useDsTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      message={message}
      tone={tone}
      locked={busy}
      actions={
        <>
          <RadixAlertDialog.Cancel asChild>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel ?? t('confirmDialogCancel')}
            </Button>
          </RadixAlertDialog.Cancel>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('confirmDialogConfirm')}
          </Button>
        </>
      }
    />
  );
}
