import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockTable } from '@/components/pos/StockTable';

const meta = {
  title: 'POS/StockTable',
  component: StockTable,
  args: {
    onClear: fn(),
    rows: [
      { id: 1, name: 'Cerveza Austral Calafate 330 ml', toEnter: 24, current: 120 },
      { id: 2, name: 'Vino Tinto Reserva Carmenere 750 ml', toEnter: 0, current: 36 },
      { id: 3, name: 'Pisco Mistral 35° 1 L', toEnter: 1200, current: 14 },
    ],
  },
} satisfies Meta<typeof StockTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Borrar" only on rows with a quantity to enter. */
export const WithRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /^Borrar/ });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onClear).toHaveBeenCalledWith(1);
  },
};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Disabled: Story = { args: { disabled: true } };
