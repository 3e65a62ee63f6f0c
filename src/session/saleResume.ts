import { SALE_STEPS, type SaleState, type SaleStep, sale } from './sale.ts';

/**
 * The unfinished sale and where it resumes (docs/DECISIONS.md "Sale": "Any start resumes the
 * unfinished sale"). Pure rules over the stored sale, plus the one write that remembers the step.
 */

/**
 * A sale is unfinished when it has a customer type and something a new sale would lose: products
 * in the cart, an order (created, or a saved order resumed), or an order request whose answer is
 * not known yet. A customer entered with an empty cart is not: entering the RUT again is all a new
 * start costs.
 */
export function isUnfinishedSale(state: SaleState): boolean {
  return (
    state.buyType !== null &&
    (state.lines.length > 0 || state.orderId !== null || state.pendingOrder !== null)
  );
}

/**
 * The screen an unfinished sale resumes on, or null when there is none: the sale's own step (the
 * screen the seller was last on), /factura and /pago-final only with an order; without a step
 * (a sale stored before steps were kept), /pago-final once its order was sent to payment, else
 * /carro. The routes' guards still apply there (a charge open leads to /pago-final, and so on).
 */
export function saleResumePath(state: SaleState): SaleStep | null {
  if (!isUnfinishedSale(state)) return null;
  const withOrder = state.orderId !== null;
  const { step } = state;
  if (step === '/factura' || step === '/pago-final') return withOrder ? step : '/carro';
  if (step !== null) return step;
  return withOrder && state.orderStatus !== 'PENDIENTE' ? '/pago-final' : '/carro';
}

const isSaleStep = (path: string): path is SaleStep => SALE_STEPS.some((step) => step === path);

/** Remembers the sale's screen the seller is on (called for every screen the router shows). */
export function recordSaleStep(path: string): void {
  if (!isSaleStep(path)) return;
  sale.set((prev) => (prev.step === path ? prev : { ...prev, step: path }));
}
