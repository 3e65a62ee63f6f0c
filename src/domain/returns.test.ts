import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterAnnulment,
  cardRefundPlan,
  orderCardTransactions,
  type PaymentForRefund,
  stepAfterAnnulment,
  transactionsToAnnul,
} from './cardRefund';
import {
  clampReturnQuantity,
  returnableAmount,
  returnCustomer,
  returnLines,
  storedQuantities,
  validateReturn,
} from './returns';

const order = {
  OrderProducts: [
    { product_id: 1, amount: 5 },
    { product_id: 2, amount: 2 },
  ],
  Returns: [
    { ReturnProducts: [{ product_id: 1, amount: 2 }] },
    { ReturnProducts: [{ product_id: 1, amount: 1 }] },
  ],
};

describe('returns', () => {
  it('returnable = bought - already returned: 5 - 2 - 1 = 2; 2 - 0 = 2', () => {
    expect(returnableAmount(order, 1)).toBe(2);
    expect(returnableAmount(order, 2)).toBe(2);
    expect(returnableAmount({ OrderProducts: [{ product_id: 3, amount: 1 }], Returns: null }, 3)).toBe(1);
    expect(
      returnableAmount(
        { OrderProducts: [], Returns: [{ ReturnProducts: [{ product_id: 4, amount: 1 }] }] },
        4,
      ),
    ).toBe(0);
  });
  it('quantity clamped to 0..returnable', () => {
    expect(clampReturnQuantity(5, 2)).toBe(2);
    expect(clampReturnQuantity(-1, 2)).toBe(0);
    expect(clampReturnQuantity(1.7, 2)).toBe(1);
    expect(clampReturnQuantity(Number.NaN, 2)).toBe(0);
  });
  it('"Debe devolver al menos 1 producto"', () => {
    expect(validateReturn({ order, quantities: { 1: 0 }, cashMovement: true })).toEqual({
      ok: false,
      message: 'Debe devolver al menos 1 producto',
    });
  });
  it('"Debe seleccionar una opción de movimiento de efectivo"', () => {
    expect(validateReturn({ order, quantities: { 1: 1 }, cashMovement: null })).toEqual({
      ok: false,
      message: 'Debe seleccionar una opción de movimiento de efectivo',
    });
  });
  it('builds the products with clamped amounts', () => {
    expect(validateReturn({ order, quantities: { 1: 9, 2: 1 }, cashMovement: false })).toEqual({
      ok: true,
      products: [
        { id: 1, amount: 2 },
        { id: 2, amount: 1 },
      ],
      cash_movement: false,
    });
  });
});

