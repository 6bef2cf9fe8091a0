import { Direction, Portal, Toast as RadixToast } from 'radix-ui';
import { useDsTranslation } from '../../i18n';
import { ThemePortal } from '../../theme/ThemeProvider';
import type { ShownToast } from './Toast';
import * as styles from './Toast.css';

export interface ToastRegionProps {
  toasts: readonly ShownToast[];
  durationMs: number;
  onClosed: (id: number) => void;
}

/**
 * The toasts on screen, through Radix Toast (the live region, the F8 hotkey to reach it, swipe, pause
 * on hover or focus): a chunk of its own, loaded with the first toast (ToastProvider).
 */
export default function ToastRegion({ toasts, durationMs, onClosed }: ToastRegionProps) {
  const t = useDsTranslation();
  const dir = Direction.useDirection();
  return (
    <RadixToast.Provider
      label={t('toastLabel')}
      duration={durationMs}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onClosed={() => {
            onClosed(toast.id);
          }}
        />
      ))}
      <Portal.Root>
        <ThemePortal>
          <RadixToast.Viewport className={styles.viewport} label={t('toastRegion')} />
        </ThemePortal>
      </Portal.Root>
    </RadixToast.Provider>
  );
}

function ToastItem({ toast, onClosed }: { toast: ShownToast; onClosed: () => void }) {
  const t = useDsTranslation();
  const tone = toast.tone ?? 'info';
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <RadixToast.Root
      className={`${styles.root} ${styles.tone[tone]}`}
      type={urgent ? 'foreground' : 'background'}
      duration={toast.durationMs}
      data-tone={tone}
      onOpenChange={(open) => {
        if (!open) onClosed();
      }}
    >
      <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
      {toast.description ? (
        <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>
      ) : null}
      <RadixToast.Close className={styles.close} aria-label={t('toastClose')}>
        <svg
          viewBox="0 0 16 16"
          className={styles.closeIcon}
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
