/**
 * How a return gives the money back (docs/DECISIONS.md "Returns"): the value of the units chosen,
 * which card transactions are annulled, and what goes back in cash or stays on the credit note.
 *
 * A card annulment always gives back the whole transaction. So a transaction is annulled only by
 * a whole return (the first return of the document, every unit of every line) whose card
 * transactions together are worth no more than the return; any other return annuls none, and its
 * value goes back in cash (cash movement "Sí") or stays on the credit note ("No"). A return never
 * pays back more than its value, never annuls a transaction twice across the returns of a
 * document, and never pays in cash what an annulment already gives back.
 */
import type { CardRefundPlan, CardTransaction, OrderCardTransaction } from './cardRefund';
import { asCardTransaction } from './cardRefund';
import { clampReturnQuantity, type ReturnableOrder, returnableAmount } from './returns';

/** An order as the return reads it: its lines with the unit price charged after discounts. */
export interface PricedOrder extends ReturnableOrder {
  OrderProducts: { product_id: number; amount: number; total_unit_price: number }[];
}

/**
 * The value of the units chosen (integer CLP): units × the line's total_unit_price. A product on
 * several lines at different prices: earlier returns took its cheapest units first, and this
 * return's units are the next cheapest, so the returns of a document never add up to more than
 * was charged. Quantities are clamped to 0..returnable first.
 */
export function returnValue(order: PricedOrder, quantities: Readonly<Record<number, number>>): number {
  let value = 0;
  for (const id of new Set(order.OrderProducts.map((p) => p.product_id))) {
    const lines = order.OrderProducts.filter((p) => p.product_id === id).sort(
      (a, b) => a.total_unit_price - b.total_unit_price,
    );
    const bought = lines.reduce((s, l) => s + Math.max(0, l.amount), 0);
    const returnable = returnableAmount(order, id);
    let skip = bought - returnable;
    let take = clampReturnQuantity(quantities[id] ?? 0, returnable);
    for (const line of lines) {
      let units = Math.max(0, line.amount);
      const skipped = Math.min(units, skip);
      skip -= skipped;
      units -= skipped;
      const taken = Math.min(units, take);
      take -= taken;
      value += taken * line.total_unit_price;
    }
  }
  return value;
}

/** The document had a return before this one (the order's Returns, as read before the create). */
export function hasEarlierReturn(order: ReturnableOrder): boolean {
  return (order.Returns ?? []).length > 0;
}

/**
 * The first return of the document (no earlier return) taking every unit of every line: the
 * only return an annulment of the whole transaction may refund.
 */
export function isWholeReturn(order: PricedOrder, quantities: Readonly<Record<number, number>>): boolean {
  if (hasEarlierReturn(order)) return false;
  const ids = new Set(order.OrderProducts.map((p) => p.product_id));
  if (ids.size === 0) return false;
  return [...ids].every((id) => {
    const bought = order.OrderProducts.filter((p) => p.product_id === id).reduce((s, p) => s + p.amount, 0);
    return clampReturnQuantity(quantities[id] ?? 0, bought) === bought;
  });
}

/**
 * Why a card transaction is not annulled: it alone is worth more than the return
 * (`worthMore`); the document had a return before (`earlierReturn`); not every unit is returned
 * (`partial`); the card transactions together are worth more than the return (`cardsWorthMore`).
 */
export type NotAnnulledReason = 'worthMore' | 'earlierReturn' | 'partial' | 'cardsWorthMore';

/** A card transaction of the order and what this return does with it. */
export interface RefundCard extends CardTransaction {
  paymentType: string;
  /** Annulled by this machine (`here`), on the machine that charged it, or not annulled (null). */
  annulment: 'here' | 'originalMachine' | null;
  /** Why it is not annulled; null when it is. */
  reason: NotAnnulledReason | null;
}

