/**
 * Fuzzing the return's typed fields on the demo world: the document number on /devolucion and
 * the quantity to return on /carro-devolucion. For any typed text the screen stays; a number
 * that is no document number says "No se encontraron órdenes para el número ingresado." without
 * a call, a good one is looked up (found: /carro-devolucion); a quantity is kept between 0 and
 * what can still be returned (spec 000 §5 Return); nothing else of the return changes.
 */
import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getOrderByBill } from '@/api/generated/endpoints/returns/returns.ts';
import { configureApi } from '@/api/http.ts';
import { RETURN_MESSAGES } from '@/domain/messages.ts';
import { clampReturnQuantity, returnableAmount } from '@/domain/returns.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { session } from '@/session/session.ts';
import { loadCardProviders, useCardProvider } from '@/test/cardProvider.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import {
  digitsLike,
  enterText,
  fieldError,
  fieldInput,
  fuzz,
  fuzzUser,
  shownMessages,
  typedValue,
} from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { ReturnCartScreen } from './ReturnCartScreen.tsx';
import { type ReturnDocType, ReturnLookupScreen } from './ReturnLookupScreen.tsx';
import { endReturnFlow, returnFlow } from './returnFlow.ts';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
beforeAll(() => loadCardProviders());
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  endReturnFlow();
});
afterAll(() => demo.close());
beforeEach(async () => {
  await logInDemoSeller();
  endReturnFlow();
});

const lookups = () => demo.world.state.requestCounts.getOrderByBill ?? 0;

/**
 * The lookup's reading of a typed number (ReturnLookupScreen; the specs only say "the document
 * number"): digits, with dots and spaces as separators, a positive safe integer. Null: no
 * document can have it.
 */
