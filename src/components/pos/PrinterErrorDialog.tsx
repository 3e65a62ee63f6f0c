import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export interface PrinterErrorDialogProps {
  open: boolean;
  /**
   * The printer's text (spec 001 §8 Printing): "Falta papel en la impresora", "Batería muy baja
   * para imprimir", "Ha ocurrido un error al imprimir", with " (Cod n)" from the newer printer.
   */
  message: string;
  /** The print is being sent again: Reintentar spins, Cancelar waits. */
  retrying?: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** The printer answered a non-zero status: the reason and "Reintentar" (paper loaded, battery charged). */
export function PrinterErrorDialog({
  open,
  message,
  retrying = false,
  onRetry,
  onClose,
}: PrinterErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !retrying) onClose();
      }}
      title={CHECKOUT_FINAL_TEXTS.printerErrorTitle}
      description={<p role="alert">{message}</p>}
      actions={
        <>
          <Button variant="secondary" disabled={retrying} onClick={onClose}>
            {ACTION_LABELS.cancel}
          </Button>
          <Button data-autofocus data-main-action loading={retrying} onClick={onRetry}>
            {ACTION_LABELS.retry}
          </Button>
        </>
      }
    />
  );
}
