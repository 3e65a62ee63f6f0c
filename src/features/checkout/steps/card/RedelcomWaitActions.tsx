import { useState } from 'react';
import { AuthCodeForm } from '@/components/pos/AuthCodeForm.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';

export interface RedelcomWaitActionsProps {
  /** "Cancelar pago" is offered (the machine has not said it cannot cancel). */
  mayCancel: boolean;
  cancelling: boolean;
  onCancel: () => void;
  /** Sends the authorization code of the same transaction (the payment's engine). */
  onCode: (code: string) => void;
  /** The code is being sent. */
  sending: boolean;
  /** Why the last code did not settle it (the server's words). */
  error: string | null;
}

/**
 * What a seller may do once a Redelcom charge waited 90 tries ("no abre la aplicación de pago"):
 * cancel it (the machine first) or type the authorization code of the same transaction
 * (POST /api/payments/redelcom/{txId}/authCode, with its own key through the engine).
 */
export function RedelcomWaitActions({
  mayCancel,
  cancelling,
  onCancel,
  onCode,
  sending,
  error,
}: RedelcomWaitActionsProps) {
  const [open, setOpen] = useState(false);
  if (open) {
    return <AuthCodeForm onSubmit={onCode} onCancel={() => setOpen(false)} pending={sending} error={error} />;
  }
  return (
    <>
      {mayCancel && (
        <Button variant="danger" loading={cancelling} onClick={onCancel}>
          {CARD_STEP_MESSAGES.cancelPayment}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {CARD_STEP_MESSAGES.authCodeOpen}
      </Button>
    </>
  );
}
