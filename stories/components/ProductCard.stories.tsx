import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard, ProductCardSkeleton } from '@/components/pos/ProductCard';

const meta = {
  title: 'POS/ProductCard',
  component: ProductCard,
  args: {
    name: 'Cerveza Kunstmann Torobayo 330 ml',
    sku: '7804612220034',
    price: 1290,
    stock: 48,
    quantity: 1,
    onQuantityChange: fn(),
    onAdd: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    return (
      <ProductCard
        {...args}
        quantity={quantity}
        onQuantityChange={(q) => {
          setQuantity(q);
          args.onQuantityChange(q);
        }}
      />
    );
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Agregar/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const ClubPrice: Story = { args: { price: 1090, regularPrice: 1290, badges: ['club'] } };
export const BulkPrice: Story = { args: { price: 990, regularPrice: 1290, badges: ['bulk'] } };
export const Sellout: Story = { args: { price: 890, regularPrice: 1290, badges: ['sellout'], stock: 5 } };
export const Recommended: Story = { args: { price: 1150, regularPrice: 1290, badges: ['recommended'] } };
export const AllBadges: Story = {
  args: { price: 890, regularPrice: 1290, badges: ['club', 'bulk', 'sellout', 'recommended'] },
};

/** Over 30 characters: cut at 40 plus "..."; the full name stays in the title and accessible name. */
export const LongName: Story = {
  args: { name: 'Vino Tinto Gran Reserva Cabernet Sauvignon Valle del Maipo 750 ml Edición Limitada' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Vino Tinto Gran Reserva Cabernet Sauvign...'),
    ).toBeInTheDocument();
  },
};

export const Pack: Story = {
  args: { name: 'Pack 6 Cerveza Austral Calafate', isPack: true, price: 6990, stock: 3 },
};
export const OutOfStock: Story = { args: { stock: 0, quantity: 0 } };
export const NoPrice: Story = { args: { price: null, quantity: 0 } };
export const Adding: Story = { args: { adding: true } };
export const Loading: Story = { render: () => <ProductCardSkeleton /> };
