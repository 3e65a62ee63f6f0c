/**
 * Fuzzing /carro's typed fields on the demo world: a line's quantity, the coupon code and the two
 * payment rows' amounts. For any typed text the screen stays; the outcome is the domain's (the
 * 999 and stock limits of setLineAmount, the coupon's server answer and minimum, parseClp and the
 * payment cap); nothing else of the sale changes.
 */
import { COUPON_MESSAGES as SERVER_COUPON_MESSAGES } from '@mocks/api/coupons.ts';
import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { cappedHint, MONEY_INPUT_MESSAGES } from '@/components/pos/MoneyInput.tsx';
import { loadToastViewport } from '@/components/ui/Toast.tsx';
import { setLineAmount } from '@/domain/cartStock.ts';
import { COUPON_MESSAGES, couponMinimumMessage } from '@/domain/messages.ts';
import { formatThousands, parseClp } from '@/domain/money.ts';
import { clampPaymentAmount, paymentAmountCap } from '@/domain/payments.ts';
import type { Product } from '@/domain/types.ts';
import { type SaleState, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import {
  currentToast,
  digitsLike,
  enterText,
  fieldError,
  fieldInput,
  fuzz,
  fuzzUser,
  moneyLike,
  shownMessages,
  typedValue,
} from '@/test/fuzz.ts';
import { CartScreen } from './CartScreen.tsx';
import { renderSale, startSaleAs } from './testing.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
beforeAll(async () => {
  // Toasts render at once (the first one otherwise waits for its part to download).
  await loadToastViewport();
});
afterEach(() => demo.reset());
afterAll(() => demo.close());

/** [product id, amount]: a beer with plenty of stock, a CLUB10 product, a sellout capped at 8. */
const LINES: [number, number][] = [
  [1, 2],
  [4, 1],
  [3, 1],
];

type View = Awaited<ReturnType<typeof renderSale>>;
let startLines: SaleState['lines'] = [];

/** The summary, also while the coupon popup hides the rest of the screen (no accessible name then). */
const summaryRegion = () => {
  const region = document.querySelector<HTMLElement>('section[aria-label="Resumen de la compra"]');
  if (!region) throw new Error('no "Resumen de la compra"');
  return region;
};
const summary = () => within(summaryRegion());
/** The screen is still there (its title, even behind the popup). */
const title = () =>
  expect(screen.getAllByRole('heading', { level: 1, hidden: true }).map((h) => h.textContent)).toContain(
    'Carro',
  );

/** The member's cart with LINES, priced (the offer already shown). */
async function openCart(): Promise<View> {
  await startSaleAs('socio', { recommendedAutoShown: true });
  const page = await listProducts({
    store: session.get().user!.store_id,
    type: 'socio',
    offset: 0,
    limit: 100,
  });
  const byId = new Map(page.data.products.map((p) => [p.id, p as Product]));
  startLines = LINES.map(([id, amount]) => ({ product: byId.get(id)!, amount, recommended: false }));
  sale.set((s) => ({ ...s, lines: structuredClone(startLines) }));
  const view = await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
  await settled();
  return view;
}

/** The cart's first pricing is done (no skeletons in the summary). */
async function settled() {
  await waitFor(() => expect(summaryRegion()).not.toHaveAttribute('aria-busy'));
}

/** A CLP amount as the cart shows it ("$1.980"). */
function shownAmount(label: string): number {
  const value = summary().getByText(label).nextElementSibling?.textContent ?? '';
  const parsed = parseClp(value);
  if (!parsed.ok) throw new Error(`no amount for ${label}: ${value}`);
  return parsed.value;
}

/** What the seller's sale must keep while a field is fuzzed (everything but `except`). */
function keptPart(state: SaleState, except: 'lines' | 'coupon' | 'payments') {
  const { lines, coupon, payments, clubGeneralCleared, recommendedProductIds, ...rest } = state;
  return {
    ...rest,
    ...(except === 'lines' ? {} : { lines, clubGeneralCleared, recommendedProductIds }),
    ...(except === 'coupon' ? {} : { coupon }),
    ...(except === 'payments' ? {} : { payments }),
  };
}

const amounts = (lines: SaleState['lines']) => lines.map((l) => [l.product.id, l.amount]);

describe('/carro line quantity, fuzzed', () => {
  it('applies a typed quantity within the limits, refuses one past 999 or the stock with the spec text', async () => {
    const view = await openCart();
    const quantityText = fc.oneof(
      fieldInput,
      digitsLike,
      fc.constantFrom(
        '0',
        '1',
        '8',
        '9',
        '999',
        '1000',
        '100000',
        '999999999999',
        '-5',
        '1e9',
        '1,5',
        '1.000',
      ),
    );
    await fuzz(
      fc.tuple(
        quantityText,
        fc.constantFrom(0, 1, 2),
        fc.constantFrom<'enter' | 'tab'>('enter', 'tab'),
        fc.constantFrom<'auto' | 'paste'>('auto', 'paste'),
      ),
      async ([text, index, commit, mode]) => {
        const user = fuzzUser();
        if (JSON.stringify(amounts(sale.get().lines)) !== JSON.stringify(amounts(startLines))) {
          // Back to the starting cart between runs.
          sale.set((s) => ({ ...s, lines: structuredClone(startLines) }));
          await waitFor(() => {
            for (const l of startLines) {
              const shownLine = screen.getByRole('article', { name: l.product.name });
              expect(within(shownLine).getByRole('textbox', { name: /^Cantidad: / })).toHaveValue(
                String(l.amount),
              );
            }
          });
        }
        const before: SaleState = structuredClone(sale.get());
        const line = before.lines[index]!;
        const article = screen.getByRole('article', { name: line.product.name });
        const input = within(article).getByRole('textbox', { name: /^Cantidad: / }) as HTMLInputElement;
        await enterText(user, input, text, mode);
        // The field keeps digits only, in the order typed (a paste is cut at its maxLength).
        const shown = input.value;
        expect(shown).toMatch(/^\d*$/);
        expect(typedValue(text).replace(/\D/g, '').startsWith(shown)).toBe(true);

        const toastBefore = currentToast();
        if (commit === 'enter') await user.keyboard('{Enter}');
        else await user.tab();

        const typed = Number.parseInt(shown, 10);
        const change =
          shown === '' || typed === line.amount
            ? { ok: true as const, lines: before.lines, message: null }
            : setLineAmount(before.lines, line.product.id, typed);
        if (!change.ok) {
          // "No puede agregar mas de 999 productos" or "No hay suficiente stock"; the line as it was.
          await waitFor(() => {
            expect(currentToast()).not.toBe(toastBefore);
            expect(shownMessages()).toEqual([change.message]);
          });
          expect(amounts(sale.get().lines)).toEqual(amounts(before.lines));
          expect(input).toHaveValue(String(line.amount));
        } else {
          await waitFor(() => expect(amounts(sale.get().lines)).toEqual(amounts(change.lines)));
          expect(currentToast()).toBe(toastBefore);
          const kept = change.lines.find((l) => l.product.id === line.product.id);
          if (kept) expect(input).toHaveValue(String(kept.amount));
          else
            await waitFor(() =>
              expect(screen.queryByRole('article', { name: line.product.name })).not.toBeInTheDocument(),
            );
        }
        // Never more than 999, never beyond the stock (setLineAmount's rules, checked as a whole).
        for (const l of sale.get().lines) expect(l.amount).toBeLessThanOrEqual(999);
        title();
        expect(keptPart(sale.get(), 'lines')).toEqual(keptPart(before, 'lines'));
        expect(view.pathname()).toBe('/carro');
      },
      {
        examples: [
          [['100000', 0, 'enter', 'paste']],
          [['1000', 0, 'tab', 'auto']],
          [['9', 2, 'enter', 'auto']],
          [['5', 0, 'enter', 'auto']],
          [['0', 1, 'tab', 'auto']],
          [['abc', 0, 'enter', 'auto']],
        ],
      },
    );
  }, 60_000);
});

/** The demo server's answer to a code (mocks/api/coupons.ts), then the cart's minimum. */
function expectedCoupon(
  code: string,
  state: SaleState,
  subtotal: number,
): { applied: string | null; message: string } {
  // What the server receives: the query string carries a lone surrogate as U+FFFD.
  const sent = code.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  const coupon = demo.world.state.coupons.find((c) => c.code.toUpperCase() === sent.trim().toUpperCase());
  if (!coupon) return { applied: null, message: SERVER_COUPON_MESSAGES.notFound(sent.trim().toUpperCase()) };
  if (coupon.expires_at && new Date(coupon.expires_at).getTime() < demo.world.now().getTime())
    return { applied: null, message: SERVER_COUPON_MESSAGES.expired(coupon.code) };
  const cart = state.lines.map((l) => l.product.id);
  const products = coupon.products.length === 0 ? cart : cart.filter((id) => coupon.products.includes(id));
  if (products.length === 0) return { applied: null, message: SERVER_COUPON_MESSAGES.noProducts };
  if (subtotal < coupon.min_cart_amount)
    return { applied: null, message: couponMinimumMessage(coupon.min_cart_amount) };
  return { applied: coupon.code, message: COUPON_MESSAGES.applied };
}

describe('/carro coupon code, fuzzed', () => {
  it('"Por favor ingrese un código" and no call when empty; otherwise the server\'s answer, the minimum or "¡Cupón aplicado!"', async () => {
    const view = await openCart();
    const validations = () => demo.world.state.requestCounts.validateCoupon ?? 0;
    const couponText = fc.oneof(
      fieldInput,
      fc.constantFrom(
        'DESC5000',
        'desc5000',
        ' VERANO2024 ',
        'NOEXISTE',
        'club10',
        'CLUB10 ',
        'CLUB 10',
        'ß',
      ),
    );
    await fuzz(
      fc.tuple(couponText, fc.boolean(), fc.constantFrom<'auto' | 'paste'>('auto', 'paste')),
      async ([text, viaEnter, mode]) => {
        const user = fuzzUser();
        if (!screen.queryByRole('dialog')) await user.click(screen.getByRole('button', { name: /^Cupón/ }));
        const dialog = await screen.findByRole('dialog');
        const field = within(dialog).getByLabelText('Código de cupón') as HTMLInputElement;
        await enterText(user, field, text, mode);
        expect(field).toHaveValue(typedValue(text));
        const before: SaleState = structuredClone(sale.get());
        const subtotal = shownAmount('Subtotal');
        const asked = validations();
        if (viaEnter) await user.keyboard('{Enter}');
        else await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

        const code = typedValue(text).trim();
        if (code === '') {
          await waitFor(() => expect(shownMessages()).toEqual([COUPON_MESSAGES.emptyCode]));
          expect(validations()).toBe(asked);
          expect(field).toHaveFocus();
        } else {
          await waitFor(() => expect(validations()).toBe(asked + 1));
          const outcome = expectedCoupon(code, before, subtotal);
          if (outcome.applied) {
            expect(await within(dialog).findByRole('status')).toHaveTextContent(COUPON_MESSAGES.applied);
            expect(sale.get().coupon?.code).toBe(outcome.applied);
            // The popup closes itself after 1.5 s.
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
              timeout: 3000,
            });
            expect(shownMessages()).toEqual([]);
          } else {
            await waitFor(() => expect(shownMessages()).toEqual([outcome.message]));
            expect(sale.get().coupon).toEqual(before.coupon);
            expect(field).toHaveValue(typedValue(text));
          }
        }
        title();
        expect(keptPart(sale.get(), 'coupon')).toEqual(keptPart(before, 'coupon'));
        expect(view.pathname()).toBe('/carro');
      },
      {
        examples: [
          [['', false, 'auto']],
          [['DESC5000', true, 'auto']],
          [['NOEXISTE', false, 'paste']],
          [[' club10 ', true, 'auto']],
          [['<script>alert(1)</script>', true, 'paste']],
        ],
      },
    );
  }, 60_000);
});

