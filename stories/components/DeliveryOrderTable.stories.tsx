import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryOrderTable } from '@/components/pos/DeliveryOrderTable';

/** A delivery-platform order's products on /orden-delivery. */
const meta = {
  title: 'POS/DeliveryOrderTable',
  component: DeliveryOrderTable,
  args: {
    lines: [
      { sku: '100001', name: 'Cerveza Cristal Lata 470 cc', quantity: 6, stock: 240 },
      { sku: '100015', name: 'Red Bull Energy Drink 250 cc', quantity: 2, stock: 100 },
      { sku: '100016', name: 'Vino Santa Rita 120 Merlot 750 cc', quantity: 5, stock: 3 },
    ],
  },
} satisfies Meta<typeof DeliveryOrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stock cell is highlighted (and read out) when the store has less than the order asks. */
export const ShortStock: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Vino Santa Rita/ });
    await expect(within(row).getByText('(stock insuficiente)')).toBeInTheDocument();
  },
};

/** Everything in stock. */
export const InStock: Story = {
  args: { lines: [{ sku: '100010', name: 'Agua Mineral Cachantún Sin Gas 1,6 L', quantity: 4, stock: 200 }] },
};
