import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, STORE } from '@/domain/test-fixtures.ts';
import type { Coupon } from '@/domain/types.ts';
import { initialSale, sale } from '@/session/sale.ts';
import {
  addPaymentRow,
  addProduct,
  enterCatalogue,
  removePaymentRow,
  removeProduct,
  resetCart,
  setAmount,
  setCoupon,
  setPaymentAmount,
  setPaymentType,
} from './cartActions.ts';
import { createOrderPayload, savedPayments, updateOrderPayload } from './orderPayload.ts';

const member = { id: 42, name: 'Camila Rojas', rut: '12345678-5' };
const beer = makeProduct({ id: 1, name: 'Cerveza Lager', stock: 5 });
const opts = { store: STORE, buyType: 'socio' as const };
const coupon: Coupon = {
  id: 1,
  code: 'CLUB10',
  coupon_type: 'percentage',
  coupon_value: 0,
  coupon_value_percentage: 10,
  min_cart_amount: 0,
  max_discount: null,
  products: [],
};

beforeEach(() => {
  sale.set(() => ({ ...initialSale(), buyType: 'socio', customer: member }));
});

describe('adding products', () => {
  it('adds with "{n} {product} en carro!" and records whose cart it is', () => {
    expect(addProduct(beer, 2, opts)).toEqual({ ok: true, message: '2 Cerveza Lager en carro!' });
    expect(sale.get().lines).toEqual([expect.objectContaining({ amount: 2, recommended: false })]);
    expect(sale.get().cartOwner).toBe('socio:42');
    addProduct(beer, 1, opts);
    expect(sale.get().lines[0]?.amount).toBe(3);
  });

  it('refuses beyond the available stock, counting what is in the cart', () => {
    addProduct(beer, 4, opts);
    expect(addProduct(beer, 2, opts)).toEqual({
      ok: false,
      message: 'Cerveza Lager no tiene stock suficiente!',
    });
    expect(sale.get().lines[0]?.amount).toBe(4);
  });

  it('limits a pack by the stock of its children', () => {
    const pack = makeProduct({
      id: 9,
      name: 'Pack 6',
      pack: true,
      stock: 100,
      childs: [{ child_product_id: 1, child_quantity: 6, child_stock: 11 }],
    });
    expect(addProduct(pack, 1, opts).ok).toBe(true);
    expect(addProduct(pack, 1, opts).message).toBe('Pack 6 no tiene stock suficiente!');
  });

  it('refuses a product without price, and without bulk price for a wholesale customer', () => {
    const noPrice = makeProduct({ id: 3, name: 'Whisky', prices: [] });
    expect(addProduct(noPrice, 1, opts)).toEqual({ ok: false, message: 'Whisky no tiene precio' });
    expect(addProduct(beer, 1, { ...opts, wholesale: true })).toEqual({
      ok: false,
      message: 'Cerveza Lager no tiene precio mayorista',
    });
    expect(sale.get().lines).toEqual([]);
  });

  it('caps a line at 999 units', () => {
    const many = makeProduct({ id: 4, name: 'Agua', stock: 5000 });
    addProduct(many, 999, opts);
    expect(addProduct(many, 1, opts).message).toBe('No puede agregar mas de 999 productos');
  });

  it('marks lines from the personalised offer as recommended and keeps their ids', () => {
    addProduct(beer, 1, { ...opts, recommended: true });
    expect(sale.get().lines[0]?.recommended).toBe(true);
    expect(sale.get().recommendedProductIds).toEqual([1]);
    removeProduct(1);
    expect(sale.get().recommendedProductIds).toEqual([]);
  });
});

describe('cart lines', () => {
  it('"+" beyond stock says "No hay suficiente stock"; "-" at 1 removes the line', () => {
    addProduct(beer, 5, opts);
    expect(setAmount(1, 6)).toEqual({ ok: false, message: 'No hay suficiente stock' });
    setAmount(1, 1);
    expect(sale.get().lines[0]?.amount).toBe(1);
    setAmount(1, 0);
    expect(sale.get().lines).toEqual([]);
  });
});

describe('payments', () => {
  it('starts with the placeholder; a second row only once; WALLET never twice', () => {
    expect(sale.get().payments).toEqual([{ payment_type: 'METODO DE PAGO', amount: 0 }]);
    expect(addPaymentRow().ok).toBe(true);
    expect(addPaymentRow().message).toBe('No se pueden agregar más métodos de pago');
    removePaymentRow(1);
    setPaymentType(0, 'WALLET', 5000, 3000);
    expect(sale.get().payments).toEqual([{ payment_type: 'WALLET', amount: 3000, rest: true }]);
    expect(addPaymentRow().message).toBe('No se puede añadir nuevamente un pago por puntos');
  });

  it('changing a type clears the coupon with "Se ha borrado el cupón"', () => {
    setCoupon(coupon);
    expect(setPaymentType(0, 'EFECTIVO', 5000, 0).message).toBe('Se ha borrado el cupón');
    expect(sale.get().coupon).toBeNull();
    expect(setPaymentType(0, 'TARJETA DE DEBITO', 5000, 0).message).toBeNull();
  });

  it('clamps amounts to the total minus the other rows, and WALLET to the points', () => {
    setPaymentType(0, 'EFECTIVO', 10000, 2000);
    setPaymentAmount(0, 12000, 10000, 2000);
    expect(sale.get().payments[0]?.amount).toBe(10000);
    setPaymentAmount(0, 7000, 10000, 2000);
    addPaymentRow();
    setPaymentType(1, 'WALLET', 10000, 2000);
    setPaymentAmount(1, 5000, 10000, 2000);
    expect(sale.get().payments[1]).toEqual({ payment_type: 'WALLET', amount: 2000, rest: true });
    removePaymentRow(0);
    removePaymentRow(0);
    expect(sale.get().payments).toEqual([{ payment_type: 'METODO DE PAGO', amount: 0 }]);
  });
});

