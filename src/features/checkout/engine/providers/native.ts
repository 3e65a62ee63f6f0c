import { cardTypeFor } from '@/domain/cardPayment.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import type { CardPaymentResult } from '@/terminal/types.ts';
import { keep, kept, type NativeProvider, recordApproval } from '../../steps/card/nativeRecord.ts';
import { failureOf } from '../../steps/useStepAction.ts';
import { PROVIDER_CANCEL } from '../cancel.ts';
import { type PaymentProvider, type ProviderContext, ProviderFailure, type WaitAnswer } from '../provider.ts';
import { serverReconcile } from './server.ts';

/**
 * The native payments in flight, by the attempt's id: the machine answers the call that started
 * it, and a step shown again (StrictMode, a remount) waits on the same answer instead of asking
 * the machine a second time.
 */
const answers = new Map<string, Promise<CardPaymentResult | null>>();

function answerOf({ terminal, attempt }: ProviderContext): Promise<CardPaymentResult | null> {
  let answer = answers.get(attempt.requestId);
  if (answer === undefined) {
    // After a reload: the machine's answer for the persisted request id (null: it forgot it).
    answer = terminal.resumeCardPayment(attempt.requestId);
    answers.set(attempt.requestId, answer);
  }
  return answer;
}

/** Refusals of the machine before it charged anything (busy, no SDK): nothing was charged. */
const REFUSED_TO_START = ['busy', 'unavailable', 'unsupported', 'failed'];

function settled(result: CardPaymentResult | null): WaitAnswer {
  if (result === null) return { kind: 'unknown' };
  if (result.outcome === 'approved') return { kind: 'providerApproved', result: { ...keep(result) } };
  const status = result.outcome === 'rejected' ? 'rejected' : 'cancelled';
  return {
    kind: 'refused',
    failure: { message: result.message, canRetry: true, status },
    status: result.outcome === 'rejected' ? 'RECHAZADO' : 'CANCELADO',
  };
}

/**
 * A card on the machine itself (spec 001 §7, §8, §9): the native payment through the terminal
 * adapter (`start` hands it the attempt's id; `wait` waits for its answer, or after a reload for
 * the machine's answer to the same id), then `record`: SmartPOS POST
 * /api/payments/transbank-smartpos/new, Mercado Pago PUT /api/payments/mercadopago/machine (up to
 * 10 tries). Cancel asks the machine; its pending payment then answers (cancelled, or approved when
 * the card went through first). Reconcile: the server's approval, else a kept approval to record;
 * otherwise nobody knows (the seller confirms that the card was not charged).
 */
function nativeProvider(kind: NativeProvider): PaymentProvider {
  const provider: PaymentProvider = {
    kind,
    beginsIn: 'charging',
    pollMs: 0,
    resendable: false,
    async start(context) {
      const { terminal, sale, payment, attempt } = context;
      const answer = terminal.startCardPayment({
        requestId: attempt.requestId,
        amount: payment.amount,
        paymentId: payment.id,
        orderId: sale.orderId,
        cardType: cardTypeFor(payment.payment_type),
      });
      answers.set(attempt.requestId, answer);
      // Settled or not, the answer is read by `wait`; a rejection is handled there.
      answer.catch(() => undefined);
      return { kind: 'started', externalId: null };
    },
    async resume(context) {
      if (context.attempt.phase !== 'recording') return { found: 'charging' };
      // An approval not yet recorded: the server may have it already; else it is recorded again.
      const server = await serverReconcile(context);
      return server.found === 'approved' ? server : { found: 'recording' };
    },
    async wait(context, { signal }) {
      try {
        const result = await answerOf(context);
        answers.delete(context.attempt.requestId);
        return settled(result);
      } catch (error) {
        answers.delete(context.attempt.requestId);
        if (signal.aborted) return new Promise(() => {});
        if (isTerminalError(error) && REFUSED_TO_START.includes(error.code)) {
          const fallback =
            kind === 'mercadoPago' ? CHECKOUT_MESSAGES.mercadoPagoStart : CHECKOUT_MESSAGES.pollingFailed;
          return {
            kind: 'refused',
            failure: { message: error.message || fallback, canRetry: true, status: 'error' },
            status: 'ERROR',
          };
        }
        return { kind: 'unknown' };
      }
    },
    async cancel(context) {
      await PROVIDER_CANCEL[kind](context.attempt, context);
      return { kind: 'waiting' };
    },
    async reconcile(context) {
      const server = await serverReconcile(context);
      if (server.found === 'approved') return server;
      if (kept(context.attempt) !== null) return { found: 'recording' };
      return { found: 'unknown' };
    },
    async record(context, result, signal) {
      const approval = kept({ ...context.attempt, result });
      if (approval === null) throw new Error('No approval kept to record');
      const sending = recordApproval({
        provider: kind,
        orderId: context.sale.orderId,
        paymentId: context.payment.id,
        approval,
        key: context.attempt.requestId,
        terminalId: context.terminal.terminalId ?? context.terminalId ?? '',
        // A step that is gone stops trying; its kept approval is recorded when it shows again.
        stillShown: () => !signal.aborted,
      });
      if (kind === 'smartPos') return sending;
      // Mercado Pago's record failure has its own text; the one rule still decides Reintentar.
      await sending.catch((error: unknown) => {
        throw new ProviderFailure(CHECKOUT_MESSAGES.mercadoPagoUpdate, failureOf(error, '').canRetry);
      });
    },
  };
  return provider;
}

export const smartPosProvider = nativeProvider('smartPos');
export const mercadoPagoProvider = nativeProvider('mercadoPago');
