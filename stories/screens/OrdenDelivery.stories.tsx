import { DEMO } from '@mocks/world/index.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forgetDeliveryOrder } from '@/features/delivery/order/deliveryOrderMemory.ts';
import { AppStory } from '../support/AppStory.tsx';

/** /orden-delivery/ubereats on the demo world: the code, the order, its receipt. */
const meta = {
  title: 'Screens/OrdenDelivery',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/orden-delivery/ubereats' },
  // The screen remembers the order it showed (deliveryOrderMemory): every story starts without.
  beforeEach: () => {
    forgetDeliveryOrder();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the order's code. */
export const CodeSearch: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Ingrese el código del pedido', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A code under 5 characters. */
export const CodeIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Código', {}, { timeout: 5000 }), 'UE-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(canvas.getByText('Código incompleto')).toBeVisible();
  },
};

/** The order found: Actualizar and Generar boleta. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Código', {}, { timeout: 5000 }), DEMO.uberEatsCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(
      await canvas.findByRole('button', { name: 'Generar boleta' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Estado: Pendiente de preparación')).toBeVisible();
  },
};

/** Billed: Imprimir boleta. */
export const Billed: Story = {
  play: async (context) => {
    await Loaded.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar boleta' }));
    await expect(
      await canvas.findByRole('button', { name: 'Imprimir boleta' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
