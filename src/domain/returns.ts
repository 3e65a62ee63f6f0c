/**
 * Returns (credit notes): spec 000 §2 /carro-devolucion, §3 Order / Return payload, §5 Return.
 */
import { RETURN_MESSAGES } from './messages';

export interface ReturnableOrder {
  OrderProducts: { product_id: number; amount: number }[];
  Returns?: { ReturnProducts: { product_id: number; amount: number }[] }[] | null;
}

/** Units of a product that can still be returned: bought minus already returned, never below 0. */
export function returnableAmount(order: ReturnableOrder, productId: number): number {
  const bought = order.OrderProducts.filter((p) => p.product_id === productId).reduce(
    (s, p) => s + p.amount,
    0,
  );
  let returned = 0;
  for (const r of order.Returns ?? []) {
    for (const p of r.ReturnProducts) if (p.product_id === productId) returned += p.amount;
  }
  return Math.max(0, bought - returned);
}

/** A quantity picked for return, as an integer clamped to 0..returnable. */
export function clampReturnQuantity(quantity: number, returnable: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(Math.max(0, Math.floor(quantity)), Math.max(0, returnable));
}

export interface ReturnInput {
  order: ReturnableOrder;
  /** Chosen quantity per product id. */
  quantities: Readonly<Record<number, number>>;
  /** Cash movement yes/no; null while not chosen. */
  cashMovement: boolean | null;
}

export type ReturnCheck =
  | { ok: true; products: { id: number; amount: number }[]; cash_movement: boolean }
  | { ok: false; message: string };

/**
 * Before confirming: quantities are clamped to 0..returnable, at least one unit
 * ("Debe devolver al menos 1 producto"), and the cash-movement choice
 * ("Debe seleccionar una opción de movimiento de efectivo"). The products are those with amount > 0.
 */
export function validateReturn(input: ReturnInput): ReturnCheck {
  const ids = [...new Set(input.order.OrderProducts.map((p) => p.product_id))];
  const products = ids
    .map((id) => ({
      id,
      amount: clampReturnQuantity(input.quantities[id] ?? 0, returnableAmount(input.order, id)),
    }))
    .filter((p) => p.amount > 0);
  if (products.length === 0) return { ok: false, message: RETURN_MESSAGES.noProducts };
  if (input.cashMovement === null) return { ok: false, message: RETURN_MESSAGES.cashMovementRequired };
  return { ok: true, products, cash_movement: input.cashMovement };
}

/** A product of the order as the return lines table shows it. */
export interface ReturnLineView {
  productId: number;
  name: string;
  bought: number;
  /** Units of earlier returns. */
  returned: number;
  /** bought - returned, never below 0. */
  returnable: number;
  /** The units chosen for this return, clamped to 0..returnable. */
  quantity: number;
}

/**
 * One row per product of the order (lines of the same product together, in order of first
 * appearance), with what was bought, what earlier returns took back and the chosen quantity.
 */
export function returnLines(
  order: ReturnableOrder & {
    OrderProducts: { product_id: number; amount: number; Product: { name: string } }[];
  },
  quantities: Readonly<Record<number, number>>,
): ReturnLineView[] {
  const rows: ReturnLineView[] = [];
  for (const p of order.OrderProducts) {
    if (rows.some((r) => r.productId === p.product_id)) continue;
    const bought = order.OrderProducts.filter((x) => x.product_id === p.product_id).reduce(
      (s, x) => s + x.amount,
      0,
    );
    const returnable = returnableAmount(order, p.product_id);
    rows.push({
      productId: p.product_id,
      name: p.Product.name,
      bought,
      returned: bought - returnable,
      returnable,
      quantity: clampReturnQuantity(quantities[p.product_id] ?? 0, returnable),
    });
  }
  return rows;
}

/** What the order's payments list says about a card charged on a SmartPOS. */
export interface PaymentForAnnulment {
  status: string;
  smart_pos_transaction_id: string | null;
}

/**
 * The card transactions a return annuls (spec 000 "Return flow"): every approved payment of the
 * order with a smart_pos_transaction_id, once each, in the order's order.
 */
export function transactionsToAnnul(payments: readonly PaymentForAnnulment[]): string[] {
  const ids: string[] = [];
  for (const p of payments) {
    const id = p.smart_pos_transaction_id?.trim();
    if (!id || p.status !== 'APROBADO' || ids.includes(id)) continue;
    ids.push(id);
  }
  return ids;
}

