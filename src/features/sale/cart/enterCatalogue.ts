import { BILLING_PROCESSING, initialSale, sale } from '@/session/sale.ts';
import { cartOwnerKey } from './saleContext.ts';

/** Order statuses after which the sale's cart is finished and never continued. */
const FINISHED_STATUSES = new Set(['FINISHED']);

/**
 * Entering /compra (spec 000 §4: "On /ingreso and the entry to /compra, unless the status is
 * BILLING PROCESSING, the customer, coupon, cart and order data are reset"). Read as a seller
 * expects: the reset is for a NEW sale arriving at the catalogue, never for the same sale coming
 * back (from /carro to add more, a reload, the footer tabs, a resumed saved order). So:
 * - BILLING PROCESSING: nothing is touched;
 * - the cart belongs to another buy type or customer than the sale now has, or its order is
 *   FINISHED: cart, coupon, payments, document type, order and offer data are reset (the
 *   customer and buy type just chosen at /ingreso or /inicio stay: they are the new sale);
 * - otherwise the cart is kept; a cart without an owner (a resumed saved order) is adopted.
 * Returns true when it reset.
 */
export function enterCatalogue(): boolean {
  const state = sale.get();
  if (state.orderStatus === BILLING_PROCESSING) return false;
  const owner = cartOwnerKey(state);
  const foreign = state.cartOwner !== null && state.cartOwner !== owner;
  if (foreign || FINISHED_STATUSES.has(state.orderStatus)) {
    sale.set((prev) => ({
      ...initialSale(),
      buyType: prev.buyType,
      customer: prev.customer,
      cartOwner: owner,
    }));
    return true;
  }
  if (state.cartOwner === null) sale.set((prev) => ({ ...prev, cartOwner: owner }));
  return false;
}
