import { Direction, Portal, Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDsTranslation } from '../../i18n';
import { ThemePortal } from '../../theme/ThemeProvider';
import * as styles from './Toast.css';

export const toastTones = ['success', 'danger', 'info', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Default `info`. Danger and warning are announced assertively, the others politely. */
  tone?: ToastTone;
  /** How long it stays (default 5000 ms); hovering or focusing it pauses the timer. */
  durationMs?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
}

interface ToastApi {
  /** Shows a toast at the block-start, inline-end corner. */
  show: (toast: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time on screen, in milliseconds. */
  durationMs?: number;
}

/**
 * Hosts the site's toasts: wrap the app (inside the ThemeProvider) once and call `useToast().show`.
 * Radix Toast gives the live region, the F8 hotkey to reach it, swipe and pause on hover or focus.
 */
export function ToastProvider({ children, durationMs = 5000 }: ToastProviderProps) {
  const t = useDsTranslation();
  const dir = Direction.useDirection();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { ...toast, id }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        label={t('toastLabel')}
        duration={durationMs}
        swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      >
        {children}
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClosed={() => remove(toast.id)} />
        ))}
        <Portal.Root>
          <ThemePortal>
            <RadixToast.Viewport className={styles.viewport} label={t('toastRegion')} />
          </ThemePortal>
        </Portal.Root>
      </RadixToast.Provider>
    </ToastContext.Provider>
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

/** Shows toasts; must be called under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
