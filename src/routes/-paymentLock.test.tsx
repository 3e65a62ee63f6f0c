import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attemptsOf,
  beginAttempt,
  checkoutMemory,
  clearCheckoutMemory,
  endAttempt,
} from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { createSimulatorTerminal } from '@/terminal/simulator.ts';
import { Route as carro } from './_auth/_machine/carro.tsx';
import { Route as compra } from './_auth/_machine/compra.tsx';
import type { RouterContext } from './-context.ts';
import { guardContext } from './-guard.ts';

/**
 * The guards read the checkout's persisted attempts through the routes (a feature may not import
 * another): while a charge of the sale's order is open, /carro and /compra go back to
 * /pago-final, so nothing can send an order update that drops the charge's payment.
 */

const context = {
  queryClient: undefined,
  terminal: createSimulatorTerminal({ kind: 'browser' }),
  now: () => new Date(),
  logout: () => {},
  starting: () => false,
} as unknown as RouterContext;

function enter(route: { options: { beforeLoad?: unknown } }): string | null {
  const beforeLoad = route.options.beforeLoad as (options: {
    context: RouterContext;
    preload: boolean;
  }) => void;
  try {
    beforeLoad({ context, preload: false });
    return null;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return String(error.options.to);
  }
}

function payingSale(orderId: number) {
  session.set(() => ({ ...initialSession(), machineNumber: '7' }));
  sale.set(() => ({
    ...initialSale(),
    buyType: 'no-socio',
    customer: { id: 2, rut: '98765433' },
    orderId,
    orderStatus: 'PAGANDO',
  }));
}

afterEach(() => {
  clearCheckoutMemory();
  sale.reset();
  session.reset();
});

describe('open attempts in the route guards', () => {
  it('counts only the attempts of the sale’s order', () => {
    payingSale(9);
    beginAttempt({ orderId: 9, paymentId: 31, kind: 'redelcom' });
    expect(attemptsOf(checkoutMemory.get(), 9)).toBe(1);
    expect(attemptsOf(checkoutMemory.get(), 10)).toBe(0);
    expect(attemptsOf(checkoutMemory.get(), null)).toBe(0);
    expect(guardContext(context).openAttempts).toBe(1);
  });

  it('sends /carro and /compra back to /pago-final while a charge is open, and lets them in after', () => {
    payingSale(9);
    beginAttempt({ orderId: 9, paymentId: 31, kind: 'redelcom' });
    expect(enter(carro)).toBe('/pago-final');
    expect(enter(compra)).toBe('/pago-final');
    // The order was not touched by the visit: the sale still has it.
    expect(sale.get().orderId).toBe(9);

    endAttempt(31);
    expect(enter(carro)).toBeNull();
  });

  it('after an approved payment: /carro shows (read-only), /compra goes back to /pago-final', () => {
    payingSale(9);
    sale.set((s) => ({ ...s, paymentLock: 'paid' }));
    expect(enter(carro)).toBeNull();
    expect(enter(compra)).toBe('/pago-final');
  });
});
