import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingAmountMessage } from './messages';
import {
  availablePaymentTypes,
  canAddPaymentRow,
  cashChange,
  changePaymentType,
  checkoutPaymentTypes,
  clampPaymentAmount,
  newPaymentRow,
  type PurchaseInput,
  paymentAmountCap,
  paymentsHint,
  paymentsTotal,
  printOptions,
  quickPaymentTypes,
  resolvePayments,
  taxCondition,
  typePaymentAmount,
  unusedPointsConfirmation,
  validatePurchase,
  validateSave,
  walletSingleRowAmount,
} from './payments';
import { STORE } from './test-fixtures';
import { PAYMENT_TYPES, type Payment, type PaymentType } from './types';

const PAYMENT_TYPES_FOR_TEST = [...PAYMENT_TYPES];

const row = (payment_type: Payment['payment_type'], amount: number): Payment => ({ payment_type, amount });

describe('availablePaymentTypes', () => {
  it('members see the store methods with WALLET; MACH and REDPAY hidden by default', () => {
    expect(availablePaymentTypes({ store: STORE, buyType: 'socio' })).toEqual([
      'EFECTIVO',
      'TARJETA DE DEBITO',
      'TARJETA DE CREDITO',
      'TRANSFERENCIA BANCARIA',
      'OTRO',
      'WALLET',
    ]);
  });
  it('MACH only with mach_active, REDPAY only with redpay_active', () => {
    expect(availablePaymentTypes({ store: { ...STORE, mach_active: true }, buyType: 'no-socio' })).toContain(
      'MACH',
    );
    expect(
      availablePaymentTypes({ store: { ...STORE, mach_active: true }, buyType: 'no-socio' }),
    ).not.toContain('REDPAY');
    expect(
      availablePaymentTypes({ store: { ...STORE, redpay_active: true }, buyType: 'no-socio' }),
    ).toContain('REDPAY');
  });
  it('non-members get no WALLET', () => {
    expect(availablePaymentTypes({ store: STORE, buyType: 'no-socio' })).not.toContain('WALLET');
  });
  it('wholesale: cash and transfer only', () => {
    expect(
      availablePaymentTypes({ store: { ...STORE, mach_active: true }, buyType: 'socio', wholesale: true }),
    ).toEqual(['EFECTIVO', 'TRANSFERENCIA BANCARIA']);
  });
  it('platform sales pay with their platform type', () => {
    expect(availablePaymentTypes({ store: STORE, buyType: 'cornershop' })).toEqual(['CORNERSHOP']);
    expect(availablePaymentTypes({ store: STORE, buyType: 'rappi-turbo' })).toEqual(['RAPPI TURBO']);
  });
  it('the second row can only be WALLET, the first of two cannot, and never twice', () => {
    const two = [row('EFECTIVO', 500), row('METODO DE PAGO', 0)];
    expect(availablePaymentTypes({ store: STORE, buyType: 'socio', rowIndex: 1, rows: two })).toEqual([
      'WALLET',
    ]);
    expect(availablePaymentTypes({ store: STORE, buyType: 'socio', rowIndex: 0, rows: two })).not.toContain(
      'WALLET',
    );
    const walletFirst = [row('WALLET', 500), row('METODO DE PAGO', 0)];
    expect(availablePaymentTypes({ store: STORE, buyType: 'socio', rowIndex: 1, rows: walletFirst })).toEqual(
      [],
    );
  });
});

