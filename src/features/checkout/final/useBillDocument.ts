import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { printBill } from '@/api/generated/endpoints/billing/billing.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { printLinesText } from '@/domain/billing.ts';
import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import type { DocumentName } from '@/domain/paymentTypeLabels.ts';
import { PrinterFailure, printOnTerminal } from '@/terminal/printLines.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';

export interface BillDocumentInput {
  orderId: number;
  terminal: TerminalAdapter;
  /** Whether billing went through (spec 001 §5: the print is asked with billing_success). */
  billingSuccess: boolean;
  /** The sale's document name, for the texts ("boleta", "factura"). */
  document: DocumentName;
}

export type BillNotice = { tone: 'success' | 'error'; text: string };

/**
 * "Imprimir" and "Enviar por correo" on "Compra Finalizada", each a mutation of
 * POST /api/payments/bill/print (format impresa or email), once per tap. A print asks the server
 * for the lines and hands them to the terminal; the printer's refusal opens its dialog, whose
 * Reintentar prints the same lines again. The notice under the summary is the last action's
 * outcome, read from its mutation. Nothing to invalidate: no read of this app shows a print.
 */
export function useBillDocument({ orderId, terminal, billingSuccess, document }: BillDocumentInput) {
  const request = (format: 'impresa' | 'email', email: string | null) =>
    printBill({
      order_id: orderId,
      format,
      email,
      provider: terminal.provider,
      provider_version: terminal.providerVersion,
      billing_success: billingSuccess,
    });

  const printing = useMutation({
    mutationKey: ['printBill', orderId, 'impresa'],
    mutationFn: async (ready: string[] | null) => {
      const lines = ready ?? printLinesText((await request('impresa', null)).data.printFormat);
      await printOnTerminal(terminal, lines);
    },
  });
  const emailing = useMutation({
    mutationKey: ['printBill', orderId, 'email'],
    mutationFn: async (address: string) => {
      await request('email', address);
      return address;
    },
  });
  const [printerError, setPrinterError] = useState<PrinterFailure | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);

  /** Prints `ready` lines again (the printer dialog's Reintentar) or asks the server for them. */
  const print = useSingleFlight(async (ready: string[] | null) => {
    try {
      await printing.mutateAsync(ready);
      setPrinterError(null);
    } catch (error) {
      if (error instanceof PrinterFailure) setPrinterError(error);
    }
  });

  const email = useSingleFlight(async (address: string) => {
    try {
      await emailing.mutateAsync(address);
      setEmailOpen(false);
    } catch {
      // emailing.error: the message inside the dialog.
    }
  });

  const printNotice: BillNotice | null = printing.isSuccess
    ? { tone: 'success', text: CHECKOUT_FINAL_TEXTS.printed }
    : printing.isError && !(printing.error instanceof PrinterFailure)
      ? { tone: 'error', text: errorText(printing.error, CHECKOUT_MESSAGES.printFailed) }
      : null;
  const emailNotice: BillNotice | null = emailing.isSuccess
    ? { tone: 'success', text: CHECKOUT_FINAL_TEXTS.emailSent(emailing.data, document) }
    : null;
  // The last action the seller took speaks; a print under way says nothing yet.
  const notice =
    printing.submittedAt >= emailing.submittedAt ? (printing.isPending ? null : printNotice) : emailNotice;

  return {
    print: print.run,
    printing: printing.isPending,
    email: email.run,
    emailing: emailing.isPending,
    notice,
    /** The customer has the document: printed, or sent by email. */
    delivered: printing.isSuccess || emailing.isSuccess,
    printerError,
    closePrinterError: () => setPrinterError(null),
    emailOpen,
    openEmail: () => {
      emailing.reset();
      setEmailOpen(true);
    },
    closeEmail: () => setEmailOpen(false),
    emailError: emailing.isError ? errorText(emailing.error, CHECKOUT_MESSAGES.emailFailed) : null,
  };
}
