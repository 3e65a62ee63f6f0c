import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';
import { answers500 } from '../support/msw.ts';

/** The start of a return on the demo world: the document type, then its number. */
const meta = {
  title: 'Screens/Devolucion',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/tipo-devolucion' },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /tipo-devolucion: Boleta or Factura. */
export const DocumentType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Boleta' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Factura' })).toBeVisible();
  },
};

/** /devolucion for a boleta, waiting for its number. */
export const Lookup: Story = {
  args: { path: '/devolucion?doc=boleta' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Número de boleta', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A number of no order: the spec's text below the field. */
export const NotFound: Story = {
  args: { path: '/devolucion?doc=factura' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Número de factura', {}, { timeout: 5000 }), '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(
      await canvas.findByText('No se encontraron órdenes para el número ingresado.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The lookup failing on the server: its errorMessage below the field. */
export const LookupFailed: Story = {
  args: { path: '/devolucion?doc=boleta' },
  parameters: answers500('*/api/order-by-bill/:number'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Número de boleta', {}, { timeout: 5000 }), '100200');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Error', {}, { timeout: 8000 })).toBeVisible();
  },
};
