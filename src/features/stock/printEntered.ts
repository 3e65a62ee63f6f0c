import {
  printPurchaseInvoiceEntered,
  printStoreOrderEntered,
} from '@/api/generated/endpoints/stock/stock.ts';
import { printLinesText } from '@/domain/billing.ts';
import { CHECKOUT_MESSAGES, PRINTER_MESSAGES } from '@/domain/messages.ts';
import type { StockDocumentKind } from '@/domain/stockDocumentKind.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import { acceptedData, stockFailureText } from './stockAnswer.ts';

/**
 * The shared print helper of spec 001 §7 ("Re imprimir lo ingresado", "¿Desea imprimir lo
 * ingresado?"): POST /api/purchase-order/print/entered or /api/store-order/print/entered with the
 * document, the machine number and the provider; the lines through the terminal. Returns null on
 * success, else the text to show (the server's, the printer's, or "Ha ocurrido un error en la
 * impresión. Por favor intente nuevamente"). An answer with success false prints nothing.
 *
 * `document` names it as the contract's PrintEnteredRequest does: a guide by its id, a purchase
 * invoice by its purchase order's id and its number (what /ingresar-stock knows when the entry
 * answers that the invoice is finished).
 */
export async function printEntered(
  terminal: TerminalAdapter,
  kind: StockDocumentKind,
  document: { id: number; number: string },
  machineNumber: string | null,
): Promise<string | null> {
  const body = {
    document_id: document.id,
    document_number: document.number,
    machine_number: machineNumber,
    provider: terminal.provider,
  };
  let lines: string[];
  try {
    const answer = await (kind.endpoints === 'purchase-invoice'
      ? printPurchaseInvoiceEntered(body)
      : printStoreOrderEntered(body));
    lines = printLinesText(acceptedData(answer).printFormat);
  } catch (error) {
    return stockFailureText(error, CHECKOUT_MESSAGES.printNotSuccessful);
  }
  try {
    await terminal.print(lines);
    return null;
  } catch (error) {
    return isTerminalError(error) && error.message ? error.message : PRINTER_MESSAGES.generic;
  }
}
