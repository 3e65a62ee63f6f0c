import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedOrdersTable } from '@/components/pos/SavedOrdersTable';

const meta = {
  title: 'POS/SavedOrdersTable',
  component: SavedOrdersTable,
  args: {
    onResume: fn(),
    orders: [
      {
        id: 101,
        orderNumber: 10231,
        createdAt: '2025-03-04T14:05:00Z',
        total: 40370,
        customerName: 'Javiera Muñoz',
      },
      {
        id: 102,
        orderNumber: 10236,
        createdAt: '2025-03-04T16:42:00Z',
        total: 1250000,
        customerName: 'Comercial Los Andes SpA',
      },
      {
        id: 103,
        orderNumber: 10240,
        createdAt: '2025-03-05T03:10:00Z',
        total: 5990,
        customerName: 'Pedro Soto',
      },
    ],
  },
} satisfies Meta<typeof SavedOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Creación' })).toBeVisible();
    await expect(canvas.getByText('04/03/2025 11:05')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retomar pedido 10236 de Comercial Los Andes SpA' }),
    );
    await expect(args.onResume).toHaveBeenCalledWith(102);
  },
};
export const Resuming: Story = { args: { resumingId: 101 } };
/** Also what a failed fetch shows (spec 000 §8: empty list). */
export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { loading: true, orders: [] } };