/** What a return gives back, decided from the order as read before the return is created. */
export interface ReturnRefund {
  /** The value of the units returned (V), integer CLP: what the credit note is worth. */
  value: number;
  /** The first return of the document, every unit. */
  whole: boolean;
  /** The order's card transactions, annulled or not, in the order's order. */
  cards: RefundCard[];
  /** What the annulments give back: the annulled transactions' amounts. */
  annulled: number;
  /** value − annulled: in cash with cash movement "Sí", on the credit note with "No". */
  rest: number;
  /** The cash the seller hands over (rest with "Sí", else 0). */
  cash: number;
  /** What no money pays back, kept on the credit note (rest with "No", else 0). */
  kept: number;
  /** The seller's cash movement choice (null: not chosen yet; then neither cash nor kept). */
  cashMovement: boolean | null;
}

export interface ReturnRefundInput {
  order: PricedOrder;
  /** Units chosen per product id (clamped to 0..returnable). */
  quantities: Readonly<Record<number, number>>;
  cashMovement: boolean | null;
  /** The order's approved card transactions (orderCardTransactions). */
  cards: readonly OrderCardTransaction[];
}

/**
 * The rule: a whole return whose card transactions add up to no more than its value annuls every
 * one (here when this machine annuls it, else on the machine that charged it) and the rest goes
 * back in cash ("Sí") or stays on the credit note ("No"); any other return annuls none, and its
 * whole value goes back in cash ("Sí") or stays on the credit note ("No").
 */
export function returnRefund({ order, quantities, cashMovement, cards }: ReturnRefundInput): ReturnRefund {
  const value = returnValue(order, quantities);
  const whole = isWholeReturn(order, quantities);
  const cardTotal = cards.reduce((s, c) => s + c.amount, 0);
  const annuls = whole && cardTotal <= value;
  const earlier = hasEarlierReturn(order);
  const reasonFor = (card: OrderCardTransaction): NotAnnulledReason => {
    if (card.amount > value) return 'worthMore';
    if (earlier) return 'earlierReturn';
    return whole ? 'cardsWorthMore' : 'partial';
  };
  const refundCards = cards.map<RefundCard>((card) => ({
    ...asCardTransaction(card),
    paymentType: card.paymentType,
    annulment: annuls ? (card.annulsHere ? 'here' : 'originalMachine') : null,
    reason: annuls ? null : reasonFor(card),
  }));
  const annulled = annuls ? cardTotal : 0;
  const rest = value - annulled;
  return {
    value,
    whole,
    cards: refundCards,
    annulled,
    rest,
    cash: cashMovement === true ? rest : 0,
    kept: cashMovement === false ? rest : 0,
    cashMovement,
  };
}

/**
 * The annulments a created return carries out, from its stored refund: this machine's one at a
 * time, the others handed over. No stored refund (a return kept by an older version, whose rule
 * can no longer be read from the order once it exists): none, since an annulment might give back
 * more than the return is worth.
 */
export function annulmentPlan(refund: Pick<ReturnRefund, 'cards'> | null): CardRefundPlan {
  const cards = refund?.cards ?? [];
  return {
    throughMachine: cards.flatMap((c) =>
      c.annulment === 'here' && c.transactionId ? [c.transactionId] : [],
    ),
    onOriginalMachine: cards.filter((c) => c.annulment === 'originalMachine').map(asCardTransaction),
  };
}

/** What a finished return gave back, as the credit note page says it. */
export interface RefundOutcome {
  value: number;
  /** Given back by annulments carried out (or handed over). */
  annulled: number;
  cash: number;
  kept: number;
  /** Transactions whose annulment the seller cancelled (spec 000 §8 Cancelar): not given back. */
  cancelled: { transactionId: string; amount: number }[];
}

/** The stored refund less the annulments Cancelar left undone (`notAnnulled`). */
export function refundOutcome(
  refund: Pick<ReturnRefund, 'value' | 'cards' | 'cash' | 'kept'>,
  notAnnulled: readonly string[],
): RefundOutcome {
  const cancelled = refund.cards.flatMap((c) =>
    c.annulment === 'here' && c.transactionId !== null && notAnnulled.includes(c.transactionId)
      ? [{ transactionId: c.transactionId, amount: c.amount }]
      : [],
  );
  const annulled = refund.cards.filter((c) => c.annulment !== null).reduce((s, c) => s + c.amount, 0);
  return {
    value: refund.value,
    annulled: annulled - cancelled.reduce((s, c) => s + c.amount, 0),
    cash: refund.cash,
    kept: refund.kept,
    cancelled,
  };
}
