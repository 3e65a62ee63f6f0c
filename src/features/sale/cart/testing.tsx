/**
 * Test helper for the sale screens: renderScreen (src/test) with /compra's entry reset, on the
 * demo world (mocks/node.ts). `startSaleAs` logs the demo seller in through the world and sets
 * the sale's buy type and customer, as /ingreso would.
 */
import type { FunctionComponent } from 'react';
import { getCustomerByRut } from '@/api/generated/endpoints/customers/customers.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { type RenderScreenOptions, renderScreen } from '@/test/renderScreen.tsx';
import { enterCatalogue } from './cartActions.ts';

/** Demo world people (mocks/world/seed.ts). */
export const DEMO = {
  seller: { rut: '111111111', password: 'demo1234' },
  member: '123456785',
  nonMember: '98765433',
} as const;

/** Logs the demo seller in (session) and starts a sale for a member or non-member. */
export async function startSaleAs(kind: 'socio' | 'no-socio', extra: Partial<SaleState> = {}): Promise<void> {
  const answer = await login(DEMO.seller);
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  const rut = kind === 'socio' ? DEMO.member : DEMO.nonMember;
  const customer = (await getCustomerByRut(rut, { type: kind })).data.customer;
  sale.set(() => ({ ...initialSale(), buyType: kind, customer: customer as never, ...extra }));
}

export interface RenderSaleOptions {
  path: '/compra' | '/carro';
  screens: Record<string, FunctionComponent>;
  terminal?: SimulatorCreateOptions;
  now?: () => Date;
  /** More routes' entries (renderScreen's onEnter); /compra's is the app's. */
  onEnter?: RenderScreenOptions['onEnter'];
}

export function renderSale({ path, screens, terminal, now, onEnter }: RenderSaleOptions) {
  return renderScreen({
    path,
    screens,
    ...(terminal ? { terminal } : {}),
    ...(now ? { now } : {}),
    onEnter: { ...onEnter, '/compra': enterCatalogue },
  });
}
