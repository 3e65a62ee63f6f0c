import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderCardTransaction } from './cardRefund';
import {
  annulmentPlan,
  isWholeReturn,
  type PricedOrder,
  refundOutcome,
  returnRefund,
  returnValue,
} from './returnRefund';
import { clampReturnQuantity, returnableAmount } from './returns';
import { RETURN_LABELS } from './returnsMessages';

/** A card transaction of the order; `annulsHere`: a SmartPOS's own, on a SmartPOS. */
const card = (
  transactionId: string,
  amount: number,
  annulsHere = true,
  paymentType = 'TARJETA DE DEBITO',
): OrderCardTransaction => ({
  paymentId: Number(transactionId.replace(/\D/g, '')) || 1,
  amount,
  authorizationCode: `TBK-${transactionId.slice(-3)}`,
  transactionId,
  provider: 'TRANSBANK-SMARTPOS',
  paymentType,
  annulsHere,
});

const line = (product_id: number, amount: number, total_unit_price: number) => ({
  product_id,
  amount,
  total_unit_price,
});

/** Boleta 100201's order without its earlier return: 12 Escudo, 1 Pisco, 2 Hielo = $23.550. */
const cardSale: PricedOrder = {
  OrderProducts: [line(2, 12, 1090), line(3, 1, 7490), line(14, 2, 1490)],
  Returns: [],
};
const cardSaleCard = card('SPT-000452', 23_550);
const everything = { 2: 12, 3: 1, 14: 2 };

/** Factura 5300's order: 24 Heineken, 2 Gin = $64.540, paid EFECTIVO $20.000 + card $44.540. */
const mixedSale: PricedOrder = { OrderProducts: [line(18, 24, 1190), line(20, 2, 17_990)], Returns: [] };
const mixedCard = card('SPT-000453', 44_540, true, 'TARJETA DE CREDITO');

/** A cash sale: no card transaction. */
const cashSale: PricedOrder = { OrderProducts: [line(1, 6, 890), line(4, 2, 6490)], Returns: [] };

describe('returnValue: units × the unit price charged', () => {
  it('sums the chosen units of each line at its total_unit_price, clamped to what is returnable', () => {
    expect(returnValue(cardSale, { 2: 2 })).toBe(2180);
    expect(returnValue(cardSale, everything)).toBe(23_550);
    expect(returnValue(cardSale, { 2: 99, 3: -4, 14: 1.7 })).toBe(12 * 1090 + 1490);
    expect(returnValue(cardSale, {})).toBe(0);
  });

  it('a product on two lines at two prices: earlier returns took the cheaper units, this one the next', () => {
    const twoPrices: PricedOrder = {
      OrderProducts: [line(1, 2, 1000), line(1, 2, 800)],
      Returns: [{ ReturnProducts: [{ product_id: 1, amount: 1 }] }],
    };
    expect(returnValue(twoPrices, { 1: 1 })).toBe(800);
    expect(returnValue(twoPrices, { 1: 3 })).toBe(800 + 1000 + 1000);
  });
});

describe('isWholeReturn', () => {
  it('the first return of the document, every unit of every line', () => {
    expect(isWholeReturn(cardSale, everything)).toBe(true);
    expect(isWholeReturn(cardSale, { ...everything, 2: 11 })).toBe(false);
    expect(isWholeReturn(cardSale, { 2: 12, 3: 1 })).toBe(false);
    const returnedBefore = { ...cardSale, Returns: [{ ReturnProducts: [{ product_id: 2, amount: 4 }] }] };
    expect(isWholeReturn(returnedBefore, { 2: 8, 3: 1, 14: 2 })).toBe(false);
    expect(isWholeReturn({ OrderProducts: [], Returns: [] }, {})).toBe(false);
  });
});

