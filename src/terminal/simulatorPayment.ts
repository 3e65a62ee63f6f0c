import { CHECKOUT_MESSAGES, cardRejectedMessage, GENERAL_MESSAGES } from '@/domain/messages.ts';
import { TerminalError } from './errors';
import { announceAnnulment, announceCancel, announceCharge } from './simulatedCharge';
import type { SimulatorContext } from './simulatorKit';
import {
  hasFailedOnce,
  markFailedOnce,
  readCount,
  readStored,
  type SettledOutcome,
  SIMULATED_ANNULMENT_CALLS_KEY,
  SIMULATED_ANNULMENT_FAILED_KEY,
  type StoredPayment,
  settledOutcome,
  writeCount,
  writeStored,
} from './simulatorStorage';
import type { CardPaymentResult, TerminalAdapter } from './types';
import { unsupported } from './unsupported';

export const SIMULATED_TERMINAL_ID = 'SIM-TERMINAL-1';

type PaymentMethods = Pick<
  TerminalAdapter,
  'startCardPayment' | 'resumeCardPayment' | 'cancelCardPayment' | 'annulCardTransaction'
>;

/**
 * The simulated card reader: one payment pending at a time, settled at its due time (kept in
 * storage so a reload still gets the answer), a cancel, and the annulment of an approved charge.
 */
