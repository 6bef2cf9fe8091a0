export {
  ToastProvider,
  toastTones,
  useToast,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast';
