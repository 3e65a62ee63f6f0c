import { type DemoServer, startDemoServer } from '@mocks/node.ts';
import { QueryClient } from '@tanstack/react-query';
import { getOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { configureApi } from '@/api/http.ts';
import { buildPaymentSequence } from '@/domain/paymentSequence.ts';
import type { PaymentEngine } from '@/features/checkout/engine/engine.ts';
import { dropEngines, engineFor } from '@/features/checkout/engine/engines.ts';
import { forgetNativeAnswers } from '@/features/checkout/engine/providers/native.ts';
import {
  loadProvider,
  PROVIDER_KINDS,
  type ProviderKind,
  providerKindFor,
} from '@/features/checkout/engine/registry.ts';
import type { CheckoutPayment, StepSale } from '@/features/checkout/steps/types.ts';
import { adoptOrder, clearCheckoutMemory } from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import type { WorldSwitches } from './commands.ts';
import { ScriptedMachine } from './machine.ts';
import { createPlannedOrder, type SalePlan, SEED_NOW } from './salePlan.ts';

export type { SalePlan } from './salePlan.ts';

import { StartLog } from './startLog.ts';
import { VirtualClock } from './virtualClock.ts';

/**
 * The real engine, providers, stores and demo world, driven without React: the money model's
 * system under test. It plays the screen (/pago-final shows the current step: its engine is
 * attached), the machine (ScriptedMachine), the network (online or not) and the clocks (virtual:
 * nothing waits for real time). Everything a seller or the world does is a method the commands
 * call; `settle` waits until no call is out and the screen read the order again.
 */
export class MoneyHarness {
  readonly demo: DemoServer;
  readonly clock = new VirtualClock();
  readonly log = new StartLog((key) => key in this.demo.world.state.idempotency);
  machine = new ScriptedMachine('redelcom');
  online = true;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  orderId = 0;
  orderNumber = 0;
  total = 0;
  buyType: SalePlan['buyType'] = 'socio';
  payments: CheckoutPayment[] = [];
  orderStatus = '';
  /** Charges on a standalone POS the seller typed the code of, and those handed over, per payment. */
  posCharges = new Map<number, number>();
  posHandedOver = new Map<number, number>();
  /** Machine transactions the seller handed over to be annulled elsewhere. */
  handedOverTransactions = new Set<string>();
  /** The world's switches (the model's faults and provider outcomes), as one scenario. */
  switches: WorldSwitches = { fault: null, cards: null, qrPaidAtCancel: false };
  /** The screen shows /pago-final (a seller is logged in on it). */
  onScreen = true;
  private shown: PaymentEngine | null = null;
  private detach: (() => void) | null = null;
  private terminal = this.machine.adapter();

  constructor() {
    this.demo = startDemoServer({ now: SEED_NOW });
    this.log.install();
    configureApi({
      baseUrl: '',
      getToken: () => session.get().accessToken,
      onUnauthorized: () => {},
      timeoutMs: 0,
      isOnline: () => this.online,
    });
  }

  close(): void {
    this.log.uninstall();
    this.demo.close();
  }

  /** Every provider's module, loaded once before the first sale (later loads are instant). */
  private static loaded: Promise<unknown> | null = null;

  /** A fresh world, stores and screen, and a new order for `plan` (as REALIZAR COMPRA makes it). */
  async open(plan: SalePlan): Promise<void> {
    MoneyHarness.loaded ??= Promise.all(PROVIDER_KINDS.map((kind) => loadProvider(kind)));
    await MoneyHarness.loaded;
    this.hide();
    dropEngines();
    forgetNativeAnswers();
    this.clock.reset(new Date(SEED_NOW).getTime());
    this.demo.reset();
    this.demo.world.clock.set(SEED_NOW);
    this.log.reset();
    this.online = true;
    this.switches = { fault: null, cards: null, qrPaidAtCancel: false };
    this.demo.world.setScenario(null);
    this.machine = new ScriptedMachine(plan.machine);
    this.terminal = this.machine.adapter();
    this.queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    this.posCharges.clear();
    this.posHandedOver.clear();
    this.handedOverTransactions.clear();
    clearCheckoutMemory();
    this.logIn(1);
    this.buyType = plan.buyType;
    const created = await createPlannedOrder(plan);
    this.orderId = created.orderId;
    this.orderNumber = created.orderNumber;
    sale.set(() => ({
      ...initialSale(),
      buyType: plan.buyType,
      orderId: this.orderId,
      orderNumber: this.orderNumber,
      orderStatus: 'PAGANDO',
    }));
    adoptOrder(this.orderId);
    this.onScreen = true;
    await this.settle();
  }

  /** A seller logged in on this machine (the demo seller is 1; another seller of the store is 3). */
  logIn(sellerId: number): void {
    session.set(() => ({
      ...initialSession(),
      user: { id: sellerId, name: `Vendedor ${sellerId}`, rut: '11111111-1', store_id: 1, Store: { id: 1 } },
      accessToken: this.demo.token(sellerId === 1 ? 1 : 1),
      machineNumber: '7',
    }));
  }

  // --- the screen ---

  stepSale(): StepSale {
    return {
      orderId: this.orderId,
      orderNumber: this.orderNumber,
      buyType: this.buyType,
      documentType: 'boleta',
      total: this.total,
      customerId: this.buyType === 'socio' ? 1 : null,
      storeId: 1,
      store: { id: 1, mach_active: true, redpay_active: true, tbk_smart_pos_active: true },
      machineNumber: this.machine.kind === 'smartPos' || this.machine.kind === 'mercadoPago' ? null : '7',
    };
  }

  engineOf(payment: CheckoutPayment): PaymentEngine {
    return engineFor({
      sale: this.stepSale(),
      payment,
      terminal: this.terminal,
      queryClient: this.queryClient,
      terminalId: null,
      now: () => this.clock.now(),
      sleep: (ms, signal) => this.clock.sleep(ms, signal),
      afterApproval: () => undefined,
    });
  }

  /** The step on show (null once nothing is left to pay or nobody is on /pago-final). */
  current(): { payment: CheckoutPayment; kind: ProviderKind; engine: PaymentEngine } | null {
    if (!this.onScreen || this.orderId === 0 || sale.get().orderId !== this.orderId) return null;
    const sequence = buildPaymentSequence(this.payments, this.total);
    if (sequence.phase === 'final') return null;
    const payment = sequence.steps[sequence.current]?.payment;
    if (!payment) return null;
    const original = this.payments.find((p) => p.id === payment.id) ?? payment;
    return {
      payment: original,
      kind: providerKindFor(original.payment_type, this.machine.kind),
      engine: this.engineOf(original),
    };
  }

  /**
   * Reads the order as the screen does (with no network it shows what it last read, as the
   * product's kept answers do), and shows its current step (attaching its engine).
   */
  async refresh(): Promise<void> {
    if (this.online && session.get().accessToken) {
      const order = await getOrder(this.orderId).then(
        (answer) => answer.data.order,
        () => null,
      );
      if (order) {
        this.payments = order.payments;
        this.total = order.total_amount;
        this.orderStatus = order.order_status;
      }
    }
    const step = this.current();
    if (step?.engine !== this.shown) {
      this.hide();
      if (step) {
        this.shown = step.engine;
        this.detach = step.engine.attach();
      }
    }
  }

  /** The screen goes away (logout, Volver, a reload): its engine is no longer watched. */
  hide(): void {
    this.detach?.();
    this.detach = null;
    this.shown = null;
  }

  /** A reload: the page and its memory go (engines, the machine's answers in flight), the stores stay. */
  reload(): void {
    this.hide();
    dropEngines();
    forgetNativeAnswers();
    this.queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  }

  /** Waits until no call is out and no engine is busy, reads the order again, and so on until calm. */
  async settle(): Promise<void> {
    for (let pass = 0; pass < 5; pass += 1) {
      await this.quiet();
      const before = this.shown;
      await this.refresh();
      const busy = this.shown?.inFlight === true && this.clock.nextDue() === null;
      if (this.shown === before && !busy && this.log.inFlight === 0) return;
    }
  }

  /**
   * Until no call is out and the step on show is not busy (a few turns of the event loop). A step
   * busy only sleeping on the model's clock (a retry's pause) is calm: only `pass` wakes it.
   */
  private async quiet(): Promise<void> {
    for (let calm = 0, round = 0; calm < 3 && round < 400; round += 1) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const busy = this.shown?.inFlight === true && this.clock.nextDue() === null;
      calm = this.log.inFlight === 0 && !busy ? calm + 1 : 0;
    }
  }

  /** Time passes for everyone: the world's clock and the app's polls, in the polls' steps. */
  async pass(ms: number): Promise<void> {
    const end = this.clock.now() + ms;
    for (let guard = 0; guard < 200; guard += 1) {
      const next = Math.min(this.clock.nextDue() ?? end, end);
      this.demo.world.clock.advance(next - this.clock.now());
      this.clock.advanceTo(next);
      await this.settle();
      if (next >= end) return;
    }
  }
}
