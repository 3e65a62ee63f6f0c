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
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  /** Spinner on the confirm button; both buttons disabled. */
  loading?: boolean;
  /** false: no Escape, no outside click, no close button. */
  dismissible?: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape, outside click and close button. */
  onCancel: () => void;
  /** Where focus goes when the question closes (by default where it was when it opened). */
  returnFocus?: () => HTMLElement | null;
}

/** A question with Aceptar / Cancelar (or custom labels such as Si / No). Focus starts on confirm. */
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
  returnFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !loading) onCancel();
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
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
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