describe('payment rows', () => {
  it('a new row is the placeholder with 0', () => {
    expect(newPaymentRow()).toEqual({ payment_type: 'METODO DE PAGO', amount: 0 });
  });
  it('at most 2 rows: "No se pueden agregar más métodos de pago"', () => {
    expect(canAddPaymentRow([row('EFECTIVO', 1), row('WALLET', 1)])).toBe(
      'No se pueden agregar más métodos de pago',
    );
    expect(canAddPaymentRow([row('EFECTIVO', 1)])).toBeNull();
  });
  it('wallet never twice: "No se puede añadir nuevamente un pago por puntos"', () => {
    expect(canAddPaymentRow([row('WALLET', 1)])).toBe('No se puede añadir nuevamente un pago por puntos');
  });
  it('amount cap = total - other rows: 10000 - 3000 = 7000', () => {
    const rows = [row('EFECTIVO', 0), row('WALLET', 3000)];
    expect(paymentAmountCap(rows, 0, 10000, 99999)).toBe(7000);
    expect(clampPaymentAmount(rows, 0, 8000, 10000, 99999)).toBe(7000);
    expect(clampPaymentAmount(rows, 0, -5, 10000, 99999)).toBe(0);
    expect(clampPaymentAmount(rows, 0, Number.NaN, 10000, 99999)).toBe(0);
    expect(clampPaymentAmount(rows, 0, 1234.6, 10000, 99999)).toBe(1235);
  });
  it('wallet is also capped by the points: min(10000 - 2000, 1500) = 1500', () => {
    const rows = [row('EFECTIVO', 2000), row('WALLET', 0)];
    expect(paymentAmountCap(rows, 1, 10000, 1500)).toBe(1500);
  });
  it('a single wallet row equals min(points, total)', () => {
    expect(walletSingleRowAmount(1500, 10000)).toBe(1500);
    expect(walletSingleRowAmount(20000, 10000)).toBe(10000);
    expect(changePaymentType([row('METODO DE PAGO', 0)], 0, 'WALLET', 10000, 1500, false).rows).toEqual([
      { ...row('WALLET', 1500), rest: true },
    ]);
  });
  it('changing type clears coupon and general discount; "Se ha borrado el cupón" only when a coupon existed', () => {
    const withCoupon = changePaymentType([row('EFECTIVO', 12000)], 0, 'TARJETA DE DEBITO', 10000, 0, true);
    expect(withCoupon).toEqual({
      rows: [{ ...row('TARJETA DE DEBITO', 10000), rest: true }],
      clearCoupon: true,
      clearGeneralDiscount: true,
      message: 'Se ha borrado el cupón',
    });
    expect(changePaymentType([row('EFECTIVO', 1)], 0, 'OTRO', 10, 0, false).message).toBeNull();
    expect(changePaymentType([row('EFECTIVO', 1)], 5, 'OTRO', 10, 0, false).rows).toEqual([
      row('EFECTIVO', 1),
    ]);
  });
  it('the last row takes what is left of the total when its method is chosen', () => {
    expect(changePaymentType([newPaymentRow()], 0, 'EFECTIVO', 12_370, 0, false).rows).toEqual([
      { ...row('EFECTIVO', 12_370), rest: true },
    ]);
    const typedFirst = [row('EFECTIVO', 2000), newPaymentRow()];
    expect(changePaymentType(typedFirst, 1, 'WALLET', 10_000, 5000, false).rows).toEqual([
      row('EFECTIVO', 2000),
      { ...row('WALLET', 5000), rest: true },
    ]);
  });
  it('the first row that pays the rest gives way to the amount typed in the second', () => {
    const chosen = changePaymentType([newPaymentRow()], 0, 'EFECTIVO', 10_000, 3000, false).rows;
    const withWallet = changePaymentType([...chosen, newPaymentRow()], 1, 'WALLET', 10_000, 3000, false).rows;
    expect(withWallet).toEqual([{ ...row('EFECTIVO', 10_000), rest: true }, row('WALLET', 0)]);
    expect(typePaymentAmount(withWallet, 1, 5000, 10_000, 3000)).toEqual([
      { ...row('EFECTIVO', 7000), rest: true },
      row('WALLET', 3000),
    ]);
  });
  it('a cash promotion after the amount was typed: the amount follows the total, nothing is left over', () => {
    const chosen = changePaymentType([newPaymentRow()], 0, 'EFECTIVO', 127_411, 0, false).rows;
    const typed = typePaymentAmount(chosen, 0, 127_411, 127_411, 0);
    const promoted = resolvePayments(typed, 127_161, 0);
    expect(promoted).toEqual([{ ...row('EFECTIVO', 127_161), rest: true }]);
    expect(paymentsHint({ rows: promoted, total: 127_161, docType: 'Boleta' })).toBeNull();
  });
  it('an amount typed below the rest stays what was typed', () => {
    const typed = typePaymentAmount([row('EFECTIVO', 0)], 0, 4000, 10_000, 0);
    expect(typed).toEqual([row('EFECTIVO', 4000)]);
    expect(resolvePayments(typed, 8000, 0)).toEqual([row('EFECTIVO', 4000)]);
  });
  it('property: the rest follows any total; the sale stays paid exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
        fc.boolean(),
        (before, after, points, wallet, typedEqual) => {
          let rows = changePaymentType([newPaymentRow()], 0, 'EFECTIVO', before, points, false).rows;
          if (typedEqual) rows = typePaymentAmount(rows, 0, before, before, points);
          if (wallet !== undefined) {
            rows = changePaymentType([...rows, newPaymentRow()], 1, 'WALLET', before, points, false).rows;
            rows = typePaymentAmount(rows, 1, wallet, before, points);
          }
          const walletPaid = rows[1]?.amount ?? 0;
          const now = resolvePayments(rows, after, points);
          expect(now[1]?.amount ?? 0).toBe(walletPaid);
          expect(paymentsTotal(now)).toBe(Math.max(after, walletPaid));
          // A points row the points cannot pay (none left) is a row still to fill, said so.
          if (wallet !== undefined && walletPaid === 0)
            expect(paymentsHint({ rows: now, total: after, docType: 'Boleta' })).toBe(
              missingAmountMessage('WALLET'),
            );
          else if (after > walletPaid)
            expect(paymentsHint({ rows: now, total: after, docType: 'Boleta' })).toBeNull();
        },
      ),
    );
  });
  it('property: no row pays the rest, nothing moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (before, after, typed) => {
          const partial = Math.min(typed, before - 1);
          const rows = typePaymentAmount([row('EFECTIVO', 0)], 0, partial, before, 0);
          expect(resolvePayments(rows, after, 0)).toEqual([row('EFECTIVO', partial)]);
        },
      ),
    );
  });
  it('one-tap methods: cash, debit and credit; a short list whole', () => {
    expect(quickPaymentTypes(availablePaymentTypes({ store: STORE, buyType: 'socio' }))).toEqual([
      'EFECTIVO',
      'TARJETA DE DEBITO',
      'TARJETA DE CREDITO',
    ]);
    expect(quickPaymentTypes(['WALLET'])).toEqual(['WALLET']);
    expect(quickPaymentTypes(['EFECTIVO', 'TRANSFERENCIA BANCARIA'])).toEqual([
      'EFECTIVO',
      'TRANSFERENCIA BANCARIA',
    ]);
  });
  it('property: a clamped amount never exceeds the cap and rows never sum above the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -1000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (total, other, typed, points) => {
          const rows = [row('EFECTIVO', 0), row('WALLET', Math.min(other, total, points))];
          const a = clampPaymentAmount(rows, 0, typed, total, points);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a + (rows[1] as Payment).amount).toBeLessThanOrEqual(total);
          const w = clampPaymentAmount([row('EFECTIVO', a), row('WALLET', 0)], 1, typed, total, points);
          expect(w).toBeLessThanOrEqual(points);
          expect(a + w).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});

