/**
 * Billing of a paid order and the final screen's rules (spec 001 §2 "After all payments…",
 * §4 Order status and billing, §7 Invoice and billing, §8 Billing / Printing, §9).
 * Pure: the checkout's final screen (src/features/checkout/final) asks these what to do.
 */

import { CHECKOUT_FINAL_TEXTS } from './checkoutMessages';
import { CHECKOUT_MESSAGES } from './messages';

/** Spec 001 §9: billing status is polled every 1.5 s. */
export const BILLING_TIMING = {
  pollMs: 1_500,
} as const;

/** The billing status read (GET /api/billing/order/{orderId}, `data`), as far as the rules need it. */
export interface BillingStatusInput {
  sii_code: string | null;
  /** The issued document's number (folio); null until issued. */
  bill_number?: number | null;
  billingSuccess?: boolean | null;
  Order: { status: string };
}

export type BillingOutcome =
  /** The bill is being generated (BILLING PROCESSING): keep polling. */
  | { kind: 'processing' }
  /**
   * Billing ended (FINISHED, or the SII code is known). `billingSuccess` false: the document
   * could not be issued and a voucher (comprobante) prints instead (default true, as the
   * delivery screen's billingSuccess). `billNumber`: the issued document's number (folio).
   */
  | { kind: 'finished'; billingSuccess: boolean; siiCode: string | null; billNumber: number | null }
  /** Billing failed (order status ERROR, or it ended rejected): "Reintentar" bills again. */
  | { kind: 'failed' }
  /** The order is paid but billing has not started (the start request never arrived). */
  | { kind: 'notStarted' };

const FAILED_STATUSES = new Set(['ERROR', 'RECHAZADO', 'CANCELADO', 'EXPIRADO']);

/** What a billing status answer means (spec 001 §4: polled "until the bill result is known"). */
export function billingOutcome(result: BillingStatusInput): BillingOutcome {
  const status = result.Order.status.toUpperCase();
  if (status === 'FINISHED' || (result.sii_code !== null && !FAILED_STATUSES.has(status))) {
    const billingSuccess = result.billingSuccess !== false;
    return {
      kind: 'finished',
      billingSuccess,
      siiCode: result.sii_code,
      // A voucher has no document: no number to name.
      billNumber: billingSuccess ? (result.bill_number ?? null) : null,
    };
  }
  if (FAILED_STATUSES.has(status)) return { kind: 'failed' };
  if (status === 'BILLING PROCESSING') return { kind: 'processing' };
  return { kind: 'notStarted' };
}

/** Whether the status read should be asked again in BILLING_TIMING.pollMs. */
export function keepsPolling(outcome: BillingOutcome): boolean {
  return outcome.kind === 'processing';
}

/**
 * The text of a failed billing (spec 001 §8 Billing): the stock variant when the billing system
 * answered 400 (its stock), else "Error generando boleta. Por favor intente nuevamente.".
 */
export function billingFailureMessage(httpStatus: number | null | undefined): string {
  return httpStatus === 400 ? CHECKOUT_FINAL_TEXTS.billingStockFailed : CHECKOUT_MESSAGES.billingFailed;
}

/**
 * The text of a failed billing status read: a 400 is the billing system's answer (stock),
 * anything else (network, 5xx, a malformed answer) is "Error cargando la boleta".
 */
export function billingReadFailureMessage(httpStatus: number | null | undefined): string {
  return httpStatus === 400 ? CHECKOUT_FINAL_TEXTS.billingStockFailed : CHECKOUT_MESSAGES.billingLoadFailed;
}

/** Invoice data as the bill requests carry it. */
export interface BillInvoiceData {
  company: string;
  rut: string;
  activity: string;
  address: string;
  commune: string;
  city: string;
}

/**
 * `billing` of POST /api/payments/bill and POST /api/billing: the invoice data for a factura,
 * null for a boleta (spec 001 §7).
 */
export function billPayloadBilling(
  documentType: 'boleta' | 'factura',
  invoiceData: BillInvoiceData | null | undefined,
): BillInvoiceData | null {
  return documentType === 'factura' && invoiceData ? { ...invoiceData } : null;
}

/** A line of printFormat (POST /api/payments/bill/print). */
export interface PrintableLine {
  text: string;
  align: 'left' | 'center' | 'right';
  bold: boolean;
}

/** Characters per line of the terminals' receipt printers (58 mm paper). */
export const PRINT_WIDTH = 32;

/**
 * printFormat lines as the terminal prints them (`TerminalAdapter.print(lines: string[])`):
 * one text line each, aligned within the paper's width by padding with spaces; a longer text
 * is kept whole (the printer wraps it). Bold has no plain-text form and is dropped.
 */
export function printLinesText(lines: readonly PrintableLine[], width = PRINT_WIDTH): string[] {
  return lines.map(({ text, align }) => {
    const trimmed = text.replace(/\s+$/, '');
    if (trimmed.length >= width || align === 'left') return trimmed;
    const room = width - trimmed.length;
    if (align === 'right') return `${' '.repeat(room)}${trimmed}`;
    return `${' '.repeat(Math.floor(room / 2))}${trimmed}`;
  });
}