describe('entering /compra (spec 000 §4)', () => {
  it('keeps the cart of the same sale (back from /carro, reload, resumed order)', () => {
    addProduct(beer, 1, opts);
    // The order answered (orderSync): id, number and PAGANDO are kept.
    sale.set((s) => ({ ...s, orderId: 7, orderNumber: 1007, orderStatus: 'PAGANDO' }));
    expect(enterCatalogue()).toBe(false);
    expect(sale.get().lines).toHaveLength(1);
    expect(sale.get().orderId).toBe(7);
  });

  it('resets cart, coupon, payments and order when another customer starts a new sale', () => {
    addProduct(beer, 1, opts);
    setCoupon(coupon);
    // The order answered (orderSync): id, number and PAGANDO are kept.
    sale.set((s) => ({ ...s, orderId: 7, orderNumber: 1007, orderStatus: 'PAGANDO' }));
    sale.set((s) => ({ ...s, customer: { id: 43, name: 'Pedro', rut: '98765433' } }));
    expect(enterCatalogue()).toBe(true);
    const state = sale.get();
    expect(state.lines).toEqual([]);
    expect(state.coupon).toBeNull();
    expect(state.orderId).toBeNull();
    expect(state.customer?.id).toBe(43);
    expect(state.cartOwner).toBe('socio:43');
  });

  it('never resets while the order is in BILLING PROCESSING', () => {
    addProduct(beer, 1, opts);
    sale.set((s) => ({ ...s, orderId: 7, orderStatus: 'BILLING PROCESSING', customer: null }));
    expect(enterCatalogue()).toBe(false);
    expect(sale.get().lines).toHaveLength(1);
  });

  it('adopts a cart without owner and resets a FINISHED one', () => {
    sale.set((s) => ({ ...s, lines: [{ product: beer as never, amount: 1, recommended: false }] }));
    expect(enterCatalogue()).toBe(false);
    expect(sale.get().cartOwner).toBe('socio:42');
    sale.set((s) => ({ ...s, orderId: 7, orderStatus: 'FINISHED' }));
    expect(enterCatalogue()).toBe(true);
    expect(sale.get().lines).toEqual([]);
  });

  it('resetCart keeps who the sale is for', () => {
    addProduct(beer, 1, opts);
    resetCart();
    expect(sale.get().lines).toEqual([]);
    expect(sale.get().customer?.id).toBe(42);
  });
});

describe('order payloads (spec 000 §3)', () => {
  it('creates with the seller, customer, products, coupon, machine, payments, doc type and offer data', () => {
    addProduct(beer, 2, opts);
    addProduct(makeProduct({ id: 2, name: 'Vino' }), 1, { ...opts, recommended: true });
    setCoupon(coupon);
    sale.set((s) => ({ ...s, documentType: 'factura', recommendedWatchTime: 12 }));
    expect(
      createOrderPayload({
        state: sale.get(),
        sellerId: 1,
        storeId: 1,
        machineNumber: '7',
        payments: [{ payment_type: 'EFECTIVO', amount: 2700 }],
        saved: false,
      }),
    ).toEqual({
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: 42,
      products: [
        { id: 1, amount: 2 },
        { id: 2, amount: 1 },
      ],
      saved: false,
      store_id: 1,
      coupon: 'CLUB10',
      machine_number: '7',
      buy_type: 'socio',
      payments: [{ payment_type: 'EFECTIVO', amount: 2700 }],
      delivery_company: null,
      recommended_product_ids: [2],
      doc_type: 'factura',
      recommended_watch_time: 12,
    });
    expect(updateOrderPayload(sale.get())).toEqual({
      products: [
        { id: 1, amount: 2 },
        { id: 2, amount: 1 },
      ],
      coupon: 'CLUB10',
    });
  });

  it('saves with saved=true and only the completed payment rows', () => {
    const payload = createOrderPayload({
      state: sale.get(),
      sellerId: 1,
      storeId: 1,
      machineNumber: null,
      payments: savedPayments([
        { payment_type: 'EFECTIVO', amount: 1000 },
        { payment_type: 'METODO DE PAGO', amount: 0 },
      ]),
      saved: true,
    });
    expect(payload).toMatchObject({ saved: true, sale_admin_id: null, save_admin_id: 1 });
    expect(payload.payments).toEqual([{ payment_type: 'EFECTIVO', amount: 1000 }]);
  });
});
