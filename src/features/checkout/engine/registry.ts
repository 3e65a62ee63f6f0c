import { lazy } from 'react';
import type { PaymentType } from '@/domain/types.ts';
import type { MachineKind } from '@/terminal/types.ts';
import type { StepComponent } from '../steps/types.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * Every way to pay, one line each (docs/DECISIONS.md "The payment engine"): which payments it pays
 * on which machine, and where its module is. The module declares the rest once (its kind, its
 * step view, start, resume, wait, cancel, reconcile, record, annul). Adding a provider is its
 * module and one line here. Modules load on demand, grouped as the steps are shown: the server
 * settled ones, the card ones (with the Transbank code), the QR ones (with the QR library).
 */
type Pays = (type: PaymentType, machine: MachineKind) => boolean;

// biome-ignore lint/suspicious/noExplicitAny: each provider's own input type
type AnyProvider = PaymentProvider<any>;

interface Line {
  pays: Pays;
  load: () => Promise<AnyProvider>;
}

const types =
  (...paid: PaymentType[]): Pays =>
  (type) =>
    paid.includes(type);

const CARDS: PaymentType[] = ['TARJETA DE DEBITO', 'TARJETA DE CREDITO'];
const cardOn =
  (...machines: MachineKind[]): Pays =>
  (type, machine) =>
    CARDS.includes(type) && machines.includes(machine);
const nothing: Pays = () => false;

const settled = () => import('./providers/settled.ts');
const card = () => import('./providers/card.ts');
const qr = () => import('./providers/qr.ts');

export const REGISTRY = {
  cash: { pays: types('EFECTIVO'), load: () => settled().then((m) => m.cash) },
  transfer: { pays: types('TRANSFERENCIA BANCARIA'), load: () => settled().then((m) => m.transfer) },
  voucher: { pays: types('OTRO'), load: () => settled().then((m) => m.voucher) },
  deposit: {
    pays: types('RAPPI TURBO', 'GOODMEAL', 'NOTA DE CREDITO'),
    load: () => settled().then((m) => m.deposit),
  },
  platform: { pays: types('RAPPI', 'PEDIDOSYA', 'UBEREATS'), load: () => settled().then((m) => m.platform) },
  cornershop: { pays: types('CORNERSHOP'), load: () => settled().then((m) => m.cornershop) },
  wallet: { pays: types('WALLET'), load: () => settled().then((m) => m.wallet) },
  rappiPayless: { pays: types('RAPPI PAYLESS'), load: () => settled().then((m) => m.rappiPayless) },
  none: { pays: types('FREE', 'METODO DE PAGO'), load: () => settled().then((m) => m.none) },
  smartPos: { pays: cardOn('smartPos'), load: () => card().then((m) => m.smartPos) },
  mercadoPago: { pays: cardOn('mercadoPago'), load: () => card().then((m) => m.mercadoPago) },
  redelcom: { pays: cardOn('redelcom', 'browser'), load: () => card().then((m) => m.redelcom) },
  // Every card step's fallback: a card charged on a standalone Transbank POS, recorded by its code.
  transbank: { pays: nothing, load: () => card().then((m) => m.transbank) },
  mach: { pays: types('MACH'), load: () => qr().then((m) => m.mach) },
  redpay: { pays: types('REDPAY'), load: () => qr().then((m) => m.redpay) },
} satisfies Record<string, Line>;

export type ProviderKind = keyof typeof REGISTRY;

export const PROVIDER_KINDS = Object.keys(REGISTRY).filter((k): k is ProviderKind => k in REGISTRY);

export const isProviderKind = (kind: string): kind is ProviderKind => Object.hasOwn(REGISTRY, kind);

/** The provider that pays a payment of this type on this machine (the first line that does). */
export function providerKindFor(type: PaymentType, machine: MachineKind): ProviderKind {
  return PROVIDER_KINDS.find((kind) => REGISTRY[kind].pays(type, machine)) ?? 'none';
}

const loaded = new Map<ProviderKind, AnyProvider>();

/**
 * The provider of `kind` (its module loaded once); an unknown kind is refused. A provider already
 * loaded answers within the same task: a tap's attempt is persisted and its charge sent before a
 * reload can come between them (a module's `import()` waits a task even when it is loaded).
 */
export function loadProvider(kind: string): Promise<AnyProvider> {
  if (!isProviderKind(kind)) return Promise.reject(new Error(`No payment provider "${kind}"`));
  const ready = loaded.get(kind);
  if (ready !== undefined) return Promise.resolve(ready);
  return REGISTRY[kind].load().then((provider) => {
    loaded.set(kind, provider);
    return provider;
  });
}

/** The provider that charges cards on `machine`: a return annuls its card transactions through it. */
export function cardProviderFor(machine: MachineKind): Promise<AnyProvider> {
  return loadProvider(providerKindFor('TARJETA DE DEBITO', machine));
}

const views = new Map<ProviderKind, StepComponent>();

/** The step body of `kind`, loaded with its provider when a step of it is shown. */
export function stepView(kind: ProviderKind): StepComponent {
  let view = views.get(kind);
  if (view === undefined) {
    view = lazy(async () => {
      const provider = await loadProvider(kind);
      if (!provider.view) throw new Error(`No step view for ${kind}`);
      return { default: provider.view };
    });
    views.set(kind, view);
  }
  return view;
}
