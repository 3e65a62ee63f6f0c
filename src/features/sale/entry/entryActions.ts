import type { CustomerOutput } from '@/api/generated/model/index.ts';
import { type BuyTypeValue, initialSale, isBillingProcessing, sale } from '@/session/sale.ts';

/**
 * Spec 000 §4: on /ingreso, unless the order is in BILLING PROCESSING, the customer, coupon,
 * cart and order data are reset. The buy type chosen at /inicio (or /delivery) stays.
 */
export function resetSaleForEntry(): void {
  sale.set((prev) => (isBillingProcessing(prev) ? prev : { ...initialSale(), buyType: prev.buyType }));
}

/** Keeps the confirmed customer (and the buy type it was confirmed as) in the sale. */
export function enterCustomer(customer: CustomerOutput, buyType: BuyTypeValue): void {
  sale.set((prev) => ({ ...prev, buyType, customer: { ...customer } }));
}
