import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '@/domain/test-fixtures.ts';
import { initialSale, type SaleState, sale } from './sale.ts';
import { isUnfinishedSale, recordSaleStep, saleResumePath } from './saleResume.ts';

const line: SaleState['lines'][number] = {
  product: makeProduct({ name: 'Cerveza Cristal Lata 470 cc' }),
  amount: 2,
  recommended: false,
};

const withCart = (extra: Partial<SaleState> = {}): SaleState => ({
  ...initialSale(),
  buyType: 'no-socio',
  customer: { id: 2, rut: '98765433' },
  lines: [line],
  ...extra,
});

afterEach(() => sale.reset());

describe('an unfinished sale', () => {
  it('has a customer type and products, an order or an order request whose answer is pending', () => {
    expect(isUnfinishedSale(withCart())).toBe(true);
    expect(isUnfinishedSale({ ...initialSale(), buyType: 'socio', orderId: 1015 })).toBe(true);
    const pendingOrder = {
      kind: 'create',
      purpose: 'buy',
      key: 'sale-1:create',
      orderId: null,
      body: {},
    } as const;
    expect(isUnfinishedSale({ ...initialSale(), buyType: 'rappi', pendingOrder })).toBe(true);
  });

  it('is not a new sale, a customer with an empty cart, or lines left without a customer type', () => {
    expect(isUnfinishedSale(initialSale())).toBe(false);
    expect(isUnfinishedSale({ ...initialSale(), buyType: 'socio', customer: { id: 1, rut: '1' } })).toBe(
      false,
    );
    expect(isUnfinishedSale({ ...withCart(), buyType: null })).toBe(false);
  });
});

describe('where an unfinished sale resumes', () => {
  it('on the screen of its step', () => {
    expect(saleResumePath(withCart({ step: '/perfil' }))).toBe('/perfil');
    expect(saleResumePath(withCart({ step: '/compra' }))).toBe('/compra');
    expect(saleResumePath(withCart({ step: '/carro' }))).toBe('/carro');
    expect(saleResumePath(withCart({ step: '/factura', orderId: 9 }))).toBe('/factura');
    expect(saleResumePath(withCart({ step: '/pago-final', orderId: 9 }))).toBe('/pago-final');
  });

  it('/factura and /pago-final only with an order (else its cart)', () => {
    expect(saleResumePath(withCart({ step: '/factura' }))).toBe('/carro');
    expect(saleResumePath(withCart({ step: '/pago-final' }))).toBe('/carro');
  });

  it('without a step: /pago-final once the order went to payment, else the cart', () => {
    expect(saleResumePath(withCart())).toBe('/carro');
    expect(saleResumePath(withCart({ orderId: 9 }))).toBe('/carro');
    expect(saleResumePath(withCart({ orderId: 9, orderStatus: 'PAGANDO' }))).toBe('/pago-final');
  });

  it('nowhere when nothing is unfinished', () => {
    expect(saleResumePath({ ...initialSale(), step: '/compra' })).toBeNull();
  });
});

describe('the sale step', () => {
  it('is the last screen of the sale shown; other screens leave it', () => {
    sale.set(() => withCart());
    recordSaleStep('/compra');
    expect(sale.get().step).toBe('/compra');
    recordSaleStep('/carro');
    recordSaleStep('/inicio');
    recordSaleStep('/guardados');
    expect(sale.get().step).toBe('/carro');
  });

  it('goes with the sale: a new sale has none', () => {
    expect(initialSale().step).toBeNull();
  });
});
