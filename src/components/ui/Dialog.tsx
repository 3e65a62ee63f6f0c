import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cx } from './cx';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, overlay click or the close button (unless not dismissible). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Short text under the title, announced with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (the primary action last). */
  actions?: ReactNode;
  /**
   * false: Escape and outside clicks do nothing and there is no close button; the dialog only
   * closes through its actions (e.g. "¿Desea imprimir lo ingresado?").
   */
  dismissible?: boolean;
  /**
   * Called when the dialog opens. By default focus goes to an element with data-autofocus, else
   * the first input/select/textarea; call preventDefault() here to focus something else yourself.
   */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes when the dialog closes (the field the seller works in next); by default the
   * element that had it when the dialog opened.
   */
  returnFocus?: () => HTMLElement | null;
  /** Label of the close button (dismissible dialogs only). */
  closeLabel?: string;
  className?: string;
}

/** Modal dialog (Radix): focus trapped inside, Escape closes, focus returns to the trigger. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  dismissible = true,
  onOpenAutoFocus,
  returnFocus,
  closeLabel = 'Cerrar',
  className,
}: DialogProps) {
  // Radix returns focus only to a Radix Dialog.Trigger; these dialogs are opened by any control,
  // so the element focused before opening is remembered and focused again on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusTo.current = document.activeElement;
    }
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, className)}
          onOpenAutoFocus={(e) => {
            onOpenAutoFocus?.(e);
            if (e.defaultPrevented) return;
            // Focus lands where the seller works next: an element marked data-autofocus, else the
            // first field, else Radix's default (the first focusable, possibly the close button).
            const root = e.currentTarget instanceof HTMLElement ? e.currentTarget : null;
            const target =
              root?.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
              root?.querySelector<HTMLElement>(
                'input:not(:disabled), select:not(:disabled), textarea:not(:disabled)',
              );
            if (target) {
              e.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(e) => {
            const el = returnFocus?.() ?? returnFocusTo.current;
            returnFocusTo.current = null;
            if (el?.isConnected) {
              e.preventDefault();
              el.focus();
            }
          }}
          onEscapeKeyDown={dismissible ? undefined : (e) => e.preventDefault()}
          onPointerDownOutside={dismissible ? undefined : (e) => e.preventDefault()}
          onInteractOutside={dismissible ? undefined : (e) => e.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">✕</span>
              </RadixDialog.Close>
            )}
          </div>
          {(description || children) && (
            <div className={styles.body}>
              {description && (
                <RadixDialog.Description asChild>
                  <div className={styles.description}>{description}</div>
                </RadixDialog.Description>
              )}
              {children}
            </div>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
