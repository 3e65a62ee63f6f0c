import type { ComponentType } from 'react';
import type { CheckoutOrderOutput } from '@/api/generated/model/index.ts';
import type { SessionUser } from '@/session/session.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';

/** A payment of the order as the checkout reads it (GET /api/orders/{id}, `payments`). */
export type CheckoutPayment = CheckoutOrderOutput['payments'][number];

/** What every step body knows about the sale it pays. */
export interface StepSale {
  orderId: number;
  orderNumber: number;
  buyType: CheckoutOrderOutput['buy_type'];
  documentType: CheckoutOrderOutput['document_type'];
  /** The order's total, CLP. */
  total: number;
  /** The sale's customer id (wallet, redeem, Redpay); null for platform and anonymous sales. */
  customerId: number | null;
  storeId: number;
  store: SessionUser['Store'];
  /** The machine number of a Redelcom machine / store browser; null inside the terminal app. */
  machineNumber: string | null;
}

/** The part of the StepCard the screen decides: "Paso n de total", method, amount, "Cambiar". */
export interface StepCardHead {
  step: number;
  total: number;
  method: string;
  amount: number;
  /** "Cambiar": present only while the step may still change its method. */
  onChangeMethod?: () => void;
}

/** A failure the step reports to the screen. */
export interface StepFailure {
  /** The payment's failure status. */
  status: 'RECHAZADO' | 'ERROR' | 'EXPIRADO' | 'CANCELADO';
  /** The catalogue's text (or the server's errorMessage) to show. */
  message: string;
}

export interface StepProps {
  sale: StepSale;
  payment: CheckoutPayment;
  head: StepCardHead;
  terminal: TerminalAdapter;
  /**
   * The payment is approved on the server: the screen refetches the order and moves to the next
   * step (or to billing). Call it once, after the server answered.
   */
  onApproved: () => void;
  /**
   * Tells the screen whether a charge is in progress (then "Cambiar" and "Cancelar" wait: a
   * pending charge must end first).
   */
  onBusyChange?: (busy: boolean) => void;
}

export type StepComponent = ComponentType<StepProps>;
