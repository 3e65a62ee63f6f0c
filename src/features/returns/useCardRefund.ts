import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { stepAfterAnnulment } from '@/domain/cardRefund.ts';
import { annulmentErrorMessage } from '@/domain/messages.ts';
import { annulmentPlan } from '@/domain/returnRefund.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { handOverDue, returnFlow, updateReturnFlow } from './returnFlow.ts';
import type { ReturnAnnulment } from './useReturnAnnulment.ts';

/**
 * The credit note's card refund (spec 000 "Return flow", §8): the annulments its refund decided
 * before the create (`refund`, src/domain/returnRefund.ts: a whole return only); those this
 * machine cannot annul are listed for the seller to annul on the machine that charged them
 * ("Anulación entregada": `handOver`), and those it can are annulled one at a time
 * (useReturnAnnulment) until none remain, then /final-devolucion. A failure shows the machine's
 * reason with Reintentar (`retry`) and Cancelar (`cancel`: the rest stays un-annulled, and is
 * recorded). Every step is kept in returnFlow.ts before it is taken, so a reload neither annuls a
 * transaction twice nor skips one; an annulment whose answer a reload lost is the seller's to
 * check first.
 */
export function useCardRefund(annulment: ReturnAnnulment) {
  const navigate = useNavigate();
  const [annulFailure, setAnnulFailure] = useState<string | null>(() => {
    const f = returnFlow.get();
    // A reload while the terminal was annulling: its answer is lost, the seller checks first.
    return f.annulling !== null && f.orderId !== null ? RETURN_LABELS.annulmentUnknown(f.annulling) : null;
  });

  const flight = useSingleFlight(async () => {
    const start = returnFlow.get();
    if (start.returnId === null || start.orderId === null) return;
    setAnnulFailure(null);
    if (start.pending === null) {
      // The annulments the refund decided: each card transaction this machine cannot annul is
      // annulled on the machine that charged it, and the seller is told which (never skipped).
      const plan = annulmentPlan(start.refund);
      updateReturnFlow((f) => ({
        ...f,
        pending: plan.throughMachine,
        onOriginalMachine: plan.onOriginalMachine,
        handedOverAt: null,
      }));
    }
    // The seller confirms with "Anulación entregada" (handOver below), which runs this again.
    if (handOverDue(returnFlow.get())) return;
    for (;;) {
      const pending = returnFlow.get().pending ?? [];
      const first = pending[0];
      if (first === undefined) {
        await navigate({ to: '/final-devolucion', replace: true });
        return;
      }
      // Marked before the machine is asked: a reload meanwhile does not annul it blindly again.
      updateReturnFlow((f) => ({ ...f, annulling: first }));
      const step = stepAfterAnnulment(pending, await annulment.annul(first));
      updateReturnFlow((f) => ({ ...f, pending: step.pending, annulling: null }));
      if (step.kind === 'failed') {
        setAnnulFailure(annulmentErrorMessage(step.glosa, step.code));
        return;
      }
    }
  });

  return {
    run: flight.run,
    pending: flight.pending,
    annulFailure,
    /** "Anulación entregada": recorded (kept across a reload), then the rest of the refund. */
    handOver: () => {
      if (!handOverDue(returnFlow.get())) return;
      updateReturnFlow((f) => ({ ...f, handedOverAt: new Date().toISOString() }));
      void flight.run();
    },
    /** Reintentar: the failed (or unanswered) transaction goes to the machine again. */
    retry: () => {
      updateReturnFlow((f) => ({ ...f, annulling: null }));
      void flight.run();
    },
    /** Spec 000 §8: Cancelar goes to /final-devolucion; the rest stays un-annulled (and is said so). */
    cancel: () => {
      updateReturnFlow((f) => ({
        ...f,
        notAnnulled: [...f.notAnnulled, ...(f.pending ?? [])],
        pending: [],
        annulling: null,
      }));
      setAnnulFailure(null);
      void navigate({ to: '/final-devolucion', replace: true });
    },
  };
}
