import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PersonalisedOffer } from '@/components/pos/PersonalisedOffer';

const meta = {
  title: 'POS/PersonalisedOffer',
  component: PersonalisedOffer,
  args: {
    open: true,
    onAdd: fn(),
    onExit: fn(),
    products: [
      {
        id: 1,
        name: 'Espumante Brut Valdivieso 750 ml',
        price: 5490,
        regularPrice: 6490,
        discountPercent: 15.4,
      },
      {
        id: 2,
        name: 'Cerveza Kunstmann Torobayo 6 pack',
        price: 7190,
        regularPrice: 7990,
        discountPercent: 10,
      },
      {
        id: 3,
        name: 'Agua Mineral Cachantún con Gas 1,6 L',
        price: 990,
        regularPrice: 999,
        discountPercent: 0.9,
      },
    ],
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof PersonalisedOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Agregar Espumante Brut Valdivieso 750 ml' }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await expect(args.onExit).toHaveBeenCalled();
  },
};
export const OneAdded: Story = {
  args: {
    products: [
      {
        id: 1,
        name: 'Espumante Brut Valdivieso 750 ml',
        price: 5490,
        regularPrice: 6490,
        discountPercent: 15.4,
        added: true,
      },
      {
        id: 2,
        name: 'Cerveza Kunstmann Torobayo 6 pack',
        price: 7190,
        regularPrice: 7990,
        discountPercent: 10,
      },
    ],
  },
};
export const Adding: Story = { args: { addingId: 2 } };
export const Loading: Story = { args: { loading: true, products: [] } };