describe('paymentsHint', () => {
  it('missing document type first', () => {
    expect(paymentsHint({ rows: [row('EFECTIVO', 10)], total: 10, docType: null })).toBe(
      'Falta elegir tipo de documento',
    );
  });
  it('placeholder method', () => {
    expect(paymentsHint({ rows: [newPaymentRow()], total: 10, docType: 'Boleta' })).toBe(
      'Falta elegir metodo de pago',
    );
    expect(paymentsHint({ rows: [], total: 10, docType: 'Boleta' })).toBe('Falta elegir metodo de pago');
  });
  it('missing amount of a type', () => {
    expect(paymentsHint({ rows: [row('EFECTIVO', 0)], total: 10, docType: 'Boleta' })).toBe(
      'Falta ingresar un monto de EFECTIVO',
    );
  });
  it('"Faltan $n" and "Sobran $n" with formatted amounts', () => {
    expect(paymentsHint({ rows: [row('EFECTIVO', 8000)], total: 10500, docType: 'Boleta' })).toBe(
      'Faltan $2.500',
    );
    expect(paymentsHint({ rows: [row('EFECTIVO', 12000)], total: 10500, docType: 'Factura' })).toBe(
      'Sobran $1.500',
    );
  });
  it('nothing when complete or the total is 0', () => {
    expect(paymentsHint({ rows: [row('EFECTIVO', 10500)], total: 10500, docType: 'Boleta' })).toBeNull();
    expect(paymentsHint({ rows: [newPaymentRow()], total: 0, docType: 'Boleta' })).toBeNull();
  });
});

