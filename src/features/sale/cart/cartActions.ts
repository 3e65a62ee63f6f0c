/**
 * The cart's state transitions, as plain functions over the persisted sale store (no React):
 * add from the catalogue or a scan, set a line's amount, remove, payment rows, coupon, document
 * type, the personalised offer's bookkeeping, the order id/status, and the reset when a new sale
 * arrives at /compra. Every rule and message comes from src/domain; these only apply the result.
 */
import { clubGeneralClearedAfter } from '@/domain/cart.ts';
import { addToCart, removeLine, setLineAmount } from '@/domain/cartStock.ts';
import { canAddPaymentRow, changePaymentType, newPaymentRow, typePaymentAmount } from '@/domain/payments.ts';
import { checkProductPrice } from '@/domain/prices.ts';
import type { BuyType, Coupon, PaymentType, Product, Store } from '@/domain/types.ts';
import { PLACEHOLDER_PAYMENT_TYPE } from '@/domain/types.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { cartOwnerKey, type SaleLine } from './saleContext.ts';

export interface ActionResult {
  ok: boolean;
  /** The spec's text for a toast, or null when there is nothing to say. */
  message: string | null;
}

const NOTHING: ActionResult = { ok: true, message: null };

export interface AddOptions {
  store: Store;
  buyType: BuyType;
  /** Wholesale customer: a product without a bulk price cannot be sold ("no tiene precio mayorista"). */
  wholesale?: boolean;
  /** Added from the personalised offer: the recommended price may apply to the line. */
  recommended?: boolean;
}

/**
 * Adds n units of a product (catalogue card, featured slider, scan, personalised offer).
 * Price first ("{product} no tiene precio" / "no tiene precio mayorista"), then the 999 cap and
 * stock ("{product} no tiene stock suficiente!"); success: "{n} {product} en carro!".
 */
export function addProduct(product: Product, n: number, options: AddOptions): ActionResult {
  const price = checkProductPrice(product, options.store, options.buyType, options.wholesale === true);
  if (!price.ok) return { ok: false, message: price.message };
  const state = sale.get();
  const recommended = options.recommended === true;
  const change = addToCart<SaleLine>(state.lines, product, n, (p, amount) => ({
    product: p,
    amount,
    recommended,
  }));
  if (!change.ok) return { ok: false, message: change.message };
  if (change.message === null) return NOTHING;
  const lines = recommended
    ? change.lines.map((l) => (l.product.id === product.id ? { ...l, recommended: true } : l))
    : change.lines;
  sale.set((prev) => ({
    ...prev,
    lines,
    clubGeneralCleared: clubGeneralClearedAfter(prev.clubGeneralCleared, 'cartLineChanged'),
    cartOwner: cartOwnerKey(prev),
    recommendedProductIds:
      recommended && !prev.recommendedProductIds.includes(product.id)
        ? [...prev.recommendedProductIds, product.id]
        : prev.recommendedProductIds,
  }));
  return { ok: true, message: change.message };
}

/** Cart "-" / "+" / typed amount. 0 removes the line; "No puede agregar mas de 999 productos", "No hay suficiente stock". */
export function setAmount(productId: number, amount: number): ActionResult {
  const state = sale.get();
  const change = setLineAmount(state.lines, productId, amount);
  if (!change.ok) return { ok: false, message: change.message };
  const removed = !change.lines.some((l) => l.product.id === productId);
  sale.set((prev) => ({
    ...prev,
    lines: change.lines,
    clubGeneralCleared: clubGeneralClearedAfter(prev.clubGeneralCleared, 'cartLineChanged'),
    recommendedProductIds: removed
      ? prev.recommendedProductIds.filter((id) => id !== productId)
      : prev.recommendedProductIds,
  }));
  return NOTHING;
}

/** The line's remove button. */
export function removeProduct(productId: number): void {
  sale.set((prev) => ({
    ...prev,
    lines: removeLine(prev.lines, productId),
    clubGeneralCleared: clubGeneralClearedAfter(prev.clubGeneralCleared, 'cartLineChanged'),
    recommendedProductIds: prev.recommendedProductIds.filter((id) => id !== productId),
  }));
}

/** "Agregar método de pago": at most 2 rows, the second only WALLET. */
export function addPaymentRow(): ActionResult {
  const message = canAddPaymentRow(sale.get().payments);
  if (message) return { ok: false, message };
  sale.set((prev) => ({ ...prev, payments: [...prev.payments, { ...newPaymentRow() }] }));
  return NOTHING;
}

/** Removes a row; the last one left is never removed (it goes back to the placeholder). */
export function removePaymentRow(index: number): void {
  sale.set((prev) => {
    const rows = prev.payments.filter((_, i) => i !== index);
    return { ...prev, payments: rows.length > 0 ? rows : [{ ...newPaymentRow() }] };
  });
}

/**
 * A row's type changes: the amount follows the domain (the last row takes what is left of the
 * total and pays the rest from then on; a single WALLET row pays min(points, total)), the coupon
 * is cleared, and "Se ha borrado el cupón" when there was one.
 */
export function setPaymentType(
  index: number,
  type: PaymentType,
  total: number,
  points: number,
): ActionResult {
  if (type === PLACEHOLDER_PAYMENT_TYPE) return NOTHING;
  const state = sale.get();
  const change = changePaymentType(state.payments, index, type, total, points, state.coupon !== null);
  sale.set((prev) => ({
    ...prev,
    payments: change.rows,
    coupon: change.clearCoupon ? null : prev.coupon,
    clubGeneralCleared: change.clearGeneralDiscount
      ? clubGeneralClearedAfter(prev.clubGeneralCleared, 'paymentTypeChanged')
      : prev.clubGeneralCleared,
  }));
  return { ok: true, message: change.message };
}

/**
 * A row's amount, clamped to 0..(total - other rows), WALLET also to the points; typed equal to
 * the rest, the row pays the rest from then on, and a row paying the rest gives way to it.
 */
export function setPaymentAmount(index: number, amount: number, total: number, points: number): void {
  sale.set((prev) => ({ ...prev, payments: typePaymentAmount(prev.payments, index, amount, total, points) }));
}

export function setCoupon(coupon: Coupon | null): void {
  sale.set((prev) => ({ ...prev, coupon }));
}

export function setDocumentType(documentType: SaleState['documentType']): void {
  sale.set((prev) => ({ ...prev, documentType }));
}

/** The personalised offer was shown automatically once in this sale. */
export function markOfferAutoShown(): void {
  sale.set((prev) => ({ ...prev, recommendedAutoShown: true }));
}

/** Adds the seconds the personalised offer was on screen (sent as recommended_watch_time). */
export function addOfferWatchTime(seconds: number): void {
  const add = Math.max(0, Math.round(seconds));
  sale.set((prev) => ({ ...prev, recommendedWatchTime: (prev.recommendedWatchTime ?? 0) + add }));
}

/** Everything of the sale but who it is for: cart, coupon, payments, document, order, offer. */
export function resetCart(): void {
  sale.set((prev) => ({ ...initialSale(), buyType: prev.buyType, customer: prev.customer }));
}

/** After saving an order: the sale is over for this machine (it is resumed from /guardados). */
export function endSale(): void {
  sale.set(() => initialSale());
}

// enterCatalogue is in enterCatalogue.ts: /compra's beforeLoad runs it, and this module's cart
// rules stay out of the first screen's chunk.
export { enterCatalogue } from './enterCatalogue.ts';
