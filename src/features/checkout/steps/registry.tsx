import { lazy } from 'react';
import type { StepKind } from '@/domain/checkoutProvider.ts';
import type { StepComponent, StepRegistry } from './types.ts';

/**
 * One step body per payment flow (domain `stepKindFor`), loaded with its group when a step of
 * that group is shown, so /pago-final's own chunk stays small (bundle budget) and a QR library is
 * loaded only for MACH and Redpay. Groups: server/ (settled by one server call: cash, codes,
 * platforms, wallet), card/ (Redelcom, SmartPOS, Mercado Pago, Transbank code), qr/ (MACH, Redpay).
 */
type Group = Partial<Record<StepKind, StepComponent>>;

function fromGroup(load: () => Promise<{ steps: Group }>, kind: StepKind): StepComponent {
  return lazy(async () => {
    const { steps } = await load();
    const step = steps[kind];
    if (!step) throw new Error(`No step body for ${kind}`);
    return { default: step };
  });
}

const server = () => import('./server/index.ts');
const card = () => import('./card/index.ts');
const qr = () => import('./qr/index.ts');

export const STEP_REGISTRY: StepRegistry = {
  cash: fromGroup(server, 'cash'),
  transfer: fromGroup(server, 'transfer'),
  voucher: fromGroup(server, 'voucher'),
  deposit: fromGroup(server, 'deposit'),
  platform: fromGroup(server, 'platform'),
  cornershop: fromGroup(server, 'cornershop'),
  rappiPayless: fromGroup(server, 'rappiPayless'),
  wallet: fromGroup(server, 'wallet'),
  none: fromGroup(server, 'none'),
  redelcom: fromGroup(card, 'redelcom'),
  smartPos: fromGroup(card, 'smartPos'),
  mercadoPago: fromGroup(card, 'mercadoPago'),
  mach: fromGroup(qr, 'mach'),
  redpay: fromGroup(qr, 'redpay'),
};
