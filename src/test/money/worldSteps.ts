import fc from 'fast-check';
import type { MoneyHarness } from './harness.ts';

import { applySwitches, step } from './step.ts';

const FAULTS = ['lost-answer', 'late-commit', 'server-error', 'reset'] as const;

/** The calls a kind of step makes that the world can fail (the order's read for every kind). */
const OPS: Record<string, string[]> = {
  redelcom: [
    'createRedelcomPayment',
    'getRedelcomTransaction',
    'updatePaymentStatus',
    'createTransbankPayment',
  ],
  smartPos: ['createTransbankSmartPosPayment', 'createTransbankPayment'],
  mercadoPago: ['updateMercadoPagoMachinePayment', 'createTransbankPayment'],
  mach: ['createMachPayment', 'cancelMachPayment', 'getMachPaymentStatus'],
  redpay: ['createRedpayPayment', 'revokeRedpayPayment', 'getRedpayPaymentByOrder'],
  cash: ['updatePaymentStatus'],
  wallet: ['createWalletPayment'],
  platform: ['createRappiPayment'],
};

/** The call a fault is for: one of the step on show's (drawn by `pick`), or the order's read. */
function faultTarget(h: MoneyHarness, pick: number): string {
  const ops = [...(OPS[h.current()?.kind ?? ''] ?? []), 'listOrderPayments'];
  return ops[pick % ops.length] ?? 'listOrderPayments';
}

/** An arbitrary repeated `weight` times: fc.commands draws its entries alike. */
export const weighted = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
  Array.from({ length: weight }, () => arbitrary);

/** What the world does: faults of the calls, the providers' outcomes, the machine, time. */
export function worldSteps() {
  const world = [
    fc.tuple(fc.constantFrom(...FAULTS), fc.nat(11)).map(([fault, pick]) =>
      step(
        `the world: ${fault} (a call of the step, ${pick})`,
        () => true,
        (h) => {
          h.switches.fault = `${fault}:${faultTarget(h, pick)}`;
          applySwitches(h);
        },
      ),
    ),
    fc.constant(
      step(
        'the world: no fault',
        (h) => h.switches.fault !== null,
        (h) => {
          h.switches.fault = null;
          applySwitches(h);
        },
      ),
    ),
    fc.constantFrom('payment-rejected' as const, 'payment-expired' as const, null).map((cards) =>
      step(
        `the world: providers ${cards ?? 'approve'}`,
        () => true,
        (h) => {
          h.switches.cards = cards;
          applySwitches(h);
        },
      ),
    ),
    fc.boolean().map((on) =>
      step(
        `the world: a QR paid as it is cancelled ${on}`,
        () => true,
        (h) => {
          h.switches.qrPaidAtCancel = on;
          applySwitches(h);
        },
      ),
    ),
    fc.constantFrom('approve' as const, 'reject' as const, 'lateApprove' as const).map((plan) =>
      step(
        `the machine: next card ${plan}`,
        () => true,
        (h) => {
          h.machine.nextPlan = plan;
        },
      ),
    ),
    fc.constant(
      step(
        'the machine answers',
        (h) => h.machine.pending() !== undefined,
        (h) => h.machine.answer(),
      ),
    ),
    fc.boolean().map((fails) =>
      step(
        `the machine: annulments ${fails ? 'refused' : 'taken'}`,
        () => true,
        (h) => {
          h.machine.annulFails = fails;
        },
      ),
    ),
    fc.constantFrom(1_000, 3_000, 10_000, 21_000).map((ms) =>
      step(
        `${ms / 1000} s pass`,
        () => true,
        (h) => h.pass(ms),
      ),
    ),
  ];
  return world;
}
