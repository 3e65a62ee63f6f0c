import type { World } from '@mocks/world/index.ts';
import { customerView, findProduct, productView } from '@mocks/world/views.ts';
import { userEvent, within } from 'storybook/test';
import type { SaleState } from '@/session/sale.ts';

/**
 * A non-member sale left unfinished (Pedro Soto, two products of the demo world: 2 of product 1,
 * 1 of product 3), for the stories of a new sale asked for over it.
 */
export function unfinishedSale(world: World): Partial<SaleState> {
  const line = (id: number, amount: number) => ({
    product: productView(
      world.state,
      findProduct(world.state, id)!,
    ) as unknown as SaleState['lines'][number]['product'],
    amount,
    recommended: false,
  });
  return {
    buyType: 'no-socio',
    customer: customerView(world.state.customers.find((c) => c.id === 2)!),
    lines: [line(1, 2), line(3, 1)],
    recommendedAutoShown: true,
  };
}

/** From a sale's screen to /inicio, by the footer's Inicio, as a seller leaves a sale unfinished. */
export async function goHomeFromSale(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  const tabs = await canvas.findByRole('navigation', { name: 'Navegación de la venta' }, { timeout: 15000 });
  await userEvent.click(within(tabs).getByRole('button', { name: 'Inicio' }));
}
