import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';
import { answers500, neverAnswers } from '../support/msw.ts';

/** /entrega-inmediata, "Pedidos por Entregar", on the demo world. */
const meta = {
  title: 'Screens/EntregaInmediata',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/entrega-inmediata' },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's open express orders, immediate first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, { timeout: 5000 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedidos por Entregar' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: neverAnswers('*/api/orders/checkout/express'),
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/orders/checkout/express', () => HttpResponse.json({ data: { orders: [] } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No hay pedidos por entregar.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Spec 001 §8: "Error cargando pedido. Por favor recargar." with Recargar. */
export const LoadFailed: Story = {
  parameters: answers500('*/api/orders/checkout/express'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Error cargando pedido. Por favor recargar.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};
