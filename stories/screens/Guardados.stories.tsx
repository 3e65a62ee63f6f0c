import { createStoryWorld } from '@mocks/scenarios.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';
import { answers500, neverAnswers } from '../support/msw.ts';
import { goHomeFromSale, unfinishedSale } from '../support/unfinishedSale.ts';

const meta = {
  title: 'Screens/Guardados',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/guardados' },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo seller's saved orders. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Pedidos guardados' });
    await expect((await within(table).findAllByRole('button', {}, { timeout: 5000 })).length).toBeGreaterThan(
      0,
    );
  },
};

export const Loading: Story = {
  parameters: neverAnswers('*/api/orders/saved/:id'),
};

/** A failed fetch is an empty list (spec 000 §8). */
export const FetchFailed: Story = {
  parameters: answers500('*/api/orders/saved/:id'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No hay pedidos guardados', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const { world } = createStoryWorld();

/**
 * A sale left unfinished on /compra, the seller opens the saved orders from /inicio and taps
 * Retomar: the question comes first, as for a new sale ("Volver a la venta" has the focus).
 */
export const ResumeOverUnfinished: Story = {
  args: {
    path: '/compra',
    sale: unfinishedSale(world),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await goHomeFromSale(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Pedidos guardados' }, { timeout: 15000 }),
    );
    const table = await canvas.findByRole('table', { name: 'Pedidos guardados' });
    const [resume] = await within(table).findAllByRole(
      'button',
      { name: /^Retomar pedido/ },
      { timeout: 5000 },
    );
    await userEvent.click(resume!);
    const dialog = await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    await expect(dialog).toHaveTextContent('Carro con 2 productos');
    await expect(within(dialog).getByRole('button', { name: 'Volver a la venta' })).toHaveFocus();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Descartar y empezar otra' })).toBeVisible(),
    );
  },
};