function documentNumber(text: string): number | null {
  const digits = text.replace(/[.\s]/g, '');
  const value = Number(digits);
  return /^\d+$/.test(digits) && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The finished order of this store with that document (mocks/api/returns.ts getOrderByBill). */
const orderFor = (doc: ReturnDocType, number: number) =>
  demo.world.state.orders.find(
    (o) =>
      o.bill_number === number &&
      o.doc_type === doc &&
      o.store_id === DEMO.storeId &&
      o.status === 'FINISHED',
  );

function openLookup(doc: ReturnDocType) {
  function Lookup() {
    return (
      <>
        <h1>{RETURN_LABELS.lookupTitle}</h1>
        <ReturnLookupScreen doc={doc} />
      </>
    );
  }
  return renderScreen({
    path: '/devolucion',
    screens: { '/devolucion': Lookup, '/carro-devolucion': () => <h1>stub:/carro-devolucion</h1> },
  });
}

const numberText = fc.oneof(
  fieldInput,
  digitsLike,
  fc.constantFrom(
    String(DEMO.receipt),
    '100.200',
    ' 100 200 ',
    '00100200',
    String(DEMO.receiptPartlyReturned),
    String(DEMO.invoice),
    '5.300',
    '100,200',
    '100200.0',
    '-100200',
    '1e5',
    '0',
    '9007199254740993',
  ),
);

describe('/devolucion document number, fuzzed', () => {
  for (const doc of ['boleta', 'factura'] as const) {
    it(`${doc}: "No se encontraron órdenes para el número ingresado." for no number (no call) or no order, /carro-devolucion for an order`, async () => {
      const view = await openLookup(doc);
      const label = RETURN_LABELS.number(doc);
      await fuzz(
        fc.tuple(numberText, fc.boolean()),
        async ([text, viaEnter]) => {
          const user = fuzzUser();
          if (view.pathname() !== '/devolucion') {
            await view.router.navigate({ to: '/devolucion' });
            await screen.findByRole('heading', { level: 1, name: RETURN_LABELS.lookupTitle });
          }
          const field = screen.getByLabelText(label) as HTMLInputElement;
          await enterText(user, field, text);
          expect(field).toHaveValue(typedValue(text));
          const asked = lookups();
          if (viaEnter) await user.keyboard('{Enter}');
          else await user.click(screen.getByRole('button', { name: 'Buscar' }));

          const number = documentNumber(typedValue(text));
          const order = number === null ? undefined : orderFor(doc, number);
          if (number !== null && order) {
            await waitFor(() => expect(view.pathname()).toBe('/carro-devolucion'));
            expect(view.router.state.location.search).toEqual({ doc, number });
            expect(lookups()).toBe(asked + 1);
            return;
          }
          await waitFor(() => expect(fieldError(field)).toBe(RETURN_MESSAGES.noOrders));
          // A text that is no number is not sent; a number is looked up once.
          expect(lookups()).toBe(asked + (number === null ? 0 : 1));
          expect(shownMessages()).toEqual([RETURN_MESSAGES.noOrders]);
          screen.getByRole('heading', { level: 1, name: RETURN_LABELS.lookupTitle });
          expect(field).toHaveValue(typedValue(text));
          expect(view.pathname()).toBe('/devolucion');
        },
        {
          examples: [
            [[doc === 'boleta' ? '100.200' : '5.300', true]],
            [['abc', false]],
            [['1e5', true]],
            [['9007199254740993', true]],
            [['100200', false]],
          ],
        },
      );
    }, 60_000);
  }
});

describe('/carro-devolucion quantity to return, fuzzed', () => {
  it('keeps a typed quantity between 0 and what can still be returned, and the rest of the return', async () => {
    const number = DEMO.receiptPartlyReturned;
    function Cart() {
      return (
        <>
          <h1>{RETURN_LABELS.cartTitle}</h1>
          <ReturnCartScreen doc="boleta" number={number} cardProvider={useCardProvider()} />
        </>
      );
    }
    await renderScreen({
      path: `/carro-devolucion?doc=boleta&number=${number}`,
      screens: { '/carro-devolucion': Cart },
    });
    const answer = await getOrderByBill(number, { doc_type: 'boleta', store_id: DEMO.storeId });
    const order = answer.data.order!;
    const products = order.OrderProducts.map((p) => ({
      id: p.product_id,
      name: p.Product.name,
      returnable: returnableAmount(order, p.product_id),
    })).filter((p) => p.returnable > 0);
    expect(products.length).toBeGreaterThan(1);
    // A cash movement chosen first: typing quantities must keep it.
    await fuzzUser().click(await screen.findByRole('checkbox', { name: /^Sí,/ }));
    await waitFor(() => expect(returnFlow.get().cashMovement).toBe(true));

    await fuzz(
      fc.tuple(
        fc.oneof(fieldInput, digitsLike, fc.constantFrom('0', '1', '8', '9', '100000', '-3', '1e9', '2,5')),
        fc.nat({ max: products.length - 1 }),
        fc.constantFrom<'enter' | 'tab'>('enter', 'tab'),
        fc.constantFrom<'auto' | 'paste'>('auto', 'paste'),
      ),
      async ([text, index, commit, mode]) => {
        const user = fuzzUser();
        const product = products[index]!;
        const group = await screen.findByRole('group', { name: RETURN_LABELS.quantityFor(product.name) });
        const input = within(group).getByRole('textbox') as HTMLInputElement;
        const before = structuredClone(returnFlow.get());
        const current = before.quantities[String(product.id)] ?? 0;
        await enterText(user, input, text, mode);
        const shown = input.value;
        expect(shown).toMatch(/^\d*$/);
        expect(typedValue(text).replace(/\D/g, '').startsWith(shown)).toBe(true);
        if (commit === 'enter') await user.keyboard('{Enter}');
        else await user.tab();

        const typed = Number.parseInt(shown, 10);
        const expected =
          shown === '' || typed === current ? current : clampReturnQuantity(typed, product.returnable);
        await waitFor(() => expect(returnFlow.get().quantities[String(product.id)] ?? 0).toBe(expected));
        expect(input).toHaveValue(String(expected));
        expect(expected).toBeLessThanOrEqual(product.returnable);
        // No message for a quantity (it is kept in bounds), the screen there, the rest kept.
        expect(shownMessages()).toEqual([]);
        screen.getByRole('heading', { level: 1, name: RETURN_LABELS.cartTitle });
        const after = returnFlow.get();
        expect({ ...after, quantities: {} }).toEqual({ ...before, quantities: {} });
        for (const other of products) {
          if (other.id !== product.id)
            expect(after.quantities[String(other.id)] ?? 0).toBe(before.quantities[String(other.id)] ?? 0);
        }
      },
      {
        examples: [
          [['100000', 0, 'enter', 'paste']],
          [['9', 0, 'tab', 'auto']],
          [['0', 0, 'enter', 'auto']],
          [['-3', 1, 'enter', 'auto']],
        ],
      },
    );
  }, 60_000);
});
