import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstRedirect,
  type GuardContext,
  leaveWhileBilling,
  leaveWhilePaying,
  requireBuyType,
  requireCustomer,
  requireMachine,
  requireMemberProfile,
  requireOrder,
  requireUser,
  rootTarget,
  stayWhileCharging,
} from './guards.ts';
import { initialSale, type SaleState } from './sale.ts';
import { initialSession, type SessionState } from './session.ts';

const now = new Date('2026-11-21T15:00:00Z');

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const validToken = jwt({ exp: now.getTime() / 1000 + 3600 });
const user = { id: 1, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } };

function ctx(overrides: {
  session?: Partial<SessionState>;
  sale?: Partial<SaleState>;
  isTerminalApp?: boolean;
  openAttempts?: number;
}) {
  const value: GuardContext = {
    session: {
      ...initialSession(),
      user,
      accessToken: validToken,
      machineNumber: '12',
      ...overrides.session,
    },
    sale: { ...initialSale(), ...overrides.sale },
    now,
    isTerminalApp: overrides.isTerminalApp ?? false,
    openAttempts: overrides.openAttempts ?? 0,
  };
  return value;
}

describe('requireUser', () => {
  it('lets a logged-in seller with a valid token through', () => {
    expect(requireUser(ctx({}))).toBeNull();
  });
  it('sends a visitor without a user to /login', () => {
    expect(requireUser(ctx({ session: { user: null } }))).toEqual({ to: '/login' });
  });
  it('sends a user without a token to /login', () => {
    expect(requireUser(ctx({ session: { accessToken: null } }))).toEqual({ to: '/login' });
  });
  it('logs out a seller whose token expired (exp claim in the past)', () => {
    const expired = jwt({ exp: now.getTime() / 1000 - 1 });
    expect(requireUser(ctx({ session: { accessToken: expired } }))).toEqual({ to: '/login', logout: true });
  });
  it('treats a token expiring exactly now as expired', () => {
    const edge = jwt({ exp: now.getTime() / 1000 });
    expect(requireUser(ctx({ session: { accessToken: edge } }))?.logout).toBe(true);
  });
  it('logs out when the token is not a JWT at all', () => {
    expect(requireUser(ctx({ session: { accessToken: 'garbage' } }))).toEqual({ to: '/login', logout: true });
  });
});

describe('requireMachine', () => {
  it('sends a store browser without a machine number to /maquina', () => {
    expect(requireMachine(ctx({ session: { machineNumber: null } }))).toEqual({ to: '/maquina' });
  });
  it('does not ask the terminal app for a machine number', () => {
    expect(requireMachine(ctx({ session: { machineNumber: null }, isTerminalApp: true }))).toBeNull();
  });
  it('lets a machine with a number through', () => {
    expect(requireMachine(ctx({}))).toBeNull();
  });
});

describe('requireBuyType', () => {
  it('sends a sale without a customer type to /inicio', () => {
    expect(requireBuyType(ctx({}))).toEqual({ to: '/inicio' });
  });
  it('lets a typed sale through', () => {
    expect(requireBuyType(ctx({ sale: { buyType: 'no-socio' } }))).toBeNull();
  });
});

describe('requireCustomer', () => {
  const customer = { id: 7, name: 'Camila Rojas', rut: '12345678-5' };
  it('sends a member sale without a customer to /ingreso', () => {
    expect(requireCustomer(ctx({ sale: { buyType: 'socio' } }))).toEqual({ to: '/ingreso' });
  });
  it('sends a non-member sale without a customer to /ingreso', () => {
    expect(requireCustomer(ctx({ sale: { buyType: 'no-socio' } }))).toEqual({ to: '/ingreso' });
  });
  it('lets a member sale with its customer through', () => {
    expect(requireCustomer(ctx({ sale: { buyType: 'socio', customer } }))).toBeNull();
  });
  it('never asks a delivery-platform sale for a customer', () => {
    for (const buyType of [
      'rappi',
      'rappi-turbo',
      'rappi-payless',
      'cornershop',
      'ubereats',
      'pedidosya',
      'goodmeal',
    ] as const) {
      expect(requireCustomer(ctx({ sale: { buyType } }))).toBeNull();
    }
  });
});

describe('requireMemberProfile', () => {
  it('sends non-members and platform sales from /perfil to /compra', () => {
    expect(requireMemberProfile(ctx({ sale: { buyType: 'no-socio' } }))).toEqual({ to: '/compra' });
    expect(requireMemberProfile(ctx({ sale: { buyType: 'rappi' } }))).toEqual({ to: '/compra' });
  });
  it('shows the profile to members', () => {
    expect(requireMemberProfile(ctx({ sale: { buyType: 'socio' } }))).toBeNull();
  });
});

