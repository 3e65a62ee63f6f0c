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
/** Wholesale customer: the bulk price applies from the first unit, so it is the unit price. */
export const BulkPrice: Story = { args: { price: 990, regularPrice: 1290, badges: ['bulk'] } };

/**
 * A bulk price from 6 units: one unit costs 1.290 (the big price); the wholesale price is its
 * own labelled line, "Precio mayorista $990 desde 6 u.".
 */
export const WholesaleFromSix: Story = {
  args: { price: 1290, bulk: { price: 990, minQuantity: 6 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Precio mayorista')).toBeVisible();
    await expect(canvas.getByText('desde 6 u.')).toBeVisible();
    await expect(canvas.getByText('$1.290')).toBeVisible();
    await expect(canvas.getByText('$990')).toBeVisible();
  },
};
export const Sellout: Story = { args: { price: 890, regularPrice: 1290, badges: ['sellout'], stock: 5 } };
export const Recommended: Story = { args: { price: 1150, regularPrice: 1290, badges: ['recommended'] } };
export const AllBadges: Story = {
  args: { price: 890, regularPrice: 1290, badges: ['club', 'bulk', 'sellout', 'recommended'] },
};

/** 30 characters or fewer: whole, no title. */
export const ShortName: Story = {
  args: { name: 'Cerveza Cristal Lata 470 cc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).not.toHaveAttribute('title');
  },
};

/** Over 30 characters: cut at 40 plus "..."; the full name stays in the title and accessible name. */
export const LongName: Story = {
  args: { name: 'Vino Tinto Gran Reserva Cabernet Sauvignon Valle del Maipo 750 ml Edición Limitada' },
  play: async ({ canvasElement }) => {
    const cut = within(canvasElement).getByText('Vino Tinto Gran Reserva Cabernet Sauvign...');
    await expect(cut).toHaveAttribute(
      'title',
      'Vino Tinto Gran Reserva Cabernet Sauvignon Valle del Maipo 750 ml Edición Limitada',
    );
  },
};

/**
 * At the limit (stock 3) "+" still answers: the card reports the attempt (4) so the catalogue
 * toasts the domain's message; a typed 1000 reports 1000.
 */
export const StepperAtLimit: Story = {
  args: { stock: 3, quantity: 3, onLimit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(args.onLimit).toHaveBeenLastCalledWith(4);
    const field = canvas.getByRole('textbox', { name: 'Cantidad: 3' });
    await userEvent.clear(field);
    await userEvent.type(field, '1000{Enter}');
    await expect(args.onLimit).toHaveBeenLastCalledWith(1000);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const Pack: Story = {
  args: { name: 'Pack 6 Cerveza Austral Calafate', isPack: true, price: 6990, stock: 3 },
};
export const OutOfStock: Story = { args: { stock: 0, quantity: 0 } };
export const NoPrice: Story = { args: { price: null, quantity: 0 } };
export const Adding: Story = { args: { adding: true } };
export const Loading: Story = { render: () => <ProductCardSkeleton /> };
