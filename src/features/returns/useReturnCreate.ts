import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { errorText, isApiError } from '@/api/errors.ts';
import { createReturn } from '@/api/generated/endpoints/returns/returns.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { resendPersisted, sendPersisted } from '@/api/persistedRequest.ts';
import { invalidate } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import type { OrderCardTransaction } from '@/domain/cardRefund.ts';
import { RETURN_MESSAGES } from '@/domain/messages.ts';
import { type PricedOrder, returnRefund } from '@/domain/returnRefund.ts';
import { storedQuantities, validateReturn } from '@/domain/returns.ts';
import { session } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import {
  newReturnKey,
  type ReturnAttempt,
  returnAttemptSlot,
  returnFlow,
  updateReturnFlow,
} from './returnFlow.ts';

/** A failed create as the cart shows it. */
export interface CreateFailure {
  message: string;
  /** Reintentar is offered (none when the server's errorAction is "reset"). */
  canRetry: boolean;
  /** Not created for sure: the attempt is gone and the seller may change the choice. */
  refused: boolean;
}

function failureOf(error: unknown): CreateFailure {
  return {
    message: errorText(error, RETURN_MESSAGES.creationFailed),
    canRetry: !isApiError(error) || error.canRetry,
    refused: isRefusedForSure(error),
  };
}

/**
 * "Generar nota de crédito" (POST /api/returns/new) as a mutation, once per tap: a create waiting
 * for its outcome (a reload, an unknown answer) goes again as it was, same Idempotency-Key and
 * body (resendPersisted: one credit note whatever the seller taps or reloads); otherwise a new one
 * from the seller's choice, checked first (`onInvalid` gets the check's text), its refund decided
 * (returnRefund) and written with it and its key before it is sent (sendPersisted). The credit
 * note's id is stored before the attempt is cleared. Its success invalidates the order's reads
 * (`invalidate.afterReturn`); its failure is the mutation's error: refused for sure leaves the
 * choice to change, unknown keeps the attempt.
 */
export function useReturnCreate({
  order,
  cards,
  onInvalid,
}: {
  order: (PricedOrder & { id: number }) | null;
  /** The order's card transactions (useReturnCards); null while not read: nothing is sent. */
  cards: readonly OrderCardTransaction[] | null;
  onInvalid: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const terminal = useTerminal();
  const machineId = useSelector(session.store, (s) => s.machineNumber);

  const mutation = useMutation({
    mutationFn: async ({ body }: { orderId: number; body: ReturnAttempt['body'] | null }) => {
      // Sent and answered: the credit note is stored before the attempt is cleared (a reload in
      // between finds the credit note, never a return without its attempt or its id).
      const send = async (sent: ReturnAttempt['body'], key: string) => {
        const answer = await createReturn(sent, idempotencyKey(key));
        updateReturnFlow((f) => ({ ...f, returnId: answer.data.return.id, pending: null }));
        return answer;
      };
      if (body === null) await resendPersisted(returnAttemptSlot, send);
      else await sendPersisted({ slot: returnAttemptSlot, body, send, newKey: newReturnKey });
    },
    onSuccess: (_answer, { orderId }) => void invalidate.afterReturn(queryClient, { orderId }),
  });
  const { mutateAsync, reset } = mutation;

  const flight = useSingleFlight(async () => {
    if (order === null) return;
    reset();
    let body: ReturnAttempt['body'] | null = null;
    if (returnAttemptSlot.read() === null) {
      const flow = returnFlow.get();
      const quantities = storedQuantities(flow.quantities);
      const check = validateReturn({ order, quantities, cashMovement: flow.cashMovement });
      if (!check.ok) {
        onInvalid(check.message);
        return;
      }
      if (cards === null) return;
      // Decided now, from the order as read before the create (after it, the order's Returns
      // include this return), and kept with the request: a reload refunds the same way.
      const refund = returnRefund({ order, quantities, cashMovement: check.cash_movement, cards });
      updateReturnFlow((f) => ({ ...f, refund, notAnnulled: [] }));
      body = {
        order_id: order.id,
        products: check.products,
        machine_id: machineId,
        cash_movement: check.cash_movement,
        smart_pos: terminal.kind === 'smartPos',
      };
    }
    await mutateAsync({ orderId: order.id, body }).catch(() => {
      // Shown from the mutation's error (`failure`).
    });
  });

  return {
    run: flight.run,
    pending: mutation.isPending,
    failure: mutation.error === null ? null : failureOf(mutation.error),
  };
}
