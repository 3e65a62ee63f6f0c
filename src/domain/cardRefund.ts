/**
 * A return's card refund (spec 000 "Return flow", §8): which card transactions this machine
 * annuls one at a time and which the seller annuls on the machine that charged them, and how the
 * list goes on after each annulment.
 */
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
 * What annulling one card transaction came to, whatever machine or provider did it: annulled, or
 * failed with the machine's code and reason (null: none given).
 */
export type AnnulmentOutcome =
  | { kind: 'annulled' }
  | { kind: 'failed'; code: number | string; glosa: string | null };

/** The terminal's answer as an outcome: code 0 is annulled; any other code (or none) failed. */
export function annulmentOutcome(answer: AnnulmentAnswer): AnnulmentOutcome {
  if (Number(answer.codigoRespuesta) === 0 && String(answer.codigoRespuesta).trim() !== '') {
    return { kind: 'annulled' };
  }
  return {
    kind: 'failed',
    code: answer.codigoRespuesta,
    glosa: answer.glosaRespuesta?.trim() ? answer.glosaRespuesta : null,
  };
}

/**
 * After the first pending transaction's annulment (spec 000 §8): annulled removes it and asks for
 * the next (or ends when none remain); a failure keeps it first, for Reintentar.
 */
export function stepAfterAnnulment(pending: readonly string[], outcome: AnnulmentOutcome): AnnulmentStep {
  if (outcome.kind === 'annulled') {
    const rest = pending.slice(1);
    return rest.length === 0 ? { kind: 'done', pending: [] } : { kind: 'next', pending: rest };
  }
  return { kind: 'failed', pending: [...pending], code: outcome.code, glosa: outcome.glosa };
}

/** After the terminal answered for the first pending transaction: `stepAfterAnnulment`. */
export function afterAnnulment(pending: readonly string[], answer: AnnulmentAnswer): AnnulmentStep {
  return stepAfterAnnulment(pending, annulmentOutcome(answer));
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

/** A card transaction of the order, with whether this machine can annul it. */
export interface OrderCardTransaction extends CardTransaction {
  /** The payment's type as the server names it ("TARJETA DE DEBITO"). */
  paymentType: string;
  /** This machine annuls it (a SmartPOS, its own transaction); else only the original machine. */
  annulsHere: boolean;
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

/**
 * The order's approved card transactions (GET /api/payments/order/{orderId}), once each, in the
 * order's order, with their amount and whether this machine annuls them: a machine that annuls
 * (a SmartPOS) annuls the transactions with a smart_pos_transaction_id.
 */
export function orderCardTransactions(
  payments: readonly PaymentForRefund[],
  machineAnnuls: boolean,
): OrderCardTransaction[] {
  const out: OrderCardTransaction[] = [];
  const seen = new Set<string>();
  for (const p of payments) {
    if (!isCardPayment(p)) continue;
    const mercadoPago = p.provider === 'MERCADOPAGO';
    const smartPosId = clean(p.smart_pos_transaction_id);
    const transactionId =
      smartPosId ?? clean(p.rdc_transaction_id) ?? (mercadoPago ? clean(p.deposit_id) : null);
    const key = transactionId ?? `payment-${p.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      paymentId: p.id,
      amount: p.amount,
      authorizationCode: mercadoPago ? null : clean(p.deposit_id),
      transactionId,
      provider: clean(p.provider) ?? (smartPosId ? 'TRANSBANK-SMARTPOS' : null),
      paymentType: p.payment_type,
      annulsHere: machineAnnuls && smartPosId !== null,
    });
  }
  return out;
}

/** A transaction as the hand-over lists it. */
export function asCardTransaction(t: CardTransaction): CardTransaction {
  return {
    paymentId: t.paymentId,
    amount: t.amount,
    authorizationCode: t.authorizationCode,
    transactionId: t.transactionId,
    provider: t.provider,
  };
}

/** Every card transaction of the order: this machine's annulled here, the rest handed over. */
export function cardRefundPlan(
  payments: readonly PaymentForRefund[],
  machineAnnuls: boolean,
): CardRefundPlan {
  const transactions = orderCardTransactions(payments, machineAnnuls);
  return {
    throughMachine: transactions.flatMap((t) => (t.annulsHere && t.transactionId ? [t.transactionId] : [])),
    onOriginalMachine: transactions.filter((t) => !t.annulsHere).map(asCardTransaction),
  };
}
