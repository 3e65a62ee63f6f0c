import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { printReturn } from '@/api/generated/endpoints/returns/returns.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { PrinterErrorDialog } from '@/components/pos/PrinterErrorDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { printLinesText } from '@/domain/billing.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES, PRINTER_MESSAGES } from '@/domain/messages.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { session } from '@/session/session.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { endReturnFlow, isUnfinished, useReturnFlow } from './returnFlow.ts';
import styles from './returns.module.css';

/**
 * /final-devolucion, the credit note page (spec 001 §2, §7, §8; spec 000 "Return flow"): prints
 * the credit note (POST /api/returns/print with the machine, provider and provider_version; the
 * printFormat lines through the terminal; the printer's texts with Reintentar, the server's text
 * or "Error imprimiendo nota de crédito"), then goes to /inicio. "Volver al inicio" ends the
 * return without printing. A return still creating or annulling goes back to its cart.
 */
export function CreditNoteScreen() {
  const navigate = useNavigate();
  const terminal = useTerminal();
  const machineId = useSelector(session.store, (s) => s.machineNumber);
  const flow = useReturnFlow();
  const [notice, setNotice] = useState<string | null>(null);
  const [printerError, setPrinterError] = useState<{ message: string; lines: string[] } | null>(null);

  const done = () => {
    endReturnFlow();
    void navigate({ to: '/inicio', replace: true });
  };

  /** Prints `ready` lines again (printer dialog's Reintentar) or asks the server for them. */
  const print = useSingleFlight(async (ready: string[] | null) => {
    if (flow.returnId === null) return;
    setNotice(null);
    let lines = ready;
    if (lines === null) {
      try {
        const answer = await printReturn({
          return_id: flow.returnId,
          machine_id: machineId,
          provider: terminal.provider,
          provider_version: terminal.providerVersion,
        });
        lines = printLinesText(answer.data.printFormat);
      } catch (error) {
        setNotice(errorText(error, CHECKOUT_MESSAGES.creditNotePrintFailed));
        return;
      }
    }
    try {
      await terminal.print(lines);
    } catch (error) {
      const message = isTerminalError(error) && error.message ? error.message : PRINTER_MESSAGES.generic;
      setPrinterError({ message, lines });
      return;
    }
    setPrinterError(null);
    done();
  });

  if (flow.returnId === null) {
    return (
      <section className={styles.panel}>
        <p className={styles.prompt}>{RETURN_LABELS.noReturn}</p>
        <Button onClick={() => void navigate({ to: '/inicio', replace: true })}>
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
      {flow.onOriginalMachine.length > 0 && flow.handedOverAt !== null && (
        <p className={styles.center} role="status">
          {RETURN_LABELS.handedOver}
        </p>
      )}
      {notice && (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      )}
      <Button size="lg" loading={print.pending} onClick={() => void print.run(null)}>
        {RETURN_LABELS.printCreditNote}
      </Button>
      <Button variant="secondary" disabled={print.pending} onClick={done}>
        {ACTION_LABELS.backHome}
      </Button>
      <PrinterErrorDialog
        open={printerError !== null}
        message={printerError?.message ?? ''}
        retrying={print.pending}
        onRetry={() => void print.run(printerError?.lines ?? null)}
        onClose={() => setPrinterError(null)}
      />
    </section>
  );
}
