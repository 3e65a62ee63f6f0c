import { isApiError, isNotSent } from '@/api/errors.ts';
import {
  createTransbankSmartPosPayment,
  updateMercadoPagoMachinePayment,
} from '@/api/generated/endpoints/payments/payments.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { CARD_TIMING, mercadoPagoMayRetryUpdate } from '@/domain/cardPayment.ts';
import type { PaymentAttempt } from '@/session/attempts.ts';
import type { CardPaymentApproved } from '@/terminal/types.ts';

/** A card charged on the machine itself: SmartPOS or Mercado Pago. */
export type NativeProvider = 'smartPos' | 'mercadoPago';

/** What is kept of an approval to record it again after a reload (attempt.result). */
export interface KeptApproval {
  transactionId: string;
  authorizationCode: string | null;
  terminalId: string | null;
  paymentMethod: string | null;
  checkCallback: string | null;
  paymentCallback: string | null;
}

export function keep(result: CardPaymentApproved): KeptApproval {
  return {
    transactionId: result.transactionId,
    authorizationCode: result.authorizationCode,
    terminalId: result.terminalId,
    paymentMethod: result.mercadoPago?.paymentMethod ?? null,
    checkCallback: result.mercadoPago?.checkCallback ?? null,
    paymentCallback: result.mercadoPago?.paymentCallback ?? null,
  };
}

export function kept(attempt: PaymentAttempt | null): KeptApproval | null {
  const r = attempt?.result;
  if (!r || typeof r.transactionId !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    transactionId: r.transactionId,
    authorizationCode: text(r.authorizationCode),
    terminalId: text(r.terminalId),
    paymentMethod: text(r.paymentMethod),
    checkCallback: text(r.checkCallback),
    paymentCallback: text(r.paymentCallback),
  };
}

/** A Mercado Pago callback (a JSON text from the machine) as the contract's object. */
function callbackObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return Object.fromEntries(Object.entries(value));
  } catch {
    // not JSON: kept as text below
  }
  return { raw };
}

export interface RecordInput {
  provider: NativeProvider;
  orderId: number;
  paymentId: number;
  approval: KeptApproval;
  /**
   * The attempt's id (`requestId`), sent as the Idempotency-Key: a record sent again for the same
   * approval (Reintentar, a reload, a lost answer) is answered with the first record.
   */
  key: string;
  /** The terminal id when the approval carries none (the adapter's, else the session's). */
  terminalId: string;
  /** False once the step is gone: Mercado Pago's tries stop (the kept approval is recorded later). */
  stillShown: () => boolean;
  /** The engine's clock between Mercado Pago's tries. */
  sleep: (ms: number) => Promise<void>;
}

/**
 * Records an approved card on the server, never charging again: SmartPOS POST
 * /api/payments/transbank-smartpos/new; Mercado Pago PUT /api/payments/mercadopago/machine, up to
 * 10 tries at 1 s (spec 001 §9). Throws the last failure; one not sent (offline) at once.
 */
export async function recordApproval(input: RecordInput): Promise<void> {
  const { provider, orderId, paymentId, approval } = input;
  const options = idempotencyKey(input.key);
  if (provider === 'smartPos') {
    await createTransbankSmartPosPayment(
      {
        order_id: orderId,
        payment_id: paymentId,
        transbank_code: approval.authorizationCode ?? '',
        smart_pos_transaction_id: approval.transactionId,
        terminal_id: approval.terminalId ?? input.terminalId,
      },
      options,
    );
    return;
  }
  let failures = 0;
  for (;;) {
    try {
      await updateMercadoPagoMachinePayment(
        {
          paymentId,
          machineTransactionId: approval.transactionId,
          status: 'APROBADO',
          checkCallback: callbackObject(approval.checkCallback),
          paymentCallback: callbackObject(approval.paymentCallback),
          paymentMethod: approval.paymentMethod,
        },
        options,
      );
      return;
    } catch (error) {
      failures += 1;
      // A 401 ended the session (the app logs out): trying again cannot help. A step that is gone
      // stops too; its kept approval is recorded again when it shows again.
      const sessionEnded = isApiError(error) && error.status === 401;
      // errorAction "reset": the server will not take it, whatever the try (the charge is reversed).
      const refused = isApiError(error) && !error.canRetry;
      // Not sent (offline): the engine records it again when the network is back.
      const offline = isNotSent(error);
      if (!mercadoPagoMayRetryUpdate(failures) || !input.stillShown() || sessionEnded || refused || offline)
        throw error;
      await input.sleep(CARD_TIMING.mercadoPagoUpdateIntervalMs);
      if (!input.stillShown()) throw error;
    }
  }
}