describe('returnRefund: the rule', () => {
  it('a cash sale: no card; "Sí" hands the value over in cash, "No" keeps it on the credit note', () => {
    for (const quantities of [{ 1: 6, 4: 2 }, { 1: 2 }] as Record<number, number>[]) {
      const value = returnValue(cashSale, quantities);
      expect(returnRefund({ order: cashSale, quantities, cashMovement: true, cards: [] })).toMatchObject({
        value,
        cards: [],
        annulled: 0,
        cash: value,
        kept: 0,
      });
      expect(returnRefund({ order: cashSale, quantities, cashMovement: false, cards: [] })).toMatchObject({
        annulled: 0,
        cash: 0,
        kept: value,
      });
    }
  });

  it('a card sale returned whole: the card annulled (here on a SmartPOS), nothing more in cash', () => {
    for (const cashMovement of [true, false]) {
      const refund = returnRefund({
        order: cardSale,
        quantities: everything,
        cashMovement,
        cards: [cardSaleCard],
      });
      expect(refund).toMatchObject({
        value: 23_550,
        whole: true,
        annulled: 23_550,
        rest: 0,
        cash: 0,
        kept: 0,
      });
      expect(refund.cards).toEqual([
        expect.objectContaining({
          transactionId: 'SPT-000452',
          amount: 23_550,
          annulment: 'here',
          reason: null,
        }),
      ]);
    }
    const elsewhere = returnRefund({
      order: cardSale,
      quantities: everything,
      cashMovement: true,
      cards: [{ ...cardSaleCard, annulsHere: false }],
    });
    expect(elsewhere.cards[0]).toMatchObject({ annulment: 'originalMachine', reason: null });
  });

  it('a card sale returned in part: no annulment ($23.550 is more than 2 cans); cash "Sí" pays the 2 cans', () => {
    const yes = returnRefund({
      order: cardSale,
      quantities: { 2: 2 },
      cashMovement: true,
      cards: [cardSaleCard],
    });
    expect(yes).toMatchObject({ value: 2180, whole: false, annulled: 0, rest: 2180, cash: 2180, kept: 0 });
    expect(yes.cards[0]).toMatchObject({ annulment: null, reason: 'worthMore', amount: 23_550 });
    expect(RETURN_LABELS.notAnnulled('worthMore', 23_550, 23_550)).toBe(
      'No se anula: vale $23.550, más que esta devolución.',
    );
    const no = returnRefund({
      order: cardSale,
      quantities: { 2: 2 },
      cashMovement: false,
      cards: [cardSaleCard],
    });
    expect(no).toMatchObject({ annulled: 0, cash: 0, kept: 2180 });
  });

  it('a mixed sale returned whole: the card annulled, the cash part back in cash ("Sí") or kept ("No")', () => {
    const quantities = { 18: 24, 20: 2 };
    const yes = returnRefund({ order: mixedSale, quantities, cashMovement: true, cards: [mixedCard] });
    expect(yes).toMatchObject({ value: 64_540, annulled: 44_540, rest: 20_000, cash: 20_000, kept: 0 });
    expect(yes.cards[0]).toMatchObject({ annulment: 'here' });
    const no = returnRefund({ order: mixedSale, quantities, cashMovement: false, cards: [mixedCard] });
    expect(no).toMatchObject({ annulled: 44_540, cash: 0, kept: 20_000 });
  });

  it('a mixed sale returned in part, worth more than its card: still no annulment (it is partial)', () => {
    const quantities = { 18: 20, 20: 2 };
    const yes = returnRefund({ order: mixedSale, quantities, cashMovement: true, cards: [mixedCard] });
    expect(yes).toMatchObject({ value: 59_780, annulled: 0, cash: 59_780, kept: 0 });
    expect(yes.cards[0]).toMatchObject({ annulment: null, reason: 'partial' });
    const small = returnRefund({
      order: mixedSale,
      quantities: { 18: 1 },
      cashMovement: false,
      cards: [mixedCard],
    });
    expect(small).toMatchObject({ value: 1190, annulled: 0, cash: 0, kept: 1190 });
    expect(small.cards[0]).toMatchObject({ reason: 'worthMore' });
  });

  it('a later return of a document annuls nothing, even of everything left', () => {
    const twoCards = [card('SPT-000450', 10_000), card('SPT-000451', 10_910, true, 'TARJETA DE CREDITO')];
    const receipt: PricedOrder = {
      OrderProducts: [line(4, 2, 6490), line(1, 6, 890), line(13, 1, 2590)],
      Returns: [{ ReturnProducts: [{ product_id: 1, amount: 1 }] }],
    };
    const rest = returnRefund({
      order: receipt,
      quantities: { 4: 2, 1: 5, 13: 1 },
      cashMovement: true,
      cards: twoCards,
    });
    expect(rest).toMatchObject({ value: 20_020, whole: false, annulled: 0, cash: 20_020 });
    expect(rest.cards.map((c) => [c.annulment, c.reason])).toEqual([
      [null, 'earlierReturn'],
      [null, 'earlierReturn'],
    ]);
  });

  it('a whole return whose cards are worth more than it: no annulment, the value in cash or kept', () => {
    // The lines charged $1.000 but the cards took $1.200 (a charge the lines do not explain).
    const order: PricedOrder = { OrderProducts: [line(1, 1, 1000)], Returns: [] };
    const cards = [card('A1', 600), card('A2', 600)];
    const refund = returnRefund({ order, quantities: { 1: 1 }, cashMovement: true, cards });
    expect(refund).toMatchObject({ whole: true, annulled: 0, cash: 1000 });
    expect(refund.cards.map((c) => c.reason)).toEqual(['cardsWorthMore', 'cardsWorthMore']);
    const one = returnRefund({ order, quantities: { 1: 1 }, cashMovement: false, cards: [card('A3', 1200)] });
    expect(one).toMatchObject({ annulled: 0, kept: 1000 });
    expect(one.cards[0]?.reason).toBe('worthMore');
  });

  it('no cash choice yet: the rest is neither cash nor kept', () => {
    expect(
      returnRefund({
        order: mixedSale,
        quantities: { 18: 24, 20: 2 },
        cashMovement: null,
        cards: [mixedCard],
      }),
    ).toMatchObject({ annulled: 44_540, rest: 20_000, cash: 0, kept: 0 });
  });
});

