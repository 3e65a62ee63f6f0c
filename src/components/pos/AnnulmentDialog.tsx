import { ACTION_LABELS } from '@/domain/messages.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export interface AnnulmentDialogProps {
  open: boolean;
  /** glosaRespuesta or "Ha ocurrido un error", plus "Código {code}" (spec 000 §8). */
  message: string;
  /** The first pending transaction is being annulled again: Reintentar spins, Cancelar waits. */
  retrying?: boolean;
  /** Annuls the first pending transaction again. */
  onRetry: () => void;
  /** Leaves the rest un-annulled and goes to /final-devolucion. */
  onCancel: () => void;
}

/**
 * A card annulment of a return failed: the terminal's reason, Reintentar and Cancelar. Not
 * dismissible by Escape or a tap outside: the seller must choose one of the two.
 */
export function AnnulmentDialog({
  open,
  message,
  retrying = false,
  onRetry,
  onCancel,
}: AnnulmentDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      dismissible={false}
      title={RETURN_LABELS.annulmentTitle}
      description={<p role="alert">{message}</p>}
      actions={
        <>
          <Button variant="secondary" disabled={retrying} onClick={onCancel}>
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