describe('/carro payment amounts, fuzzed', () => {
  it('takes an amount with dots and a decimal comma up to its cap, says why another text is no amount', async () => {
    const view = await openCart();
    const user0 = fuzzUser();
    await user0.selectOptions(screen.getByLabelText('Método de pago 1'), 'EFECTIVO');
    await user0.click(screen.getByRole('button', { name: 'Agregar método de pago' }));
    await user0.selectOptions(screen.getByLabelText('Método de pago 2'), 'WALLET');
    await settled();
    const points = DEMO.member.usablePoints;
    await fuzz(
      fc.tuple(
        fc.oneof(fieldInput, moneyLike, fc.constantFrom('1.000,4', '780', '0', '', '1e9', '-50', '$1.000')),
        fc.constantFrom(0, 1),
        fc.boolean(),
        fc.constantFrom<'auto' | 'paste'>('auto', 'paste'),
      ),
      async ([text, index, blur, mode]) => {
        const user = fuzzUser();
        await settled();
        const total = shownAmount('Total');
        const field = screen.getByLabelText(`Monto ${index + 1}`) as HTMLInputElement;
        const before: SaleState = structuredClone(sale.get());
        const other = before.payments[1 - index]!;
        // Clearing the field is an edit of its own: the row pays 0, then the text comes.
        const cleared = before.payments.map((p, i) => (i === index ? { ...p, amount: 0 } : p));
        const cap = paymentAmountCap(cleared, index, total, points);
        await enterText(user, field, text, mode);
        const shown = field.value;
        const parsed = parseClp(shown);
        const row = () => sale.get().payments[index]!;
        if (parsed.ok || parsed.reason === 'empty') {
          const value = parsed.ok ? parsed.value : 0;
          const expected = clampPaymentAmount(cleared, index, value, total, points);
          await waitFor(() => expect(row().amount).toBe(expected));
          expect(fieldError(field)).toBeNull();
          if (value > cap) expect(screen.getByText(cappedHint(cap))).toBeInTheDocument();
          if (blur) {
            await user.tab();
            expect(field).toHaveValue(expected === 0 ? '' : formatThousands(expected));
          }
        } else {
          // The field says why, keeps the text, and the row keeps a valid amount.
          expect(fieldError(field)).toBe(MONEY_INPUT_MESSAGES[parsed.reason]);
          expect(Number.isInteger(row().amount)).toBe(true);
          expect(row().amount).toBeGreaterThanOrEqual(0);
          expect(row().amount).toBeLessThanOrEqual(cap);
          if (mode === 'paste') expect(row().amount).toBe(0);
          if (blur) await user.tab();
          expect(field).toHaveValue(shown);
        }
        if (mode === 'paste') {
          // One edit: the text as pasted, or the cap when the amount was above it.
          const pasted = parseClp(typedValue(text));
          expect(shown).toBe(pasted.ok && pasted.value > cap ? formatThousands(cap) : typedValue(text));
        }
        // Only the money field's own texts (the specs give none), on either row.
        for (const message of shownMessages()) expect(Object.values(MONEY_INPUT_MESSAGES)).toContain(message);
        title();
        // The other row as it was, unless it pays the rest: then it pays what this row leaves.
        // Its type and the rest of the sale as they were.
        const left = Math.max(0, total - row().amount);
        const restAmount = other.payment_type === 'WALLET' ? Math.min(points, left) : left;
        expect(sale.get().payments[1 - index]).toEqual(other.rest ? { ...other, amount: restAmount } : other);
        expect(row().payment_type).toBe(before.payments[index]!.payment_type);
        expect(keptPart(sale.get(), 'payments')).toEqual(keptPart(before, 'payments'));
        expect(view.pathname()).toBe('/carro');
      },
      {
        examples: [
          [['1.000,4', 0, true, 'auto']],
          [['999999999999', 1, true, 'paste']],
          [['100000', 0, false, 'auto']],
          [['1e9', 0, true, 'paste']],
          [['-50', 1, true, 'auto']],
        ],
      },
    );
  }, 60_000);
});
