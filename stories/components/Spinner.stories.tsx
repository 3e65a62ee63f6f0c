import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@/components/ui/Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', label: 'Generando Nota de Crédito' } };
export const InText: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
      <Spinner size="sm" label={null} /> Generando Nota de Crédito
    </p>
  ),
};
