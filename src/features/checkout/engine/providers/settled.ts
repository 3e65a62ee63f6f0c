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
import { CashStep } from '../../steps/server/CashStep.tsx';
import { DepositStep } from '../../steps/server/DepositStep.tsx';
import { NoChargeStep } from '../../steps/server/NoChargeStep.tsx';
import { CornershopStep, PlatformStep } from '../../steps/server/PlatformStep.tsx';
import { RappiPaylessStep } from '../../steps/server/RappiPaylessStep.tsx';
import { TransferStep, VoucherStep } from '../../steps/server/TransferStep.tsx';
import { WalletStep } from '../../steps/server/WalletStep.tsx';
import { serverProvider } from './server.ts';

/**
 * The server-settled providers (spec 001 §7), each the generic server provider with its step and
 * the description of its one request. What the seller typed is the input; the attempt's id is the
 * Idempotency-Key of the calls that create a payment (wallet, platforms, Rappi Payless).
 */

/** EFECTIVO: PATCH /api/payments/update/{id} {status: APROBADO}. */
export const cash = serverProvider<void>('cash', CashStep, (_input, { payment }) =>
  updatePaymentStatus(payment.id, { status: 'APROBADO' }),
);

/** FREE / METODO DE PAGO: nothing to charge, approved the same way. */
export const none = serverProvider<void>('none', NoChargeStep, (_input, { payment }) =>
  updatePaymentStatus(payment.id, { status: 'APROBADO' }),
);

/** A code kept with the payment: PATCH /api/payments/deposit/{id} {data, status: APROBADO}. */
const byCode: Parameters<typeof serverProvider<string>>[2] = (code, { payment }) =>
  updatePaymentDeposit(payment.id, { data: cleanCode(code), status: 'APROBADO' });
export const transfer = serverProvider<string>('transfer', TransferStep, byCode);
export const voucher = serverProvider<string>('voucher', VoucherStep, byCode);
export const deposit = serverProvider<string>('deposit', DepositStep, byCode);

const PLATFORM_CREATE = {
  rappi: createRappiPayment,
  ubereats: createUberEatsPayment,
  pedidosya: createPedidosYaPayment,
};

/** RAPPI, UBEREATS, PEDIDOSYA: POST /api/payments/{platform}/new with the platform's order code. */
export const platform = serverProvider<{ code: string; provider: PlatformPaymentRequest['provider'] }>(
  'platform',
  PlatformStep,
  ({ code, provider }, { sale, payment }, key) =>
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

/** CORNERSHOP: POST /api/payments/cornershop/new, the platform's code and the card's Transbank code. */
export const cornershop = serverProvider<{
  code: string;
  transbankCode: string;
  provider: PlatformPaymentRequest['provider'];
}>('cornershop', CornershopStep, ({ code, transbankCode, provider }, { sale, payment }, key) =>
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
export const wallet = serverProvider<{ customerId: number; code: string }>(
  'wallet',
  WalletStep,
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

/** RAPPI PAYLESS: POST /api/rappi-payless/new-order with the customer's barcode. */
export const rappiPayless = serverProvider<string>(
  'rappiPayless',
  RappiPaylessStep,
  (barcode, { sale }, key) =>
    createRappiPaylessOrder(
      { barcode: cleanCode(barcode), storeId: sale.storeId, orderId: sale.orderId },
      idempotencyKey(key),
    ),
);
