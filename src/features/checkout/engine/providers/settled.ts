import {
  createCornershopPayment,
  createPedidosYaPayment,
  createRappiPaylessOrder,
  createRappiPayment,
  createUberEatsPayment,
  createWalletPayment,
  updatePaymentDeposit,
  updatePaymentStatus,
} from '@/api/generated/endpoints/payments/payments.ts';
import type { PlatformPaymentRequest } from '@/api/generated/model/index.ts';
import { idempotencyKey } from '@/api/idempotency.ts';
import { cleanCode, platformEndpoint } from '@/domain/checkoutCodes.ts';
import type { PaymentProvider } from '../provider.ts';
import { serverProvider } from './server.ts';

/**
 * The server-settled steps, each the generic server provider built from the description of its
 * one request (spec 001 §7). What the seller typed is the input; the attempt's id is the
 * Idempotency-Key of the calls that create a payment (wallet, platforms, Rappi Payless).
 */

/** EFECTIVO: PATCH /api/payments/update/{id} {status: APROBADO}. */
export const cashProvider = serverProvider<void>('cash', (_input, { payment }) =>
  updatePaymentStatus(payment.id, { status: 'APROBADO' }),
);

/** FREE / METODO DE PAGO: nothing to charge, approved the same way. */
export const noChargeProvider = serverProvider<void>('none', (_input, { payment }) =>
  updatePaymentStatus(payment.id, { status: 'APROBADO' }),
);

/** A code kept with the payment: PATCH /api/payments/deposit/{id} {data, status: APROBADO}. */
function codeProvider(kind: 'transfer' | 'voucher' | 'deposit'): PaymentProvider<string> {
  return serverProvider<string>(kind, (code, { payment }) =>
    updatePaymentDeposit(payment.id, { data: cleanCode(code), status: 'APROBADO' }),
  );
}
export const transferProvider = codeProvider('transfer');
export const voucherProvider = codeProvider('voucher');
export const depositProvider = codeProvider('deposit');

const PLATFORM_CREATE = {
  rappi: createRappiPayment,
  ubereats: createUberEatsPayment,
  pedidosya: createPedidosYaPayment,
};

/** RAPPI, UBEREATS, PEDIDOSYA: POST /api/payments/{platform}/new with the platform's order code. */
export const platformProvider = serverProvider<{
  code: string;
  provider: PlatformPaymentRequest['provider'];
}>('platform', ({ code, provider }, { sale, payment }, key) =>
  PLATFORM_CREATE[platformEndpoint(payment.payment_type) ?? 'rappi'](
    {
      order_id: sale.orderId,
      code: cleanCode(code),
      machine_number: sale.machineNumber,
      paymentId: payment.id,
      provider,
    },
    idempotencyKey(key),
  ),
);

/** CORNERSHOP: the platform's code and the Transbank code of the card. */
export const cornershopProvider = serverProvider<{
  code: string;
  transbankCode: string;
  provider: PlatformPaymentRequest['provider'];
}>('cornershop', ({ code, transbankCode, provider }, { sale, payment }, key) =>
  createCornershopPayment(
    {
      order_id: sale.orderId,
      code: cleanCode(code),
      machine_number: sale.machineNumber,
      paymentId: payment.id,
      provider,
      transbank_code: cleanCode(transbankCode),
    },
    idempotencyKey(key),
  ),
);

/** WALLET: POST /api/payments/wallet/new with the customer's verification code. */
export const walletProvider = serverProvider<{ customerId: number; code: string }>(
  'wallet',
  ({ customerId, code }, { sale, payment }, key) =>
    createWalletPayment(
      {
        order_id: sale.orderId,
        amount: payment.amount,
        customer_id: customerId,
        code: cleanCode(code),
        paymentId: payment.id,
      },
      idempotencyKey(key),
    ),
);

/** RAPPI PAYLESS: POST /api/rappi-payless with the customer's barcode. */
export const rappiPaylessProvider = serverProvider<string>('rappiPayless', (barcode, { sale }, key) =>
  createRappiPaylessOrder(
    { barcode: cleanCode(barcode), storeId: sale.storeId, orderId: sale.orderId },
    idempotencyKey(key),
  ),
);
