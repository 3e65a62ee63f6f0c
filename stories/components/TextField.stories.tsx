import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@/components/ui/TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Número de factura', placeholder: '' },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--field-max-width)' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '123456', inputMode: 'numeric' } };
export const WithError: Story = {
  args: { label: 'Código', defaultValue: 'AB1', error: 'Código incompleto' },
};
export const WithHint: Story = {
  args: { label: 'Ingresar código de barra', hint: 'Escanee o escriba el EAN' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '000123' } };
export const WithPrefix: Story = {
  args: { label: 'Monto', prefix: '$', numeric: true, defaultValue: '12.345' },
};
