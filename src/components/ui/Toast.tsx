import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { cx } from './cx';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

/**
 * Spec 001 §9: one toast at a time, auto-hide 2500 ms, enter and exit 150 ms (--duration-fast).
 * It shows at the top under the header, where it covers no action, and taps pass through it
 * (Toast.module.css): nothing waits for it to hide.
 */
export const TOAST_DURATION_MS = 2500;

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it hides; defaults to the provider's duration. */
  duration?: number;
}

interface ToastState extends Required<Omit<ToastOptions, 'duration'>> {
  id: number;
  duration: number | undefined;
}

export interface ToastApi {
  /** Shows a toast; a toast already on screen is replaced at once (never stacked). */
  show: (toast: ToastOptions | string) => void;
  /** Hides the current toast. */
  hide: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastTone, string> = { success: '✓', error: '!', warning: '⚠', info: 'i' };

export interface ToastProviderProps {
  children: ReactNode;
  /** Default auto-hide time; 2500 ms. */
  duration?: number;
  /** Label of the toast region for screen readers. */
  label?: string;
}

/**
 * Holds the single toast of the app. Wrap the app (and Storybook stories) once; a provider
 * inside another one (a whole-app story inside Storybook's wrapper) defers to the outer one,
 * so there is still one toast region and one toast.
 */
export function ToastProvider(props: ToastProviderProps) {
  const outer = useContext(ToastContext);
  if (outer) return <>{props.children}</>;
  return <ToastRoot {...props} />;
}

function ToastRoot({ children, duration = TOAST_DURATION_MS, label = 'Notificaciones' }: ToastProviderProps) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);

  const show = useCallback((input: ToastOptions | string) => {
    const opts = typeof input === 'string' ? { message: input } : input;
    nextId.current += 1;
    setToast({
      id: nextId.current,
      message: opts.message,
      tone: opts.tone ?? 'info',
      duration: opts.duration,
    });
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toast && (
          <Toast
            // a new key unmounts the old toast: only one is ever on screen
            key={toast.id}
            open={open}
            onOpenChange={setOpen}
            message={toast.message}
            tone={toast.tone}
            duration={toast.duration ?? duration}
          />
        )}
        <RadixToast.Viewport className={styles.viewport} label="Notificaciones ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Access the app's toast. Throws outside a ToastProvider. */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}

export interface ToastProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  tone?: ToastTone;
  duration?: number;
}

/** One toast (Radix Toast.Root). Use through ToastProvider/useToast; exported for stories. */
export function Toast({ open, onOpenChange, message, tone = 'info', duration }: ToastProps) {
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={tone === 'error' ? 'foreground' : 'background'}
      className={cx(styles.root, styles[tone])}
      data-tone={tone}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <RadixToast.Description className={styles.message}>{message}</RadixToast.Description>
      <RadixToast.Close className={styles.close} aria-label="Cerrar notificación">
        <span aria-hidden="true">✕</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