describe('validatePurchase', () => {
  const base: PurchaseInput = {
    productCount: 2,
    rows: [row('EFECTIVO', 10000)],
    total: 10000,
    docType: 'Boleta',
    hasOfferOrCouponDiscount: false,
    usablePoints: 0,
  };
  it('passes a complete purchase', () => {
    expect(validatePurchase(base)).toEqual({ ok: true, payments: [row('EFECTIVO', 10000)] });
  });
  it('"Debe agregar al menos 1 producto"', () => {
    expect(validatePurchase({ ...base, productCount: 0 })).toEqual({
      ok: false,
      message: 'Debe agregar al menos 1 producto',
    });
  });
  it('zero total is sent as FREE with amount 0', () => {
    expect(validatePurchase({ ...base, total: 0, rows: [] })).toEqual({
      ok: true,
      payments: [{ payment_type: 'FREE', amount: 0 }],
    });
  });
  it('"Debe agregar al menos 1 método de pago"', () => {
    expect(validatePurchase({ ...base, rows: [] })).toEqual({
      ok: false,
      message: 'Debe agregar al menos 1 método de pago',
    });
  });
  it('"Carrito Incompleto" for a placeholder, an empty amount, no document type or a type not allowed', () => {
    const incomplete = { ok: false, message: 'Carrito Incompleto' };
    expect(validatePurchase({ ...base, rows: [newPaymentRow()] })).toEqual(incomplete);
    expect(validatePurchase({ ...base, rows: [row('EFECTIVO', 0)] })).toEqual(incomplete);
    expect(validatePurchase({ ...base, docType: undefined })).toEqual(incomplete);
    expect(
      validatePurchase({
        ...base,
        rows: [row('TARJETA DE CREDITO', 10000)],
        allowedTypes: ['EFECTIVO', 'TRANSFERENCIA BANCARIA'],
      }),
    ).toEqual(incomplete);
  });
  it('"Puntos insuficientes" when paying only by wallet above the points', () => {
    expect(validatePurchase({ ...base, rows: [row('WALLET', 10000)], usablePoints: 5000 })).toEqual({
      ok: false,
      message: 'Puntos insuficientes',
    });
    expect(validatePurchase({ ...base, rows: [row('WALLET', 10000)], usablePoints: 10000 }).ok).toBe(true);
  });
  it('"Pagos no coinciden con total"', () => {
    expect(validatePurchase({ ...base, rows: [row('EFECTIVO', 9000)] })).toEqual({
      ok: false,
      message: 'Pagos no coinciden con total',
    });
  });
  it('"Pagos deben ser mayores a 50 CLP" below 50, unless an offer or coupon discount exists', () => {
    const small = { ...base, total: 49, rows: [row('EFECTIVO', 49)] };
    expect(validatePurchase(small)).toEqual({ ok: false, message: 'Pagos deben ser mayores a 50 CLP' });
    expect(validatePurchase({ ...small, hasOfferOrCouponDiscount: true }).ok).toBe(true);
    expect(validatePurchase({ ...base, total: 50, rows: [row('EFECTIVO', 50)] }).ok).toBe(true);
  });
});