export function simulatedPayment(ctx: SimulatorContext): PaymentMethods & {
  /** Fails the pending payment (the simulator is disposed). */
  failPending(error: Error): void;
} {
  const { kind, capabilities, calls, storage, now } = ctx;
  let transactionCounter = 0;
  let pendingPayment: {
    requestId: string;
    settle: (result: CardPaymentResult) => void;
    fail: (error: Error) => void;
  } | null = null;
  /** failOnce has failed (kept in storage too, so a reload does not fail it again). */
  let annulmentFailedHere = false;
  /** Annulments asked for in this page (kept in storage too: the script goes on after a reload). */
  let annulmentCallsHere = 0;

  /** This annulment's step of the script, counted before it is answered; null: no script left. */
  const nextScriptStep = () => {
    const { annulmentScript } = ctx.options();
    if (annulmentScript.length === 0) return null;
    const place = Math.max(annulmentCallsHere, readCount(storage, SIMULATED_ANNULMENT_CALLS_KEY));
    annulmentCallsHere = place + 1;
    writeCount(storage, SIMULATED_ANNULMENT_CALLS_KEY, annulmentCallsHere);
    return annulmentScript[place] ?? null;
  };

  const paymentResult = (requestId: string, outcome: SettledOutcome): CardPaymentResult => {
    if (outcome === 'cancel')
      return { outcome: 'cancelled', requestId, message: CHECKOUT_MESSAGES.cancelled };
    if (outcome === 'approve') {
      transactionCounter += 1;
      return {
        outcome: 'approved',
        requestId,
        transactionId: `SIM-${transactionCounter}`,
        authorizationCode: kind === 'smartPos' ? String(100000 + transactionCounter) : null,
        terminalId: kind === 'smartPos' ? SIMULATED_TERMINAL_ID : null,
        ...(kind === 'mercadoPago'
          ? {
              mercadoPago: {
                status: 'approved',
                paymentMethod: 'credit_card',
                checkCallback: null,
                paymentCallback: null,
              },
            }
          : {}),
      };
    }
    if (kind === 'mercadoPago') {
      return {
        outcome: 'rejected',
        requestId,
        code: outcome === 'reject' ? 'rejected' : outcome,
        glosa: null,
        message:
          outcome === 'config'
            ? CHECKOUT_MESSAGES.mercadoPagoConfig
            : outcome === 'error'
              ? CHECKOUT_MESSAGES.mercadoPagoProcess
              : CHECKOUT_MESSAGES.rejected,
        mercadoPago: {
          status: 'rejected',
          paymentMethod: 'credit_card',
          checkCallback: null,
          paymentCallback: null,
        },
      };
    }
    const code = '-1';
    const glosa = 'Rechazada';
    return { outcome: 'rejected', requestId, code, glosa, message: cardRejectedMessage(glosa, code) };
  };

  /** The pending payment of `record`: settles at its due time (or when cancelled) and is kept answered. */
  const waitForPayment = (record: StoredPayment): Promise<CardPaymentResult> =>
    new Promise<CardPaymentResult>((resolve, reject) => {
      const { requestId } = record;
      const entry = {
        requestId,
        settle: (result: CardPaymentResult) => {
          if (pendingPayment !== entry) return; // already settled: a late answer is ignored
          pendingPayment = null;
          // Kept answered: a reload before the checkout recorded it still gets the answer.
          writeStored(storage, { ...record, result });
          resolve(result);
        },
        fail: (error: Error) => {
          if (pendingPayment !== entry) return;
          pendingPayment = null;
          reject(error);
        },
      };
      pendingPayment = entry;
      void ctx
        .wait(Math.max(0, record.dueAt - now()))
        .then(() => entry.settle(paymentResult(requestId, record.outcome)));
    });

  return {
    startCardPayment(request) {
      calls.push({ operation: 'startCardPayment', request });
      const options = ctx.options();
      if (!capabilities.cardPayment) return unsupported(CHECKOUT_MESSAGES.pollingFailed);
      if (pendingPayment !== null) {
        return Promise.reject(
          new TerminalError('busy', CHECKOUT_MESSAGES.pollingFailed, { retryable: false }),
        );
      }
      if (options.payment === 'unavailable') {
        // The machine refuses to open its payment flow: nothing is charged.
        const message =
          kind === 'mercadoPago' ? CHECKOUT_MESSAGES.mercadoPagoStart : CHECKOUT_MESSAGES.pollingFailed;
        return Promise.reject(new TerminalError('unavailable', message));
      }
      const requestId = request.requestId ?? ctx.newRequestId();
      announceCharge(request.paymentId, requestId);
      const outcome = settledOutcome(options.payment);
      const delay =
        options.payment === 'slow' || options.payment === 'lateApprove'
          ? options.slowDelayMs
          : options.delayMs;
      const record: StoredPayment = { requestId, outcome, dueAt: now() + delay, result: null };
      writeStored(storage, record);
      return waitForPayment(record);
    },

    resumeCardPayment(requestId) {
      calls.push({ operation: 'resumeCardPayment', requestId });
      const record = readStored(storage);
      if (record === null || record.requestId !== requestId) return Promise.resolve(null);
      if (record.result !== null) return Promise.resolve(record.result);
      if (pendingPayment !== null) {
        return Promise.reject(
          new TerminalError('busy', CHECKOUT_MESSAGES.pollingFailed, { retryable: false }),
        );
      }
      return waitForPayment(record);
    },

    async cancelCardPayment() {
      calls.push({ operation: 'cancelCardPayment' });
      announceCancel();
      // A machine whose card payments go through the server (Redelcom) has no cancel to offer.
      if (!capabilities.cardPayment) return unsupported(CHECKOUT_MESSAGES.machineCannotCancel);
      const pending = pendingPayment;
      if (pending === null) return;
      await ctx.wait(ctx.options().delayMs);
      // lateApprove: the cancel is taken, but the card had already gone through.
      if (ctx.options().payment === 'lateApprove') {
        pending.settle(paymentResult(pending.requestId, 'approve'));
        return;
      }
      pending.settle({
        outcome: 'cancelled',
        requestId: pending.requestId,
        message: CHECKOUT_MESSAGES.cancelled,
      });
    },

    annulCardTransaction(request) {
      calls.push({ operation: 'annulCardTransaction', request });
      if (!capabilities.annulment) return unsupported(GENERAL_MESSAGES.error);
      const step = nextScriptStep();
      // Taken by the terminal, and no answer ever comes (the page goes away waiting for it).
      if (step === 'lose') return new Promise(() => {});
      return ctx.answerAfterDelay(() => {
        // The script's step first; past it (or without one), the outcome.
        const { annulment } = ctx.options();
        const failOnceDue =
          step === null &&
          annulment === 'failOnce' &&
          !annulmentFailedHere &&
          !hasFailedOnce(storage, SIMULATED_ANNULMENT_FAILED_KEY);
        const fails = step === 'fail' || (step === null && annulment === 'fail') || failOnceDue;
        if (fails) {
          if (failOnceDue) {
            annulmentFailedHere = true;
            markFailedOnce(storage, SIMULATED_ANNULMENT_FAILED_KEY);
          }
          return { codigoRespuesta: 1, glosaRespuesta: 'Rechazado', numeroOperacion: request.transactionId };
        }
        announceAnnulment(request.transactionId);
        return { codigoRespuesta: 0, glosaRespuesta: 'Aprobado', numeroOperacion: request.transactionId };
      });
    },

    failPending(error) {
      pendingPayment?.fail(error);
    },
  };
}
