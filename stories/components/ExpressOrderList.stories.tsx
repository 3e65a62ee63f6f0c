import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpressOrderList } from '@/components/pos/ExpressOrderList';

/** "Pedidos por Entregar": one card per express order, each delivery type and status. */
const meta = {
  title: 'POS/ExpressOrderList',
  component: ExpressOrderList,
  args: {
    onOpen: fn(),
    orders: [
      {
        id: 31,
        orderNumber: 10431,
        customerName: 'Camila Rojas',
        typeLabel: 'Inmediato',
        time: 'Inmediato',
        statusLabel: 'Pendiente',
        tone: 'warning',
      },
      {
        id: 32,
        orderNumber: 10432,
        customerName: 'Pedro Soto',
        typeLabel: 'Retiro',
        time: 'Inmediato',
        statusLabel: 'Por entregar',
        tone: 'pending',
      },
      {
        id: 33,
        orderNumber: 10433,
        customerName: 'Botillería El Roble',
        typeLabel: 'Programado',
        time: '04/06/2026 18:00',
        statusLabel: 'Pendiente',
        tone: 'warning',
      },
      {
        id: 34,
        orderNumber: 10434,
        customerName: 'Javiera Muñoz',
        typeLabel: 'Despacho',
        time: '04/06/2026 18:00',
        statusLabel: 'En ruta',
        tone: 'success',
      },
    ],
  },
} satisfies Meta<typeof ExpressOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalle de la orden 10433' }));
    await expect(args.onOpen).toHaveBeenCalledWith(33);
  },
};

/** The tapped card shows a spinner; the others wait (no second detail opens). */
export const Opening: Story = {
  args: { openingId: 32 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ver detalle de la orden 10431' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No hay pedidos por entregar.');
  },
};

/** A long customer name wraps; the status stays readable. */
export const LongName: Story = {
  args: {
    orders: [
      {
        id: 41,
        orderNumber: 10441,
        customerName: 'Distribuidora de Bebidas y Licores del Norte Grande Limitada',
        typeLabel: 'Despacho',
        time: '04/06/2026 18:00',
        statusLabel: 'En proceso',
        tone: 'warning',
      },
    ],
  },
};