describe('validateSave (Guardar / Actualizar Pedido)', () => {
  const base: PurchaseInput = {
    productCount: 2,
    rows: [row('EFECTIVO', 10000)],
    total: 10000,
    docType: 'Boleta',
    hasOfferOrCouponDiscount: false,
    usablePoints: 0,
  };
  it('allows saving a complete sale', () => {
    expect(validateSave(base)).toEqual({ ok: true });
    expect(validateSave({ ...base, total: 0, rows: [] })).toEqual({ ok: true });
  });
  it.each<[string, Partial<PurchaseInput>, string]>([
    ['no product', { productCount: 0 }, 'Debe agregar al menos 1 producto'],
    ['no payment row', { rows: [] }, 'Debe agregar al menos 1 método de pago'],
    ['the placeholder method', { rows: [newPaymentRow()] }, 'Carrito Incompleto'],
    ['an empty amount', { rows: [row('EFECTIVO', 0)] }, 'Carrito Incompleto'],
    ['no document type', { docType: null }, 'Carrito Incompleto'],
    ['a method not allowed', { allowedTypes: ['RAPPI'] }, 'Carrito Incompleto'],
    ['wallet above the points', { rows: [row('WALLET', 10000)], usablePoints: 10 }, 'Puntos insuficientes'],
    ['payments short of the total', { rows: [row('EFECTIVO', 9000)] }, 'Pagos no coinciden con total'],
    ['payments above the total', { rows: [row('EFECTIVO', 11000)] }, 'Pagos no coinciden con total'],
    ['under 50 CLP', { total: 49, rows: [row('EFECTIVO', 49)] }, 'Pagos deben ser mayores a 50 CLP'],
  ])('stays disabled with %s, and a tap says why', (_why, over, message) => {
    expect(validateSave({ ...base, ...over })).toEqual({ ok: false, message });
  });

  const types: PaymentType[] = ['METODO DE PAGO', 'EFECTIVO', 'WALLET', 'TARJETA DE DEBITO', 'RAPPI'];
  const inputArb = fc.record({
    productCount: fc.integer({ min: 0, max: 3 }),
    rows: fc.array(
      fc.record({ payment_type: fc.constantFrom(...types), amount: fc.integer({ min: -10, max: 20_000 }) }),
      { maxLength: 2 },
    ),
    total: fc.integer({ min: 0, max: 20_000 }),
    docType: fc.constantFrom('Boleta' as const, 'Factura' as const, null),
    hasOfferOrCouponDiscount: fc.boolean(),
    usablePoints: fc.integer({ min: 0, max: 20_000 }),
    allowedTypes: fc.option(fc.subarray(types), { nil: undefined }),
  });
  it('property: save is allowed exactly when the purchase is, with the same message', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const save = validateSave(input);
        const purchase = validatePurchase(input);
        expect(save.ok).toBe(purchase.ok);
        if (!save.ok && !purchase.ok) expect(save.message).toBe(purchase.message);
      }),
    );
  });
});