describe('return lines', () => {
  const named = {
    OrderProducts: [
      { product_id: 1, amount: 3, Product: { name: 'Cristal' } },
      { product_id: 2, amount: 2, Product: { name: 'Escudo' } },
      { product_id: 1, amount: 2, Product: { name: 'Cristal' } },
    ],
    Returns: [{ ReturnProducts: [{ product_id: 1, amount: 4 }] }],
  };
  it('one row per product: bought summed, earlier returns, returnable, the chosen quantity clamped', () => {
    expect(returnLines(named, { 1: 9, 2: 1 })).toEqual([
      { productId: 1, name: 'Cristal', bought: 5, returned: 4, returnable: 1, quantity: 1, unitPrices: [] },
      { productId: 2, name: 'Escudo', bought: 2, returned: 0, returnable: 2, quantity: 1, unitPrices: [] },
    ]);
  });
  it("each row's unit prices charged, once each, lowest first", () => {
    const priced = {
      OrderProducts: [
        { product_id: 1, amount: 3, Product: { name: 'Cristal' }, total_unit_price: 990 },
        { product_id: 2, amount: 2, Product: { name: 'Escudo' }, total_unit_price: 1090 },
        { product_id: 1, amount: 2, Product: { name: 'Cristal' }, total_unit_price: 890 },
        { product_id: 1, amount: 1, Product: { name: 'Cristal' }, total_unit_price: 990 },
      ],
      Returns: [],
    };
    expect(returnLines(priced, {}).map((r) => r.unitPrices)).toEqual([[890, 990], [1090]]);
  });
  it('property: 0 <= quantity <= returnable = bought - returned, for any choice and earlier returns', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ product_id: fc.integer({ min: 1, max: 4 }), amount: fc.integer({ min: 0, max: 50 }) }),
          {
            maxLength: 8,
          },
        ),
        fc.array(
          fc.record({ product_id: fc.integer({ min: 1, max: 4 }), amount: fc.integer({ min: 0, max: 60 }) }),
          {
            maxLength: 6,
          },
        ),
        fc.dictionary(fc.constantFrom('1', '2', '3', '4'), fc.oneof(fc.integer(), fc.double())),
        (bought, returned, chosen) => {
          const order = {
            OrderProducts: bought.map((b) => ({ ...b, Product: { name: `P${b.product_id}` } })),
            Returns: [{ ReturnProducts: returned }],
          };
          const rows = returnLines(order, chosen as Record<number, number>);
          expect(new Set(rows.map((r) => r.productId)).size).toBe(rows.length);
          for (const r of rows) {
            expect(r.returnable).toBe(Math.max(0, r.bought - r.returned));
            expect(r.quantity).toBeGreaterThanOrEqual(0);
            expect(r.quantity).toBeLessThanOrEqual(r.returnable);
            expect(Number.isInteger(r.quantity)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('card annulment', () => {
  it('annuls each approved SmartPOS transaction once, in order; others are not card transactions', () => {
    expect(
      transactionsToAnnul([
        { status: 'APROBADO', smart_pos_transaction_id: 'SPT-1' },
        { status: 'APROBADO', smart_pos_transaction_id: null },
        { status: 'RECHAZADO', smart_pos_transaction_id: 'SPT-2' },
        { status: 'APROBADO', smart_pos_transaction_id: ' ' },
        { status: 'APROBADO', smart_pos_transaction_id: 'SPT-3' },
        { status: 'APROBADO', smart_pos_transaction_id: 'SPT-1' },
      ]),
    ).toEqual(['SPT-1', 'SPT-3']);
    expect(transactionsToAnnul([])).toEqual([]);
  });
  it('code 0 removes the first and asks for the next; the last one ends; any other code keeps it first', () => {
    expect(afterAnnulment(['A', 'B'], { codigoRespuesta: 0 })).toEqual({ kind: 'next', pending: ['B'] });
    expect(afterAnnulment(['B'], { codigoRespuesta: '0' })).toEqual({ kind: 'done', pending: [] });
    expect(afterAnnulment(['A', 'B'], { codigoRespuesta: 12, glosaRespuesta: 'Rechazado' })).toEqual({
      kind: 'failed',
      pending: ['A', 'B'],
      code: 12,
      glosa: 'Rechazado',
    });
    expect(afterAnnulment(['A'], { codigoRespuesta: 5, glosaRespuesta: '  ' })).toMatchObject({
      glosa: null,
    });
    expect(afterAnnulment(['A'], { codigoRespuesta: '' })).toMatchObject({ kind: 'failed' });
  });
  it('property: a run of answers never annuls one twice nor skips one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.boolean(), { maxLength: 30 }), (n, oks) => {
        let pending = Array.from({ length: n }, (_, i) => `T${i}`);
        const annulled: string[] = [];
        for (const ok of oks) {
          if (pending.length === 0) break;
          const first = pending[0]!;
          const step = afterAnnulment(pending, { codigoRespuesta: ok ? 0 : 1 });
          if (ok) annulled.push(first);
          pending = step.pending;
        }
        expect(new Set(annulled).size).toBe(annulled.length);
        expect([...annulled, ...pending]).toEqual(Array.from({ length: n }, (_, i) => `T${i}`));
      }),
    );
  });
});

