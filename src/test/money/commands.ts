import fc from 'fast-check';
import type { SalePlan } from './harness.ts';

import { sellerSteps } from './sellerSteps.ts';
import type { Step } from './step.ts';
import { weighted, worldSteps } from './worldSteps.ts';

export { applySwitches, type MoneyModel, type WorldSwitches } from './step.ts';

/** Every action a seller or the world may take, as fast-check commands over the harness. */
export function moneyCommands(replayPath?: string) {
  const sellers = sellerSteps();
  const world = worldSteps();
  // The usual course of a sale comes more often than its accidents: charges, answers, time.
  const [
    charge,
    doubleTap,
    posCode,
    resend,
    reconcile,
    notCharged,
    cancelPayment,
    recordAgain,
    annul,
    handOver,
  ] = sellers;
  const [cancelTheSale, reload, volver, logout, expiry, logIn, drop, back] = sellers.slice(10);
  const [fault, noFault, providers, qrPaid, machinePlan, machineAnswers, annulFails, time] = world;
  const draw = [
    ...weighted(charge!, 5),
    ...weighted(doubleTap!, 1),
    ...weighted(posCode!, 1),
    ...weighted(resend!, 2),
    ...weighted(reconcile!, 1),
    ...weighted(notCharged!, 1),
    ...weighted(cancelPayment!, 2),
    ...weighted(recordAgain!, 2),
    ...weighted(annul!, 1),
    ...weighted(handOver!, 2),
    ...weighted(cancelTheSale!, 1),
    ...weighted(reload!, 2),
    ...weighted(volver!, 1),
    ...weighted(logout!, 1),
    ...weighted(expiry!, 1),
    ...weighted(logIn!, 8),
    ...weighted(drop!, 1),
    ...weighted(back!, 3),
    ...weighted(fault!, 3),
    ...weighted(noFault!, 2),
    ...weighted(providers!, 1),
    ...weighted(qrPaid!, 1),
    ...weighted(machinePlan!, 2),
    ...weighted(machineAnswers!, 6),
    ...weighted(annulFails!, 1),
    ...weighted(time!, 4),
  ];
  return fc.commands(draw, { maxCommands: 40, size: 'max', ...(replayPath ? { replayPath } : {}) });
}

/** A sale to pay: its machine and its one or two payments (a platform sale pays with its own). */
export const salePlans: fc.Arbitrary<SalePlan> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'redelcom' as const,
          'smartPos' as const,
          'smartPos' as const,
          'mercadoPago' as const,
        ),
        fc.array(
          fc.constantFrom(
            'TARJETA DE DEBITO' as const,
            'TARJETA DE CREDITO' as const,
            'EFECTIVO' as const,
            'MACH' as const,
            'REDPAY' as const,
            'WALLET' as const,
          ),
          { minLength: 1, maxLength: 2 },
        ),
      )
      .map(([machine, types]) => ({
        machine,
        buyType: 'socio' as const,
        payments: types.map((type, i) => ({ type, amount: i === 0 ? 1780 : 1000 })),
      })),
  },
  {
    weight: 1,
    arbitrary: fc.constant<SalePlan>({
      machine: 'redelcom',
      buyType: 'rappi',
      payments: [{ type: 'RAPPI', amount: 2780 }],
    }),
  },
);

/** Every action by its name (a named case of the model replays a sequence found by a run). */
let byName: Map<string, Step> | null = null;
export function namedStep(name: string): Step {
  if (byName === null) {
    byName = new Map();
    for (const arbitrary of [...sellerSteps(), ...worldSteps()])
      for (const drawn of fc.sample(arbitrary, { numRuns: 400, seed: 1 }))
        byName.set(drawn.toString(), drawn);
  }
  const found = byName.get(name);
  if (!found) throw new Error(`No action of the money model is named "${name}"`);
  return found;
}
