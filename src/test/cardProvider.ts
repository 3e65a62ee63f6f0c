import { cardProviderFor } from '@/features/checkout/engine/registry.ts';
import type { CardAnnulling } from '@/features/returns/useReturnAnnulment.ts';
import { useTerminal } from '@/terminal/react.tsx';
import type { MachineKind } from '@/terminal/types.ts';

/**
 * The card provider a return screen gets from its route (carro-devolucion's loader), for screen
 * tests that render the screen alone: `await loadCardProviders()` once, then `useCardProvider()`
 * inside the rendered screen picks the one of the simulated machine, as the loader does.
 */
const loaded = new Map<MachineKind, CardAnnulling>();

export async function loadCardProviders(): Promise<void> {
  const machines: MachineKind[] = ['smartPos', 'mercadoPago', 'redelcom', 'browser'];
  for (const machine of machines) loaded.set(machine, await cardProviderFor(machine));
}

export function useCardProvider(): CardAnnulling {
  const { kind } = useTerminal();
  const provider = loaded.get(kind);
  if (!provider) throw new Error('Call loadCardProviders() before rendering a return screen');
  return provider;
}
