import { DELIVERY_ORDER_NOT_FOUND } from '@mocks/api/delivery.ts';
import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { codePathSegment, validateDeliveryOrderCode } from '@/domain/codes.ts';
import { ACTION_LABELS, DELIVERY_LABELS, deliveryOrderTitle, GENERAL_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { screenStillThere } from '@/test/failures.ts';
import {
  currentToast,
  enterText,
  fieldInput,
  fuzz,
  fuzzUser,
  typedValue,
  waitForNewToast,
} from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { DeliveryOrderScreen } from './DeliveryOrderScreen.tsx';
import { deliveryOrderMemory, forgetDeliveryOrder } from './deliveryOrderMemory.ts';

/**
 * Screen-level fuzzing of /orden-delivery/:deliveryType's order code. For any text the screen
 * stays; under 5 characters (trimmed) "Código incompleto" and nothing is asked; otherwise the code
 * is asked for as itself, GET /api/{type}/order/{code} and no other path (a "?", "#", "/" or
 * "../" in it must not find another order or reach another endpoint): the order it names is shown
 * and kept for a reload, an unknown one says the server's text. The session is never lost.
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
  forgetDeliveryOrder();
  requests.length = 0;
});
afterAll(() => demo.close());
beforeEach(async () => {
  await logInDemoSeller();
  forgetDeliveryOrder();
});

const PLATFORM = 'ubereats';

function open() {
  function Screen() {
    return (
      <>
        <h1>{deliveryOrderTitle(PLATFORM.toUpperCase())}</h1>
        <DeliveryOrderScreen platform={PLATFORM} />
      </>
    );
  }
  return renderScreen({
    path: `/orden-delivery/${PLATFORM}`,
    screens: { '/orden-delivery/$deliveryType': Screen },
  });
}

function fieldMessage(input: HTMLElement): string {
  const line = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  return (line?.textContent ?? '').replace(/^⚠ /, '').trim();
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

const known = (code: string) =>
  demo.world.state.deliveryOrders.find(
    (d) => d.platform === PLATFORM && d.code.toUpperCase() === code.toUpperCase(),
  );

const right = DEMO.uberEatsCode;
const pad = fc.constantFrom('', ' ', '  ', '\t');
const code = fc.oneof(
  { arbitrary: fieldInput, weight: 4 },
  {
    arbitrary: fc.tuple(pad, fc.constantFrom(right, right.toLowerCase()), pad).map((p) => p.join('')),
    weight: 1,
  },
  // Codes that are also URL syntax: another order, another endpoint, a query, a fragment.
  {
    arbitrary: fc.constantFrom(
      '../../logout',
      `${right}?x=1`,
      `${right}#a`,
      `./${right}`,
      `x/../${right}`,
      `${right}/`,
      '%%%%%',
      '%2e%2e%2flogout',
      '12/34/56',
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 6, unit: fc.constantFrom('U', 'E', '-', '4', ' ') }), weight: 1 },
);

describe('/orden-delivery/:deliveryType, fuzzed', () => {
  it('"Código": under 5 "Código incompleto" and nothing asked; else asked as itself, the order shown or the server\'s text', async () => {
    await open();
    const user = fuzzUser();
    const token = session.get().accessToken;
    await fuzz(
      fc.tuple(code, fc.constantFrom<'auto' | 'paste'>('auto', 'paste'), fc.constantFrom('enter', 'button')),
      async ([text, mode, how]) => {
        if (deliveryOrderMemory.get().code !== null) forgetDeliveryOrder();
        const field = await screen.findByLabelText(DELIVERY_LABELS.code);
        const asked = requests.length;
        const toastBefore = currentToast();
        await enterText(user, field, text, mode);
        const value = typedValue(text);
        expect(field).toHaveValue(value);
        if (how === 'enter') await user.keyboard('{Enter}');
        else await user.click(screen.getByRole('button', { name: ACTION_LABELS.search }));
        const wanted = value.trim();
        const problem = validateDeliveryOrderCode(value);
        if (problem) {
          expect(fieldMessage(field)).toBe(problem);
          expect(requests).toHaveLength(asked);
          expect(field).toHaveValue(value);
        } else if (codePathSegment(wanted) === null) {
          await waitForNewToast(GENERAL_MESSAGES.error, toastBefore);
          expect(requests).toHaveLength(asked);
        } else {
          const order = known(wanted);
          if (order) {
            expect(
              await screen.findByRole('heading', { name: deliveryOrderTitle(order.id) }),
            ).toBeInTheDocument();
            // Kept for a reload, with the code as it was typed (trimmed).
            expect(deliveryOrderMemory.get()).toMatchObject({
              platform: PLATFORM,
              code: wanted,
              orderId: order.order_id,
            });
          } else {
            await waitForNewToast(DELIVERY_ORDER_NOT_FOUND, toastBefore);
            expect(deliveryOrderMemory.get().code).toBeNull();
            expect(field).toHaveValue(value);
          }
          // Asked once, for this code as itself; no other call.
          expect(askedFor(requests[asked], `/api/${PLATFORM}/order/`, wanted)).toBe(true);
          expect(requests.slice(asked).every((p) => p.startsWith(`/api/${PLATFORM}/order/`))).toBe(true);
        }
        screenStillThere();
        expect(session.get().accessToken).toBe(token);
        expect(demo.world.state.revokedTokens).not.toContain(token);
      },
      {
        examples: [
          [['UE-1', 'auto', 'button']],
          [[` ${right.toLowerCase()} `, 'auto', 'enter']],
          [['../../logout', 'auto', 'button']],
          [[`${right}?x=1`, 'paste', 'enter']],
        ],
      },
    );
  }, 90_000);

  it('counterexample: the code "../../logout" is looked up as a code, not as GET /api/logout', async () => {
    await open();
    const token = session.get().accessToken;
    const user = fuzzUser();
    await user.type(screen.getByLabelText(DELIVERY_LABELS.code), '../../logout{Enter}');
    await waitForNewToast(DELIVERY_ORDER_NOT_FOUND, null);
    expect(demo.world.state.requestCounts.logout ?? 0).toBe(0);
    expect(demo.world.state.revokedTokens).not.toContain(token);
    expect(requests.at(-1)).toBe(`/api/${PLATFORM}/order/..%2F..%2Flogout`);
  });

  it(`counterexample: "${right}?x=1" is not order ${right}`, async () => {
    await open();
    const user = fuzzUser();
    await user.type(screen.getByLabelText(DELIVERY_LABELS.code), `${right}?x=1{Enter}`);
    await waitForNewToast(DELIVERY_ORDER_NOT_FOUND, null);
    expect(deliveryOrderMemory.get().code).toBeNull();
    expect(screen.getByLabelText(DELIVERY_LABELS.code)).toHaveValue(`${right}?x=1`);
  });
});
