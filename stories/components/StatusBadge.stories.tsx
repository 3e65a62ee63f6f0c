import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '@/components/ui/StatusBadge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'success', children: 'APROBADO' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Warning: Story = { args: { status: 'warning', children: 'EXPIRADO' } };
export const ErrorStatus: Story = { name: 'Error', args: { status: 'error', children: 'RECHAZADO' } };
export const Pending: Story = { args: { status: 'pending', children: 'PENDIENTE' } };
export const Neutral: Story = { args: { status: 'neutral', children: 'Sin estado' } };
