import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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

export interface ShownToast extends ToastOptions {
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
 * The toasts' region and Radix Toast, about 9 kB of script that no page needs before its first
 * toast: loaded then (and kept), so that the start-up script does not carry them.
 */
const ToastRegion = lazy(() => import('./ToastRegion'));

/**
 * Hosts the site's toasts: wrap the app (inside the ThemeProvider) once and call `useToast().show`.
 * Radix Toast (ToastRegion) gives the live region, the F8 hotkey to reach it, swipe and pause on
 * hover or focus.
 */
export function ToastProvider({ children, durationMs = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Once a toast has been shown, the region stays (a toast closing animates inside it).
  const [shown, setShown] = useState(false);
  const nextId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { ...toast, id }]);
    setShown(true);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const remove = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} durationMs={durationMs} onClosed={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows toasts; must be called under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
