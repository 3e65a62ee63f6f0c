import type { Meta, StoryObj } from '@storybook/react-vite';
import { PurchaseHints } from '@/components/pos/PurchaseHints';

const meta = {
  title: 'POS/PurchaseHints',
  component: PurchaseHints,
  args: { hints: ['Falta elegir tipo de documento', 'Faltan $1.000'] },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof PurchaseHints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {};
export const NoPaymentMethod: Story = { args: { hints: ['Falta elegir metodo de pago'] } };
export const NoAmount: Story = { args: { hints: ['Falta ingresar un monto de EFECTIVO'] } };
export const Overpaid: Story = { args: { hints: ['Sobran $2.500'] } };
export const All: Story = {
  args: {
    hints: [
      'Falta elegir tipo de documento',
      'Falta elegir metodo de pago',
      'Falta ingresar un monto de TARJETA DE DEBITO',
      'Faltan $1.000',
    ],
  },
};
export const Complete: Story = { args: { hints: [] } };
