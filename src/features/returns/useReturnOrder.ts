import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef } from 'react';
import { queries } from '@/api/queries.ts';
import { session } from '@/session/session.ts';
import {
  initialReturnFlow,
  isUnfinished,
  type ReturnStage,
  returnFlow,
  stageOf,
  updateReturnFlow,
  useReturnFlow,
} from './returnFlow.ts';

export type ReturnDocType = 'boleta' | 'factura';

/**
 * The order of /carro-devolucion (GET /api/order-by-bill, the loader's read) and the return in
 * progress for it. The flow belongs to one order: this one's is resumed, or, once finished,
 * shown on the credit note page it has not left yet; an unfinished one of another document is
 * taken back to its own page (nothing of it may be dropped); anything else starts afresh.
 * `ours`: the flow is this order's.
 */
export function useReturnOrder(doc: ReturnDocType, number: number) {
  const navigate = useNavigate();
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const read = useQuery(queries.orderByBill(number, { doc_type: doc, store_id: storeId }));
  const order = read.data?.code === 200 ? (read.data.data.order ?? null) : null;
  const flow = useReturnFlow();
  const orderId = order?.id ?? null;

  useEffect(() => {
    if (orderId === null) return;
    const current = returnFlow.get();
    if (current.orderId === orderId) {
      // This order's return. Finished but its credit note page not done (a reload between the
      // last annulment and that page): the credit note page, not a new return over it.
      if (stageOf(current) === 'final') void navigate({ to: '/final-devolucion', replace: true });
      return;
    }
    if (isUnfinished(current) && current.doc !== null && current.number !== null) {
      void navigate({
        to: '/carro-devolucion',
        search: { doc: current.doc, number: current.number },
        replace: true,
      });
      return;
    }
    updateReturnFlow(() => ({ ...initialReturnFlow(), orderId, doc, number }));
  }, [orderId, doc, number, navigate]);

  return { read, order, flow, stage: stageOf(flow), ours: order !== null && flow.orderId === order.id };
}

/**
 * On opening, a return left half-way goes on: a create waiting for its outcome is sent again
 * (same key), and a credit note's annulments start as soon as it exists and go on after a reload
 * (not when the terminal's answer was lost: the seller is asked first). Once each per mount.
 */
export function useReturnResume({
  ours,
  stage,
  annulling,
  resumeCreate,
  resumeRefund,
}: {
  ours: boolean;
  stage: ReturnStage;
  annulling: string | null;
  resumeCreate: () => Promise<unknown>;
  resumeRefund: () => Promise<unknown>;
}) {
  const createResumed = useRef(false);
  const refundStarted = useRef(false);
  useEffect(() => {
    if (!ours) return;
    if (stage === 'creating' && !createResumed.current) {
      createResumed.current = true;
      void resumeCreate();
    } else if (stage === 'annulling' && annulling === null && !refundStarted.current) {
      refundStarted.current = true;
      void resumeRefund();
    }
  }, [ours, stage, annulling, resumeCreate, resumeRefund]);
}
