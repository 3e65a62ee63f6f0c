import { DEMO } from '@mocks/world/index.ts';
import type fc from 'fast-check';
import { expect } from 'vitest';
import { mayStart } from '@/features/checkout/engine/machine.ts';
import type { MoneyHarness } from './harness.ts';
import { moneyViolations } from './invariants.ts';

/** The model of the money model: the harness is the world; the model keeps nothing else. */
export interface MoneyModel {
  h: MoneyHarness;
}

type Act = (h: MoneyHarness) => Promise<void> | void;

/** One seller's or world's action: when it may happen, what it does; then the invariants. */
export class Step implements fc.AsyncCommand<MoneyModel, MoneyHarness> {
  constructor(
    private readonly name: string,
    private readonly when: (h: MoneyHarness) => boolean,
    private readonly act: Act,
  ) {}
  check(model: Readonly<MoneyModel>): boolean {
    return this.when(model.h);
  }
  async run(_model: MoneyModel, h: MoneyHarness): Promise<void> {
    await this.act(h);
    await h.settle();
    expect(moneyViolations(h), `after ${this.name}`).toEqual([]);
  }
  toString(): string {
    return this.name;
  }
}

export const step = (name: string, when: (h: MoneyHarness) => boolean, act: Act) => new Step(name, when, act);

/** What the seller types for a kind's charge (valid: the world decides the outcome). */
export const INPUTS: Record<string, unknown> = {
  wallet: { customerId: 1, code: DEMO.walletSmsCode },
  platform: { code: '12345678', provider: 'REDELCOM' },
  rappiPayless: '7712345',
};

export const phase = (h: MoneyHarness) => h.current()?.engine.state.phase ?? null;
export const idleReady = (h: MoneyHarness) => {
  const cur = h.current();
  return cur !== null && mayStart(cur.engine.state) && cur.engine.attempt() === null && !cur.engine.inFlight;
};
export const isCardStep = (h: MoneyHarness) => {
  const kind = h.current()?.kind;
  return kind === 'redelcom' || kind === 'smartPos' || kind === 'mercadoPago';
};

/** The world's switches, as one scenario string. */
export interface WorldSwitches {
  fault: string | null;
  cards: 'payment-rejected' | 'payment-expired' | null;
  qrPaidAtCancel: boolean;
}

export function applySwitches(h: MoneyHarness): void {
  const s = h.switches;
  const names = [s.fault, s.cards, s.qrPaidAtCancel ? 'qr-paid-at-cancel' : null].filter(Boolean);
  h.demo.world.setScenario(names.join(','));
}
