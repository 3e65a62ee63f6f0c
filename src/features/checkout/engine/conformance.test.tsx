import { startDemoServer } from '@mocks/node.ts';
import { countSimulatedCharges } from '@mocks/testing.ts';
import { DEMO } from '@mocks/world/index.ts';
import { MACH_APPROVAL_MS, REDPAY_APPROVAL_MS } from '@mocks/world/rules.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { queries } from '@/api/queries.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import type { PaymentType } from '@/domain/types.ts';
import { session } from '@/session/session.ts';
import { createSimulatorTerminal, type SimulatorCreateOptions } from '@/terminal/simulator.ts';
import type { Clock } from '@/terminal/types.ts';
import { type CheckoutOrderInput, startCheckout } from '@/test/checkout.tsx';
import { attemptFor, clearCheckoutMemory } from '../attempts.ts';
import type { CheckoutPayment, StepSale } from '../steps/types.ts';
import type { PaymentProvider } from './provider.ts';
import { machProvider } from './providers/mach.ts';
import { mercadoPagoProvider, smartPosProvider } from './providers/native.ts';
import { redelcomProvider } from './providers/redelcom.ts';
import { redpayProvider } from './providers/redpay.ts';
import { cashProvider, platformProvider, walletProvider } from './providers/settled.ts';
import { transbankProvider } from './providers/transbank.ts';
import { useAttemptEngine } from './useAttemptEngine.ts';

/**
 * The conformance suite of the payment engine (docs/DECISIONS.md "The payment engine"): EVERY
 * provider through the same cases, on the demo world. Each case ends with exactly one charge or
 * none (the world's `charges` per payment; a native card counts when the simulated machine is
 * asked to charge it) and with the payment status the server holds. A case that does not apply to
 * a provider says why in the table (`notApplicable`), never by leaving it out.
 */

const demo = startDemoServer();
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
countSimulatedCharges(demo.world);
afterEach(() => {
  cleanup();
  clearCheckoutMemory();
  demo.reset();
});
afterAll(() => demo.close());
/** Switches the world's scenario (a fault, an outcome) from here on. */
// biome-ignore lint/correctness/useHookAtTopLevel: the demo server's scenario switch, not a React hook
const scenario = (name: string | null) => demo.useScenario(name);

/** A clock the test moves by hand: the simulated machine answers a slow payment when told to. */
function manualClock() {
  const due: (() => void)[] = [];
  const clock: Clock = {
    setTimeout: (callback) => due.push(callback),
    clearTimeout: () => {},
  };
  return {
    clock,
    fire: () =>
      act(() => {
        for (const f of due.splice(0)) f();
      }),
  };
}

type Case = 'refuse' | 'lose' | 'reload' | 'cancel' | 'cannotCancel' | 'lateApproval';

interface Row {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each row's own input type
  provider: PaymentProvider<any>;
  input: unknown;
  payment: PaymentType;
  order?: Omit<CheckoutOrderInput, 'payments'>;
  amount: number;
  terminal?: SimulatorCreateOptions;
  /** The one call that may charge (its operationId), null for a charge on the machine. */
  startOp: string | null;
  startPath?: { method: 'post' | 'patch'; path: string };
  /** What makes the held charge approved (the customer pays the QR; the machine answers). */
  approveLater?: 'qr-mach' | 'qr-redpay' | 'machine';
  /** The call that records a machine's approval (its answer is the one lost). */
  recordOp?: string;
  notApplicable: Partial<Record<Case, string>>;
  /** The status the server holds after a cancel. */
  cancelledStatus?: string;
}

const SERVER_SETTLED = 'settled by one server call: nothing is held open, so nothing is cancelled';

