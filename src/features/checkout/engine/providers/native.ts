import { isNotSent } from '@/api/errors.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { cardTypeFor } from '@/domain/cardPayment.ts';
import { annulmentOutcome } from '@/domain/cardRefund.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { type CardPaymentResult, SMART_POS_CANCEL_AFTER_MS } from '@/terminal/types.ts';
import { MercadoPagoStep, SmartPosStep } from '../../steps/card/NativeCardStep.tsx';
import { keep, kept, type NativeProvider, recordApproval } from '../../steps/card/nativeRecord.ts';
import { failureOf } from '../../steps/useStepAction.ts';
import { type PaymentProvider, type ProviderContext, ProviderFailure, type WaitAnswer } from '../provider.ts';
import { serverReconcile } from './server.ts';

/**
 * The native payments in flight, by the attempt's id: the machine answers the call that started
 * it, and a step shown again (StrictMode, a remount) waits on the same answer instead of asking
 * the machine a second time.
 */
const answers = new Map<string, Promise<CardPaymentResult | null>>();

/** The page went away (a test's reload): the answers in flight are the machine's, not the page's. */
export function forgetNativeAnswers(): void {
  answers.clear();
}

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
  const rejected = result.outcome === 'rejected';
  return {
    kind: 'refused',
    failure: {
      message: result.message,
      canRetry: true,
      status: rejected ? 'rejected' : 'cancelled',
      word: rejected ? 'RECHAZADO' : 'CANCELADO',
    },
  };
}

/**
 * A card on the machine itself (spec 001 §7, §8, §9): the native payment through the terminal
 * adapter (`start` hands it the attempt's id; `wait` waits for its answer, or after a reload for
 * the machine's answer to the same id), then `record`: SmartPOS POST
 * /api/payments/transbank-smartpos/new, Mercado Pago PUT /api/payments/mercadopago/machine (up to
 * 10 tries). Cancel asks the machine (after 10 s); its pending payment then answers (cancelled, or
 * approved when the card went through first). Reconcile: the server's approval, else a kept
 * approval to record; otherwise nobody knows (the seller confirms the card was not charged). A
 * charge the server refuses for sure is annulled by the SmartPOS (spec 000's annulment), handed
 * over by name on Mercado Pago (its bridge has no annulment).
 */
function nativeProvider(kind: NativeProvider): PaymentProvider {
  const provider: PaymentProvider = {
    kind,
    view: kind === 'smartPos' ? SmartPosStep : MercadoPagoStep,
    beginsIn: 'charging',
    resendable: false,
    cancelAfterMs: SMART_POS_CANCEL_AFTER_MS,
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
    async wait(context) {
      try {
        const result = await answerOf(context);
        answers.delete(context.attempt.requestId);
        return settled(result);
      } catch (error) {
        answers.delete(context.attempt.requestId);
        if (context.signal.aborted) return new Promise(() => {});
        if (isTerminalError(error) && REFUSED_TO_START.includes(error.code)) {
          const fallback =
            kind === 'mercadoPago' ? CHECKOUT_MESSAGES.mercadoPagoStart : CHECKOUT_MESSAGES.pollingFailed;
          return {
            kind: 'refused',
            failure: { message: error.message || fallback, canRetry: true, status: 'error', word: 'ERROR' },
          };
        }
        return { kind: 'unknown' };
      }
    },
    async cancel({ terminal }) {
      // The machine only: its pending payment answers (cancelled, or approved if it went through).
      await terminal.cancelCardPayment();
      return { kind: 'waiting' };
    },
    async reconcile(context) {
      const server = await serverReconcile(context);
      if (server.found === 'approved') return server;
      if (kept(context.attempt) !== null) return { found: 'recording' };
      return { found: 'unknown' };
    },
    async record(context, result) {
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
        stillShown: () => !context.signal.aborted,
        sleep: context.sleep,
      });
      if (kind === 'smartPos') return sending;
      // Mercado Pago's record failure has its own text; the one rule still decides Reintentar. A
      // record not sent (offline) says so, as every call not sent does.
      await sending.catch((error: unknown) => {
        if (isNotSent(error)) throw error;
        throw new ProviderFailure(
          CHECKOUT_MESSAGES.mercadoPagoUpdate,
          failureOf(error, '').canRetry,
          isRefusedForSure(error),
        );
      });
    },
    ...(kind === 'smartPos'
      ? {
          annulsHere: (terminal) => terminal.capabilities.annulment,
          async annul(terminal, transactionId) {
            return annulmentOutcome(await terminal.annulCardTransaction({ transactionId }));
          },
        }
      : {}),
    handOver: ({ payment, attempt }) => {
      const approval = kept(attempt);
      return {
        paymentId: payment.id,
        amount: payment.amount,
        authorizationCode: approval?.authorizationCode ?? null,
        transactionId: approval?.transactionId ?? null,
        provider: kind === 'smartPos' ? 'TRANSBANK-SMARTPOS' : 'MERCADOPAGO',
      };
    },
  };
  return provider;
}

export const smartPos = nativeProvider('smartPos');
export const mercadoPago = nativeProvider('mercadoPago');
