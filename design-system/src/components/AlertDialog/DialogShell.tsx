import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { usePortalContainer } from '../../hooks/usePortalContainer';
import { ThemePortal } from '../../theme/ThemeProvider';
import * as styles from './DialogShell.css';

export const dialogTones = ['warning', 'danger', 'info', 'success'] as const;
export type DialogTone = (typeof dialogTones)[number];

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  tone: DialogTone;
  /** The buttons; the one to focus first is chosen by `onOpenAutoFocus`. */
  actions: ReactNode;
  onOpenAutoFocus?: (event: Event) => void;
  /** Ignore Escape (a request is in flight). */
  locked?: boolean;
}

/**
 * The shared frame of AlertDialog and ConfirmDialog: Radix AlertDialog (role alertdialog, focus
 * trap, no outside-click close), themed inside its portal, with a tone icon.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  message,
  tone,
  actions,
  onOpenAutoFocus,
  locked,
}: DialogShellProps) {
  const portalContainer = usePortalContainer();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal container={portalContainer}>
        <ThemePortal>
          <RadixAlertDialog.Overlay className={styles.overlay}>
            <RadixAlertDialog.Content
              className={styles.content}
              data-tone={tone}
              onOpenAutoFocus={onOpenAutoFocus}
              onEscapeKeyDown={locked ? (event) => event.preventDefault() : undefined}
            >
              <ToneIcon tone={tone} />
              <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
              <RadixAlertDialog.Description className={styles.message} asChild>
                <div>{message}</div>
              </RadixAlertDialog.Description>
              <div className={styles.actions}>{actions}</div>
            </RadixAlertDialog.Content>
          </RadixAlertDialog.Overlay>
        </ThemePortal>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

const marks: Record<DialogTone, ReactNode> = {
  warning: <path d="M12 8v5M12 16.5v.5" />,
  danger: <path d="M9 9l6 6M15 9l-6 6" />,
  info: <path d="M12 11v6M12 7.5v.5" />,
  success: <path d="M8 12.5l3 3 5-6" />,
};

// Decorative: the title carries the meaning, the colour only reinforces it.
function ToneIcon({ tone }: { tone: DialogTone }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${styles.icon} ${styles.tone[tone]}`}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      {marks[tone]}
    </svg>
  );
}
