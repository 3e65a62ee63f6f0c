import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
      },
      {
        id: 2,
        name: 'Cerveza Kunstmann Torobayo 6 pack',
        price: 7190,
        regularPrice: 7990,
      },
      {
        id: 3,
        name: 'Agua Mineral Cachantún con Gas 1,6 L',
        price: 990,
        regularPrice: 999,
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
        added: true,
      },
      {
        id: 2,
        name: 'Cerveza Kunstmann Torobayo 6 pack',
        price: 7190,
        regularPrice: 7990,
      },
    ],
  },
};
export const Adding: Story = { args: { addingId: 2 } };

/**
 * The "-N%" label is the domain's recommendedLabel: 6.490 -> 5.490 is -15%, 7.990 -> 7.190 -10%,
 * 999 -> 990 (0.9%) none. Names are shown whole: adding here confirms the product.
 */
export const DiscountLabelsAndWholeNames: Story = {
  args: {
    products: [
      { id: 1, name: 'Espumante Brut Valdivieso 750 ml', price: 5490, regularPrice: 6490 },
      { id: 2, name: 'Cerveza Kunstmann Torobayo 6 pack', price: 7190, regularPrice: 7990 },
      { id: 3, name: 'Agua Mineral Cachantún con Gas 1,6 L', price: 990, regularPrice: 999 },
      {
        id: 4,
        name: 'Whisky Escocés Single Malt Reserva Especial 18 años Edición Coleccionista 700 ml',
        price: 89990,
        regularPrice: 99990,
      },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const item = (name: string) => within(dialog).getByText(name).closest('li') as HTMLElement;
    await waitFor(() =>
      expect(within(item('Espumante Brut Valdivieso 750 ml')).getByText('-15%')).toBeVisible(),
    );
    await expect(within(item('Cerveza Kunstmann Torobayo 6 pack')).getByText('-10%')).toBeVisible();
    await expect(within(item('Agua Mineral Cachantún con Gas 1,6 L')).queryByText(/%/)).toBeNull();
    await expect(
      within(dialog).getByText(
        'Whisky Escocés Single Malt Reserva Especial 18 años Edición Coleccionista 700 ml',
      ),
    ).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, products: [] } };