const ROWS: Row[] = [
  {
    name: 'Redelcom',
    provider: redelcomProvider,
    input: undefined,
    payment: 'TARJETA DE DEBITO',
    amount: 3780,
    startOp: 'createRedelcomPayment',
    startPath: { method: 'post', path: '/api/payments/redelcom/new' },
    notApplicable: {},
    cancelledStatus: 'RECHAZADO',
  },
  {
    name: 'SmartPOS',
    provider: smartPosProvider,
    input: undefined,
    payment: 'TARJETA DE DEBITO',
    amount: 3780,
    terminal: { kind: 'smartPos' },
    startOp: null,
    approveLater: 'machine',
    recordOp: 'createTransbankSmartPosPayment',
    notApplicable: { cannotCancel: 'the SmartPOS machine always takes a cancel; its payment answers' },
    cancelledStatus: 'PENDIENTE',
  },
  {
    name: 'Mercado Pago',
    provider: mercadoPagoProvider,
    input: undefined,
    payment: 'TARJETA DE CREDITO',
    amount: 3780,
    terminal: { kind: 'mercadoPago' },
    startOp: null,
    approveLater: 'machine',
    recordOp: 'updateMercadoPagoMachinePayment',
    notApplicable: { cannotCancel: 'the Mercado Pago machine always takes a cancel; its payment answers' },
    cancelledStatus: 'PENDIENTE',
  },
  {
    name: 'Transbank code',
    provider: transbankProvider,
    input: '123456',
    payment: 'TARJETA DE DEBITO',
    amount: 3780,
    startOp: 'createTransbankPayment',
    startPath: { method: 'post', path: '/api/payments/transbank/new' },
    notApplicable: {
      cancel: 'the card was charged on a standalone POS: the code only records it',
      cannotCancel: 'the card was charged on a standalone POS: the code only records it',
      lateApproval: 'the card was charged on a standalone POS: the code only records it',
    },
  },
  {
    name: 'MACH',
    provider: machProvider,
    input: undefined,
    payment: 'MACH',
    amount: 3780,
    startOp: 'createMachPayment',
    startPath: { method: 'post', path: '/api/mach/new' },
    approveLater: 'qr-mach',
    notApplicable: {},
    cancelledStatus: 'PENDIENTE',
  },
  {
    name: 'Redpay',
    provider: redpayProvider,
    input: undefined,
    payment: 'REDPAY',
    amount: 3780,
    startOp: 'createRedpayPayment',
    startPath: { method: 'post', path: '/api/redpay-payments/new' },
    approveLater: 'qr-redpay',
    notApplicable: {},
    cancelledStatus: 'PENDIENTE',
  },
  {
    name: 'server: cash',
    provider: cashProvider,
    input: undefined,
    payment: 'EFECTIVO',
    amount: 3780,
    startOp: 'updatePaymentStatus',
    startPath: { method: 'patch', path: '/api/payments/update/:id' },
    notApplicable: { cancel: SERVER_SETTLED, cannotCancel: SERVER_SETTLED, lateApproval: SERVER_SETTLED },
  },
  {
    name: 'server: platform (Rappi)',
    provider: platformProvider,
    input: { code: '12345678', provider: 'REDELCOM' },
    payment: 'RAPPI',
    amount: 4000,
    order: { buyType: 'rappi', customer: null },
    startOp: 'createRappiPayment',
    startPath: { method: 'post', path: '/api/payments/rappi/new' },
    notApplicable: { cancel: SERVER_SETTLED, cannotCancel: SERVER_SETTLED, lateApproval: SERVER_SETTLED },
  },
  {
    name: 'server: wallet',
    provider: walletProvider,
    input: { customerId: 1, code: DEMO.walletSmsCode },
    payment: 'WALLET',
    amount: 1000,
    startOp: 'createWalletPayment',
    startPath: { method: 'post', path: '/api/payments/wallet/new' },
    notApplicable: { cancel: SERVER_SETTLED, cannotCancel: SERVER_SETTLED, lateApproval: SERVER_SETTLED },
  },
];

