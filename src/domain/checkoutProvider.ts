/**
 * Which payment flow (step card body) pays a payment of the checkout sequence, by payment type
 * and machine kind (spec 001 §2 /pago-final, §7 Payments; decisions in docs/DECISIONS.md,
 * "Checkout").
 */
import type { PaymentType } from './types';

/** The machine kinds of the terminal adapter (src/terminal/types.ts MachineKind). */
export type CheckoutMachineKind = 'smartPos' | 'mercadoPago' | 'redelcom' | 'browser';

export type StepKind =
  /** EFECTIVO: amount given and change; settled with PATCH /api/payments/update/{id}. */
  | 'cash'
  /** TRANSFERENCIA BANCARIA: code typed twice; PATCH /api/payments/deposit/{id}. */
  | 'transfer'
  /** OTRO (a voucher of a payment taken outside the POS): code typed twice; PATCH deposit. */
  | 'voucher'
  /** Card on a Redelcom machine: POST /api/payments/redelcom/new, polled every 1 s. */
  | 'redelcom'
  /** Card on the SmartPOS: the native payment, then POST /api/payments/transbank-smartpos/new. */
  | 'smartPos'
  /** Card on the Mercado Pago machine: the native flow, then PUT /api/payments/mercadopago/machine. */
  | 'mercadoPago'
  | 'wallet'
  | 'mach'
  | 'redpay'
  /** RAPPI, PEDIDOSYA, UBEREATS: platform code; POST /api/payments/{platform}/new. */
  | 'platform'
  /** CORNERSHOP: platform code plus transbank_code. */
  | 'cornershop'
  /** RAPPI PAYLESS: barcode; POST /api/rappi-payless/new-order (errorMessage, pinCode). */
  | 'rappiPayless'
  /** RAPPI TURBO, GOODMEAL, NOTA DE CREDITO: the platform's / document's code; PATCH deposit. */
  | 'deposit'
  /** FREE or the placeholder: nothing to charge; approved with PATCH update. */
  | 'none';

const CARD_BY_MACHINE: Record<CheckoutMachineKind, StepKind> = {
  smartPos: 'smartPos',
  mercadoPago: 'mercadoPago',
  redelcom: 'redelcom',
  browser: 'redelcom',
};

export function stepKindFor(type: PaymentType, machine: CheckoutMachineKind): StepKind {
  switch (type) {
    case 'EFECTIVO':
      return 'cash';
    case 'TRANSFERENCIA BANCARIA':
      return 'transfer';
    case 'OTRO':
      return 'voucher';
    case 'TARJETA DE DEBITO':
    case 'TARJETA DE CREDITO':
      return CARD_BY_MACHINE[machine];
    case 'WALLET':
      return 'wallet';
    case 'MACH':
      return 'mach';
    case 'REDPAY':
      return 'redpay';
    case 'RAPPI':
    case 'PEDIDOSYA':
    case 'UBEREATS':
      return 'platform';
    case 'CORNERSHOP':
      return 'cornershop';
    case 'RAPPI PAYLESS':
      return 'rappiPayless';
    case 'RAPPI TURBO':
    case 'GOODMEAL':
    case 'NOTA DE CREDITO':
      return 'deposit';
    case 'FREE':
    case 'METODO DE PAGO':
      return 'none';
  }
}

/** Steps whose charge happens outside this screen's request (a machine or the customer's phone). */
export const EXTERNAL_CHARGE_KINDS: readonly StepKind[] = [
  'redelcom',
  'smartPos',
  'mercadoPago',
  'mach',
  'redpay',
];
