import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from '@/components/ui/Select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Tipo de documento',
    options: [
      { value: 'factura', label: 'Factura' },
      { value: 'guia', label: 'Guía de Despacho' },
    ],
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--field-max-width)' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 'factura' } };
export const WithPlaceholder: Story = {
  args: {
    label: 'Orden de compra',
    placeholder: 'SELECCIONAR ORDEN DE COMPRA',
    defaultValue: '',
    options: [
      { value: '1', label: '03/02/2025 - 4500123 - Distribuidora Central' },
      { value: '2', label: '05/02/2025 - 4500187 - Viña del Valle' },
    ],
  },
};
export const WithError: Story = {
  args: {
    label: 'Orden de compra',
    placeholder: 'SELECCIONAR ORDEN DE COMPRA',
    defaultValue: '',
    error: 'Favor seleccione una opción del listado',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'guia' } };
