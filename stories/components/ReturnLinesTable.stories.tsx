import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ReturnLine, ReturnLinesTable } from '@/components/pos/ReturnLinesTable';

const LINES: ReturnLine[] = [
  { productId: 2, name: 'Cerveza Escudo Lata 470 cc', bought: 12, returned: 4, returnable: 8, quantity: 2 },
  { productId: 3, name: 'Pisco Mistral 35° 750 cc', bought: 1, returned: 0, returnable: 1, quantity: 0 },
  { productId: 14, name: 'Hielo en Bolsa 2 kg', bought: 2, returned: 2, returnable: 0, quantity: 0 },
];

/** The order's products on /carro-devolucion: bought, returned before, and the units to return. */
const meta = {
  title: 'POS/ReturnLinesTable',
  component: ReturnLinesTable,
  args: { lines: LINES, onQuantityChange: fn() },
} satisfies Meta<typeof ReturnLinesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product returned in full before cannot be chosen; "+" stops at what is left. */
export const WithRows: Story = {
  render: function Render(args) {
    const [lines, setLines] = useState(args.lines);
    return (
      <ReturnLinesTable
        {...args}
        lines={lines}
        onQuantityChange={(id, quantity) => {
          args.onQuantityChange(id, quantity);
          setLines((all) => all.map((l) => (l.productId === id ? { ...l, quantity } : l)));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pisco = canvas.getByRole('group', { name: 'Cantidad a devolver de Pisco Mistral 35° 750 cc' });
    await userEvent.click(within(pisco).getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3, 1);
    await expect(within(pisco).getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
    const ice = canvas.getByRole('group', { name: 'Cantidad a devolver de Hielo en Bolsa 2 kg' });
    await expect(within(ice).getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
  },
};

/** The order is being read. */
export const Loading: Story = { args: { lines: [], loading: true } };

/** The credit note is being created: nothing changes meanwhile. */
export const Disabled: Story = { args: { disabled: true } };
