import type { SavedOrderOutput } from '@/api/generated/model/index.ts';
import type { SavedOrderRow } from '@/components/pos/SavedOrdersTable.tsx';
import { MAX_UNITS_PER_LINE } from '@/domain/cartStock.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';

/** Names shown in the Cliente column for delivery-platform orders, which have no customer. */
const PLATFORM_NAMES: Record<string, string> = {
  rappi: 'Rappi',
  'rappi-turbo': 'Rappi Turbo',
  'rappi-payless': 'Rappi Payless',
  cornershop: 'Cornershop',
  ubereats: 'Uber Eats',
  pedidosya: 'PedidosYa',
  goodmeal: 'GoodMeal',
};

export function savedOrderRow(order: SavedOrderOutput): SavedOrderRow {
  return {
    id: order.id,
    orderNumber: order.order_number,
    createdAt: order.created_at,
    total: order.total_amount,
    customerName: order.Customer?.name || order.Customer?.rut || PLATFORM_NAMES[order.buy_type] || '',
  };
}

/** Newest first. */
export function savedOrderRows(orders: readonly SavedOrderOutput[]): SavedOrderRow[] {
  return [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).map(savedOrderRow);
}

/**
 * Resuming a saved order (spec 000 §4): buy type, customer, cart lines, order id and number are
 * set on a fresh sale; saving again then edits this order instead of creating a new one.
 */
export function resumeSavedOrder(order: SavedOrderOutput): void {
  const lines: SaleState['lines'] = order.OrderProducts.filter((p) => p.amount >= 1).map((p) => ({
    product: { ...p.Product },
    amount: Math.min(p.amount, MAX_UNITS_PER_LINE),
    recommended: false,
  }));
  sale.set(() => ({
    ...initialSale(),
    buyType: order.buy_type,
    customer: order.Customer ? { ...order.Customer } : null,
    lines,
    orderId: order.id,
    orderNumber: order.order_number,
  }));
}
