import { startDemoServer } from '@mocks/node.ts';
import { countSimulatedCharges } from '@mocks/testing.ts';
import { DEMO } from '@mocks/world/index.ts';
import { MACH_APPROVAL_MS } from '@mocks/world/rules.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { CHECKOUT_MESSAGES, NETWORK_MESSAGES } from '@/domain/messages.ts';
import type { PaymentType } from '@/domain/types.ts';
import { attemptFor, clearCheckoutMemory } from '@/session/attempts.ts';
import { session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { type CheckoutOrderInput, renderCheckout, startCheckout } from '@/test/checkout.tsx';
import { networkBack, pullNetwork } from '@/test/network.ts';
import { dropEngines } from './engines.ts';
import { forgetNativeAnswers } from './providers/native.ts';
import { loadProvider, PROVIDER_KINDS, type ProviderKind, providerKindFor } from './registry.ts';

/**
 * The conformance suite of the payment engine (docs/DECISIONS.md "The payment engine"): every one
 * of the fifteen providers through its REAL step on /pago-final, driven as a seller drives it, on
 * the demo world. What is counted is the world's: the requests of the one call that may charge
 * (`requestCounts`), the Idempotency-Keys it carried, the charges per payment and the payment's
 * status. No case passes without the engine doing its work: a step that charged twice, lost a
 * charge or never sent shows in those counts.
 */

const demo = startDemoServer();
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
countSimulatedCharges(demo.world);
beforeAll(async () => {
  // Every step's module, loaded once: the first test of each is not the one that waits for it.
  await Promise.all(PROVIDER_KINDS.map((kind) => loadProvider(kind)));
}, 30_000);
afterEach(() => {
  vi.useRealTimers();
  clearCheckoutMemory();
  demo.reset();
});
afterAll(() => demo.close());

interface Row {
  kind: ProviderKind;
  /** The payment that makes /pago-final show this provider's step. */
  payment: PaymentType;
  amount?: number;
  order?: Omit<CheckoutOrderInput, 'payments'>;
  /** A payment before it (FREE is a step only beside one that charges). */
  before?: PaymentType;
  terminal?: SimulatorCreateOptions;
  /** The one call that may charge (its operationId and route), or the machine's. */
  startOp: string | null;
  startRoute?: { method: 'post' | 'patch' | 'put'; path: string };
  /** What the seller fills and presses to start the charge. */
  fill: (step: ReturnType<typeof within>) => Promise<void>;
  press: string;
  /** A charge held open (a machine, a QR): cancel and late approval apply. */
  held?: 'card' | 'qr';
}

const typeInto = (label: string, text: string) => async (step: ReturnType<typeof within>) => {
  await userEvent.type(step.getByLabelText(label), text);
};
const nothing = async () => {};
const code = (label: string, value: string) => typeInto(label, value);
const twice = (label: string, value: string) => async (step: ReturnType<typeof within>) => {
  await userEvent.type(step.getByLabelText(label), value);
  await userEvent.type(step.getByLabelText('Repita el código'), value);
};
const platform = (buyType: CheckoutOrderInput['buyType']) => ({ buyType, customer: null });

const ROWS: Row[] = [
  {
    kind: 'cash',
    payment: 'EFECTIVO',
    startOp: 'updatePaymentStatus',
    startRoute: { method: 'patch', path: '/api/payments/update/:id' },
    fill: code('Monto recibido', '10000'),
    press: 'Confirmar pago',
  },
  {
    kind: 'transfer',
    payment: 'TRANSFERENCIA BANCARIA',
    startOp: 'updatePaymentDeposit',
    startRoute: { method: 'patch', path: '/api/payments/deposit/:id' },
    fill: twice('Código de transferencia', 'TRF-1'),
    press: 'Confirmar pago',
  },
  {
    kind: 'voucher',
    payment: 'OTRO',
    startOp: 'updatePaymentDeposit',
    startRoute: { method: 'patch', path: '/api/payments/deposit/:id' },
    fill: twice('Código del comprobante', 'VOU-1'),
    press: 'Confirmar pago',
  },
  {
    kind: 'deposit',
    payment: 'GOODMEAL',
    order: platform('goodmeal'),
    startOp: 'updatePaymentDeposit',
    startRoute: { method: 'patch', path: '/api/payments/deposit/:id' },
    fill: code('Código del pago', 'GM-1'),
    press: 'Confirmar pago',
  },
  {
    kind: 'platform',
    payment: 'RAPPI',
    order: platform('rappi'),
    startOp: 'createRappiPayment',
    startRoute: { method: 'post', path: '/api/payments/rappi/new' },
    fill: code('Código Rappi', '12345678'),
    press: 'Confirmar pago',
  },
  {
    kind: 'cornershop',
    payment: 'CORNERSHOP',
    order: platform('cornershop'),
    startOp: 'createCornershopPayment',
    startRoute: { method: 'post', path: '/api/payments/cornershop/new' },
    fill: async (step) => {
      await code('Código Cornershop', 'CS-1')(step);
      await code('Código de autorización', '778899')(step);
    },
    press: 'Confirmar pago',
  },
  {
    kind: 'wallet',
    payment: 'WALLET',
    amount: 1000,
    startOp: 'createWalletPayment',
    startRoute: { method: 'post', path: '/api/payments/wallet/new' },
    fill: code('Código de verificación', DEMO.walletSmsCode),
    press: 'Confirmar pago',
  },
  {
    kind: 'rappiPayless',
    payment: 'RAPPI PAYLESS',
    order: platform('rappi-payless'),
    startOp: 'createRappiPaylessOrder',
    startRoute: { method: 'post', path: '/api/rappi-payless/new-order' },
    fill: code('Código de barras Rappi', '7712345'),
    press: 'Confirmar pago',
  },
  {
    kind: 'none',
    payment: 'FREE',
    amount: 0,
    before: 'EFECTIVO',
    startOp: 'updatePaymentStatus',
    startRoute: { method: 'patch', path: '/api/payments/update/:id' },
    fill: nothing,
    press: 'Continuar',
  },
  {
    kind: 'redelcom',
    payment: 'TARJETA DE DEBITO',
    startOp: 'createRedelcomPayment',
    startRoute: { method: 'post', path: '/api/payments/redelcom/new' },
    fill: nothing,
    press: 'Cobrar con tarjeta',
    held: 'card',
  },
  {
    kind: 'transbank',
    payment: 'TARJETA DE DEBITO',
    startOp: 'createTransbankPayment',
    startRoute: { method: 'post', path: '/api/payments/transbank/new' },
    fill: async (step) => {
      await userEvent.click(step.getByRole('button', { name: 'Ingresar código de autorización' }));
      await code('Código de autorización', '123456')(step);
    },
    press: 'Confirmar código',
  },
  {
    kind: 'smartPos',
    payment: 'TARJETA DE CREDITO',
    terminal: { kind: 'smartPos' },
    startOp: null,
    fill: nothing,
    press: 'Cobrar con tarjeta',
    held: 'card',
  },
  {
    kind: 'mercadoPago',
    payment: 'TARJETA DE DEBITO',
    terminal: { kind: 'mercadoPago' },
    startOp: null,
    fill: nothing,
    press: 'Cobrar con tarjeta',
    held: 'card',
  },
  {
    kind: 'mach',
    payment: 'MACH',
    startOp: 'createMachPayment',
    startRoute: { method: 'post', path: '/api/mach/new' },
    fill: nothing,
    press: 'Generar QR',
    held: 'qr',
  },
  {
    kind: 'redpay',
    payment: 'REDPAY',
    startOp: 'createRedpayPayment',
    startRoute: { method: 'post', path: '/api/redpay-payments/new' },
    fill: nothing,
    press: 'Generar QR',
    held: 'qr',
  },
];

/** /pago-final on an order paid with the row's payment, its step on show. */
async function open(row: Row, terminal: SimulatorCreateOptions = row.terminal ?? { kind: 'browser' }) {
  document.cookie = 'smart_pos_keys=true; path=/';
  const amount = row.amount ?? 1780;
  const payments = [
    ...(row.before ? [{ payment_type: row.before, amount: 1780 }] : []),
    { payment_type: row.payment, amount },
    ...(row.payment === 'WALLET' ? [{ payment_type: 'EFECTIVO' as const, amount: 780 }] : []),
  ];
  const { orderId } = await startCheckout({ payments, products: [{ id: 1, amount: 2 }], ...row.order });
  // A FREE step follows a paid one: the cash before it is approved on the world first.
  if (row.before) {
    const first = demo.world.state.payments.find(
      (p) => p.order_id === orderId && p.payment_type === row.before,
    );
    if (first) first.status = 'APROBADO';
  }
  const view = await renderCheckout({ terminal });
  const payment = demo.world.state.payments.find(
    (p) => p.order_id === orderId && p.payment_type === row.payment,
  )!;
  // The step on show is the last: paid steps before it stay shown, compact.
  const steps = row.before ? 2 : 1;
  const region = await waitFor(
    () => {
      const regions = screen.getAllByRole('region', { name: /^Paso \d de \d$/ });
      expect(regions).toHaveLength(steps);
      return regions.at(-1)!;
    },
    { timeout: 10_000 },
  );
  return {
    view,
    orderId,
    payment,
    step: () => within(screen.getByRole('region', { name: region.getAttribute('aria-label') ?? '' })),
    starts: () => (row.startOp ? (demo.world.state.requestCounts[row.startOp] ?? 0) : startsOnMachine(view)),
    charges: () => demo.world.state.charges[String(payment.id)] ?? 0,
    status: () => demo.world.state.payments.find((p) => p.id === payment.id)?.status,
  };
}

type Opened = Awaited<ReturnType<typeof open>>;

const startsOnMachine = (view: { terminal: { calls: readonly { operation: string }[] } }) =>
  view.terminal.calls.filter((c) => c.operation === 'startCardPayment').length;

/** The keys the world stored for the row's start (one per call it carried out). */
const keysOf = (op: string | null) =>
  Object.entries(demo.world.state.idempotency)
    .filter(([, seen]) => seen.operation === op)
    .map(([key]) => key);

/** Moves what a held charge waits on: the machine's answer, the QR paid, the polls. */
async function approveHeld(row: Row) {
  if (row.held === 'qr') demo.world.clock.advance(MACH_APPROVAL_MS);
  await act(() => vi.advanceTimersByTimeAsync(6_000));
}

/** The payment is approved on the world and its step is gone from the screen. */
async function paidOnce(o: Opened) {
  await waitFor(() => expect(o.status()).toBe('APROBADO'), { timeout: 10_000 });
  expect(o.charges()).toBe(1);
  expect(attemptFor(o.payment.id)).toBeNull();
}

async function startWith(row: Row, o: Opened) {
  await row.fill(o.step());
  await userEvent.click(o.step().getByRole('button', { name: row.press }));
}

const HELD = ROWS.filter((r) => r.held !== undefined);

describe.each(ROWS)('$kind', (row) => {
  it("the real step is the registry's for the payment and the machine", () => {
    expect(providerKindFor(row.payment, row.terminal?.kind ?? 'browser')).toBe(
      row.kind === 'transbank' ? 'redelcom' : row.kind,
    );
  });

  it('double tap: two synchronous presses start one charge, approved once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const o = await open(row);
    await row.fill(o.step());
    const button = o.step().getByRole('button', { name: row.press });
    act(() => {
      button.click();
      button.click();
    });
    if (row.held) await waitFor(() => expect(o.starts()).toBe(1));
    await approveHeld(row);
    await paidOnce(o);
    expect(o.starts()).toBe(1);
  });

  it('refused for sure: nothing charged, the attempt gone, the step offered again', async () => {
    if (row.startRoute) {
      const { method, path } = row.startRoute;
      demo.server.use(
        http[method](`*${path}`, () => HttpResponse.json({ errorMessage: 'Rechazado' }, { status: 400 })),
      );
    }
    const o = await open(row, row.startRoute ? undefined : { ...row.terminal, payment: 'unavailable' });
    await startWith(row, o);
    await waitFor(() =>
      expect(
        o.step().getAllByRole('button', { name: /Reintentar|Cobrar con tarjeta|Confirmar/ }).length,
      ).toBeGreaterThan(0),
    );
    await waitFor(() => expect(attemptFor(o.payment.id)).toBeNull());
    expect(o.charges()).toBe(0);
    expect(o.status()).not.toBe('APROBADO');
  });

  it.skipIf(!row.startRoute)(
    'no network: nothing sent and nothing refused: the step ready with "Sin conexión: no se envió" beside its button, ready as before when the network is back',
    async () => {
      const o = await open(row);
      await row.fill(o.step());
      pullNetwork();
      await userEvent.click(o.step().getByRole('button', { name: row.press }));
      expect(await o.step().findByText(NETWORK_MESSAGES.notSent)).toHaveAttribute('role', 'status');
      expect(o.step().queryByText('RECHAZADO')).toBeNull();
      expect(o.step().queryByText('ERROR')).toBeNull();
      expect(o.step().queryByRole('button', { name: 'Reintentar' })).toBeNull();
      expect(o.step().getByRole('button', { name: row.press })).toBeEnabled();
      expect(attemptFor(o.payment.id)).toBeNull();
      expect(o.starts()).toBe(0);
      // Back online: the note goes by itself, the step as it was before the tap.
      networkBack();
      await waitFor(() => expect(o.step().queryByText(NETWORK_MESSAGES.notSent)).toBeNull());
      expect(o.step().getByText('PENDIENTE')).toBeInTheDocument();
      await userEvent.click(o.step().getByRole('button', { name: row.press }));
      await waitFor(() => expect(o.starts()).toBe(1));
      if (!row.held) await paidOnce(o);
    },
  );

  it.skipIf(Boolean(row.startRoute))(
    'no network: the machine charges, its record says it was not sent and goes by itself when the network is back, one charge',
    async () => {
      const o = await open(row);
      pullNetwork();
      await startWith(row, o);
      expect(await o.step().findByText(NETWORK_MESSAGES.notSent)).toHaveAttribute('role', 'status');
      expect(o.step().getByText('PAGANDO')).toBeInTheDocument();
      expect(attemptFor(o.payment.id)?.phase).toBe('recording');
      networkBack();
      await paidOnce(o);
      expect(o.starts()).toBe(1);
    },
  );

  it('an answer lost while the server commits it later: unknown, sent again with the same key, one charge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    // A charge on the machine has no such call: its record's answer is the one lost.
    const fault = row.startOp
      ? `late-commit:${row.startOp}`
      : `lost-answer:${row.kind === 'smartPos' ? 'createTransbankSmartPosPayment' : 'updateMercadoPagoMachinePayment'}`;
    demo.world.setScenario(fault);
    const o = await open(row);
    await startWith(row, o);
    if (row.kind === 'mercadoPago') {
      // Its record tries again by itself, with the same key: the world answers the first record.
      await waitFor(() => expect(demo.world.state.requestCounts.updateMercadoPagoMachinePayment).toBe(1));
      demo.world.setScenario(null);
      await act(() => vi.advanceTimersByTimeAsync(1_500));
    } else {
      // Not shown by the server yet: unknown; Reintentar is the same request (or the same record).
      const again = await o.step().findByRole('button', { name: 'Reintentar' }, { timeout: 15_000 });
      expect(o.charges()).toBeLessThanOrEqual(1);
      demo.world.setScenario(null);
      await userEvent.click(again);
    }
    await approveHeld(row);
    await paidOnce(o);
    expect(o.starts()).toBe(row.startOp ? 2 : 1);
    if (row.startOp && !row.startOp.startsWith('updatePayment')) expect(keysOf(row.startOp)).toHaveLength(1);
  });

  it('a reload mid-attempt resumes the persisted attempt and never charges again', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: [
        'setInterval',
        'clearInterval',
        ...(row.held === 'card' && !row.startRoute ? (['setTimeout', 'clearTimeout', 'Date'] as const) : []),
      ],
    });
    let open$ = () => {};
    const held = new Promise<void>((resolve) => {
      open$ = resolve;
    });
    // A call settled by the server is held until the page is gone; a held charge is waited on.
    if (!row.held && row.startRoute) {
      const { method, path } = row.startRoute;
      demo.server.use(http[method](`*${path}`, () => held.then(() => undefined)));
    }
    if (row.held === 'card') demo.world.setScenario('payment-expired');
    const o = await open(
      row,
      row.held === 'card' && !row.startRoute
        ? { ...row.terminal, payment: 'slow', slowDelayMs: 60_000 }
        : undefined,
    );
    await startWith(row, o);
    await waitFor(() => expect(attemptFor(o.payment.id)).not.toBeNull());
    if (row.held) await waitFor(() => expect(attemptFor(o.payment.id)?.phase).toBe('charging'));
    // The page goes, the held call lands meanwhile; the page comes back on the persisted attempt.
    o.view.unmount();
    dropEngines();
    forgetNativeAnswers();
    open$();
    demo.world.setScenario(null);
    const again = await renderCheckout({ terminal: row.terminal ?? { kind: 'browser' } });
    if (row.held === 'card' && !row.startRoute) {
      // The machine answers the same request after the reload.
      await act(() => vi.advanceTimersByTimeAsync(61_000));
    }
    await approveHeld(row);
    await paidOnce(o);
    expect(o.starts()).toBe(1);
    again.unmount();
  });
});

