import { createTransbankPayment } from '@/api/generated/endpoints/payments/payments.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { serverProvider } from './server.ts';

/**
 * A card charged on a standalone Transbank POS, recorded with its authorization code: POST
 * /api/payments/transbank/new {order_id, payment_id, transbank_code} (the fallback of every card
 * step). The code is the input; a lost answer asks the server before the code is sent again.
 */
export const transbankProvider = serverProvider<string>('transbank', (code, { sale, payment }, key) =>
  createTransbankPayment(
    { order_id: sale.orderId, payment_id: payment.id, transbank_code: code },
    idempotencyKey(key),
  ),
);
