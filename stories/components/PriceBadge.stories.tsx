import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceBadge } from '@/components/pos/PriceBadge';

const meta = {
  title: 'POS/PriceBadge',
  component: PriceBadge,
  args: { kind: 'club' },
} satisfies Meta<typeof PriceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Club: Story = {};
export const Bulk: Story = { args: { kind: 'bulk' } };
export const Sellout: Story = { args: { kind: 'sellout' } };
export const Recommended: Story = { args: { kind: 'recommended' } };
export const Pack: Story = { args: { kind: 'pack' } };