function Harness({ row, sale, payment, terminal, onApproved, pollMs }: HarnessProps) {
  const engine = useAttemptEngine({ ...row.provider, pollMs }, { sale, payment, terminal, onApproved });
  const { state } = engine;
  const failure = 'failure' in state ? state.failure : null;
  const notice = state.phase === 'charging' ? state.notice : null;
  return (
    <section>
      <p data-testid="phase">{engine.approved ? 'approved' : state.phase}</p>
      <p data-testid="message">{notice ?? failure?.message ?? ''}</p>
      <button type="button" onClick={() => engine.start(row.input)}>
        Cobrar
      </button>
      <button type="button" onClick={engine.cancel}>
        Cancelar pago
      </button>
      <button type="button" onClick={() => engine.resend(row.input)}>
        Enviar de nuevo
      </button>
      <button type="button" onClick={engine.recordAgain}>
        Registrar de nuevo
      </button>
    </section>
  );
}

interface HarnessProps {
  row: Row;
  sale: StepSale;
  payment: CheckoutPayment;
  terminal: ReturnType<typeof createSimulatorTerminal>;
  onApproved: () => void;
  pollMs: number;
}

/** An order paid with the row's payment, and the engine mounted on it. */
async function open(row: Row, options: { terminal?: SimulatorCreateOptions; pollMs?: number } = {}) {
  const withWallet = row.payment === 'WALLET' ? [{ payment_type: 'EFECTIVO' as const, amount: 2780 }] : [];
  const { orderId } = await startCheckout({
    payments: [{ payment_type: row.payment, amount: row.amount }, ...withWallet],
    products: [{ id: 1, amount: 2 }],
    ...row.order,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const order = (await client.fetchQuery(queries.checkoutOrder(orderId))).data.order;
  const payment = order.payments.find((p) => p.payment_type === row.payment)!;
  const user = session.get().user!;
  const sale: StepSale = {
    orderId,
    orderNumber: order.order_number,
    buyType: order.buy_type,
    documentType: order.document_type,
    total: order.total_amount,
    customerId: row.order?.customer === null ? null : 1,
    storeId: user.store_id,
    store: user.Store,
    machineNumber: '7',
  };
  const terminal = createSimulatorTerminal({ kind: 'browser', ...row.terminal, ...options.terminal });
  const onApproved = vi.fn();
  const props: HarnessProps = { row, sale, payment, terminal, onApproved, pollMs: options.pollMs ?? 20 };
  const mount = () =>
    render(
      <QueryClientProvider client={client}>
        <Harness {...props} />
      </QueryClientProvider>,
    );
  const view = mount();
  const world = () => demo.world.state.payments.find((p) => p.id === payment.id)!;
  return {
    payment,
    terminal,
    onApproved,
    view,
    /** A reload: the step goes away and comes back on the persisted attempt. */
    unmount: () => view.unmount(),
    mount,
    charges: () => demo.world.state.charges[String(payment.id)] ?? 0,
    status: () => world().status,
  };
}

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());
const phase = (expected: string) =>
  waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent(new RegExp(`^${expected}$`)), {
    timeout: 5000,
  });
const message = () => screen.getByTestId('message').textContent;

/** What makes a held charge approved, when the row needs something (the QR paid, the machine). */
async function approveHeld(row: Row, fire?: () => void) {
  if (row.approveLater === 'qr-mach') demo.world.clock.advance(MACH_APPROVAL_MS);
  if (row.approveLater === 'qr-redpay') demo.world.clock.advance(REDPAY_APPROVAL_MS);
  if (row.approveLater === 'machine') fire?.();
}

/** Keeps the row's charge held (pending) until the test says otherwise. */
function hold(row: Row) {
  const manual = manualClock();
  if (row.name === 'Redelcom') scenario('payment-expired');
  const terminal: SimulatorCreateOptions =
    row.approveLater === 'machine' ? { payment: 'slow', clock: manual.clock } : {};
  return { terminal, fire: manual.fire };
}

