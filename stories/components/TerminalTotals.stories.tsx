import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TerminalTotals } from '@/components/pos/TerminalTotals';
import { totalsRows } from '@/domain/smartPosTotals';

/** The SmartPOS totals ("Totales" on /opciones-smartpos). */
const meta = {
  title: 'POS/TerminalTotals',
  component: TerminalTotals,
  args: {
    rows: totalsRows({
      code: '0',
      cantidadVentas: 14,
      montoVentas: 245_300,
      cantidadAnulaciones: 1,
      montoAnulaciones: 5_990,
      credito: { cantidad: 9, monto: 180_400 },
    }),
  },
} satisfies Meta<typeof TerminalTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts with dots, amounts with $, nested figures flattened. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monto ventas').nextSibling).toHaveTextContent('$245.300');
    await expect(canvas.getByText('Credito · Monto')).toBeVisible();
  },
};

/** The terminal sent a message with its totals. */
export const WithMessage: Story = { args: { message: 'Totales del día 25/11/2026' } };

/** The terminal answered without figures. */
export const Empty: Story = { args: { rows: [] } };