describe('leaveWhileBilling', () => {
  it('sends screens to /pago-final while an order with an id is in BILLING PROCESSING', () => {
    expect(leaveWhileBilling(ctx({ sale: { orderId: 41, orderStatus: 'BILLING PROCESSING' } }))).toEqual({
      to: '/pago-final',
      paymentLock: true,
    });
  });
  it('ignores the status when there is no order id', () => {
    expect(leaveWhileBilling(ctx({ sale: { orderId: null, orderStatus: 'BILLING PROCESSING' } }))).toBeNull();
  });
  it('stays for an order in any other status', () => {
    expect(leaveWhileBilling(ctx({ sale: { orderId: 41, orderStatus: 'PAGANDO' } }))).toBeNull();
  });
  it('property: redirects exactly when there is an order id and the status is BILLING PROCESSING', () => {
    const status = fc.constantFrom(
      'PENDIENTE',
      'APROBADO',
      'RECHAZADO',
      'CANCELADO',
      'PAGANDO',
      'ERROR',
      'BILLING PROCESSING',
      'FINISHED',
      'EXPIRADO',
    );
    fc.assert(
      fc.property(fc.option(fc.nat()), status, (orderId, orderStatus) => {
        const billing = orderId !== null && orderStatus === 'BILLING PROCESSING';
        expect(leaveWhileBilling(ctx({ sale: { orderId, orderStatus } }))).toEqual(
          billing ? { to: '/pago-final', paymentLock: true } : null,
        );
      }),
    );
  });

  /** Spec 000 §4 (cart, entry, profile, return and saved-orders screens) and spec 001 §2 (express orders). */
  const BILLING_ROUTES = [
    'carro',
    'ingreso',
    'perfil',
    'tipo-devolucion',
    'devolucion',
    'carro-devolucion',
    'guardados',
    'entrega-inmediata',
  ];
  const routeSource = (name: string) =>
    readFileSync(new URL(`../routes/_auth/_machine/${name}.tsx`, import.meta.url), 'utf8');

  it.each(BILLING_ROUTES)('/%s applies it first, before any other guard of the route', (name) => {
    expect(routeSource(name)).toMatch(/beforeLoad: guard\(\s*leaveWhileBilling[,)]/);
  });
  it('/compra does not apply it (it only skips its reset, docs/DECISIONS.md)', () => {
    expect(routeSource('compra')).not.toContain('leaveWhileBilling');
  });
});

describe('a sale being paid (docs/DECISIONS.md "Sale")', () => {
  it('keeps /carro away while a charge is open on this device or on the server', () => {
    expect(stayWhileCharging(ctx({ sale: { orderId: 8 }, openAttempts: 1 }))).toEqual({
      to: '/pago-final',
      paymentLock: true,
    });
    expect(stayWhileCharging(ctx({ sale: { orderId: 8, paymentLock: 'charging' } }))).toEqual({
      to: '/pago-final',
      paymentLock: true,
    });
  });
  it('lets /carro show, read-only, after an approved payment with no charge open', () => {
    expect(stayWhileCharging(ctx({ sale: { orderId: 8, paymentLock: 'paid' } }))).toBeNull();
    expect(stayWhileCharging(ctx({ sale: { orderId: 8 } }))).toBeNull();
  });
  it('sends the screens that edit or start a sale to /pago-final while it is being paid', () => {
    expect(leaveWhilePaying(ctx({ sale: { orderId: 8, paymentLock: 'paid' } }))).toEqual({
      to: '/pago-final',
      paymentLock: true,
    });
    expect(leaveWhilePaying(ctx({ sale: { orderId: 8 }, openAttempts: 2 }))).toEqual({
      to: '/pago-final',
      paymentLock: true,
    });
    expect(leaveWhilePaying(ctx({ sale: { orderId: 8 } }))).toBeNull();
    // A sale without an order has nothing being paid, whatever was remembered.
    expect(
      leaveWhilePaying(ctx({ sale: { orderId: null, paymentLock: 'paid' }, openAttempts: 1 })),
    ).toBeNull();
  });

  const PAYING_ROUTES = [
    'compra',
    'factura',
    'inicio',
    'ingreso',
    'perfil',
    'guardados',
    'entrega-inmediata',
    'delivery',
    'tipo-devolucion',
    'devolucion',
    'carro-devolucion',
  ];
  const source = (name: string) =>
    readFileSync(new URL(`../routes/_auth/_machine/${name}.tsx`, import.meta.url), 'utf8');
  it.each(PAYING_ROUTES)('/%s applies leaveWhilePaying', (name) => {
    expect(source(name)).toMatch(/guard\([^)]*leaveWhilePaying/);
  });
  it('/carro applies stayWhileCharging', () => {
    expect(source('carro')).toMatch(/beforeLoad: guard\([^)]*stayWhileCharging/);
  });
});

describe('requireOrder', () => {
  it('sends /pago-final without an order to /inicio', () => {
    expect(requireOrder(ctx({}))).toEqual({ to: '/inicio' });
    expect(requireOrder(ctx({ sale: { orderId: 3 } }))).toBeNull();
  });
});

describe('rootTarget and firstRedirect', () => {
  it('sends / to /inicio in the terminal app and to /maquina elsewhere', () => {
    expect(rootTarget({ isTerminalApp: true })).toBe('/inicio');
    expect(rootTarget({ isTerminalApp: false })).toBe('/maquina');
  });
  it('applies guards in order, first redirect wins', () => {
    const c = ctx({ sale: { orderId: 5, orderStatus: 'BILLING PROCESSING' } });
    expect(firstRedirect(c, [leaveWhileBilling, requireBuyType])).toEqual({
      to: '/pago-final',
      paymentLock: true,
    });
    expect(firstRedirect(c, [requireBuyType, leaveWhileBilling])).toEqual({ to: '/inicio' });
    expect(firstRedirect(ctx({ sale: { buyType: 'rappi' } }), [requireBuyType, requireCustomer])).toBeNull();
  });
});
