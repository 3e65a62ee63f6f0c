import { productByEan } from '@mocks/api/products.ts';
import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getExpressOrderDetails } from '@/api/generated/endpoints/express/express.ts';
import { listPackChildren } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { codePathSegment, validatePickupCode } from '@/domain/codes.ts';
import { EXPRESS_DETAIL_LABELS } from '@/domain/expressMessages.ts';
import {
  applyScan,
  isPackSku,
  normaliseEan,
  type PackChildInput,
  type ScanCounts,
  type VerificationLine,
  verificationLines,
} from '@/domain/expressVerification.ts';
import { CODE_MESSAGES, EXPRESS_MESSAGES, invalidEanMessage } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { screenStillThere } from '@/test/failures.ts';
import { enterText, fieldInput, fuzz, fuzzUser, typedValue } from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { OrderDetailsScreen } from './OrderDetailsScreen.tsx';
import { verificationMemory } from './verificationMemory.ts';

/**
 * Screen-level fuzzing of /orden-detalles: the EAN verification field and the pickup code of the
 * hand-over. For any text the screen stays; an EAN on the order's lines counts one unit there, any
 * other is looked up as itself (GET /api/product-by-ean/{ean}, nothing else) for "EAN INVALIDO:
 * {product}" or "Producto no encontrado"; a pickup code is required ("Debe ingresar un codigo de
 * pickup") and must be this order's ("Codigo invalido"), asked as itself
 * (GET /api/orders/pickup/{code}). The counts, the order's status and the session are never lost.
 */

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });

/** Every request's path as the server received it (after the URL's own normalisation). */
const requests: string[] = [];
demo.server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname);
});
afterEach(() => {
  demo.reset();
  verificationMemory.reset();
  requests.length = 0;
});
afterAll(() => demo.close());
beforeEach(() => logInDemoSeller());

function open(orderId: number) {
  function Screen() {
    return (
      <>
        <h1>{EXPRESS_DETAIL_LABELS.title}</h1>
        <OrderDetailsScreen orderId={orderId} />
      </>
    );
  }
  return renderScreen({
    path: '/orden-detalles',
    screens: { '/orden-detalles': Screen, '/entrega-inmediata': () => <h1>stub:/entrega-inmediata</h1> },
  });
}

const expressOrder = (type: 'immediate' | 'pickup') =>
  demo.world.state.orders.find((o) => o.delivery_type === type)!;
const firstEan = (productId: number) =>
  demo.world.state.products
    .find((p) => p.id === productId)!
    .ean!.split(',')[0]!
    .trim();

/** The order's lines to verify, as the screen builds them (its pack's children included). */
async function linesOf(orderId: number): Promise<VerificationLine[]> {
  const products = (await getExpressOrderDetails(orderId)).data.order.OrderProducts;
  const children: Record<number, readonly PackChildInput[]> = {};
  for (const p of products) {
    if (isPackSku(p.Product.sku))
      children[p.Product.id] = (await listPackChildren(p.Product.id)).data.products;
  }
  return verificationLines(products, children).lines;
}

/** The one path a lookup of `code` must reach: `prefix` and the code as one segment. */
function askedFor(path: string | undefined, prefix: string, code: string): boolean {
  if (path === undefined || !path.startsWith(prefix)) return false;
  const segment = path.slice(prefix.length);
  if (segment.includes('/')) return false;
  try {
    return decodeURIComponent(segment) === code;
  } catch {
    return false;
  }
}

/** Codes that are also URL syntax: another resource, a query, a fragment, an escape. */
const urlHostile = (code: string) =>
  fc.constantFrom(
    '../../logout',
    '../logout',
    `./${code}`,
    `${code}?x=1`,
    `${code}#a`,
    `${code}/`,
    `x/../${code}`,
    '%',
    '%2F',
    `${code}%00`,
    'a/b',
    '?',
    '#',
  );

const pad = fc.constantFrom('', ' ', '  ', '\t');
const entry = fc.constantFrom<'auto' | 'paste'>('auto', 'paste');
/** A pause longer than the handheld scanner's gap (35 ms): the Enter after it is a person's. */
const humanPause = () => new Promise((resolve) => setTimeout(resolve, 45));

/** The session is still the seller's: not logged out, its token not revoked on the server. */
function sessionKept(token: string | null) {
  expect(session.get().accessToken).toBe(token);
  expect(demo.world.state.revokedTokens).not.toContain(token);
}

