import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardSkeleton } from '@/components/pos/ProductCard';
import { Skeleton } from '@/components/ui/Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '40%' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Paragraph: Story = { args: { lines: 3, width: '100%' } };
export const Rect: Story = { args: { shape: 'rect', width: '12rem', height: 'var(--touch-target-min)' } };
export const Circle: Story = {
  args: { shape: 'circle', width: 'var(--space-12)', height: 'var(--space-12)' },
};
/** The product card placeholder has the card's size, so nothing moves when products arrive. */
export const ProductCardPlaceholder: Story = { render: () => <ProductCardSkeleton /> };
