import { Navigate, useNavigate } from '@tanstack/react-router';
import { PrinterErrorDialog } from '@/components/pos/PrinterErrorDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { refundOutcome } from '@/domain/returnRefund.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { RefundDone } from './RefundSummary.tsx';
import { endReturnFlow, isUnfinished, useReturnFlow } from './returnFlow.ts';
import styles from './returns.module.css';
import { useCreditNotePrint } from './useCreditNotePrint.ts';

/**
 * /final-devolucion, the credit note page (spec 001 §2, §7, §8; spec 000 "Return flow"): what
 * the return gave back (its value, by card annulment, in cash, kept on the credit note, an
 * annulment cancelled), then the print of the credit note (POST /api/returns/print with the
 * machine, provider and provider_version; the printFormat lines through the terminal; the
 * printer's texts with Reintentar, the server's text or "Error imprimiendo nota de crédito"), then
 * /inicio. "Volver al inicio" ends the return without printing. A return still creating or
 * annulling goes back to its cart.
 */
export function CreditNoteScreen() {
  const navigate = useNavigate();
  const flow = useReturnFlow();

  const done = () => {
    endReturnFlow();
    void navigate({ to: '/inicio', replace: true });
  };
  const print = useCreditNotePrint(flow.returnId, done);

  if (flow.returnId === null) {
    return (
      <section className={styles.panel}>
        <p className={styles.prompt}>{RETURN_LABELS.noReturn}</p>
        <Button onClick={() => void navigate({ to: '/inicio', replace: true })} data-main-action>
          {ACTION_LABELS.backHome}
        </Button>
      </section>
    );
  }
  if (isUnfinished(flow) && flow.doc !== null && flow.number !== null) {
    return <Navigate to="/carro-devolucion" search={{ doc: flow.doc, number: flow.number }} replace />;
  }

  return (
    <section className={styles.panel} aria-labelledby="credit-note-title">
      <h2 id="credit-note-title" className={styles.prompt}>
        {RETURN_LABELS.creditNoteReady}
      </h2>
      <p className={styles.center}>
        {RETURN_LABELS.creditNoteNumber(flow.returnId)}
        {flow.doc !== null && flow.number !== null && (
          <>
            <br />
            {RETURN_LABELS.document(flow.doc, flow.number)}
          </>
        )}
      </p>
      {flow.refund && <RefundDone outcome={refundOutcome(flow.refund, flow.notAnnulled)} />}
      {flow.onOriginalMachine.length > 0 && flow.handedOverAt !== null && (
        <p className={styles.center} role="status">
          {RETURN_LABELS.handedOver}
        </p>
      )}
      {print.notice && (
        <p className={styles.error} role="alert">
          {print.notice}
        </p>
      )}
      <Button size="lg" loading={print.pending} onClick={() => void print.print(null)} data-main-action>
        {RETURN_LABELS.printCreditNote}
      </Button>
      <Button variant="secondary" disabled={print.pending} onClick={done}>
        {ACTION_LABELS.backHome}
      </Button>
      <PrinterErrorDialog
        open={print.printerError !== null}
        message={print.printerError?.message ?? ''}
        retrying={print.pending}
        onRetry={() => void print.print(print.printerError?.lines ?? null)}
        onClose={print.closePrinterError}
      />
    </section>
  );
}
