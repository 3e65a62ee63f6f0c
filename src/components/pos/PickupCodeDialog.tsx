import { EXPRESS_DETAIL_LABELS } from '@/domain/expressMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/TextField';

export interface PickupCodeDialogProps {
  open: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  /** "Debe ingresar un codigo de pickup", "Codigo invalido" or the lookup's failure. */
  error?: string | null;
  /** The code is being checked (spinner on Confirmar, field locked). */
  checking?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The customer's pickup code, asked before a pickup order is handed over (spec 001 §5). */
export function PickupCodeDialog({
  open,
  code,
  onCodeChange,
  error,
  checking,
  onConfirm,
  onCancel,
}: PickupCodeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !checking) onCancel();
      }}
      title={EXPRESS_DETAIL_LABELS.pickupTitle}
      description={EXPRESS_DETAIL_LABELS.pickupHint}
      actions={
        <>
          <Button variant="secondary" disabled={checking} onClick={onCancel}>
            {ACTION_LABELS.cancel}
          </Button>
          <Button type="submit" form="pickup-code-form" loading={checking} data-main-action>
            {EXPRESS_DETAIL_LABELS.confirm}
          </Button>
        </>
      }
    >
      <form
        id="pickup-code-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!checking) onConfirm();
        }}
      >
        <TextField
          label={EXPRESS_DETAIL_LABELS.pickupTitle}
          hideLabel
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          readOnly={checking}
          error={error ?? undefined}
          onChange={(event) => onCodeChange(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