/** The terminal's answer to one annulment (000 "Terminal application functions"). */
export interface AnnulmentAnswer {
  codigoRespuesta: number | string;
  glosaRespuesta?: string | null;
}

export type AnnulmentStep =
  | { kind: 'next'; pending: string[] }
  | { kind: 'done'; pending: [] }
  | { kind: 'failed'; pending: string[]; code: number | string; glosa: string | null };

/**
 * After the terminal answered for the first pending transaction (spec 000 §8): code 0 removes it
 * and asks for the next (or ends when none remain); any other code keeps it first, for Reintentar.
 */
export function afterAnnulment(pending: readonly string[], answer: AnnulmentAnswer): AnnulmentStep {
  if (Number(answer.codigoRespuesta) === 0 && String(answer.codigoRespuesta).trim() !== '') {
    const rest = pending.slice(1);
    return rest.length === 0 ? { kind: 'done', pending: [] } : { kind: 'next', pending: rest };
  }
  return {
    kind: 'failed',
    pending: [...pending],
    code: answer.codigoRespuesta,
    glosa: answer.glosaRespuesta?.trim() ? answer.glosaRespuesta : null,
  };
}

/** What the order's payments list says about a card transaction a return refunds. */
export interface PaymentForRefund extends PaymentForAnnulment {
  id: number;
  payment_type: string;
  amount: number;
  provider: string | null;
  /** The authorisation code (transbank_code, Redelcom authCode); Mercado Pago's transaction id. */
  deposit_id: string | null;
  rdc_transaction_id: string | null;
}

/** A card transaction the seller has to annul on the machine that charged it. */
export interface CardTransaction {
  paymentId: number;
  /** Integer CLP. */
  amount: number;
  authorizationCode: string | null;
  /** smart_pos_transaction_id, Redelcom transaction id or Mercado Pago's; null when unknown. */
  transactionId: string | null;
  /** The payment provider (TRANSBANK-SMARTPOS, REDELCOM, MERCADOPAGO, TRANSBANK); null when unknown. */
  provider: string | null;
}

/**
 * How a return refunds the order's card payments: `throughMachine` are annulled by this machine
 * one at a time (a SmartPOS annuls the SmartPOS transactions, spec 000 "Terminal application
 * functions"); `onOriginalMachine` are the approved card payments it cannot annul (any card
 * payment on a machine without annulment, a Redelcom, Mercado Pago or Transbank one on a
 * SmartPOS): the seller is told to annul each on the machine that charged it. Never dropped.
 */
export interface CardRefundPlan {
  throughMachine: string[];
  onOriginalMachine: CardTransaction[];
}

const clean = (value: string | null | undefined): string | null => value?.trim() || null;

/** An approved payment made with a card (a card type, or a card machine's transaction id). */
function isCardPayment(p: PaymentForRefund): boolean {
  if (p.status !== 'APROBADO') return false;
  return (
    p.payment_type.startsWith('TARJETA') ||
    clean(p.smart_pos_transaction_id) !== null ||
    clean(p.rdc_transaction_id) !== null
  );
}

export function cardRefundPlan(
  payments: readonly PaymentForRefund[],
  machineAnnuls: boolean,
): CardRefundPlan {
  const throughMachine = machineAnnuls ? transactionsToAnnul(payments) : [];
  const onOriginalMachine: CardTransaction[] = [];
  const seen = new Set<string>(throughMachine);
  for (const p of payments) {
    if (!isCardPayment(p)) continue;
    const mercadoPago = p.provider === 'MERCADOPAGO';
    const transactionId =
      clean(p.smart_pos_transaction_id) ??
      clean(p.rdc_transaction_id) ??
      (mercadoPago ? clean(p.deposit_id) : null);
    const key = transactionId ?? `payment-${p.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    onOriginalMachine.push({
      paymentId: p.id,
      amount: p.amount,
      authorizationCode: mercadoPago ? null : clean(p.deposit_id),
      transactionId,
      provider: clean(p.provider) ?? (clean(p.smart_pos_transaction_id) ? 'TRANSBANK-SMARTPOS' : null),
    });
  }
  return { throughMachine, onOriginalMachine };
}
