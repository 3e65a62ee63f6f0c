import { createTransbankPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { serverProvider } from './server.ts';

/**
 * A card charged on a standalone Transbank POS, recorded with its authorization code: POST
 * /api/payments/transbank/new {order_id, payment_id, transbank_code} (every card step's
 * fallback; no step of its own). The code attests a charge taken on that POS: refused for sure
 * with errorAction "reset", the charge is handed over by name (that POS annuls it, not this one).
 */
export const transbank = serverProvider<string>(
  'transbank',
  null,
  (code, { sale, payment }, key) =>
    createTransbankPayment(
      { order_id: sale.orderId, payment_id: payment.id, transbank_code: code },
      idempotencyKey(key),
    ),
  {
    attestsCharge: true,
    handOver: ({ payment, attempt }) => ({
      paymentId: payment.id,
      amount: payment.amount,
      authorizationCode: typeof attempt.input === 'string' ? attempt.input : null,
      transactionId: null,
      provider: 'TRANSBANK',
    }),
  },
);
