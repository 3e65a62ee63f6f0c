import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors.ts';
import { createMachPayment } from '@/api/generated/endpoints/mach/mach.ts';
import { createRedpayPayment } from '@/api/generated/endpoints/redpay/redpay.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { queries } from '@/api/queries.ts';
import { QR_MESSAGES } from '@/domain/checkoutMessages.ts';
import { type QrProvider, qrOutcome } from '@/domain/qrPayment.ts';
import type { PaymentAttempt } from '@/session/attempts.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import type { CheckoutPayment, StepSale } from '../types.ts';

/** A QR charge the provider holds: its id (the attempt's externalId) and, when known, what to show. */
export interface QrCharge {
  externalId: string;
  /** The QR's text when the start answer carries it (Redpay's token_url); MACH asks GET qr/{id}. */
  qr: string | null;
  /** Redpay's token_number. */
  code: string | null;
}

/** What the attempt keeps of a charge to show it again after a reload (Redpay's QR and number). */
export function chargeResult(charge: QrCharge): Record<string, unknown> | null {
  return charge.qr === null ? null : { qr: charge.qr, code: charge.code };
}

export function resultText(attempt: PaymentAttempt | null, key: 'qr' | 'code'): string | null {
  const value = attempt?.result?.[key];
  return typeof value === 'string' ? value : null;
}

export interface QrFlowInput {
  sale: StepSale;
  payment: CheckoutPayment;
  terminal: TerminalAdapter;
  /** The app's cache: reads go through `queries` (docs/SERVER-STATE.md). */
  queryClient: QueryClient;
}

/** What differs between MACH and Redpay; the step (QrStep.tsx) does the rest the same way. */
export interface QrFlow {
  provider: QrProvider;
  kind: 'mach' | 'redpay';
  scanText: string;
  qrLabel: string;
  /**
   * Starts the charge (the one call that can charge), sent with `key` as its Idempotency-Key: the
   * attempt's id, so a resend of the same attempt gets the first charge, never a second one.
   */
  start(input: QrFlowInput, key: string): Promise<QrCharge>;
  /**
   * After a start whose answer is unknown: the charge the provider holds for this payment, if it
   * can be found (Redpay, by order); null when it cannot be told.
   */
  find(input: QrFlowInput): Promise<QrCharge | null>;
}

export const MACH_FLOW: QrFlow = {
  provider: 'mach',
  kind: 'mach',
  scanText: QR_MESSAGES.scanMach,
  qrLabel: QR_MESSAGES.machQr,
  async start({ sale, payment, terminal }, key) {
    const answer = await createMachPayment(
      { amount: payment.amount, orderId: sale.orderId, smartPOS: terminal.kind === 'smartPos' },
      idempotencyKey(key),
    );
    return { externalId: String(answer.data.mach.id), qr: null, code: null };
  },
  // No MACH read by order exists: a lost mach/new answer cannot be found again.
  find: async () => null,
};

export const REDPAY_FLOW: QrFlow = {
  provider: 'redpay',
  kind: 'redpay',
  scanText: QR_MESSAGES.scanRedpay,
  qrLabel: QR_MESSAGES.redpayQr,
  async start({ sale, payment }, key) {
    const answer = await createRedpayPayment(
      { amount: payment.amount, orderId: sale.orderId, customerId: sale.customerId },
      idempotencyKey(key),
    );
    return { externalId: String(answer.data.id), qr: answer.data.token_url, code: answer.data.token_number };
  },
  async find({ sale, payment, queryClient }) {
    try {
      const answer = await queryClient.fetchQuery(queries.redpayByOrder(sale.orderId));
      const last = answer.data;
      // The order's last Redpay payment, still open and of this amount, is the one started.
      if (qrOutcome(last.status) !== 'waiting' || last.amount !== payment.amount) return null;
      return { externalId: String(last.id), qr: last.token_url, code: last.token_number };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
};
