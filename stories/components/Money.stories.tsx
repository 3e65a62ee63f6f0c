import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '@/components/ui/Money';

const meta = {
  title: 'UI/Money',
  component: Money,
  args: { amount: 12345 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$12.345')).toBeInTheDocument();
  },
};
export const Total: Story = { args: { amount: 1234567, size: 'xl' } };
export const Discount: Story = {
  args: { amount: 1000, tone: 'discount' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$1.000')).toBeInTheDocument();
  },
};
export const OldPrice: Story = { args: { amount: 4990, tone: 'old', size: 'sm' } };
export const Zero: Story = { args: { amount: 0 } };
/** Tabular figures keep a column of amounts aligned on the right. */
export const Column: Story = {
  render: () => (
    <div style={{ width: '10rem', display: 'flex', flexDirection: 'column' }}>
      {[990, 12345, 1111, 250000, 7].map((n) => (
        <Money key={n} amount={n} block />
      ))}
    </div>
  ),
};
