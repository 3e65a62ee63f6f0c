import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useState } from 'react';
import { errorText, isApiError, isNotFound } from '@/api/errors.ts';
import { createReturn } from '@/api/generated/endpoints/returns/returns.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { resendPersisted, sendPersisted } from '@/api/persistedRequest.ts';
import { invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { AnnulmentDialog } from '@/components/pos/AnnulmentDialog.tsx';
import { CashMovementChoice } from '@/components/pos/CashMovementChoice.tsx';
import { ReturnLinesTable } from '@/components/pos/ReturnLinesTable.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Spinner } from '@/components/ui/Spinner.tsx';
import {
  ACTION_LABELS,
  annulmentErrorMessage,
  GENERAL_MESSAGES,
  RETURN_MESSAGES,
} from '@/domain/messages.ts';
import {
  afterAnnulment,
  type CardTransaction,
  cardRefundPlan,
  returnLines,
  validateReturn,
} from '@/domain/returns.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { formatDate } from '@/domain/time.ts';
import { session } from '@/session/session.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { useTerminal } from '@/terminal/react.tsx';
import {
  handOverDue,
  initialReturnFlow,
  isUnfinished,
  newReturnKey,
  type ReturnAttempt,
  returnAttemptSlot,
  returnFlow,
  stageOf,
  updateReturnFlow,
  useReturnFlow,
} from './returnFlow.ts';
import styles from './returns.module.css';

export type ReturnDocType = 'boleta' | 'factura';

/**
 * /carro-devolucion (spec 000 §2, §5, §8 and "Return flow"): the document's order read again
 * (GET /api/order-by-bill), a quantity per product between 0 and what is still returnable, the
 * cash movement (two exclusive checkboxes), "Estas seguro?", then POST /api/returns/new once
 * through sendPersisted ("Generando Nota de Crédito"; the server's text or the spec's with
 * Reintentar, none when errorAction is "reset"). Then the order's card payments (GET
 * /api/payments/order/{orderId}): those this machine cannot annul are listed for the seller to
 * annul on the machine that charged them ("Anulación entregada"), and those it can (a SmartPOS's
 * own) are annulled on the terminal, one at a time; a failure shows the terminal's reason with
 * Reintentar and Cancelar. Everything is kept in returnFlow.ts, so a reload resumes the same
 * return: the create is sent again with the same Idempotency-Key (one credit note), and no
 * transaction is annulled twice or skipped.
 */
export function ReturnCartScreen({ doc, number }: { doc: ReturnDocType; number: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const terminal = useTerminal();
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const machineId = useSelector(session.store, (s) => s.machineNumber);
  const read = useQuery(queries.orderByBill(number, { doc_type: doc, store_id: storeId }));
  const order = read.data?.code === 200 ? (read.data.data.order ?? null) : null;
  const flow = useReturnFlow();
  const stage = stageOf(flow);
  const ours = order !== null && flow.orderId === order.id;

  const [formError, setFormError] = useState<string | null>(null);
  const [cashError, setCashError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [createFailure, setCreateFailure] = useState<{
    message: string;
    canRetry: boolean;
    refused: boolean;
  } | null>(null);
  const [paymentsFailed, setPaymentsFailed] = useState(false);
  const [annulFailure, setAnnulFailure] = useState<string | null>(() => {
    const f = returnFlow.get();
    // A reload while the terminal was annulling: its answer is lost, the seller checks first.
    return f.annulling !== null && f.orderId !== null ? RETURN_LABELS.annulmentUnknown(f.annulling) : null;
  });

  // The flow belongs to one order: this one's is resumed; an unfinished one of another document
  // is taken back to its own page (nothing of it may be dropped); anything else starts afresh.
  const orderId = order?.id ?? null;
  useEffect(() => {
    if (orderId === null) return;
    const current = returnFlow.get();
    if (current.orderId === orderId && stageOf(current) !== 'final') return;
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

  const lines = order && ours ? returnLines(order, quantitiesOf(flow.quantities)) : [];

  const create = useSingleFlight(async () => {
    if (order === null) return;
    setCreateFailure(null);
    // Sent and answered: the credit note is stored before the attempt is cleared (a reload in
    // between finds the credit note, never a return without its attempt or its id).
    const send = async (body: ReturnAttempt['body'], key: string) => {
      const answer = await createReturn(body, { headers: { 'Idempotency-Key': key } });
      updateReturnFlow((f) => ({ ...f, returnId: answer.data.return.id, pending: null }));
      return answer;
    };
    try {
      // A create waiting for its outcome goes again as it was (same key, same body): one return
      // per attempt whatever the seller taps or reloads. Otherwise a new one from the choice.
      if (returnAttemptSlot.read() !== null) {
        await resendPersisted(returnAttemptSlot, send);
      } else {
        const check = validateReturn({
          order,
          quantities: quantitiesOf(returnFlow.get().quantities),
          cashMovement: returnFlow.get().cashMovement,
        });
        if (!check.ok) {
          setFormError(check.message);
          return;
        }
        await sendPersisted({
          slot: returnAttemptSlot,
          body: {
            order_id: order.id,
            products: check.products,
            machine_id: machineId,
            cash_movement: check.cash_movement,
            smart_pos: terminal.kind === 'smartPos',
          },
          send,
          newKey: newReturnKey,
        });
      }
      void invalidate.afterReturn(queryClient, { orderId: order.id });
    } catch (error) {
      // Refused for sure: not created, the attempt is gone and the seller may change the choice.
      // Unknown: the attempt stays and goes again with its key (Reintentar, a reload).
      setCreateFailure({
        message: errorText(error, RETURN_MESSAGES.creationFailed),
        canRetry: !isApiError(error) || error.canRetry,
        refused: isRefusedForSure(error),
      });
    }
  });

  /**
   * Reads the card transactions once (those this machine annuls, and those it cannot), waits for
   * the seller to confirm handing the latter over, then annuls the first pending one on this
   * machine until none remain.
   */
  const annul = useSingleFlight(async () => {
    const start = returnFlow.get();
    if (start.returnId === null || start.orderId === null) return;
    setAnnulFailure(null);
    setPaymentsFailed(false);
    if (start.pending === null) {
      try {
        const answer = await queryClient.fetchQuery(queries.orderPayments(start.orderId));
        // A SmartPOS annuls its own transactions; every other card payment is annulled on the
        // machine that charged it, and the seller is told which (never skipped in silence).
        const plan = cardRefundPlan(answer.data.payments, terminal.capabilities.annulment);
        updateReturnFlow((f) => ({
          ...f,
          pending: plan.throughMachine,
          onOriginalMachine: plan.onOriginalMachine,
          handedOverAt: null,
        }));
      } catch {
        setPaymentsFailed(true);
        return;
      }
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
      // Marked before the terminal is asked: a reload meanwhile does not annul it blindly again.
      updateReturnFlow((f) => ({ ...f, annulling: first }));
      let step: ReturnType<typeof afterAnnulment>;
      try {
        step = afterAnnulment(pending, await terminal.annulCardTransaction({ transactionId: first }));
      } catch (error) {
        step = {
          kind: 'failed',
          pending,
          code: isTerminalError(error) ? (error.nativeCode ?? '') : '',
          glosa: isTerminalError(error) && error.message ? error.message : null,
        };
      }
      updateReturnFlow((f) => ({ ...f, pending: step.pending, annulling: null }));
      if (step.kind === 'failed') {
        setAnnulFailure(annulmentErrorMessage(step.glosa, step.code));
        return;
      }
    }
  });

  /** "Anulación entregada": recorded (kept across a reload), then the rest of the refund. */
  const handOver = () => {
    if (!handOverDue(returnFlow.get())) return;
    updateReturnFlow((f) => ({ ...f, handedOverAt: new Date().toISOString() }));
    void annul.run();
  };

  // A reload resumes the create (sent again with the same key); a credit note's annulments start
  // as soon as it exists, and go on after a reload (not when the terminal's answer was lost: the
  // seller is asked first).
  const createResumed = useRef(false);
  const annulStarted = useRef(false);
  const createRun = create.run;
  const annulRun = annul.run;
  useEffect(() => {
    if (!ours) return;
    if (stage === 'creating' && !createResumed.current) {
      createResumed.current = true;
      void createRun();
    } else if (stage === 'annulling' && flow.annulling === null && !annulStarted.current) {
      annulStarted.current = true;
      void annulRun();
    }
  }, [ours, stage, flow.annulling, createRun, annulRun]);

  if (read.isError && !isNotFound(read.error)) {
    return (
      <LoadError
        message={errorText(read.error, GENERAL_MESSAGES.loadingFailed)}
        reloading={read.isFetching}
        onReload={() => void read.refetch()}
        onHome={() => void navigate({ to: '/inicio' })}
      />
    );
  }
  // No order for the number (a hand-typed address, or returned in full elsewhere): back to the
  // lookup, with the lookup's texts.
  if (read.isError || (read.isSuccess && order === null)) {
    return (
      <section className={styles.panel} role="alert">
        <p className={styles.prompt}>
          {read.data && read.data.code !== 200 ? RETURN_MESSAGES.codeNotFound : RETURN_MESSAGES.noOrders}
        </p>
        <Button variant="secondary" onClick={() => void navigate({ to: '/devolucion', search: { doc } })}>
          {RETURN_LABELS.lookupTitle}
        </Button>
      </section>
    );
  }

  const busy = stage !== 'choose' || create.pending;
  const nothingLeft = lines.length > 0 && lines.every((l) => l.returnable === 0);
  const customer = order?.Customer?.name ?? null;

  const askToConfirm = () => {
    if (order === null) return;
    const check = validateReturn({
      order,
      quantities: quantitiesOf(returnFlow.get().quantities),
      cashMovement: returnFlow.get().cashMovement,
    });
    if (!check.ok) {
      if (check.message === RETURN_MESSAGES.cashMovementRequired) setCashError(check.message);
      else setFormError(check.message);
      return;
    }
    setConfirming(true);
  };

  return (
    <div className={styles.cart}>
      <header className={styles.head}>
        <h2 className={styles.title}>{RETURN_LABELS.document(doc, number)}</h2>
        {order && (
          <p className={styles.meta}>
            {RETURN_LABELS.orderOf(order.order_number, formatDate(order.created_at))} ·{' '}
            {customer ?? RETURN_LABELS.noCustomer}
          </p>
        )}
      </header>

      {stage === 'annulling' ? (
        <section className={styles.progress} aria-live="polite">
          <p className={styles.status}>{RETURN_LABELS.creditNoteNumber(flow.returnId ?? 0)}</p>
          {paymentsFailed ? (
            <>
              <p className={styles.error} role="alert">
                {RETURN_LABELS.paymentsFailed}
              </p>
              <Button loading={annul.pending} onClick={() => void annul.run()}>
                {ACTION_LABELS.retry}
              </Button>
            </>
          ) : handOverDue(flow) ? (
            <HandOverPanel transactions={flow.onOriginalMachine} onHandedOver={handOver} />
          ) : (
            flow.pending?.[0] !== undefined &&
            annulFailure === null && (
              <p className={styles.status} role="status">
                <Spinner size="sm" label={null} /> {RETURN_LABELS.annulling(flow.pending[0])}
              </p>
            )
          )}
        </section>
      ) : (
        <>
          <ReturnLinesTable
            lines={lines}
            loading={order === null || !ours}
            disabled={busy}
            onQuantityChange={(productId, quantity) => {
              setFormError(null);
              updateReturnFlow((f) => ({
                ...f,
                quantities: { ...f.quantities, [String(productId)]: quantity },
              }));
            }}
          />
          {nothingLeft && <p className={styles.meta}>{RETURN_LABELS.nothingLeft}</p>}
          {formError && (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          )}

          <CashMovementChoice
            value={flow.cashMovement}
            error={cashError}
            disabled={busy}
            onChange={(cashMovement) => {
              setCashError(null);
              updateReturnFlow((f) => ({ ...f, cashMovement }));
            }}
          />

          {stage === 'choose' && (!createFailure || (createFailure.refused && !createFailure.canRetry)) && (
            <Button size="lg" disabled={order === null || !ours || nothingLeft} onClick={askToConfirm}>
              {RETURN_LABELS.create}
            </Button>
          )}

          {(stage === 'creating' || create.pending || createFailure) && (
            <section className={styles.progress} aria-live="polite">
              {createFailure && !create.pending ? (
                <>
                  <p className={styles.error} role="alert">
                    {createFailure.message}
                  </p>
                  {createFailure.canRetry ? (
                    <Button
                      onClick={() =>
                        void read.refetch().then(() => {
                          setCreateFailure(null);
                          void create.run();
                        })
                      }
                      loading={read.isFetching}
                    >
                      {ACTION_LABELS.retry}
                    </Button>
                  ) : (
                    // errorAction "reset": no Reintentar. A refused create leaves the choice to
                    // change and send again (the button above); either way the seller can leave.
                    <Button variant="secondary" onClick={() => void navigate({ to: '/inicio' })}>
                      {ACTION_LABELS.backHome}
                    </Button>
                  )}
                </>
              ) : (
                <p className={styles.status} role="status">
                  <Spinner size="sm" label={null} /> {RETURN_MESSAGES.progress}
                </p>
              )}
            </section>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        message={RETURN_MESSAGES.confirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void create.run();
        }}
      />
      <AnnulmentDialog
        open={annulFailure !== null && stage === 'annulling'}
        message={annulFailure ?? ''}
        retrying={annul.pending}
        onRetry={() => {
          updateReturnFlow((f) => ({ ...f, annulling: null }));
          void annul.run();
        }}
        onCancel={() => {
          // Spec 000 §8: Cancelar goes to /final-devolucion; the rest stays un-annulled.
          updateReturnFlow((f) => ({ ...f, pending: [], annulling: null }));
          setAnnulFailure(null);
          void navigate({ to: '/final-devolucion', replace: true });
        }}
      />
    </div>
  );
}

/**
 * The card payments this machine cannot annul, each with what the seller needs to find it on the
 * machine that charged it (amount, authorisation code, operation, provider), and the seller's
 * confirmation that the annulment was handed over.
 */
export function HandOverPanel({
  transactions,
  onHandedOver,
}: {
  transactions: readonly CardTransaction[];
  onHandedOver: () => void;
}) {
  return (
    <section className={styles.handOver} aria-labelledby="hand-over-title">
      <h3 id="hand-over-title" className={styles.status}>
        {RETURN_LABELS.handOverTitle}
      </h3>
      <p role="alert">{RETURN_LABELS.handOverPrompt(transactions.length)}</p>
      <ul className={styles.handOverList}>
        {transactions.map((t) => (
          <li key={t.transactionId ?? `payment-${t.paymentId}`}>
            <strong>{RETURN_LABELS.handOverAmount(t.amount)}</strong>
            {' · '}
            {RETURN_LABELS.handOverAuthorization(t.authorizationCode)}
            {t.transactionId !== null && (
              <>
                {' · '}
                {RETURN_LABELS.handOverOperation(t.transactionId)}
              </>
            )}
            {t.provider !== null && (
              <>
                {' · '}
                {RETURN_LABELS.handOverProvider(t.provider)}
              </>
            )}
          </li>
        ))}
      </ul>
      <Button size="lg" onClick={onHandedOver}>
        {RETURN_LABELS.handOverDone}
      </Button>
    </section>
  );
}

function quantitiesOf(stored: Readonly<Record<string, number>>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [id, q] of Object.entries(stored)) out[Number(id)] = q;
  return out;
}