describe('annulmentPlan and refundOutcome', () => {
  const twoPlaces = returnRefund({
    order: cardSale,
    quantities: everything,
    cashMovement: true,
    cards: [card('SPT-1', 10_000), card('RDC-2', 13_550, false)],
  });

  it("a whole return's annulments: this machine's in order, the others handed over", () => {
    expect(annulmentPlan(twoPlaces)).toEqual({
      throughMachine: ['SPT-1'],
      onOriginalMachine: [expect.objectContaining({ transactionId: 'RDC-2', amount: 13_550 })],
    });
  });

  it('a partial return, or a return stored without its refund: nothing annulled anywhere', () => {
    const partial = returnRefund({
      order: cardSale,
      quantities: { 2: 1 },
      cashMovement: true,
      cards: [cardSaleCard],
    });
    expect(annulmentPlan(partial)).toEqual({ throughMachine: [], onOriginalMachine: [] });
    expect(annulmentPlan(null)).toEqual({ throughMachine: [], onOriginalMachine: [] });
  });

  it('an annulment cancelled is not given back', () => {
    expect(refundOutcome(twoPlaces, [])).toEqual({
      value: 23_550,
      annulled: 23_550,
      cash: 0,
      kept: 0,
      cancelled: [],
    });
    expect(refundOutcome(twoPlaces, ['SPT-1'])).toMatchObject({
      annulled: 13_550,
      cancelled: [{ transactionId: 'SPT-1', amount: 10_000 }],
    });
  });
});

/** Any order: up to 4 products on up to 6 lines, earlier returns, its card transactions. */
const anyOrder = fc.record({
  lines: fc.array(
    fc.record({
      product_id: fc.integer({ min: 1, max: 4 }),
      amount: fc.integer({ min: 0, max: 12 }),
      total_unit_price: fc.integer({ min: 0, max: 30_000 }),
    }),
    { maxLength: 6 },
  ),
  earlier: fc.oneof(
    fc.constant<{ product_id: number; amount: number }[][]>([]),
    fc.array(
      fc.array(
        fc.record({ product_id: fc.integer({ min: 1, max: 4 }), amount: fc.integer({ min: 0, max: 12 }) }),
        {
          maxLength: 3,
        },
      ),
      { maxLength: 2 },
    ),
  ),
  cards: fc.array(fc.record({ amount: fc.integer({ min: 0, max: 200_000 }), annulsHere: fc.boolean() }), {
    maxLength: 3,
  }),
});
/** Units per product id, any number; or 'all': every unit of every line (whole when first). */
const anyChoice = fc.oneof(
  fc.constant('all' as const),
  fc.dictionary(
    fc.constantFrom('1', '2', '3', '4'),
    fc.oneof(fc.integer({ min: -2, max: 14 }), fc.double({ noNaN: false })),
  ),
);
const quantitiesOf = (order: PricedOrder, choice: 'all' | Record<string, number>): Record<number, number> => {
  if (choice !== 'all') return choice;
  const all: Record<number, number> = {};
  for (const l of order.OrderProducts) all[l.product_id] = (all[l.product_id] ?? 0) + l.amount;
  return all;
};
const anyCash = fc.constantFrom(true, false, null);