/** Holds every request to `path` until `open()`, then lets the world answer it. */
function gated(target: Row['startPath']) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (target) demo.server.use(http[target.method](target.path, () => opened.then(() => undefined)));
  return { open };
}

const heldProviders = ROWS.filter((r) => r.cancelledStatus !== undefined);

/** A case the row's provider does not apply to: listed as skipped, with its reason. */
function applies(row: Row, name: Case): (title: string, body: () => Promise<void>) => void {
  const why = row.notApplicable[name];
  return why === undefined ? (t, body) => it(t, body) : (t) => it.skip(`${t} (does not apply: ${why})`);
}

describe.each(ROWS)('$name', (row) => {
  it('approve: one charge, the server holds APROBADO, approved once, the attempt forgotten', async () => {
    const held = hold(row);
    scenario(null);
    const w = await open(row, { terminal: held.terminal });
    await press('Cobrar');
    if (row.approveLater) {
      await phase('charging');
      await approveHeld(row, held.fire);
    }
    await phase('approved');
    expect(w.charges()).toBe(1);
    expect(w.status()).toBe('APROBADO');
    expect(w.onApproved).toHaveBeenCalledTimes(1);
    expect(attemptFor(w.payment.id)).toBeNull();
  });

  it('refuse: refused for sure (a 4xx, or the machine will not start): no charge, offered again', async () => {
    if (row.startPath) {
      const { method, path } = row.startPath;
      demo.server.use(
        http[method](path, () => HttpResponse.json({ errorMessage: 'Rechazado' }, { status: 400 })),
      );
    }
    const w = await open(row, { terminal: row.startPath ? {} : { payment: 'unavailable' } });
    await press('Cobrar');
    await phase('idle');
    expect(message()).not.toBe('');
    expect(w.charges()).toBe(0);
    expect(w.status()).toBe('PENDIENTE');
    expect(attemptFor(w.payment.id)).toBeNull();
  });

  it('lose the answer: the server did the work, the answer is lost; reconciled, one charge', async () => {
    const w = await open(row);
    scenario(`lost-answer:${row.startOp ?? row.recordOp}`);
    await press('Cobrar');
    if (row.name === 'MACH') {
      // No MACH read by order: still unknown; the same attempt is sent again with the same key.
      await phase('unknown');
      scenario(null);
      await press('Enviar de nuevo');
      await phase('charging');
    } else if (row.name === 'Mercado Pago') {
      // Its record is tried again by itself (1 s later): the world answers the same record.
      await waitFor(() => expect(demo.world.state.requestCounts.updateMercadoPagoMachinePayment).toBe(1));
      scenario(null);
    } else if (row.recordOp) {
      await waitFor(() => expect(message()).toBe(CHECKOUT_MESSAGES.pollingFailed));
      scenario(null);
      await press('Registrar de nuevo');
    }
    if (row.approveLater?.startsWith('qr')) {
      await phase('charging');
      await approveHeld(row);
    }
    await phase('approved');
    expect(w.charges()).toBe(1);
    expect(w.status()).toBe('APROBADO');
    expect(w.onApproved).toHaveBeenCalledTimes(1);
  });

  it('reload mid-attempt: the remounted step resumes the persisted attempt, never charges again', async () => {
    const held = hold(row);
    // A request settled by the server is held out until the step is gone (then the world answers).
    const gate = gated(row.cancelledStatus === undefined ? row.startPath : undefined);
    const w = await open(row, { terminal: held.terminal });
    await press('Cobrar');
    if (row.cancelledStatus !== undefined) await phase('charging');
    // Gone before the answer (a charge held, or the request still out), then shown again.
    gate.open();
    w.unmount();
    expect(attemptFor(w.payment.id)).not.toBeNull();
    if (row.cancelledStatus === undefined) await waitFor(() => expect(w.status()).toBe('APROBADO'));
    w.mount();
    scenario(null);
    await approveHeld(row, held.fire);
    await phase('approved');
    expect(w.charges()).toBe(1);
    expect(w.status()).toBe('APROBADO');
  });

  it('double tap: two synchronous presses start one charge', async () => {
    const held = hold(row);
    scenario(null);
    const w = await open(row, { terminal: held.terminal });
    act(() => {
      const button = screen.getByRole('button', { name: 'Cobrar' });
      button.click();
      button.click();
    });
    if (row.approveLater) {
      await phase('charging');
      await approveHeld(row, held.fire);
    }
    await phase('approved');
    expect(w.charges()).toBe(1);
    if (row.startOp) expect(demo.world.state.requestCounts[row.startOp]).toBe(1);
    else expect(w.terminal.calls.filter((c) => c.operation === 'startCardPayment')).toHaveLength(1);
  });

  applies(row, 'cancel')('cancel: the machine first, then the server; no charge left open', async () => {
    const held = hold(row);
    // Redelcom: a machine that can cancel (the native kinds can); the others cancel themselves.
    const terminal = row.name === 'Redelcom' ? { kind: 'smartPos' as const } : held.terminal;
    const w = await open(row, { terminal });
    await press('Cobrar');
    await phase('charging');
    await press('Cancelar pago');
    await phase('idle');
    if (row.startOp === 'createRedelcomPayment' || !row.startOp)
      expect(w.terminal.calls.map((c) => c.operation)).toContain('cancelCardPayment');
    expect(w.charges()).toBe(1);
    expect(w.status()).toBe(row.cancelledStatus);
    expect(attemptFor(w.payment.id)).toBeNull();
  });

  applies(row, 'cannotCancel')('cannot cancel: said so, nothing marked, still waiting', async () => {
    hold(row);
    if (row.name === 'MACH') scenario('server-error:cancelMachPayment');
    if (row.name === 'Redpay') scenario('server-error:revokeRedpayPayment');
    const w = await open(row);
    await press('Cobrar');
    await phase('charging');
    await press('Cancelar pago');
    await waitFor(() => expect(message()).not.toBe(''));
    if (row.name === 'Redelcom') expect(message()).toBe(CHECKOUT_MESSAGES.machineCannotCancel);
    expect(screen.getByTestId('phase')).toHaveTextContent('charging');
    expect(w.charges()).toBe(1);
    expect(w.status()).toBe('PENDIENTE');
    expect(attemptFor(w.payment.id)).not.toBeNull();
  });

  applies(row, 'lateApproval')('late approval after a cancel: approved once, one charge', async () => {
    const manual = manualClock();
    if (row.name === 'Redelcom') scenario('payment-expired');
    const terminal: SimulatorCreateOptions =
      row.approveLater === 'machine' ? { payment: 'lateApprove', clock: manual.clock } : {};
    // The QR is polled rarely here: the cancel is what finds the customer paid first.
    const w = await open(row, { terminal, pollMs: row.approveLater?.startsWith('qr') ? 60_000 : 20 });
    await press('Cobrar');
    await phase('charging');
    await approveHeld(row);
    await press('Cancelar pago');
    if (row.name === 'Redelcom') {
      await waitFor(() => expect(message()).toBe(CHECKOUT_MESSAGES.machineCannotCancel));
      scenario(null);
    }
    await phase('approved');
    expect(w.charges()).toBe(1);
    expect(w.status()).toBe('APROBADO');
    expect(w.onApproved).toHaveBeenCalledTimes(1);
  });
});

it('the table names every case a provider skips, and why', () => {
  for (const row of ROWS)
    for (const why of Object.values(row.notApplicable)) expect(why.length).toBeGreaterThan(20);
  expect(heldProviders.map((r) => r.name)).toEqual([
    'Redelcom',
    'SmartPOS',
    'Mercado Pago',
    'MACH',
    'Redpay',
  ]);
});
