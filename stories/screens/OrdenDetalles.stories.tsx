import { getDefaultWorld } from '@mocks/world/index.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';
import { answers500 } from '../support/msw.ts';

/**
 * /orden-detalles on the demo world: the seeded immediate order (6 Cristal and a pack of 6
 * Cristal). Its id in the seed is looked up from the list by the story's path.
 */
const meta = {
  title: 'Screens/OrdenDetalles',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/entrega-inmediata' },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFirst(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const buttons = await canvas.findAllByRole(
    'button',
    { name: /^Ver detalle de la orden/ },
    { timeout: 5000 },
  );
  await userEvent.click(buttons[0]!);
  // Ready once the pack's children are known (its child has its own line).
  await canvas.findByText(/^en Pack Cerveza Cristal/, {}, { timeout: 5000 });
  return canvas;
}

/** The order to verify: the pack's child on its own line. */
export const ToVerify: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(await canvas.findByText(/^en Pack Cerveza Cristal/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 de 12 productos verificados');
  },
};

/** A wrong product typed: "EAN INVALIDO: {product}". */
export const WrongEan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await userEvent.type(canvas.getByLabelText('EAN del producto'), '7801000000075');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^EAN INVALIDO: /,
    );
  },
};

/** "Preparado" before every unit is scanned. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preparado' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ERROR: Hay 12 productos faltantes');
  },
};

/** An order already prepared (Por entregar): said plainly, every line verified, no scanning. */
export const AlreadyPrepared: Story = {
  beforeEach: () => {
    const order = getDefaultWorld().state.orders.find((o) => o.delivery_type === 'immediate')!;
    const before = order.delivery_status;
    order.delivery_status = 'POR ENTREGAR';
    return () => {
      order.delivery_status = before;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Pedido preparado: 12 de 12 productos verificados',
    );
  },
};

export const LoadFailed: Story = {
  parameters: answers500('*/api/orders/checkout/express/details/:id'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole(
      'button',
      { name: /^Ver detalle de la orden/ },
      { timeout: 5000 },
    );
    await userEvent.click(buttons[0]!);
    await expect(
      await canvas.findByText('Error cargando pedido. Por favor recargar.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};