const toCards = (cards: { amount: number; annulsHere: boolean }[]) =>
  cards.map((c, i) => card(`T${i}`, c.amount, c.annulsHere));

/** Everything the lines charged: Σ amount × total_unit_price. */
const charged = (order: PricedOrder) =>
  order.OrderProducts.reduce((s, l) => s + Math.max(0, l.amount) * l.total_unit_price, 0);

describe('returnRefund: properties', () => {
  it('never pays back more than the value; annuls all the cards or none, and only a whole return worth them', () => {
    fc.assert(
      fc.property(anyOrder, anyChoice, anyCash, ({ lines, earlier, cards }, chosen, cashMovement) => {
        const order: PricedOrder = {
          OrderProducts: lines,
          Returns: earlier.map((ReturnProducts) => ({ ReturnProducts })),
        };
        const quantities = quantitiesOf(order, chosen);
        const orderCards = toCards(cards);
        const refund = returnRefund({ order, quantities, cashMovement, cards: orderCards });
        const cardTotal = orderCards.reduce((s, c) => s + c.amount, 0);

        expect(refund.value).toBe(returnValue(order, quantities));
        expect(refund.annulled + refund.cash).toBeLessThanOrEqual(refund.value);
        expect(refund.annulled + refund.rest).toBe(refund.value);
        expect(refund.rest).toBeGreaterThanOrEqual(0);
        // Cash yes / no / not chosen.
        expect(refund.cash).toBe(cashMovement === true ? refund.rest : 0);
        expect(refund.kept).toBe(cashMovement === false ? refund.rest : 0);

        const annulled = refund.cards.filter((c) => c.annulment !== null);
        expect([0, orderCards.length]).toContain(annulled.length);
        expect(refund.annulled).toBe(annulled.reduce((s, c) => s + c.amount, 0));
        if (annulled.length > 0) {
          expect(refund.whole).toBe(true);
          expect(earlier).toHaveLength(0);
          expect(cardTotal).toBeLessThanOrEqual(refund.value);
        }
        if (refund.whole && cardTotal <= refund.value) expect(annulled).toHaveLength(orderCards.length);
        for (const [i, c] of refund.cards.entries()) {
          expect(c.reason === null).toBe(c.annulment !== null);
          if (c.annulment !== null)
            expect(c.annulment).toBe(orderCards[i]?.annulsHere ? 'here' : 'originalMachine');
        }
        expect(
          annulmentPlan(refund).throughMachine.length + annulmentPlan(refund).onOriginalMachine.length,
        ).toBe(annulled.length);
      }),
    );
  });

  it('across the returns of a document: each card annulled at most once, no more back than was charged', () => {
    fc.assert(
      fc.property(
        anyOrder,
        fc.array(fc.tuple(anyChoice, anyCash), { minLength: 1, maxLength: 4 }),
        ({ lines, cards }, returns) => {
          const order: PricedOrder = { OrderProducts: lines, Returns: [] };
          const orderCards = toCards(cards);
          const annulledTimes = new Map<string, number>();
          let paidBack = 0;
          for (const [chosen, cashMovement] of returns) {
            const quantities = quantitiesOf(order, chosen);
            const refund = returnRefund({ order, quantities, cashMovement, cards: orderCards });
            for (const c of refund.cards) {
              if (c.annulment !== null && c.transactionId !== null) {
                annulledTimes.set(c.transactionId, (annulledTimes.get(c.transactionId) ?? 0) + 1);
              }
            }
            paidBack += refund.annulled + refund.cash;
            // The created return, as the order reads after it.
            const ids = [...new Set(order.OrderProducts.map((p) => p.product_id))];
            order.Returns = [
              ...(order.Returns ?? []),
              {
                ReturnProducts: ids.map((id) => ({
                  product_id: id,
                  amount: clampReturnQuantity(quantities[id] ?? 0, returnableAmount(order, id)),
                })),
              },
            ];
          }
          for (const times of annulledTimes.values()) expect(times).toBe(1);
          expect(paidBack).toBeLessThanOrEqual(charged(order));
        },
      ),
    );
  });
});
