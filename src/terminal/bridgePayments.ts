import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import type { BridgeCore } from './bridgeCore';
import { PrinterError, TerminalError } from './errors';
import { type NativePayload, numberField } from './pending';
import type { CardPaymentRequest, CardPaymentResult, PrintResult } from './types';

/** Marks payloads delivered by the newer printer callback, whose messages carry "(Cod {code})". */
export const NEWER_PRINTER_RESULT = '__newerPrinterResult';

/** Maps a printer answer: 0 resolves, any other status throws a PrinterError. */
export function toPrintResult(payload: NativePayload): PrintResult {
  const status = numberField(payload, 'status');
  if (status === null) throw new TerminalError('failed', CHECKOUT_MESSAGES.printNotSuccessful);
  if (status !== 0) throw new PrinterError(status, { withCode: payload[NEWER_PRINTER_RESULT] === true });
  return { status: 0 };
}

/**
 * Print, card payment and cancel as both native bridges do them: one payment pending at a time,
 * a cancel only counts when the machine confirms it, and the confirmation settles the pending
 * payment as cancelled (a later payment answer is ignored).
 */
export function cardPaymentMethods(
  core: BridgeCore,
  options: {
    timeouts: { print: number | null; payment: number | null; cancel: number | null };
    /** The text for a payment that cannot start (busy, missing SDK, timeout). */
    startFailureMessage: string;
    toResult: (requestId: string, answer: NativePayload) => CardPaymentResult;
    /** The payment answer the bridge's own protocol uses for "cancelled". */
    cancelledAnswer: Readonly<Record<string, unknown>>;
  },
) {
  let pendingPaymentId: string | null = null;
  return {
    async print(lines: readonly string[]): Promise<PrintResult> {
      const answer = await core.request(
        'print',
        'print',
        { lines: [...lines] },
        { timeoutMs: options.timeouts.print, failureMessage: CHECKOUT_MESSAGES.printNotSuccessful },
      );
      return toPrintResult(answer);
    },

    async startCardPayment(request: CardPaymentRequest): Promise<CardPaymentResult> {
      if (pendingPaymentId !== null) {
        throw new TerminalError('busy', options.startFailureMessage, { retryable: false });
      }
      const requestId = request.requestId ?? core.newRequestId();
      pendingPaymentId = requestId;
      try {
        const answer = await core.request(
          'payment',
          'startPayment',
          {
            amount: request.amount,
            paymentId: request.paymentId,
            orderId: request.orderId,
            cardType: request.cardType ?? null,
          },
          { requestId, timeoutMs: options.timeouts.payment, failureMessage: options.startFailureMessage },
        );
        return options.toResult(requestId, answer);
      } finally {
        if (pendingPaymentId === requestId) pendingPaymentId = null;
      }
    },

    /**
     * Registers `requestId` as the pending payment again (after a reload) so the machine's late
     * answer counts, and asks the machine to send it again (`resumePayment`, when the app has it).
     * An answer `{requestId, unknown: true}` means the machine knows nothing of it: null.
     */
    async resumeCardPayment(requestId: string): Promise<CardPaymentResult | null> {
      if (pendingPaymentId !== null && pendingPaymentId !== requestId) {
        throw new TerminalError('busy', options.startFailureMessage, { retryable: false });
      }
      pendingPaymentId = requestId;
      try {
        const answer = core.pending.open(
          'payment',
          requestId,
          options.timeouts.payment,
          () => new TerminalError('timeout', options.startFailureMessage),
        );
        if (core.hasMethod('resumePayment')) {
          try {
            core.invoke('resumePayment', { requestId });
          } catch {
            // The late answer may still come through the callback.
          }
        }
        const payload = await answer;
        if (payload.unknown === true) return null;
        return options.toResult(requestId, payload);
      } finally {
        if (pendingPaymentId === requestId) pendingPaymentId = null;
      }
    },

    async cancelCardPayment(): Promise<void> {
      const requestId = pendingPaymentId;
      if (requestId === null) return;
      const answer = await core.request(
        'cancel',
        'cancelPayment',
        {},
        { requestId, timeoutMs: options.timeouts.cancel, failureMessage: CHECKOUT_MESSAGES.cancelFailed },
      );
      if (answer.ok !== true) throw new TerminalError('cancelFailed', CHECKOUT_MESSAGES.cancelFailed);
      core.pending.deliver('payment', { requestId, ...options.cancelledAnswer });
    },

    resetPendingPayment(): void {
      pendingPaymentId = null;
    },
  };
}
