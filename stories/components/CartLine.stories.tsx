import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartLine } from '@/components/pos/CartLine';

const meta = {
  title: 'POS/CartLine',
  component: CartLine,
  args: {
    name: 'Vino Tinto Reserva Cabernet Sauvignon 750 ml',
    quantity: 2,
    unitPrice: 5990,
    subtotal: 11980,
    total: 11980,
    maxQuantity: 24,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: /^Eliminar/ }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const ClubDiscount: Story = { args: { discounts: { club: 2000 }, total: 9980 } };
export const ClubGeneralDiscount: Story = { args: { discounts: { clubGeneral: 1198 }, total: 10782 } };
export const BulkDiscount: Story = {
  args: { quantity: 12, subtotal: 71880, discounts: { bulk: 12000 }, total: 59880 },
};
export const SelloutDiscount: Story = { args: { discounts: { sellout: 3000 }, total: 8980 } };
/** Recommended 5.990 -> 5.090: "-15%" from the domain's recommendedLabel. */
export const RecommendedDiscount: Story = {
  args: { discounts: { recommended: 1800 }, recommendedPrice: 5090, total: 10180 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Descuentos / }));
    await expect(within(canvasElement).getByText('Descuento recomendado (-15%)')).toBeVisible();
  },
};

/** Exactly 1% off (10.000 -> 9.900): no percentage; it shows only above 1%. */
export const RecommendedOnePercent: Story = {
  args: {
    unitPrice: 10000,
    subtotal: 20000,
    discounts: { recommended: 200 },
    recommendedPrice: 9900,
    total: 19800,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Descuentos / }));
    await expect(within(canvasElement).getByText('Descuento recomendado')).toBeVisible();
    await expect(within(canvasElement).queryByText(/%/)).toBeNull();
  },
};
export const OffersDiscount: Story = { args: { discounts: { offers: 2396 }, total: 9584 } };
export const CouponDiscount: Story = { args: { discounts: { coupon: 1000 }, total: 10980 } };
/** The discounts' sum on the toggle; opened, one row each under the subtotal. */
export const SeveralDiscounts: Story = {
  args: { discounts: { club: 2000, clubGeneral: 500, coupon: 1000 }, total: 8480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Descuentos -$3.500' });
    await expect(canvas.getByText('Descuento club')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Descuento club')).toBeVisible();
    await expect(canvas.getByText('Subtotal')).toBeVisible();
  },
};

/** The smallest terminal's line (360 px screen): name and remove, amounts, stepper and discounts. */
export const Narrow: Story = {
  args: { discounts: { club: 2000 }, total: 9980 },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
};

/**
 * At the stock limit a warning says so, and "+" still answers: the line reports the attempt
 * (quantity 4 of 3) so the cart's rule shows "No hay suficiente stock". Typing 1000 reports 1000
 * ("No puede agregar mas de 999 productos").
 */
export const AtStockLimit: Story = {
  args: { quantity: 3, maxQuantity: 3, subtotal: 17970, total: 17970 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stock máximo alcanzado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(4);
    const field = canvas.getByRole('textbox', { name: 'Cantidad: 3' });
    await userEvent.clear(field);
    await userEvent.type(field, '1000{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1000);
    await expect(field).toHaveValue('3');
  },
};

export const Pack: Story = {
  args: {
    name: 'Pack Asado: 6 Cervezas + Vino',
    isPack: true,
    quantity: 1,
    unitPrice: 14990,
    subtotal: 14990,
    total: 14990,
    maxQuantity: 4,
    packItems: [
      { name: 'Cerveza Austral Calafate 330 ml', quantity: 6 },
      { name: 'Vino Tinto Reserva Carmenere 750 ml', quantity: 1 },
    ],
  },
};

/** Minus at 1 calls back with 0: the caller removes the line. */
export const QuantityOne: Story = {
  args: { quantity: 1, subtotal: 5990, total: 5990 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Disminuir cantidad' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(0);
  },
};

/** The whole name, never cut: in the cart the seller confirms what is sold. */
export const LongName: Story = {
  args: { name: 'Whisky Escocés Single Malt Reserva Especial 18 años Edición Coleccionista 700 ml' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'Whisky Escocés Single Malt Reserva Especial 18 años Edición Coleccionista 700 ml',
      }),
    ).toBeVisible();
  },
};
export const Loading: Story = { args: { disabled: true } };