describe('/orden-detalles, fuzzed', () => {
  it('"EAN del producto": a line\'s EAN counts one unit, any other is looked up as itself; nothing is lost', async () => {
    const order = expressOrder('immediate');
    const lines = await linesOf(order.id);
    const lineEans = [...new Set(lines.flatMap((l) => l.eans))];
    const expected = lines.reduce((n, l) => n + l.expected, 0);
    await open(order.id);
    await screen.findByText(/^en Pack /);
    const field = screen.getByLabelText(EXPRESS_DETAIL_LABELS.ean);
    const user = fuzzUser();
    const token = session.get().accessToken;
    let counts: ScanCounts = {};
    const looked = new Set<string>();
    const code = fc.oneof(
      { arbitrary: fieldInput, weight: 4 },
      { arbitrary: fc.tuple(pad, fc.constantFrom(...lineEans), pad).map((p) => p.join('')), weight: 2 },
      // A product of the catalogue on no line of this order.
      { arbitrary: fc.constantFrom(firstEan(7), firstEan(5), '7800000000000'), weight: 1 },
      { arbitrary: fc.constantFrom(...lineEans).chain(urlHostile), weight: 2 },
    );
    await fuzz(
      fc.tuple(code, entry, fc.constantFrom('enter', 'button')),
      async ([text, mode, how]) => {
        const asked = requests.length;
        const notice = screen.queryByRole('alert')?.textContent ?? null;
        await enterText(user, field, text, mode);
        const value = typedValue(text);
        expect(field).toHaveValue(value);
        await humanPause();
        if (how === 'enter') await user.keyboard('{Enter}');
        else await user.click(screen.getByRole('button', { name: EXPRESS_DETAIL_LABELS.verify }));
        const ean = normaliseEan(value);
        const outcome = applyScan(lines, counts, ean);
        if (ean === '') {
          // Nothing to verify: nothing asked, nothing said.
          expect(requests).toHaveLength(asked);
          expect(screen.queryByRole('alert')?.textContent ?? null).toBe(notice);
        } else if (outcome.kind === 'counted') {
          counts = outcome.counts;
          expect(requests).toHaveLength(asked);
          expect(screen.queryByRole('alert')).toBeNull();
        } else if (codePathSegment(ean) === null) {
          // "." or ".." cannot be asked for as themselves: unknown, without a call.
          expect(screen.getByRole('alert')).toHaveTextContent(EXPRESS_MESSAGES.productNotFound);
          expect(requests).toHaveLength(asked);
        } else {
          const product = productByEan(demo.world.state, ean);
          const text = product ? invalidEanMessage(product.name) : EXPRESS_MESSAGES.productNotFound;
          await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
          // One lookup, of this code as it was typed (trimmed), and no other call; or none when
          // this code's answer is still in the screen's cache.
          if (requests.length === asked) expect(looked).toContain(ean);
          else {
            expect(requests.slice(asked)).toHaveLength(1);
            expect(askedFor(requests[asked], '/api/product-by-ean/', ean)).toBe(true);
          }
          looked.add(ean);
        }
        screenStillThere();
        // The field is ready for the next code; the counts are the lines' (and kept for a reload).
        expect(field).toHaveValue('');
        expect(verificationMemory.get()[String(order.id)] ?? {}).toEqual(counts);
        const counted = Object.values(counts).reduce((n, c) => n + c, 0);
        expect(screen.getByRole('status')).toHaveTextContent(
          EXPRESS_DETAIL_LABELS.counting(counted, expected),
        );
        expect(order.delivery_status).toBe('PENDIENTE');
        sessionKept(token);
      },
      {
        examples: [
          [[` ${lineEans[0]} `, 'auto', 'button']],
          [[firstEan(7), 'paste', 'enter']],
          [['../../logout', 'auto', 'button']],
          [[`./${lineEans[0]}`, 'auto', 'enter']],
          [['..', 'paste', 'enter']],
        ],
      },
    );
  }, 90_000);

  it("pickup code: required, this order's only, asked as itself; a wrong one never hands the order over", async () => {
    const order = expressOrder('pickup');
    const right = DEMO.pickupCodes.pickup;
    const user = fuzzUser();
    const token = session.get().accessToken;
    order.delivery_status = 'POR ENTREGAR';
    let view = await open(order.id);
    const dialog = async () => {
      await user.click(await screen.findByRole('button', { name: EXPRESS_DETAIL_LABELS.deliver }));
      return screen.findByRole('dialog', { name: EXPRESS_DETAIL_LABELS.pickupTitle });
    };
    let box = await dialog();
    const code = fc.oneof(
      { arbitrary: fieldInput, weight: 4 },
      // The right code as a seller may type it; another order's code.
      {
        arbitrary: fc.tuple(pad, fc.constantFrom(right, right.toLowerCase()), pad).map((p) => p.join('')),
        weight: 1,
      },
      { arbitrary: fc.constantFrom(...Object.values(DEMO.pickupCodes)), weight: 1 },
      { arbitrary: urlHostile(right), weight: 3 },
    );
    await fuzz(
      fc.tuple(code, entry, fc.constantFrom('enter', 'button')),
      async ([text, mode, how]) => {
        const asked = requests.length;
        const statusChanges = demo.world.state.requestCounts.updateDeliveryStatus ?? 0;
        const field = within(box).getByRole('textbox');
        await enterText(user, field, text, mode);
        const value = typedValue(text);
        if (how === 'enter') await user.keyboard('{Enter}');
        else await user.click(within(box).getByRole('button', { name: EXPRESS_DETAIL_LABELS.confirm }));
        const problem = validatePickupCode(value, order.pickup_code);
        if (problem === CODE_MESSAGES.pickupRequired) {
          expect(within(box).getByText(problem)).toBeInTheDocument();
          expect(requests).toHaveLength(asked);
        } else if (problem && codePathSegment(value.trim()) === null) {
          expect(within(box).getByText(problem)).toBeInTheDocument();
          expect(requests).toHaveLength(asked);
        } else if (problem) {
          await within(box).findByText(problem);
          // Asked once, for this code, and nothing handed over.
          expect(requests.slice(asked)).toHaveLength(1);
          expect(askedFor(requests[asked], '/api/orders/pickup/', value.trim())).toBe(true);
          expect(demo.world.state.requestCounts.updateDeliveryStatus ?? 0).toBe(statusChanges);
          expect(order.delivery_status).toBe('POR ENTREGAR');
          expect(field).toHaveValue(value);
        } else {
          expect(await screen.findByText(EXPRESS_MESSAGES.delivered)).toBeInTheDocument();
          expect(order.delivery_status).toBe('ENTREGADO');
          expect(askedFor(requests[asked], '/api/orders/pickup/', value.trim())).toBe(true);
          // Next run: the order is to be handed over again.
          view.unmount();
          order.delivery_status = 'POR ENTREGAR';
          view = await open(order.id);
          box = await dialog();
        }
        screenStillThere();
        sessionKept(token);
      },
      {
        examples: [
          [['', 'auto', 'enter']],
          [[` ${right.toLowerCase()} `, 'auto', 'button']],
          [[DEMO.pickupCodes.immediate, 'paste', 'enter']],
          [[`${right}?x=1`, 'auto', 'button']],
          [['%', 'paste', 'button']],
          [['../../logout', 'auto', 'enter']],
        ],
      },
    );
  }, 90_000);

  it('counterexample: the EAN "../../logout" is looked up as a code, not as GET /api/logout; the session stays', async () => {
    const order = expressOrder('immediate');
    await open(order.id);
    await screen.findByText(/^en Pack /);
    const token = session.get().accessToken;
    const user = fuzzUser();
    await user.type(screen.getByLabelText(EXPRESS_DETAIL_LABELS.ean), '../../logout');
    await user.click(screen.getByRole('button', { name: EXPRESS_DETAIL_LABELS.verify }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Producto no encontrado'));
    expect(demo.world.state.requestCounts.logout ?? 0).toBe(0);
    expect(requests.at(-1)).toBe('/api/product-by-ean/..%2F..%2Flogout');
    sessionKept(token);
  });

  it('counterexample: the pickup code "PK4821?x=1" is "Codigo invalido", and the order is not handed over', async () => {
    const order = expressOrder('pickup');
    order.delivery_status = 'POR ENTREGAR';
    await open(order.id);
    const user = fuzzUser();
    await user.click(await screen.findByRole('button', { name: EXPRESS_DETAIL_LABELS.deliver }));
    const box = await screen.findByRole('dialog', { name: EXPRESS_DETAIL_LABELS.pickupTitle });
    await user.type(within(box).getByRole('textbox'), `${DEMO.pickupCodes.pickup}?x=1{Enter}`);
    expect(await within(box).findByText('Codigo invalido')).toBeInTheDocument();
    expect(order.delivery_status).toBe('POR ENTREGAR');
    expect(demo.world.state.requestCounts.updateDeliveryStatus ?? 0).toBe(0);
  });
});
