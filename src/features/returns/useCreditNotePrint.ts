import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { printReturn } from '@/api/generated/endpoints/returns/returns.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { printLinesText } from '@/domain/billing.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { PrinterFailure, printOnTerminal } from '@/terminal/printLines.ts';
import { useTerminal } from '@/terminal/react.tsx';

/**
 * "Imprimir nota de crédito" as a mutation, once per tap: POST /api/returns/print (the machine,
 * provider and provider_version) for the lines, then the terminal prints them. The server's
 * failure is the mutation's (its text or "Error imprimiendo nota de crédito"); the printer's
 * opens its dialog, kept open while the seller retries the same lines. Nothing to invalidate: no
 * read of this app shows a printed credit note. `onPrinted` ends the return.
 */
export function useCreditNotePrint(returnId: number | null, onPrinted: () => void) {
  const terminal = useTerminal();
  const machineId = useSelector(session.store, (s) => s.machineNumber);
  const [printerError, setPrinterError] = useState<{ message: string; lines: string[] } | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ id, ready }: { id: number; ready: string[] | null }) => {
      const lines =
        ready ??
        printLinesText(
          (
            await printReturn({
              return_id: id,
              machine_id: machineId,
              provider: terminal.provider,
              provider_version: terminal.providerVersion,
            })
          ).data.printFormat,
        );
      await printOnTerminal(terminal, lines);
    },
  });

  /** Prints `ready` lines again (the printer dialog's Reintentar) or asks the server for them. */
  const flight = useSingleFlight(async (ready: string[] | null) => {
    if (returnId === null) return;
    try {
      await mutation.mutateAsync({ id: returnId, ready });
    } catch (error) {
      if (error instanceof PrinterFailure) setPrinterError({ message: error.message, lines: error.lines });
      return;
    }
    setPrinterError(null);
    onPrinted();
  });

  const failed = mutation.error !== null && !(mutation.error instanceof PrinterFailure);
  return {
    print: flight.run,
    pending: mutation.isPending,
    /** The server's failure to give the lines. */
    notice: failed ? errorText(mutation.error, CHECKOUT_MESSAGES.creditNotePrintFailed) : null,
    printerError,
    closePrinterError: () => setPrinterError(null),
  };
}
