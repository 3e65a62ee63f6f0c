import { useEffect, useRef, useState } from 'react';
import { AuthCodeForm } from '@/components/pos/AuthCodeForm.tsx';
import type { PaymentStepStatus } from '@/components/pos/StepCard.tsx';
import { ActionNote } from '@/components/ui/ActionNote.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import type { EngineSnapshot, PaymentEngine } from '../../engine/engine.ts';
import type { AttemptFailure } from '../../engine/machine.ts';
import type { ShownFailure } from '../useStepAction.ts';

/** A failure a card step shows, with the card's status word. */
export interface CardFailure extends ShownFailure {
  status: PaymentStepStatus;
}

/**
 * The last failure of a card step, as it shows: a refusal (its status word and text, Reintentar),
 * or a call not sent because the machine was offline, which is no refusal: the step keeps its own
 * button, with "Sin conexión: no se envió" beside it until the network is back.
 */
export function cardFailure(failure: AttemptFailure | null): {
  refusal: CardFailure | null;
  offline: string | null;
} {
  if (failure === null) return { refusal: null, offline: null };
  const { status } = failure;
  if (status === 'offline') return { refusal: null, offline: failure.message };
  return { refusal: { message: failure.message, canRetry: failure.canRetry, status }, offline: null };
}

/**
 * The fallback of every card step (docs/DECISIONS.md "Card payments"): a card charged on a
 * standalone Transbank POS, recorded with its authorization code through the payment's engine
 * (the Transbank provider: POST /api/payments/transbank/new, the attempt's key). Offered only
 * while no charge of this payment is in flight. Its failures show in its form; an unknown answer
 * or a charge to hand over is the step's.
 */
export function TransbankCodeAction({
  engine,
  snapshot,
  onOpenChange,
}: {
  engine: PaymentEngine;
  snapshot: EngineSnapshot;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const { state } = snapshot;
  // Gone (the step shows something else): its form is closed for the step too.
  const closed = useRef(onOpenChange);
  closed.current = onOpenChange;
  useEffect(() => () => closed.current?.(false), []);
  const mine = snapshot.kind === 'transbank';
  const toggle = (value: boolean) => {
    setOpen(value);
    if (!value && mine) engine.dismissFailure();
    onOpenChange?.(value);
  };
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => toggle(true)}>
        {CARD_STEP_MESSAGES.authCodeOpen}
      </Button>
    );
  }
  const { refusal, offline } = cardFailure(mine && state.phase === 'idle' ? state.failure : null);
  return (
    <>
      <AuthCodeForm
        onSubmit={(code) => {
          engine.dismissFailure();
          engine.start('transbank', code);
        }}
        onCancel={() => toggle(false)}
        pending={mine && state.phase === 'starting'}
        error={refusal?.message ?? null}
      />
      {offline && <ActionNote message={offline} offline />}
    </>
  );
}
