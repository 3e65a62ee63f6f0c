import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockLines } from '@/components/pos/StockLines';

const meta = {
  title: 'POS/StockLines',
  component: StockLines,
  args: {
    onClear: fn(),
    rows: [
      { id: 1, name: 'Cerveza Cristal Lata 470 cc', ean: '7801000000013', toEnter: 24, current: 120 },
      { id: 2, name: 'Vino Tinto Reserva Carmenere 750 ml', ean: '7801000000020', toEnter: 0, current: 36 },
      {
        id: 3,
        name: 'Agua Mineral Cachantún Sin Gas 1,6 L',
        ean: '7801000000037',
        toEnter: 1200,
        current: 14,
      },
      { id: 4, name: 'Cerveza Escudo Lata 470 cc', ean: '7801000000044', toEnter: 0, current: 0 },
    ],
  },
} satisfies Meta<typeof StockLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every line, "4 de 4 productos". */
export const AllLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 de 4 productos')).toBeVisible();
  },
};

/** "cachantun" (no accent typed) keeps the one line; its "Borrar" still clears that line. */
export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filtrar productos' }), 'cachantun');
    await expect(canvas.getByText('1 de 4 productos')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^Borrar cantidad por ingresar de Agua/ }));
    await expect(args.onClear).toHaveBeenCalledWith(3);
  },
};

/** A text no line has: "0 de 4 productos" and the table says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filtrar productos' }), 'whisky');
    await expect(canvas.getByText('Ningún producto coincide con el filtro')).toBeVisible();
    await expect(canvas.getByText('0 de 4 productos')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, rows: [] } };

/** A long guide's lines in the height the screen gives them. */
const LONG_GUIDE = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  name: `Cerveza Lata 470 cc, lote ${i + 1}`,
  ean: `78010000${String(i + 1).padStart(5, '0')}`,
  toEnter: i === 51 ? 12 : 0,
  current: i < 10 ? 24 : 0,
}));

/**
 * The line the last entry counted on (12 of lote 52), far down a long guide: scrolled into view
 * below the column headers and marked.
 */
export const LastEntered: Story = {
  args: { rows: LONG_GUIDE, lastEntered: { id: 52 } },
  decorators: [
    (Story) => (
      // As the document screen gives the lines their height: a column they may shrink in.
      <div data-bounded="" style={{ height: 480, display: 'flex', flexDirection: 'column' }}>
        <style>{'[data-bounded] > * { min-height: 0; }'}</style>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('cell', { name: 'Cerveza Lata 470 cc, lote 52' }).closest('tr');
    await expect(row).toHaveAttribute('aria-current', 'true');
    const region = canvas.getByRole('region', { name: 'Productos del documento' });
    await expect(region.scrollTop).toBeGreaterThan(0);
  },
};
