import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText, isNotFound } from '@/api/errors.ts';
import { AnnulmentDialog } from '@/components/pos/AnnulmentDialog.tsx';
import { CashMovementChoice } from '@/components/pos/CashMovementChoice.tsx';
import { ReturnLinesTable } from '@/components/pos/ReturnLinesTable.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { ACTION_LABELS, GENERAL_MESSAGES, RETURN_MESSAGES } from '@/domain/messages.ts';
import { returnRefund } from '@/domain/returnRefund.ts';
import { returnCustomer, returnLines, storedQuantities, validateReturn } from '@/domain/returns.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { formatDate } from '@/domain/time.ts';
import { RefundSummary } from './RefundSummary.tsx';
import { CreateProgress, RefundProgress } from './ReturnProgress.tsx';
import { returnFlow, updateReturnFlow } from './returnFlow.ts';
import styles from './returns.module.css';
import { useCardRefund } from './useCardRefund.ts';
import { type CardAnnulling, useReturnAnnulment } from './useReturnAnnulment.ts';
import { useReturnCards } from './useReturnCards.ts';
import { useReturnCreate } from './useReturnCreate.ts';
import { type ReturnDocType, useReturnOrder, useReturnResume } from './useReturnOrder.ts';

export type { ReturnDocType } from './useReturnOrder.ts';

/**
 * /carro-devolucion (spec 000 §2, §5, §8 and "Return flow"): the document's order read again
 * (GET /api/order-by-bill), a quantity per product between 0 and what is still returnable, the
 * cash movement (two exclusive checkboxes), the money to give back (each line's unit price, the
 * total, each card transaction of GET /api/payments/order/{orderId} annulled or why not, the cash
 * to hand over: src/domain/returnRefund.ts), "Estas seguro?" with those figures, then POST
 * /api/returns/new once through sendPersisted ("Generando Nota de Crédito"; the server's text or
 * the spec's with Reintentar, none when errorAction is "reset"). Then the annulments the refund
 * decided (a whole return only): those this machine cannot annul are listed for the seller to
 * annul on the machine that charged them ("Anulación entregada"), and those it can (a SmartPOS's
 * own) are annulled on the terminal, one at a time; a failure shows the terminal's reason with
 * Reintentar and Cancelar. Everything is kept in returnFlow.ts, so a reload resumes the same
 * return: the create is sent again with the same Idempotency-Key (one credit note), and no
 * transaction is annulled twice or skipped. The create is useReturnCreate, the refund
 * useCardRefund.
 */
export function ReturnCartScreen({
  doc,
  number,
  cardProvider,
}: {
  doc: ReturnDocType;
  number: number;
  /** The payment provider that charges cards on this machine (its annulment): null, none here. */
  cardProvider: CardAnnulling | null;
}) {
  const annulment = useReturnAnnulment(cardProvider);
  const navigate = useNavigate();
  const { read, order, flow, stage, ours } = useReturnOrder(doc, number);
  const [formError, setFormError] = useState<string | null>(null);
  const [cashError, setCashError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const payments = useReturnCards(order !== null && ours ? order.id : null, annulment.machineAnnuls);
  const create = useReturnCreate({ order, cards: payments.cards, onInvalid: setFormError });
  const createFailure = create.failure;
  const showCreate =
    stage === 'choose' && (!createFailure || (createFailure.refused && !createFailure.canRetry));
  const showProgress = stage === 'creating' || create.pending || createFailure !== null;
  const cardRefund = useCardRefund(annulment);
  useReturnResume({
    ours,
    stage,
    annulling: flow.annulling,
    resumeCreate: create.run,
    resumeRefund: cardRefund.run,
  });

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

  const quantities = storedQuantities(flow.quantities);
  const lines = order && ours ? returnLines(order, quantities) : [];
  // What this choice gives back, as the create will decide it (shown and asked about).
  const refund =
    order && ours && payments.cards
      ? returnRefund({ order, quantities, cashMovement: flow.cashMovement, cards: payments.cards })
      : null;
  const busy = stage !== 'choose' || create.pending;
  const nothingLeft = lines.length > 0 && lines.every((l) => l.returnable === 0);
  const customer = order ? RETURN_LABELS.customer(returnCustomer(order)) : null;

  const askToConfirm = () => {
    if (order === null) return;
    const check = validateReturn({
      order,
      quantities: storedQuantities(returnFlow.get().quantities),
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
            {RETURN_LABELS.orderOf(order.order_number, formatDate(order.created_at))} · {customer}
          </p>
        )}
      </header>

      {stage === 'annulling' ? (
        // What the seller does now (the hand-over, the annulment under way) first, the refund's
        // detail after it: on a 360x640 window "Anulación entregada" was below the fold.
        <>
          <RefundProgress
            flow={flow}
            annulFailure={cardRefund.annulFailure}
            onHandedOver={cardRefund.handOver}
          />
          {flow.refund && <RefundSummary refund={flow.refund} />}
        </>
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

          {payments.failed ? (
            <section className={styles.progress}>
              <p className={styles.error} role="alert">
                {RETURN_LABELS.paymentsFailed}
              </p>
              <Button variant="secondary" loading={payments.retrying} onClick={payments.retry}>
                {ACTION_LABELS.retry}
              </Button>
            </section>
          ) : (
            refund !== null && refund.value > 0 && <RefundSummary refund={refund} />
          )}

          {(showCreate || showProgress) && (
            // Kept in view at the bottom of the window (docs/VISUAL.md "Layout").
            <div className={styles.actionBar}>
              {showCreate && (
                <Button
                  size="lg"
                  data-main-action
                  disabled={order === null || !ours || nothingLeft || payments.cards === null}
                  onClick={askToConfirm}
                >
                  {RETURN_LABELS.create}
                </Button>
              )}
              {showProgress && (
                <CreateProgress
                  failure={createFailure}
                  pending={create.pending}
                  rereading={read.isFetching}
                  onRetry={() => void read.refetch().then(() => create.run())}
                  onHome={() => void navigate({ to: '/inicio' })}
                />
              )}
            </div>
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
      >
        {refund && <RefundSummary refund={refund} />}
      </ConfirmDialog>
      <AnnulmentDialog
        open={cardRefund.annulFailure !== null && stage === 'annulling'}
        message={cardRefund.annulFailure ?? ''}
        retrying={cardRefund.pending}
        onRetry={cardRefund.retry}
        onCancel={cardRefund.cancel}
      />
    </div>
  );
}
