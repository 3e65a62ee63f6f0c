import type { ReactNode } from 'react';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Title; defaults to the message itself when omitted (short questions). */
  title?: ReactNode;
  message: ReactNode;
  /** Extra content shown before the message, which stays last (e.g. the points equivalent). */
  children?: ReactNode;
  confirmLabel?: string;
  /** null: no cancel button (a question with one way on; Escape still calls onDismiss). */
  cancelLabel?: string | null;
  confirmVariant?: ButtonVariant;
  /** Spinner on the confirm button; both buttons disabled. */
  loading?: boolean;
  /** false: no Escape, no outside click, no close button. */
  dismissible?: boolean;
  onConfirm: () => void;
  /** Cancel button, and Escape, outside click and close button unless onDismiss is given. */
  onCancel: () => void;
  /** Escape, outside click and close button, when they must not do what the cancel button does. */
  onDismiss?: () => void;
  /** Where focus goes when the question closes (by default where it was when it opened). */
  returnFocus?: () => HTMLElement | null;
  /**
   * Where the focus starts: on the confirm button, so Enter confirms (default), or on the dialog
   * itself, announced by its title and message, so a key or an Enter not meant for the question
   * (the seller still typing, a scanner) confirms nothing: a tap or Tab reaches the buttons.
   */
  initialFocus?: 'confirm' | 'dialog';
}

/** Focuses the dialog element itself instead of one of its controls. */
function focusDialogItself(event: Event) {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}

/**
 * A question with Aceptar / Cancelar (or custom labels such as Si / No). Focus starts on confirm,
 * or on the dialog itself (`initialFocus`).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = ACTION_LABELS.accept,
  cancelLabel = ACTION_LABELS.cancel,
  confirmVariant = 'primary',
  loading = false,
  dismissible = true,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
  returnFocus,
  initialFocus = 'confirm',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !loading) onDismiss();
      }}
      title={title ?? message}
      description={
        title ? (
          <>
            {children}
            <p>{message}</p>
          </>
        ) : undefined
      }
      dismissible={dismissible}
      {...(returnFocus ? { returnFocus } : {})}
      {...(initialFocus === 'dialog' ? { onOpenAutoFocus: focusDialogItself } : {})}
      actions={
        <>
          {cancelLabel !== null && (
            <Button variant="secondary" onClick={onCancel} disabled={loading}>
              {cancelLabel}
            </Button>
          )}
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            loading={loading}
            data-autofocus
            data-main-action
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {title ? null : children}
    </Dialog>
  );
}