describe('cardRefundPlan', () => {
  const payment = (p: Partial<PaymentForRefund> & { id: number }): PaymentForRefund => ({
    payment_type: 'TARJETA DE CREDITO',
    amount: 1000,
    status: 'APROBADO',
    provider: null,
    deposit_id: null,
    rdc_transaction_id: null,
    smart_pos_transaction_id: null,
    ...p,
  });
  const smartPos = payment({
    id: 1,
    amount: 12_345,
    provider: 'TRANSBANK-SMARTPOS',
    deposit_id: '778899',
    smart_pos_transaction_id: 'SPT-1',
  });
  const redelcom = payment({
    id: 2,
    payment_type: 'TARJETA DE DEBITO',
    provider: 'REDELCOM',
    deposit_id: ' 4455 ',
    rdc_transaction_id: 'RDC-9',
  });
  const mercadoPago = payment({ id: 3, provider: 'MERCADOPAGO', deposit_id: 'MP-77' });
  const cash = payment({ id: 4, payment_type: 'EFECTIVO' });
  const rejected = payment({ id: 5, status: 'RECHAZADO', smart_pos_transaction_id: 'SPT-2' });

  it('a SmartPOS annuls its own transactions; every other card payment is to annul on its machine', () => {
    expect(cardRefundPlan([smartPos, redelcom, mercadoPago, cash, rejected], true)).toEqual({
      throughMachine: ['SPT-1'],
      onOriginalMachine: [
        {
          paymentId: 2,
          amount: 1000,
          authorizationCode: '4455',
          transactionId: 'RDC-9',
          provider: 'REDELCOM',
        },
        // Mercado Pago's deposit_id is its transaction id, not an authorisation code.
        {
          paymentId: 3,
          amount: 1000,
          authorizationCode: null,
          transactionId: 'MP-77',
          provider: 'MERCADOPAGO',
        },
      ],
    });
  });

  it('a machine without annulment lists every approved card payment, once, with what is known', () => {
    const unknown = payment({ id: 6, payment_type: 'TARJETA DE DEBITO', amount: 500 });
    expect(cardRefundPlan([smartPos, smartPos, unknown, cash], false)).toEqual({
      throughMachine: [],
      onOriginalMachine: [
        {
          paymentId: 1,
          amount: 12_345,
          authorizationCode: '778899',
          transactionId: 'SPT-1',
          provider: 'TRANSBANK-SMARTPOS',
        },
        { paymentId: 6, amount: 500, authorizationCode: null, transactionId: null, provider: null },
      ],
    });
  });

  it('no card payment: nothing to annul anywhere', () => {
    expect(cardRefundPlan([cash, rejected], false)).toEqual({ throughMachine: [], onOriginalMachine: [] });
  });

  it('the card transactions with their type, amount and whether this machine annuls them', () => {
    const listed = (machineAnnuls: boolean) =>
      orderCardTransactions([smartPos, cash, redelcom, smartPos, rejected], machineAnnuls).map((t) => [
        t.transactionId,
        t.paymentType,
        t.amount,
        t.annulsHere,
      ]);
    expect(listed(true)).toEqual([
      ['SPT-1', 'TARJETA DE CREDITO', 12_345, true],
      ['RDC-9', 'TARJETA DE DEBITO', 1000, false],
    ]);
    expect(listed(false)).toEqual([
      ['SPT-1', 'TARJETA DE CREDITO', 12_345, false],
      ['RDC-9', 'TARJETA DE DEBITO', 1000, false],
    ]);
  });
});

describe('stepAfterAnnulment', () => {
  it('an annulled transaction leaves the list; a failed one stays first with its code and reason', () => {
    expect(stepAfterAnnulment(['A', 'B'], { kind: 'annulled' })).toEqual({ kind: 'next', pending: ['B'] });
    expect(stepAfterAnnulment(['B'], { kind: 'annulled' })).toEqual({ kind: 'done', pending: [] });
    expect(stepAfterAnnulment(['A', 'B'], { kind: 'failed', code: 'X', glosa: null })).toEqual({
      kind: 'failed',
      pending: ['A', 'B'],
      code: 'X',
      glosa: null,
    });
  });
});

describe('storedQuantities', () => {
  it('reads the stored quantities back by product id', () => {
    expect(storedQuantities({ '7': 2, '12': 0 })).toEqual({ 7: 2, 12: 0 });
    expect(storedQuantities({})).toEqual({});
  });
});

describe('returnCustomer', () => {
  const company = { company: 'Comercial Andes SpA', rut: '765432103' };
  it("a factura is its company's, with the RUT formatted, whoever entered the sale", () => {
    expect(returnCustomer({ doc_type: 'factura', Customer: null, billing: company })).toEqual({
      kind: 'company',
      name: 'Comercial Andes SpA',
      rut: '76.543.210-3',
    });
    expect(
      returnCustomer({ doc_type: 'factura', Customer: { name: 'Pedro Soto' }, billing: company }),
    ).toMatchObject({ kind: 'company' });
  });
  it("a boleta is its customer's; a factura without invoice data too; neither: none", () => {
    expect(
      returnCustomer({ doc_type: 'boleta', Customer: { name: 'Camila Rojas' }, billing: company }),
    ).toEqual({
      kind: 'person',
      name: 'Camila Rojas',
    });
    expect(returnCustomer({ doc_type: 'factura', Customer: { name: 'Pedro Soto' }, billing: null })).toEqual({
      kind: 'person',
      name: 'Pedro Soto',
    });
    expect(
      returnCustomer({ doc_type: 'factura', Customer: null, billing: { company: ' ', rut: '1-9' } }),
    ).toEqual({
      kind: 'none',
    });
    expect(returnCustomer({ doc_type: 'boleta', Customer: null })).toEqual({ kind: 'none' });
  });
});
