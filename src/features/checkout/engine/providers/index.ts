import type { AttemptKind } from '../../attempts.ts';
import { attemptFor } from '../../attempts.ts';
import type { CheckoutPayment } from '../../steps/types.ts';
import type { PaymentProvider, ProviderContext } from '../provider.ts';
import { machProvider } from './mach.ts';
import { mercadoPagoProvider, smartPosProvider } from './native.ts';
import { redelcomProvider } from './redelcom.ts';
import { redpayProvider } from './redpay.ts';
import {
  cashProvider,
  cornershopProvider,
  depositProvider,
  noChargeProvider,
  platformProvider,
  rappiPaylessProvider,
  transferProvider,
  voucherProvider,
  walletProvider,
} from './settled.ts';
import { transbankProvider } from './transbank.ts';

/** Every attempt kind's provider: what the screen asks about an attempt it did not start. */
export const PROVIDERS: Record<AttemptKind, Pick<PaymentProvider<never>, 'cancel' | 'kind'>> = {
  redelcom: redelcomProvider,
  smartPos: smartPosProvider,
  mercadoPago: mercadoPagoProvider,
  transbank: transbankProvider,
  mach: machProvider,
  redpay: redpayProvider,
  cash: cashProvider,
  transfer: transferProvider,
  voucher: voucherProvider,
  deposit: depositProvider,
  platform: platformProvider,
  cornershop: cornershopProvider,
  wallet: walletProvider,
  rappiPayless: rappiPaylessProvider,
  none: noChargeProvider,
};

/**
 * "Cancelar compra": each unpaid payment's open attempt is cancelled through its provider (the
 * machine first, then the server); one that cannot cancel rejects, and the sale is not cancelled.
 */
export async function cancelOpenAttempts(
  payments: readonly CheckoutPayment[],
  context: Omit<ProviderContext, 'payment' | 'attempt'>,
): Promise<void> {
  for (const payment of payments) {
    const attempt = attemptFor(payment.id);
    if (attempt !== null) await PROVIDERS[attempt.kind].cancel({ ...context, payment, attempt });
  }
}
