import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductSlider } from '@/components/pos/ProductSlider';

const products = [
  { id: 1, name: 'Cerveza Kunstmann Torobayo 330 ml', price: 1290, badges: ['club' as const] },
  { id: 2, name: 'Vino Tinto Reserva Carmenere 750 ml', price: 5990 },
  { id: 3, name: 'Pisco Mistral 35° 1 L', price: 8990, badges: ['sellout' as const] },
  { id: 4, name: 'Espumante Brut Valdivieso 750 ml', price: 6490 },
  { id: 5, name: 'Agua Mineral Cachantún con Gas 1,6 L', price: 990 },
  { id: 6, name: 'Ron Havana Club Añejo 3 años 750 ml', price: 9990, badges: ['bulk' as const] },
  { id: 7, name: 'Gin Bombay Sapphire 750 ml', price: 19990 },
  { id: 8, name: 'Cerveza Austral Calafate 6 pack', price: 6990, badges: ['recommended' as const] },
];

const meta = {
  title: 'POS/ProductSlider',
  component: ProductSlider,
  args: { products, onAdd: fn() },
} satisfies Meta<typeof ProductSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSlides: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Productos Destacados')).toBeVisible();
    await expect(canvas.queryByText('Pisco Mistral 35° 1 L')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Gin Bombay Sapphire 750 ml')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar Gin Bombay Sapphire 750 ml' }));
    await expect(args.onAdd).toHaveBeenCalledWith(7);
  },
};
export const FewProducts: Story = { args: { products: products.slice(0, 2) } };
export const Loading: Story = { args: { loading: true, products: [] } };

/**
 * The price one unit costs, the wholesale price as its own line, and long names cut with the
 * whole name in their title.
 */
export const WholesaleAndLongNames: Story = {
  args: {
    slides: 1,
    products: [
      {
        id: 1,
        name: 'Agua Mineral Cachantún Sin Gas 1,6 L',
        price: 890,
        badges: ['club'],
        bulk: { price: 790, minQuantity: 6 },
      },
      { id: 2, name: 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc', price: 6490, badges: ['club'] },
      { id: 3, name: 'Cerveza Escudo Lata 470 cc', price: 1090, bulk: { price: 850, minQuantity: 24 } },
      { id: 4, name: 'Coca-Cola Original 1,5 L', price: 1990 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('desde 6 u.', { exact: false })).toBeVisible();
    await expect(canvas.getByText('desde 24 u.', { exact: false })).toBeVisible();
    const cut = canvas.getByText('Vino Casillero del Diablo Cabernet Sauvi...');
    await expect(cut).toHaveAttribute('title', 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc');
    await expect(canvas.getByText('Coca-Cola Original 1,5 L')).not.toHaveAttribute('title');
  },
};
