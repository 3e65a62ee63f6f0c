/**
 * What the fuzz tests of the server-settled steps share (ServerSteps.fuzz.test.tsx and
 * PlatformSteps.fuzz.test.tsx): an order on /pago-final, a call answered with a refusal so the
 * step stays for the next run, the step's messages, and the checks after each run.
 */
import type { DemoServer } from '@mocks/node.ts';
import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { expect } from 'vitest';
import type { CreateOrderRequest } from '@/api/generated/model/index.ts';
import { attemptFor } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { screenStillThere } from '@/test/failures.ts';
import type { fuzzUser } from '@/test/fuzz.ts';
import { renderCheckout, startCheckout } from './checkout.tsx';

/** The server's errorMessage for a value the client accepted (spec 001 §7: shown as it is). */
export const SERVER_REFUSAL = 'Pago rechazado por el servidor';

export type Rows = CreateOrderRequest['payments'];

export const field = (label: string) => screen.findByLabelText(label, {}, { timeout: 5000 });
export const step = () => screen.getByRole('region', { name: /^Paso 1 de / });

/** The error line under a field ('' when none). */
export function fieldMessage(input: HTMLElement): string {
  const line = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  return (line?.textContent ?? '').replace(/^⚠ /, '').trim();
}

/** Every message the step shows: the fields' lines and the card's own message. */
function stepMessages(): string[] {
  const region = step();
  return [...region.querySelectorAll('[id$="-message"]'), ...region.querySelectorAll(':scope > p')]
    .map((e) => (e.textContent ?? '').replace(/^⚠ /, '').trim())
    .filter((t) => t !== '');
}

/** Typed key by key when it can be (a seller), or pasted (a scanner, a paste). */
export const entry = fc.constantFrom<'auto' | 'paste'>('auto', 'paste');

export type Submit = 'enter' | 'button';
export const submitWith: fc.Arbitrary<Submit> = fc.constantFrom('enter', 'button');

/** Enter in the field, or the step's button ("Confirmar pago", "Reintentar" after a refusal). */
export async function submit(user: ReturnType<typeof fuzzUser>, how: Submit, input: HTMLElement) {
  if (how === 'enter') {
    input.focus();
    await user.keyboard('{Enter}');
  } else {
    await user.click(within(step()).getByRole('button', { name: /^(Confirmar pago|Reintentar)$/ }));
  }
}

/** The helpers that read or change the demo world of the test file. */
export function serverStepFuzz(demo: DemoServer) {
  /** An order with `payments` and /pago-final on its first step. */
  async function openStep(payments: Rows, extra: Omit<Parameters<typeof startCheckout>[0], 'payments'> = {}) {
    const { orderId } = await startCheckout({ payments, products: [{ id: 1, amount: 2 }], ...extra });
    await renderCheckout();
    const payment = demo.world.state.payments.filter((p) => p.order_id === orderId)[0]!;
    return { orderId, payment };
  }

  /** Every call to `path` answered with a refusal; the bodies sent, in order. */
  function refuseCalls(method: 'patch' | 'post', path: string): Record<string, unknown>[] {
    const bodies: Record<string, unknown>[] = [];
    demo.server.use(
      http[method](path, async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
        return HttpResponse.json({ errorMessage: SERVER_REFUSAL }, { status: 400 });
      }),
    );
    return bodies;
  }

  const paymentOf = (id: number) => demo.world.state.payments.find((p) => p.id === id)!;
  const charges = (id: number) => demo.world.state.charges[String(id)] ?? 0;

  /**
   * After each run: the screen is there, only allowed messages, no attempt left, the payment still
   * pending on the server and never charged, the sale as it was.
   */
  function nothingLost(paymentId: number, saleBefore: unknown, allowed: readonly string[]) {
    screenStillThere();
    expect(step()).toBeInTheDocument();
    for (const text of stepMessages()) expect(allowed).toContain(text);
    expect(attemptFor(paymentId)).toBeNull();
    expect(paymentOf(paymentId).status).toBe('PENDIENTE');
    expect(charges(paymentId)).toBe(0);
    expect(sale.get()).toEqual(saleBefore);
  }

  /** A refused value: no call started (no attempt), and none arrives. */
  function notSent(paymentId: number, bodies: readonly unknown[], before: number) {
    expect(attemptFor(paymentId)).toBeNull();
    expect(bodies).toHaveLength(before);
  }

  return { openStep, refuseCalls, paymentOf, charges, nothingLost, notSent };
}