describe('unused points, change, tax and print options', () => {
  it('asks when points are left and no wallet row: equivalent discount min(1500, 10000) = $1.500', () => {
    expect(unusedPointsConfirmation([row('EFECTIVO', 10000)], 1500, 10000)).toEqual({
      title: 'Usted tiene aun puntos sin utilizar',
      discount: '$1.500',
      question: '¿Esta seguro de seguir la compra?',
    });
  });
  it('does not ask with a wallet row, without points or with total 0', () => {
    expect(unusedPointsConfirmation([row('WALLET', 100)], 1500, 100)).toBeNull();
    expect(unusedPointsConfirmation([row('EFECTIVO', 100)], 0, 100)).toBeNull();
    expect(unusedPointsConfirmation([], 100, 0)).toBeNull();
  });
  it('cash change = paid - total, never below 0', () => {
    expect(cashChange(20000, 13500)).toBe(6500);
    expect(cashChange(10000, 13500)).toBe(0);
  });
  it('tax condition', () => {
    expect(taxCondition([{ taxes: false }, { taxes: true }])).toBe('PAYMENT_TAXABLE_IVA');
    expect(taxCondition([{ taxes: false }, {}])).toBe('PAYMENT_EXEMPT_IVA');
    expect(taxCondition([])).toBe('PAYMENT_EXEMPT_IVA');
  });
  it('transfer and wallet hide print; rappi hides email', () => {
    expect(printOptions(['EFECTIVO'], 'socio')).toEqual({ print: true, email: true });
    expect(printOptions(['EFECTIVO', 'WALLET'], 'socio').print).toBe(false);
    expect(printOptions(['TRANSFERENCIA BANCARIA'], 'socio').print).toBe(false);
    expect(printOptions(['RAPPI'], 'rappi')).toEqual({ print: true, email: false });
  });
});

describe('checkoutPaymentTypes (Cambiar on /pago-final)', () => {
  const flags = { mach_active: false, redpay_active: false };
  it('offers the store methods but the current one, never WALLET', () => {
    expect(checkoutPaymentTypes({ store: flags, buyType: 'socio', current: 'EFECTIVO' })).toEqual([
      'TARJETA DE DEBITO',
      'TARJETA DE CREDITO',
      'TRANSFERENCIA BANCARIA',
      'OTRO',
    ]);
  });
  it('MACH and REDPAY by the store flags', () => {
    expect(
      checkoutPaymentTypes({
        store: { mach_active: true, redpay_active: true },
        buyType: 'no-socio',
        current: 'OTRO',
      }),
    ).toEqual([
      'EFECTIVO',
      'TARJETA DE DEBITO',
      'TARJETA DE CREDITO',
      'TRANSFERENCIA BANCARIA',
      'MACH',
      'REDPAY',
    ]);
  });
  it('wholesale: cash and transfer only', () => {
    expect(
      checkoutPaymentTypes({ store: flags, buyType: 'socio', wholesale: true, current: 'EFECTIVO' }),
    ).toEqual(['TRANSFERENCIA BANCARIA']);
  });
  it('a platform sale never changes', () => {
    expect(checkoutPaymentTypes({ store: flags, buyType: 'rappi', current: 'RAPPI' })).toEqual([]);
  });
  it('a wallet step may change to the store methods (its code may never come), never to WALLET', () => {
    expect(checkoutPaymentTypes({ store: flags, buyType: 'socio', current: 'WALLET' })).toEqual([
      'EFECTIVO',
      'TARJETA DE DEBITO',
      'TARJETA DE CREDITO',
      'TRANSFERENCIA BANCARIA',
      'OTRO',
    ]);
    expect(
      checkoutPaymentTypes({ store: flags, buyType: 'socio', wholesale: true, current: 'WALLET' }),
    ).toEqual(['EFECTIVO', 'TRANSFERENCIA BANCARIA']);
  });
  it('never offers the current type, for any type and flags', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_TYPES_FOR_TEST),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (current, mach, redpay, wholesale) => {
          const out = checkoutPaymentTypes({
            store: { mach_active: mach, redpay_active: redpay },
            buyType: 'socio',
            wholesale,
            current,
          });
          return !out.includes(current as never) && !out.includes('WALLET');
        },
      ),
    );
  });
});
