import * as RadixToast from '@radix-ui/react-toast';
import { cx } from './cx';
import styles from './Toast.module.css';
import type { ToastProps, ToastTone } from './Toast.tsx';

/**
 * The Radix part of the toast (Toast.tsx loads it when the first toast is asked for, so the
 * first screen does not download it): the region, and the one toast on screen.
 */
const ICONS: Record<ToastTone, string> = { success: '✓', error: '!', warning: '⚠', info: 'i' };

export interface ShownToast {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
}

export interface ToastViewportProps {
  toast: ShownToast | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  duration: number;
  label: string;
}

/** The toast region with the current toast (ToastProvider renders it once a toast was asked). */
export function ToastViewport({ toast, open, onOpenChange, duration, label }: ToastViewportProps) {
  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
      {toast && (
        <ToastItem
          // a new key unmounts the old toast: only one is ever on screen
          key={toast.id}
          open={open}
          onOpenChange={onOpenChange}
          message={toast.message}
          tone={toast.tone}
          duration={toast.duration}
        />
      )}
      <RadixToast.Viewport className={styles.viewport} label="Notificaciones ({hotkey})" />
    </RadixToast.Provider>
  );
}

/** One toast (Radix Toast.Root). */
export function ToastItem({ open, onOpenChange, message, tone = 'info', duration }: ToastProps) {
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

/** One toast in its own region (stories): a ToastViewport showing just these props. */
export function StandaloneToast({ duration, ...props }: ToastProps) {
  return (
    <RadixToast.Provider duration={duration} label="Notificaciones" swipeDirection="right">
      <ToastItem {...props} duration={duration} />
      <RadixToast.Viewport className={styles.viewport} label="Notificaciones ({hotkey})" />
    </RadixToast.Provider>
  );
}