describe.each(HELD)('$kind (a charge held open)', (row) => {
  const native = row.held === 'card' && !row.startRoute;
  const machine = (payment: SimulatorCreateOptions['payment']): SimulatorCreateOptions =>
    native ? { ...row.terminal, payment, slowDelayMs: 60_000 } : (row.terminal ?? { kind: 'browser' });

  /** The charge held, its cancel offered (Redelcom after 90 tries, a machine after 10 s). */
  async function holding(payment: SimulatorCreateOptions['payment'] = 'slow') {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    if (row.kind === 'redelcom') demo.world.setScenario('payment-expired');
    const o = await open(row, machine(payment));
    await startWith(row, o);
    await waitFor(() => expect(attemptFor(o.payment.id)?.phase).toBe('charging'));
    await act(() => vi.advanceTimersByTimeAsync(row.kind === 'redelcom' ? 95_000 : 11_000));
    return o;
  }

  it(
    row.kind === 'redelcom'
      ? 'Cancelar pago asks the machine first: it cannot cancel, says so, marks nothing, keeps waiting'
      : 'Cancelar pago: the machine (or the provider) first; cancelled, charged once, offered again',
    async () => {
      const o = await holding();
      await userEvent.click(await o.step().findByRole('button', { name: 'Cancelar pago' }));
      if (row.held === 'card')
        await waitFor(() =>
          expect(o.view.terminal.calls.map((c) => c.operation)).toContain('cancelCardPayment'),
        );
      if (row.kind === 'redelcom') {
        expect(await o.step().findByText(/no permite cancelar el pago desde aquí/)).toBeInTheDocument();
        expect(attemptFor(o.payment.id)).toMatchObject({ phase: 'charging' });
        expect(demo.world.state.requestCounts.updatePaymentStatus ?? 0).toBe(0);
      } else {
        await waitFor(() => expect(attemptFor(o.payment.id)).toBeNull());
        expect(o.status()).not.toBe('APROBADO');
      }
      expect(o.charges()).toBe(1);
      expect(o.starts()).toBe(1);
    },
  );

  it.skipIf(native)(
    'no network while it waits: no error, the wait says it has no connection and goes on by itself when it is back, approved once',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
      // The machine answers only once the network is back (Redelcom keeps answering "wait").
      if (row.kind === 'redelcom') demo.world.setScenario('payment-expired');
      const o = await open(row);
      await startWith(row, o);
      await waitFor(() => expect(attemptFor(o.payment.id)?.phase).toBe('charging'));
      pullNetwork();
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect(await o.step().findByText(NETWORK_MESSAGES.waitOffline)).toHaveAttribute('role', 'status');
      expect(o.step().queryByText(CHECKOUT_MESSAGES.pollingFailed)).toBeNull();
      expect(o.step().getByText('PAGANDO')).toBeInTheDocument();
      expect(attemptFor(o.payment.id)?.phase).toBe('charging');
      networkBack();
      await waitFor(() => expect(o.step().queryByText(NETWORK_MESSAGES.waitOffline)).toBeNull());
      demo.world.setScenario(null);
      await approveHeld(row);
      await paidOnce(o);
      expect(o.starts()).toBe(1);
    },
  );

  it('paid as it is cancelled (the card went through, the customer paid the QR): approved once', async () => {
    if (row.held === 'qr') demo.world.setScenario('qr-paid-at-cancel');
    const o = await holding(native ? 'lateApprove' : 'slow');
    if (row.kind === 'redelcom') {
      // The machine cannot cancel; its answer comes later: approved on the same payment.
      await userEvent.click(await o.step().findByRole('button', { name: 'Cancelar pago' }));
      demo.world.setScenario(null);
    } else {
      await userEvent.click(await o.step().findByRole('button', { name: 'Cancelar pago' }));
    }
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await paidOnce(o);
    expect(o.starts()).toBe(1);
  });
});
