import { useSelector } from '@tanstack/react-store';
import * as v from 'valibot';
import type { RequestSlot } from '@/api/persistedRequest.ts';
import { newId } from '@/domain/ids.ts';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { createPersistedStore } from '@/session/persisted.ts';

/**
 * The return in progress, kept across a reload (docs/DECISIONS.md "Returns"): the seller's
 * choice on /carro-devolucion, the creation attempt (its Idempotency-Key and body, stored before
 * POST /api/returns/new is sent, so a reload or Reintentar sends the same request and the server
 * answers the same credit note), what the return gives back (decided with the create), the
 * credit note's return id, the card transactions still to annul and the one whose annulment is on
 * the terminal right now.
 *
 * A store of its own rather than the sale's return fields: a return is not a sale, and a seller
 * may have a cart open when a customer comes back with a receipt.
 */
const docSchema = v.picklist(['boleta', 'factura']);
const quantity = v.pipe(v.number(), v.integer(), v.minValue(0));

const clp = v.pipe(v.number(), v.integer());
const cardTransaction = {
  paymentId: v.number(),
  amount: v.number(),
  authorizationCode: v.nullable(v.string()),
  transactionId: v.nullable(v.string()),
  provider: v.nullable(v.string()),
};

const refundSchema = v.object({
  value: clp,
  whole: v.boolean(),
  cards: v.array(
    v.object({
      ...cardTransaction,
      paymentType: v.string(),
      annulment: v.nullable(v.picklist(['here', 'originalMachine'])),
      reason: v.nullable(v.picklist(['worthMore', 'earlierReturn', 'partial', 'cardsWorthMore'])),
    }),
  ),
  annulled: clp,
  rest: clp,
  cash: clp,
  kept: clp,
  cashMovement: v.nullable(v.boolean()),
});

const schema = v.object({
  /** The order the return is for (null: none yet). */
  orderId: v.nullable(v.number()),
  doc: v.nullable(docSchema),
  number: v.nullable(v.number()),
  /** Units chosen per product id. */
  quantities: v.record(v.string(), quantity),
  /** Cash movement yes / no; null while not chosen. */
  cashMovement: v.nullable(v.boolean()),
  /** Stored before the create is sent; gone once the server answered. */
  attempt: v.nullable(
    v.object({
      key: v.pipe(v.string(), v.minLength(8)),
      body: v.object({
        order_id: v.number(),
        products: v.array(v.object({ id: v.number(), amount: quantity })),
        machine_id: v.nullable(v.string()),
        cash_movement: v.boolean(),
        smart_pos: v.boolean(),
      }),
    }),
  ),
  /** The created return (credit note). */
  returnId: v.nullable(v.number()),
  /** Card transactions still to annul, first is next; null: not read from the order yet. */
  pending: v.nullable(v.array(v.string())),
  /** The transaction whose annulment was handed to the terminal and has not answered. */
  annulling: v.nullable(v.string()),
  /**
   * Card payments this machine cannot annul, read with `pending`: the seller annuls each on the
   * machine that charged it. Optional so a flow stored before them still reads.
   */
  onOriginalMachine: v.optional(v.array(v.object(cardTransaction)), []),
  /** When the seller confirmed handing those annulments over (ISO instant); null: not yet. */
  handedOverAt: v.optional(v.nullable(v.string()), null),
  /**
   * What the return gives back (src/domain/returnRefund.ts), decided from the order as read
   * before the create and stored with it: after the create the order's Returns include this
   * return, so a reload must not decide again. Null: no create sent yet, or a flow stored before
   * it was kept (then nothing is annulled).
   */
  refund: v.optional(v.nullable(refundSchema), null),
  /** Transactions whose annulment the seller cancelled (spec 000 §8 Cancelar): not given back. */
  notAnnulled: v.optional(v.array(v.string()), []),
});

export type ReturnFlow = v.InferOutput<typeof schema>;
export type ReturnAttempt = NonNullable<ReturnFlow['attempt']>;

export const initialReturnFlow = (): ReturnFlow => ({
  orderId: null,
  doc: null,
  number: null,
  quantities: {},
  cashMovement: null,
  attempt: null,
  returnId: null,
  pending: null,
  annulling: null,
  onOriginalMachine: [],
  handedOverAt: null,
  refund: null,
  notAnnulled: [],
});

export const RETURN_FLOW_KEY = 'pos.returns.flow';

export const returnFlow = createPersistedStore({
  key: RETURN_FLOW_KEY,
  label: STORAGE_MESSAGES.returnFlow,
  version: 1,
  schema,
  initial: initialReturnFlow,
});

export type ReturnStage = 'choose' | 'creating' | 'annulling' | 'final';

/**
 * choose: quantities and cash movement; creating: a create sent (or to resend); annulling: the
 * credit note exists and card transactions remain to annul on this machine or to hand over (or
 * are not read yet); final: /final-devolucion.
 */
export function stageOf(flow: ReturnFlow): ReturnStage {
  if (flow.returnId === null) return flow.attempt === null ? 'choose' : 'creating';
  return flow.pending !== null && flow.pending.length === 0 && flow.annulling === null && !handOverDue(flow)
    ? 'final'
    : 'annulling';
}

/** Card payments to annul on their original machine that the seller has not confirmed yet. */
export function handOverDue(flow: ReturnFlow): boolean {
  return flow.onOriginalMachine.length > 0 && flow.handedOverAt === null;
}

/** The create's request slot (src/api/persistedRequest.ts): the flow's attempt, on storage at once. */
export const returnAttemptSlot: RequestSlot<ReturnAttempt['body']> = {
  read: () => returnFlow.get().attempt,
  write: (request) => updateReturnFlow((f) => ({ ...f, attempt: request })),
};

/** A return whose credit note or annulments are not finished: nothing of it may be dropped. */
export function isUnfinished(flow: ReturnFlow): boolean {
  const stage = stageOf(flow);
  return stage === 'creating' || stage === 'annulling';
}

export function useReturnFlow(): ReturnFlow {
  return useSelector(returnFlow.store, (s) => s);
}

/** Changes the flow and writes it at once (a reload right after keeps it). */
export function updateReturnFlow(updater: (prev: ReturnFlow) => ReturnFlow): void {
  returnFlow.set(updater);
  returnFlow.flush();
}

/** The return is over (printed, or the seller left the credit note page for /inicio). */
export function endReturnFlow(): void {
  returnFlow.set(() => initialReturnFlow());
  returnFlow.flush();
}

/** A new Idempotency-Key for one return's create. */
export function newReturnKey(): string {
  return newId('return');
}
